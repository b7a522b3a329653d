/**
 * Formats generated TypeScript the way prettier (PRETTIER_OPTIONS) does, for the constructs the
 * emitters write: `undefined` for text outside that subset, which then goes to prettier.
 */
import { ts } from 'ts-morph';
import { BREAK_SENTINEL, printDoc, Unsupported } from './doc.ts';
import { SourcePrinter } from './source-printer.ts';

export const layoutTypeScript = (text: string): string | undefined => attempt(text).text;

/** Why `layoutTypeScript` declines a text, for the tests and for finding what to support next. */
export const layoutRefusal = (text: string): string | undefined => attempt(text).refusal;

function attempt(text: string): { text?: string; refusal?: string } {
  // The sentinel in the input would hide a break; prettier turns CRLF into LF, these printers do not.
  if (text.includes(BREAK_SENTINEL) || text.includes('\r')) return { refusal: 'a carriage return or the break sentinel in the text' };
  const file = ts.createSourceFile('generated.ts', text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false, ts.ScriptKind.TS);
  if ((file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length > 0) return { refusal: 'text TypeScript cannot parse' };
  try {
    const printed = printDoc(new SourcePrinter(file).program());
    return printed.includes(BREAK_SENTINEL) ? { refusal: 'a group whose broken form is not mirrored would break' } : { text: printed };
  } catch (error) {
    if (error instanceof Unsupported) return { refusal: error.message };
    throw error;
  }
}
