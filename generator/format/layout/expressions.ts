/** Expressions, laid out as prettier's estree printers lay them out, for the kinds the emitters write. */
import { ts } from 'ts-morph';
import { breakParent, conditionalGroup, flatOnly, group, hardline, ifBreak, indent, line, softline, unsupported, type Doc } from './doc.ts';
import { printNumber, printString } from './literals.ts';
import type { Printer } from './printer.ts';
import { printType, typeArguments } from './types.ts';
import { assignExpression } from './assignment.ts';

const K = ts.SyntaxKind;

export function printExpression(p: Printer, node: ts.Expression): Doc {
  switch (node.kind) {
    case K.Identifier:
      return (node as ts.Identifier).text;
    case K.StringLiteral:
      return printString(p.source(node));
    case K.NumericLiteral:
      return printNumber(p.source(node));
    case K.TrueKeyword:
    case K.FalseKeyword:
    case K.NullKeyword:
      return p.source(node);
    case K.PrefixUnaryExpression: {
      const unary = node as ts.PrefixUnaryExpression;
      if (unary.operator !== K.MinusToken || !ts.isNumericLiteral(unary.operand)) return unsupported('prefix operator');
      return ['-', printNumber(p.source(unary.operand))];
    }
    case K.TypeOfExpression:
      return ['typeof ', printExpression(p, (node as ts.TypeOfExpression).expression)];
    case K.PropertyAccessExpression: {
      const access = node as ts.PropertyAccessExpression;
      if (access.questionDotToken || !ts.isIdentifier(access.name)) unsupported('optional or private member');
      return [memberObject(p, access.expression), '.', (access.name as ts.Identifier).text];
    }
    case K.AsExpression:
    case K.SatisfiesExpression:
      return castParts(p, node as ts.AsExpression | ts.SatisfiesExpression);
    case K.CallExpression:
      return callExpression(p, node as ts.CallExpression);
    case K.BinaryExpression:
      return binaryExpression(p, node as ts.BinaryExpression);
    case K.ArrayLiteralExpression:
      return arrayLiteral(p, node as ts.ArrayLiteralExpression);
    case K.ObjectLiteralExpression:
      return objectLiteral(p, node as ts.ObjectLiteralExpression);
    case K.TemplateExpression:
      return templateExpression(p, node as ts.TemplateExpression);
    case K.NoSubstitutionTemplateLiteral:
      return p.source(node);
    default:
      return unsupported(`expression ${K[node.kind]}`);
  }
}

/** A member's object; a cast there is parenthesized (prettier's needsParens) in a group of its own (its printBinaryCastExpression). */
function memberObject(p: Printer, node: ts.Expression): Doc {
  if (!ts.isParenthesizedExpression(node)) return printExpression(p, node);
  if (!ts.isAsExpression(node.expression)) return unsupported('parenthesized expression');
  return ['(', flatOnly([indent([softline, ...castParts(p, node.expression)]), softline]), ')'];
}

function castParts(p: Printer, node: ts.AsExpression | ts.SatisfiesExpression): Doc[] {
  const keyword = ts.isAsExpression(node) ? ' as ' : ' satisfies ';
  const type = ts.isAsExpression(node) && ts.isTypeReferenceNode(node.type) && ts.isIdentifier(node.type.typeName) && node.type.typeName.text === 'const' && !node.type.typeArguments ? 'const' : printType(p, node.type);
  return [printExpression(p, node.expression), keyword, type];
}

/** `${…}` parts printed flat, as prettier prints a simple template literal. */
function templateExpression(p: Printer, node: ts.TemplateExpression): Doc {
  if (p.source(node).includes('\n')) unsupported('multi-line template literal');
  const parts: Doc[] = [p.source(node.head)];
  for (const span of node.templateSpans) parts.push(flatOnly([printExpression(p, span.expression)]), p.source(span.literal));
  return parts;
}

/** A member chain (`a.b(...)`) only while it fits; a plain callee with prettier's argument layout. */
function callExpression(p: Printer, node: ts.CallExpression): Doc {
  if (node.questionDotToken) unsupported('optional call');
  const callee = printExpression(p, node.expression);
  const args = callArguments(p, node.arguments);
  if (!ts.isIdentifier(node.expression)) return flatOnly([callee, typeArguments(p, node.typeArguments), args]);
  return [callee, typeArguments(p, node.typeArguments), args];
}

