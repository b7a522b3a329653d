/**
 * Small builders over the TypeScript factory: values and types become syntax nodes, then text,
 * so no emitter puts TypeScript together from strings.
 */
import { Project, ts, type SourceFile, type StatementStructures } from 'ts-morph';

const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });
const scratch = ts.createSourceFile('print.ts', '', ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
const f = ts.factory;

export const printNode = (node: ts.Node): string => printer.printNode(ts.EmitHint.Unspecified, node, scratch);

const IDENTIFIER = /^[A-Za-z_$][A-Za-z\d_$]*$/;

export const propertyName = (name: string): ts.PropertyName => (IDENTIFIER.test(name) ? f.createIdentifier(name) : f.createStringLiteral(name, true));

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
      members.map(([key, member]) => f.createPropertyAssignment(propertyName(key), literal(member))),
      true,
    );
  }
  throw new Error(`cannot express ${typeof value} as a literal`);
}

/** `value as const`. */
export const asConst = (expression: ts.Expression) => f.createAsExpression(expression, f.createTypeReferenceNode('const'));

/** `value as const satisfies Type`. */
export const asConstSatisfies = (expression: ts.Expression, type: ts.TypeNode) => f.createSatisfiesExpression(asConst(expression), type);

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

/** One in-memory project per run: ts-morph prints each emitted module from its structures. */
export function createEmitProject(): Project {
  return new Project({ useInMemoryFileSystem: true, skipLoadingLibFiles: true, compilerOptions: { target: ts.ScriptTarget.ES2022 } });
}

export function printModule(project: Project, path: string, statements: StatementStructures[]): string {
  const file: SourceFile = project.createSourceFile(path, { statements }, { overwrite: true });
  const text = file.getFullText();
  project.removeSourceFile(file);
  return text;
}

export { f as factory, ts };

export const keyOf = (type: ts.TypeNode) => f.createTypeOperatorNode(ts.SyntaxKind.KeyOfKeyword, type);

/** A property key as written in source: bare when it is an identifier, quoted otherwise. */
export const keyText = (name: string) => printNode(propertyName(name));

/** `typeof name`. */
export const typeOf = (name: string) => f.createTypeQueryNode(f.createIdentifier(name));

/** `readonly T[]`. */
export const readonlyArray = (type: ts.TypeNode) => f.createTypeOperatorNode(ts.SyntaxKind.ReadonlyKeyword, f.createArrayTypeNode(type));
