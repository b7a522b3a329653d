/** Type nodes, laid out as prettier's typescript printers lay them out. */
import { ts } from 'ts-morph';
import { align, group, ifBreak, indent, join, line, softline, unsupported, type Doc } from './doc.ts';
import type { Printer } from './printer.ts';

const K = ts.SyntaxKind;

/** Where a union sits: its own indent, or the parent's (a type alias breaks after `=`, type arguments). */
export type UnionPlace = 'indented' | 'parent-indents';

export function printType(p: Printer, node: ts.TypeNode, place: UnionPlace = 'indented'): Doc {
  if (isKeywordType(node)) return p.source(node);
  switch (node.kind) {
    case K.TypeReference: {
      const reference = node as ts.TypeReferenceNode;
      return [p.entityName(reference.typeName), typeArguments(p, reference.typeArguments)];
    }
    case K.IndexedAccessType: {
      const access = node as ts.IndexedAccessTypeNode;
      return [parenthesizedIf(p, access.objectType, (inner) => ts.isTypeQueryNode(inner) || ts.isIntersectionTypeNode(inner)), '[', printType(p, access.indexType), ']'];
    }
    case K.LiteralType:
      // The literal is an expression (string, number, boolean, null, negative number), printed as one.
      return p.expression((node as ts.LiteralTypeNode).literal);
    case K.UnionType:
      return unionType(p, node as ts.UnionTypeNode, place);
    case K.IntersectionType:
      return intersectionType(p, node as ts.IntersectionTypeNode);
    case K.TypeQuery: {
      const query = node as ts.TypeQueryNode;
      if (query.typeArguments) unsupported('typeof with type arguments');
      return ['typeof ', p.entityName(query.exprName)];
    }
    case K.TypeOperator: {
      const operator = node as ts.TypeOperatorNode;
      return [ts.tokenToString(operator.operator)!, ' ', printType(p, operator.type)];
    }
    case K.ArrayType:
      return [parenthesizedIf(p, (node as ts.ArrayTypeNode).elementType, ts.isIntersectionTypeNode), '[]'];
    case K.TypeLiteral:
      return p.typeMembers(node as ts.TypeLiteralNode);
    case K.TypePredicate: {
      const predicate = node as ts.TypePredicateNode;
      if (predicate.assertsModifier || !predicate.type || !ts.isIdentifier(predicate.parameterName)) unsupported('type predicate');
      return [(predicate.parameterName as ts.Identifier).text, ' is ', printType(p, predicate.type!)];
    }
    default:
      return unsupported(`type ${K[node.kind]}`);
  }
}

const isObjectType = (node: ts.TypeNode) => ts.isTypeLiteralNode(node) || ts.isMappedTypeNode(node);
const isSimpleType = (node: ts.TypeNode) => isKeywordType(node) || (ts.isTypeReferenceNode(node) && !node.typeArguments);
const isKeywordType = (node: ts.TypeNode) => node.kind >= K.FirstKeyword && node.kind <= K.LastKeyword;
/** prettier's void-like members of a huggable union: `void` and `null`, not `undefined`. */
const isVoidType = (node: ts.TypeNode) => node.kind === K.VoidKeyword || node.kind === K.NullKeyword || (ts.isLiteralTypeNode(node) && node.literal.kind === K.NullKeyword);

/** prettier's shouldHugUnionType: one object type, the rest void-like. */
function shouldHugUnion(node: ts.UnionTypeNode): boolean {
  const objectType = node.types.find(isObjectType);
  return objectType !== undefined && node.types.every((type) => type === objectType || isVoidType(type));
}

export const shouldHugType = (node: ts.TypeNode): boolean => isSimpleType(node) || isObjectType(node) || (ts.isUnionTypeNode(node) && shouldHugUnion(node));

/** prettier's printTypeParameters for type arguments: no trailing comma, hugged when one simple type. */
export function typeArguments(p: Printer, args: ts.NodeArray<ts.TypeNode> | undefined): Doc {
  if (!args) return '';
  if (args.length === 0) return unsupported('empty type arguments');
  const printed = args.map((arg) => printType(p, arg, 'parent-indents'));
  if (args.length === 1 && shouldHugType(args[0]!)) return ['<', join(', ', printed), '>'];
  return group(['<', indent([softline, join([',', line], printed)]), softline, '>']);
}

export const isUnionNeedingBreakAfterOperator = (node: ts.TypeNode): boolean => ts.isUnionTypeNode(node) && !shouldHugUnion(node);

function unionType(p: Printer, node: ts.UnionTypeNode, place: UnionPlace): Doc {
  // TypeScript's printer parenthesizes an intersection among union members; one written bare is not taken.
  if (node.types.some((type) => ts.isIntersectionTypeNode(type) || ts.isUnionTypeNode(type))) unsupported('bare intersection or union in a union');
  if (shouldHugUnion(node)) return join(' | ', node.types.map((type) => printType(p, type)));
  const printed = group(node.types.map((type, index) => [index === 0 ? ifBreak('| ') : [line, '| '], align(2, parenthesizedIf(p, type, ts.isIntersectionTypeNode))]));
  return place === 'parent-indents' ? printed : group(indent([softline, printed]));
}

/** prettier's printIntersectionType: `&` breaks between non-object types, objects stay inline. */
function intersectionType(p: Printer, node: ts.IntersectionTypeNode): Doc {
  if (node.types.some((type) => ts.isIntersectionTypeNode(type) || ts.isUnionTypeNode(type))) unsupported('bare intersection or union in an intersection');
  let wasIndented = false;
  return group(
    node.types.map((type, index) => {
      const doc = parenthesizedIf(p, type, ts.isIntersectionTypeNode);
      if (index === 0) return doc;
      const current = isObjectType(type);
      const previous = isObjectType(node.types[index - 1]!);
      if (previous && current) return [' & ', wasIndented ? indent(doc) : doc];
      if (!previous && !current) return indent([' &', line, doc]);
      if (index > 1) wasIndented = true;
      return [' & ', index > 1 ? indent(doc) : doc];
    }),
  );
}

/**
 * A type in parentheses where prettier parenthesizes it too (its needsParens), the only places
 * these printers take them; parentheses anywhere else are not taken.
 */
function parenthesizedIf(p: Printer, node: ts.TypeNode, needsParentheses: (inner: ts.TypeNode) => boolean): Doc {
  if (!ts.isParenthesizedTypeNode(node)) return printType(p, node);
  return needsParentheses(node.type) ? ['(', printType(p, node.type), ')'] : unsupported('parenthesized type');
}
