/**
 * Small builders over the TypeScript factory: values and types become syntax nodes, then text,
 * so no emitter puts TypeScript together from strings.
 */
import { IndentationText, NewLineKind, printStructure, Project, QuoteKind, StructureKind, ts, type CodeBlockWriter, type StatementStructures, type WriterFunction } from 'ts-morph';
import { commentText, escapeDocs, typeKey, valueKey } from './escape.ts';

const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });
const scratch = ts.createSourceFile('print.ts', '', ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
const f = ts.factory;

export const printNode = (node: ts.Node): string => printer.printNode(ts.EmitHint.Unspecified, node, scratch);

/** JSON-like data as an expression: objects keep their key order, `undefined` members are left out. */
export function literal(value: unknown): ts.Expression {
  if (value === null) return f.createNull();
  if (typeof value === 'string') return f.createStringLiteral(value, true);
  if (typeof value === 'boolean') return value ? f.createTrue() : f.createFalse();
  if (typeof value === 'number') return value < 0 ? f.createPrefixUnaryExpression(ts.SyntaxKind.MinusToken, f.createNumericLiteral(-value)) : f.createNumericLiteral(value);
  if (Array.isArray(value)) return f.createArrayLiteralExpression(value.map(literal), false);
  if (typeof value === 'object') {
    const members = Object.entries(value).filter(([, member]) => member !== undefined);
    return f.createObjectLiteralExpression(
      members.map(([key, member]) => f.createPropertyAssignment(valueKey(key), literal(member))),
      true,
    );
  }
  throw new Error(`cannot express ${typeof value} as a literal`);
}

/** A name among data written by constStatement, written as itself: a function a table carries, imported by the module. */
export class CodeReference {
  constructor(readonly name: string) {}
}

/** Arrays whose one-line form is longer than this go one element per line. */
const ONE_LINE_LIMIT = 100;

/**
 * Writes JSON-like data through ts-morph's code writer, which keeps the indentation of nested
 * objects; each leaf is a printed literal node. Objects go one member per line.
 */
function writeValue(writer: CodeBlockWriter, value: unknown): void {
  if (value instanceof CodeReference) writer.write(value.name);
  else if (Array.isArray(value)) {
    const oneLine = printNode(literal(value));
    if (oneLine.length <= ONE_LINE_LIMIT || value.length === 0) writer.write(oneLine);
    else {
      writer.write('[').newLine();
      writer.indent(() => value.forEach((item) => { writeValue(writer, item); writer.write(',').newLine(); }));
      writer.write(']');
    }
  } else if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).filter(([, member]) => member !== undefined);
    if (members.length === 0) writer.write('{}');
    else writer.inlineBlock(() => members.forEach(([key, member]) => {
      // A reference under its own name is written shorthand: `listCall,`.
      if (member instanceof CodeReference && member.name === key) writer.write(key);
      else { writer.write(`${printNode(valueKey(key))}: `); writeValue(writer, member); }
      writer.write(',').newLine();
    }));
  } else writer.write(printNode(literal(value)));
}

export interface ConstDeclaration {
  name: string;
  /** Absent: no doc comment (a module-private part of a table). */
  doc?: string;
  /** Default true. */
  exported?: boolean;
  /** A declared type: `const name: Type = ...`. */
  type?: ts.TypeNode;
  value: unknown;
  asConst?: boolean;
  satisfies?: ts.TypeNode;
}

/**
 * `export const name = value as const satisfies Type;` for a data table. Written as a statement
 * of its own (ts-morph re-indents structure initializers with a hanging indent, which would shift
 * every line of a multi-line table); names and types still come from printed nodes.
 */
export function constStatement(declaration: ConstDeclaration): WriterFunction {
  return (writer) => {
    if (declaration.doc !== undefined) writer.writeLine(`/** ${commentText(declaration.doc).replace(/\n/g, '\n * ')} */`);
    writer.write(`${declaration.exported === false ? '' : 'export '}const ${printNode(f.createIdentifier(declaration.name))}`);
    if (declaration.type) writer.write(`: ${printNode(declaration.type)}`);
    writer.write(' = ');
    writeValue(writer, declaration.value);
    if (declaration.asConst) writer.write(' as const');
    if (declaration.satisfies) writer.write(` satisfies ${printNode(declaration.satisfies)}`);
    writer.write(';').newLine();
  };
}

