/**
 * The generated TypeScript as prettier would print it, without prettier: TypeScript (ts-morph's
 * copy, already loaded) parses the text ts-morph printed, these printers build the documents
 * prettier's estree printer builds for the same nodes, and prettier's own layout engine prints
 * them. Only the constructs the emitters write are taken; anything else is `Unsupported`, and the
 * caller formats that file with prettier itself.
 */
import { ts } from 'ts-morph';
import { hardline, willBreak, unsupported, type Doc } from './doc.ts';
import { countComments, isNextLineEmpty, leadingComments, type CommentTally } from './comments.ts';
import { printQuotedKey, printString } from './literals.ts';
import { printExpression } from './expressions.ts';
import type { Printer } from './printer.ts';
import { printStatement, typeLiteral } from './statements.ts';

/** The one Printer: it hands each recursion back to the printer of that kind of node. */
export class SourcePrinter implements Printer {
  readonly text: string;
  readonly file: ts.SourceFile;
  private readonly tally: CommentTally = { printed: 0 };

  constructor(file: ts.SourceFile) {
    this.file = file;
    this.text = file.text;
  }

  source(node: ts.Node): string {
    return this.text.slice(node.getStart(this.file), node.end);
  }

  entityName(name: ts.EntityName): string {
    return ts.isIdentifier(name) ? name.text : `${this.entityName(name.left)}.${name.right.text}`;
  }

  /** prettier's printKey with quoteProps as-needed: identifiers as written, quoted keys bare where they can be. */
  propertyKey(name: ts.PropertyName): Doc {
    if (ts.isIdentifier(name)) return name.text;
    if (ts.isStringLiteral(name)) return printQuotedKey(this.source(name), name.text);
    if (ts.isComputedPropertyName(name) && ts.isStringLiteral(name.expression)) return ['[', printString(this.source(name.expression)), ']'];
    return unsupported(`key ${ts.SyntaxKind[name.kind]}`);
  }

  leading(node: ts.Node): Doc[] {
    return leadingComments(this.text, node, this.tally);
  }

  nextLineEmpty(node: ts.Node): boolean {
    return isNextLineEmpty(this.text, node.end);
  }

  hasBlankLine(from: number, to: number): boolean {
    return /\n[ \t]*\n/.test(this.text.slice(from, to));
  }

  /** Comments inside a node these printers print no member of (an empty list or body). */
  hasComments(node: ts.Node | ts.NodeArray<ts.Node>): boolean {
    const text = this.text.slice(node.pos, node.end);
    return text.includes('//') || text.includes('/*');
  }

  willBreak(doc: Doc): boolean {
    return willBreak(doc);
  }

  expression(node: ts.Expression): Doc {
    return printExpression(this, node);
  }

  typeMembers(node: ts.TypeLiteralNode): Doc {
    return typeLiteral(this, node);
  }

  /** prettier's printStatementSequence: one statement a line, one blank line kept where the source had any. */
  statementSequence(statements: ts.NodeArray<ts.Statement>): Doc {
    const parts: Doc[] = [];
    statements.forEach((statement, index) => {
      parts.push(...this.leading(statement), printStatement(this, statement));
      if (index < statements.length - 1) parts.push(hardline, ...(this.nextLineEmpty(statement) ? [hardline] : []));
    });
    return parts;
  }

  /** A file of one line comment and no code (an emitter's banner over an empty table). */
  private commentsAlone(): Doc {
    const ranges = ts.getLeadingCommentRanges(this.text, 0) ?? [];
    const [only] = ranges;
    if (ranges.length !== 1 || only!.kind !== ts.SyntaxKind.SingleLineCommentTrivia || this.text.slice(only!.end).trim() !== '') return unsupported('file without statements');
    return [this.text.slice(only!.pos, only!.end).trimEnd(), hardline];
  }

  /** The whole file; throws `Unsupported` for anything outside the subset, comments left unprinted included. */
  program(): Doc {
    if (this.file.statements.length === 0) return this.commentsAlone();
    const doc = [this.statementSequence(this.file.statements), hardline];
    if (ts.getLeadingCommentRanges(this.text, this.file.endOfFileToken.pos)?.length) unsupported('comment at the end of the file');
    // Every printed comment holds at least one `//` or `/*`: as many of those in the whole text
    // as comments printed means there is no other comment; otherwise the scanner counts exactly.
    if (commentMarkers(this.text) !== this.tally.printed && countComments(this.file) !== this.tally.printed) unsupported('comment in a position these printers do not print');
    return doc;
  }
}

function commentMarkers(text: string): number {
  let count = 0;
  for (const marker of ['//', '/*']) for (let index = text.indexOf(marker); index !== -1; index = text.indexOf(marker, index + 2)) count++;
  return count;
}
