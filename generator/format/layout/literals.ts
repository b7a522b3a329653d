/** Strings, numbers and property keys as prettier prints them (singleQuote, quoteProps as-needed). */
import { unsupported } from './doc.ts';

const SINGLE = "'";
const DOUBLE = '"';

/** prettier's printString: the quote with fewer occurrences inside wins, single on a tie. */
export function printString(raw: string): string {
  const content = raw.slice(1, -1);
  let singles = 0;
  let doubles = 0;
  for (let index = 0; index < content.length; index++) {
    const code = content.charCodeAt(index);
    if (code === 39) singles++;
    else if (code === 34) doubles++;
  }
  const enclosing = singles > doubles ? DOUBLE : SINGLE;
  if (raw[0] === enclosing) return raw;
  const other = enclosing === DOUBLE ? SINGLE : DOUBLE;
  return enclosing + content.replace(/\\(["'\\])|(["'])/g, (match, escaped: string | undefined, unescaped: string | undefined) => {
    if (escaped) return escaped === other ? other : match;
    return unescaped === enclosing ? `\\${unescaped}` : unescaped!;
  }) + enclosing;
}

/** Integers are printed as written; anything prettier's printNumber might rewrite is not taken. */
export function printNumber(raw: string): string {
  return /^(?:0|[1-9]\d*)$/.test(raw) ? raw : unsupported(`number ${raw}`);
}

const ASCII_IDENTIFIER_NAME = /^[A-Za-z_$][\w$]*$/;
/** A character no identifier name holds in any edition of Unicode's tables: such a key stays quoted. */
const NEVER_IN_IDENTIFIER = /[^\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$\u200c\u200d]/u;

/**
 * A quoted key as prettier prints it (quoteProps as-needed): bare when its value is an ES5
 * identifier name and its quoted form has no escapes. prettier's ES5 test admits non-ASCII letters
 * by ES5's own (old) Unicode tables, which this does not mirror: a key made only of non-ASCII
 * letters and digits is not decided here.
 */
export function printQuotedKey(raw: string, value: string): string {
  const printed = printString(raw);
  if (printed.slice(1, -1) !== value) return printed;
  if (ASCII_IDENTIFIER_NAME.test(value)) return value;
  if (value === '' || /^\p{Nd}/u.test(value) || NEVER_IN_IDENTIFIER.test(value)) return printed;
  return unsupported(`key ${raw}`);
}
