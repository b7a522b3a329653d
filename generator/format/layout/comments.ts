/**
 * Comments and blank lines, as prettier keeps them: a node's own-line leading comments (line
 * comments, one-line block comments, JSDoc blocks re-indented star by star), and one blank line
 * wherever the source had at least one between two members. Any other comment is outside the
 * subset: `countComments` lets the caller check that every comment in the text was printed.
 */
import { ts } from 'ts-morph';
import { hardline, unsupported, type Doc } from './doc.ts';

export interface CommentTally {
  printed: number;
}

/** The node's leading comments, each followed by its line break(s), to put before the node. */
export function leadingComments(text: string, node: ts.Node, tally: CommentTally): Doc[] {
  const ranges = ts.getLeadingCommentRanges(text, node.pos);
  if (!ranges) return [];
  const parts: Doc[] = [];
  for (const range of ranges) {
    tally.printed++;
    const comment = text.slice(range.pos, range.end);
    if (!/^[ \t]*\n/.test(text.slice(range.end, range.end + 200))) unsupported('comment before code on its line');
    parts.push(range.kind === ts.SyntaxKind.SingleLineCommentTrivia ? comment.trimEnd() : blockComment(comment), hardline);
    if (isNextLineEmpty(text, range.end)) parts.push(hardline);
  }
  return parts;
}

function blockComment(comment: string): Doc {
  if (!comment.includes('\n')) return comment;
  const lines = comment.slice(1, -1).split('\n').map((line) => line.trimStart());
  if (!lines.every((line) => line.startsWith('*'))) return unsupported('multi-line block comment');
  const isJsdoc = comment[2] === '*' && comment[3] !== '*';
  const parts: Doc[] = ['/'];
  lines.forEach((line, index) => {
    if (index === 0) parts.push(line.trimEnd(), hardline);
    else if (index === lines.length - 1) parts.push(' ', line);
    else {
      if (isJsdoc && line.trimEnd() !== '*' && line.endsWith('  ')) unsupported('JSDoc line ending in two spaces');
      parts.push(' ', line.trimEnd(), hardline);
    }
  });
  parts.push('/');
  return parts;
}

/** prettier's isNextLineEmpty: after `end`, past `,`, `;` and blanks, the line ends and the next one is blank. */
export function isNextLineEmpty(text: string, end: number): boolean {
  let index = end;
  while (index < text.length && ',; \t'.includes(text[index]!)) index++;
  if (text[index] !== '\n') return false;
  index++;
  while (index < text.length && (text[index] === ' ' || text[index] === '\t')) index++;
  return text[index] === '\n';
}

/** Every comment in the text, found by TypeScript's scanner (so none inside a string counts). */
export function countComments(sourceFile: ts.SourceFile): number {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, sourceFile.text);
  let count = 0;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) count++;
    if (token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) unsupported('slash (regular expression or division)');
    if (token === ts.SyntaxKind.TemplateHead) scanTemplate(scanner);
  }
  return count;
}

/** Skips a template literal's spans: `${ expression }` pairs up to its tail. */
function scanTemplate(scanner: ts.Scanner): void {
  let depth = 0;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.OpenBraceToken) depth++;
    else if (token === ts.SyntaxKind.CloseBraceToken) {
      if (depth === 0) {
        const continued = scanner.reScanTemplateToken(false);
        if (continued === ts.SyntaxKind.TemplateTail) return;
      } else depth--;
    } else if (token === ts.SyntaxKind.TemplateHead) scanTemplate(scanner);
    else if (token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) unsupported('slash (regular expression or division)');
  }
}
