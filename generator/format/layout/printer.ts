/**
 * What every node printer is handed: the source text, comment bookkeeping, and the way back into
 * the printers of other kinds of node. The grammar is recursive (a literal type holds an
 * expression, an arrow function statements); these printers recurse through this interface,
 * implemented once by source-printer.ts, so none of them imports one that imports it back.
 */
import type { ts } from 'ts-morph';
import type { Doc } from './doc.ts';

export interface Printer {
  readonly text: string;
  readonly file: ts.SourceFile;
  /** The node's text as written, without leading trivia. */
  source(node: ts.Node): string;
  entityName(name: ts.EntityName): string;
  /** prettier's printKey with quoteProps as-needed: identifiers as written, quoted keys bare where they can be. */
  propertyKey(name: ts.PropertyName): Doc;
  /** The node's leading comments, counted as printed. */
  leading(node: ts.Node): Doc[];
  nextLineEmpty(node: ts.Node): boolean;
  hasBlankLine(from: number, to: number): boolean;
  /** Comments inside a node these printers print no member of (an empty list or body). */
  hasComments(node: ts.Node | ts.NodeArray<ts.Node>): boolean;
  willBreak(doc: Doc): boolean;
  /** expressions.ts's printExpression. */
  expression(node: ts.Expression): Doc;
  /** statements.ts's type literal: `{ a: string; b?: number }`. */
  typeMembers(node: ts.TypeLiteralNode): Doc;
  /** prettier's printStatementSequence: one statement a line, one blank line kept where the source had any. */
  statementSequence(statements: ts.NodeArray<ts.Statement>): Doc;
}
