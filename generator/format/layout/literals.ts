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

/** ASCII identifier names only: prettier's ES5 test also admits non-ASCII letters, which this does not try to mirror. */
const ASCII_IDENTIFIER_NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * A quoted key prettier prints bare (quoteProps as-needed): its value is an ES5 identifier name
 * and its quoted form has no escapes. A key whose value has non-ASCII characters is not decided here.
 */
export function printQuotedKey(raw: string, value: string): string {
  const printed = printString(raw);
  if (printed.slice(1, -1) !== value) return printed;
  if (ASCII_IDENTIFIER_NAME.test(value)) return value;
  // eslint-disable-next-line no-control-regex -- any non-ASCII character
  if (/[^\x00-\x7f]/.test(value)) return unsupported(`key ${raw}`);
  return printed;
}
