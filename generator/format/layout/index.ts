/**
 * Formats generated TypeScript the way prettier (PRETTIER_OPTIONS) does, for the constructs the
 * emitters write: `undefined` for text outside that subset, which then goes to prettier.
 */
import { ts } from 'ts-morph';
import { BREAK_SENTINEL, printDoc, Unsupported } from './doc.ts';
import { Printer } from './printer.ts';

export function layoutTypeScript(text: string): string | undefined {
  if (text.includes(BREAK_SENTINEL) || text.includes('\r')) return undefined;
  const file = parse(text);
  if ((file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length > 0) return undefined;
  try {
    const printed = printDoc(new Printer(file).program());
    return printed.includes(BREAK_SENTINEL) ? undefined : printed;
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/** Why `layoutTypeScript` declines a text, for the tests and for finding what to support next. */
export function layoutRefusal(text: string): string | undefined {
  const file = parse(text);
  try {
    const printed = printDoc(new Printer(file).program());
    return printed.includes(BREAK_SENTINEL) ? 'a group whose broken form is not mirrored would break' : undefined;
  } catch (error) {
    if (error instanceof Unsupported) return error.message;
    throw error;
  }
}

/** No parent pointers and no JSDoc parsing: the printers need neither, and both cost a third of the parse. */
const parse = (text: string): ts.SourceFile =>
  ts.createSourceFile('generated.ts', text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false, ts.ScriptKind.TS);
