/**
 * prettier's printAssignment: how `left = right` (a type alias, a const, an object property)
 * breaks, chosen as its chooseLayout chooses, for the right-hand sides the emitters write.
 */
import { ts } from 'ts-morph';
import { canBreak, group, indent, indentIfBreak, line, lineSuffixBoundary, unsupported, type Doc } from './doc.ts';
import type { Printer } from './printer.ts';
import { isUnionNeedingBreakAfterOperator, printType } from './types.ts';

type Layout = 'break-after-operator' | 'never-break-after-operator' | 'fluid';

export interface AssignmentOptions {
  /** The printed key of an object property: a key shorter than 5 columns never breaks after `:`. */
  objectPropertyKey?: string;
}

/** `type Name = Type`: a union that cannot hug breaks after `=`, anything else flows. */
export function assignType(p: Printer, left: Doc, type: ts.TypeNode): Doc {
  const breakAfter = isUnionNeedingBreakAfterOperator(type);
  return layOut(breakAfter ? 'break-after-operator' : 'fluid', left, ' =', printType(p, type, breakAfter ? 'parent-indents' : 'indented'));
}

export function assignExpression(p: Printer, left: Doc, operator: string, right: ts.Expression, options: AssignmentOptions = {}): Doc {
  return layOut(chooseLayout(right, left, options), left, operator, p.expression(right));
}

function chooseLayout(right: ts.Expression, left: Doc, { objectPropertyKey }: AssignmentOptions): Layout {
  if (ts.isBinaryExpression(right)) return unsupported('binary expression assigned');
  const hasShortKey = objectPropertyKey !== undefined && objectPropertyKey.length < 5;
  const member = isMemberOfIdentifier(right);
  if (!hasShortKey && (ts.isStringLiteral(right) || member)) return 'break-after-operator';
  if ((ts.isPropertyAccessExpression(right) && !member) || ts.isPrefixUnaryExpression(right) || ts.isTemplateExpression(right) || ts.isNoSubstitutionTemplateLiteral(right)) return unsupported('assigned member chain, unary or template');
  if (ts.isCallExpression(right) && !(right.arguments.length > 1 || (right.arguments.length === 1 && ts.isObjectLiteralExpression(right.arguments[0]!) && right.arguments[0].properties.length > 0))) {
    return unsupported('poorly breakable call assigned');
  }
  const literal = ts.isNumericLiteral(right) || right.kind === ts.SyntaxKind.TrueKeyword || right.kind === ts.SyntaxKind.FalseKeyword;
  if ((hasShortKey || literal) && (typeof left === 'string' || !canBreak(left))) return 'never-break-after-operator';
  return 'fluid';
}

function layOut(layout: Layout, left: Doc, operator: string, right: Doc): Doc {
  switch (layout) {
    case 'break-after-operator':
      return group([group(left), operator, group(indent([line, right]))]);
    case 'never-break-after-operator':
      return group([group(left), operator, ' ', right]);
    case 'fluid': {
      const groupId = Symbol('assignment');
      return group([group(left), operator, group(indent(line), { id: groupId }), lineSuffixBoundary, indentIfBreak(right, { groupId })]);
    }
  }
}

/**
 * `a.b`: prettier's isMemberExpressionChain (in shouldBreakAfterOperator) breaks it after `=` rather
 * than flowing it, and printMemberExpression keeps `.b` inline after an identifier, so it never
 * breaks itself. A longer chain (`a.b.c`) may break before a `.`, which these printers do not
 * print: it stays refused, with calls, `?.` and `#private`.
 */
function isMemberOfIdentifier(node: ts.Expression): boolean {
  return ts.isPropertyAccessExpression(node) && !node.questionDotToken && ts.isIdentifier(node.name) && ts.isIdentifier(node.expression);
}
