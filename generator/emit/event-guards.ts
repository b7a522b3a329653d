/**
 * The type guard per event kind. A webhook names its event in `event_type`; an audit-log entry in
 * `action` plus `version` (`activity_log.scrubbed` + `1` is `activity_log.scrubbed.1`).
 */
import { StructureKind, type FunctionDeclarationStructure } from 'ts-morph';
import type { EventKind } from '../model/types.ts';
import { factory as f, keyword, printNode, readonlyArray, ts, typeRef } from './syntax.ts';

interface GuardNames {
  payload: string;
  list: string;
  guard: string;
}

const value = () => f.createIdentifier('value');
const and = (...terms: ts.Expression[]) => terms.reduce((left, right) => f.createBinaryExpression(left, ts.SyntaxKind.AmpersandAmpersandToken, right));
const strictEquals = (left: ts.Expression, right: ts.Expression) => f.createBinaryExpression(left, ts.SyntaxKind.EqualsEqualsEqualsToken, right);
const typeOfIs = (expression: ts.Expression, type: string) => strictEquals(f.createTypeOfExpression(expression), f.createStringLiteral(type, true));
const has = (key: string) => f.createBinaryExpression(f.createStringLiteral(key, true), ts.SyntaxKind.InKeyword, value());
const member = (key: string) => f.createPropertyAccessExpression(value(), key);
const stringOf = (expression: ts.Expression) => f.createCallExpression(f.createIdentifier('String'), undefined, [expression]);

/** `(list as readonly string[]).includes(name)`: the list is a tuple of literals, the name any string. */
const listIncludes = (list: string, name: ts.Expression) =>
  f.createCallExpression(
    f.createPropertyAccessExpression(f.createParenthesizedExpression(f.createAsExpression(f.createIdentifier(list), readonlyArray(keyword('string')))), 'includes'),
    undefined,
    [name],
  );

function condition(kind: EventKind, list: string): ts.Expression {
  const isObject = and(typeOfIs(value(), 'object'), f.createBinaryExpression(value(), ts.SyntaxKind.ExclamationEqualsEqualsToken, f.createNull()));
  if (kind === 'webhook') {
    return and(isObject, has('event_type'), typeOfIs(member('event_type'), 'string'), listIncludes(list, member('event_type')));
  }
  const name = f.createTemplateExpression(f.createTemplateHead(''), [
    f.createTemplateSpan(stringOf(member('action')), f.createTemplateMiddle('.')),
    f.createTemplateSpan(stringOf(member('version')), f.createTemplateTail('')),
  ]);
  return and(isObject, has('action'), has('version'), listIncludes(list, name));
}

export function guardFunction(kind: EventKind, names: GuardNames): FunctionDeclarationStructure {
  return {
    kind: StructureKind.Function,
    isExported: true,
    name: names.guard,
    docs: [kind === 'webhook' ? 'True when `value` is the payload of a webhook event this API documents.' : 'True when `value` is an audit-log entry this API documents.'],
    parameters: [{ name: 'value', type: printNode(keyword('unknown')) }],
    returnType: printNode(f.createTypePredicateNode(undefined, 'value', typeRef(names.payload))),
    statements: [printNode(f.createReturnStatement(condition(kind, names.list)))],
  };
}