export const typeRef = (name: string, typeArguments?: ts.TypeNode[]) => f.createTypeReferenceNode(name, typeArguments);

export const literalType = (value: string | number | boolean): ts.TypeNode =>
  typeof value === 'string'
    ? f.createLiteralTypeNode(f.createStringLiteral(value, true))
    : typeof value === 'boolean'
      ? f.createLiteralTypeNode(value ? f.createTrue() : f.createFalse())
      : value < 0
        ? f.createLiteralTypeNode(f.createPrefixUnaryExpression(ts.SyntaxKind.MinusToken, f.createNumericLiteral(-value)))
        : f.createLiteralTypeNode(f.createNumericLiteral(value));

/** `Base['a'][0]...`: each step a string key, or a number for status codes and `[number]`. */
export function indexed(base: ts.TypeNode, ...keys: Array<string | number | ts.TypeNode>): ts.TypeNode {
  return keys.reduce<ts.TypeNode>(
    (type, key) => f.createIndexedAccessTypeNode(type, typeof key === 'object' ? key : literalType(key)),
    base,
  );
}

export const keyword = (kind: 'string' | 'number' | 'boolean' | 'unknown' | 'never' | 'void') =>
  f.createKeywordTypeNode(
    {
      string: ts.SyntaxKind.StringKeyword,
      number: ts.SyntaxKind.NumberKeyword,
      boolean: ts.SyntaxKind.BooleanKeyword,
      unknown: ts.SyntaxKind.UnknownKeyword,
      never: ts.SyntaxKind.NeverKeyword,
      void: ts.SyntaxKind.VoidKeyword,
    }[kind] as ts.KeywordTypeSyntaxKind,
  );

export const union = (types: ts.TypeNode[]) => (types.length === 1 ? types[0]! : f.createUnionTypeNode(types));

/** `(string & {})`: keeps a union of literals open to values the document has not listed yet. */
export const openTo = (kind: 'string' | 'number') => f.createParenthesizedType(f.createIntersectionTypeNode([keyword(kind), f.createTypeLiteralNode([])]));

/**
 * One in-memory project per run: ts-morph prints each emitted module from its structures, already
 * in the house style (two-space indent, single quotes), so no separate formatter pass is needed.
 */
export function createEmitProject(): Project {
  return new Project({
    useInMemoryFileSystem: true,
    skipLoadingLibFiles: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022 },
    manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Single, newLineKind: NewLineKind.LineFeed, useTrailingCommas: true },
  });
}

/** One top-level statement: a ts-morph structure, or a table written by `constStatement`. */
export type Statement = StatementStructures | WriterFunction;

/**
 * The module's text as ts-morph prints its structures, in the project's style. Printed, not added to
 * the project: a source file would be parsed from that text, a fifth of this thread's work, and
 * nothing reads its tree (the layout parses the text itself).
 */
export function printModule(project: Project, statements: Statement[]): string {
  const settings = project.manipulationSettings;
  return printStructure(
    { kind: StructureKind.SourceFile, statements: escapeDocs(statements) },
    { indentNumberOfSpaces: settings.getIndentationText().length, newLine: settings.getNewLineKindAsString(), useSingleQuote: settings.getQuoteKind() === QuoteKind.Single },
  );
}

export { f as factory, ts };

export const keyOf = (type: ts.TypeNode) => f.createTypeOperatorNode(ts.SyntaxKind.KeyOfKeyword, type);

/** A property key of a type as written in source: bare when it is an identifier, quoted otherwise. */
export const keyText = (name: string) => printNode(typeKey(name));

/** `typeof name`. */
export const typeOf = (name: string) => f.createTypeQueryNode(f.createIdentifier(name));

/** `readonly T[]`. */
export const readonlyArray = (type: ts.TypeNode) => f.createTypeOperatorNode(ts.SyntaxKind.ReadonlyKeyword, f.createArrayTypeNode(type));