function callArguments(p: Printer, args: ts.NodeArray<ts.Expression>): Doc {
  if (args.length === 0) return '()';
  if (p.hasBlankLine(args.pos, args.end)) unsupported('blank line between arguments');
  const printed: Doc[] = args.map((arg, index) => (index === args.length - 1 ? printExpression(p, arg) : [printExpression(p, arg), ',', line]));
  const allBrokenOut = () => group(['(', indent([line, ...printed]), ifBreak(','), line, ')'], { shouldBreak: true });
  const last = args[args.length - 1]!;
  const lastExpands = (ts.isObjectLiteralExpression(last) && last.properties.length > 0) || (ts.isArrayLiteralExpression(last) && last.elements.length > 0);
  if (lastExpands && args.slice(0, -1).every((arg) => ts.isIdentifier(arg) || ts.isStringLiteral(arg) || ts.isNumericLiteral(arg))) {
    const head = printed.slice(0, -1);
    const lastDoc = printExpression(p, last);
    if (p.willBreak(lastDoc)) return [breakParent, conditionalGroup([['(', ...head, group(lastDoc, { shouldBreak: true }), ')'], allBrokenOut()])];
    return conditionalGroup([['(', ...head, lastDoc, ')'], ['(', ...head, group(lastDoc, { shouldBreak: true }), ')'], allBrokenOut()]);
  }
  if (!args.every((arg) => ts.isIdentifier(arg) || ts.isStringLiteral(arg) || ts.isNumericLiteral(arg) || ts.isPropertyAccessExpression(arg))) return flatOnly(['(', indent([softline, ...printed]), ifBreak(','), softline, ')']);
  return group(['(', indent([softline, ...printed]), ifBreak(','), softline, ')']);
}

const LOGICAL = new Set([K.AmpersandAmpersandToken, K.BarBarToken]);

/** `a && b && c` as one group of operands (prettier's printBinaryishExpressions); other operators only while they fit. */
export function binaryParts(p: Printer, node: ts.BinaryExpression, nested = false): Doc[] {
  const operator = node.operatorToken.kind;
  if (!LOGICAL.has(operator)) return [flatOnly([printOperand(p, node.left), ' ', ts.tokenToString(operator)!, line, printOperand(p, node.right)])];
  const left = node.left;
  const chained = ts.isBinaryExpression(left) && left.operatorToken.kind === operator;
  const parts: Doc[] = chained ? binaryParts(p, left, true) : [group(printOperand(p, left))];
  if (ts.isObjectLiteralExpression(node.right) || ts.isArrayLiteralExpression(node.right)) unsupported('inlined logical operand');
  const right: Doc = [ts.tokenToString(operator)!, line, printOperand(p, node.right)];
  // prettier groups the right side only where neither the parent nor the left is the same kind of expression.
  parts.push(' ', !nested && !chained ? group(right) : right);
  return parts;
}

function printOperand(p: Printer, node: ts.Expression): Doc {
  if (ts.isBinaryExpression(node) && LOGICAL.has(node.operatorToken.kind)) return unsupported('nested logical expression');
  return printExpression(p, node);
}

function binaryExpression(p: Printer, node: ts.BinaryExpression): Doc {
  if (LOGICAL.has(node.operatorToken.kind)) return unsupported('logical expression outside a return');
  return binaryParts(p, node);
}

/** prettier's printArray, without its concise (numbers) form. */
function arrayLiteral(p: Printer, node: ts.ArrayLiteralExpression): Doc {
  const elements = node.elements;
  if (elements.length === 0) return p.hasComments(node) ? unsupported('comment in empty array') : '[]';
  if (p.hasBlankLine(node.getStart(p.file), node.end)) unsupported('blank line in array');
  if (elements.every((element) => ts.isNumericLiteral(element) || (ts.isPrefixUnaryExpression(element) && ts.isNumericLiteral(element.operand)))) unsupported('array of numbers');
  const shouldBreak =
    elements.length > 1 &&
    elements.every((element, index) => {
      const next = elements[index + 1];
      if (!ts.isArrayLiteralExpression(element) && !ts.isObjectLiteralExpression(element)) return false;
      if (next && next.kind !== element.kind) return false;
      return (ts.isArrayLiteralExpression(element) ? element.elements.length : element.properties.length) > 1;
    });
  const printed: Doc[] = [];
  elements.forEach((element, index) => {
    if (ts.isSpreadElement(element) || ts.isOmittedExpression(element)) unsupported('spread or hole');
    printed.push(group(printExpression(p, element)));
    if (index < elements.length - 1) printed.push([',', line, '']);
  });
  return group(['[', indent([softline, printed, ifBreak(',')]), softline, ']'], { shouldBreak });
}

/** prettier's printObject: broken when the source broke after `{`, one property a line. */
function objectLiteral(p: Printer, node: ts.ObjectLiteralExpression): Doc {
  const properties = node.properties;
  if (properties.length === 0) return p.hasComments(node) ? unsupported('comment in empty object') : '{}';
  const shouldBreak = p.text.slice(node.getStart(p.file), properties[0]!.getStart(p.file)).includes('\n');
  const parts: Doc[] = [];
  let separator: Doc[] = [];
  for (const property of properties) {
    parts.push([...separator, ...p.leading(property), objectProperty(p, property)]);
    separator = p.nextLineEmpty(property) ? [',', line, hardline] : [',', line];
  }
  return group(['{', indent([line, ...parts]), ifBreak(','), line, '}'], { shouldBreak });
}

function objectProperty(p: Printer, property: ts.ObjectLiteralElementLike): Doc {
  if (ts.isShorthandPropertyAssignment(property)) {
    if (property.objectAssignmentInitializer) unsupported('shorthand with initializer');
    return property.name.text;
  }
  if (!ts.isPropertyAssignment(property)) return unsupported(`object member ${K[property.kind]}`);
  const key = p.propertyKey(property.name);
  return assignExpression(p, key, ':', property.initializer, { objectPropertyKey: typeof key === 'string' ? key : undefined });
}
