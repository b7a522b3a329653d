import { operationTypeName } from '../../model/naming.ts';
import type { DocumentDiff, OperationSide, ParameterRef, PolicyChange } from '../tree/types.ts';
import { operationSymbol } from './walk.ts';
import type { Place } from './types.ts';

/** Place of a change to an operation or event as a whole. */
export const operationPlace = (side: OperationSide, isEvent: boolean): Place => ({
  operation: side.key,
  location: null,
  symbols: [operationSymbol(side.operationId, isEvent, side.key)],
});

/** Place of a parameter: located on the operation's type, as its enum names are. */
export const parameterPlace = (side: OperationSide, parameter: Pick<ParameterRef, 'name'>): Place => ({
  operation: side.key,
  location: `${operationTypeName(side.operationId)}.${parameter.name}`,
  symbols: [{ operationId: side.operationId }],
});

export const parameterField = (parameter: Pick<ParameterRef, 'in' | 'name'>) => `${parameter.name} (${parameter.in} parameter)`;

/**
 * Each operation, event and operation parameter whose `x-sunset` or `x-stability-level` changed,
 * with its place and field (an event's parameters are not judged: it sends none). A list, not a
 * generator: its loops over every common operation of every pair then need no iterator objects.
 */
export function changedPolicies(tree: DocumentDiff): Array<{ policy: PolicyChange; place: Place; field: string }> {
  const changed: Array<{ policy: PolicyChange; place: Place; field: string }> = [];
  for (let index = 0; index < tree.operations.common.length; index++) {
    const operation = tree.operations.common[index]!;
    if (operation.policy) changed.push({ policy: operation.policy, place: operationPlace(operation.new, false), field: 'operation' });
    for (let at = 0; at < operation.parameters.length; at++) {
      const parameter = operation.parameters[at]!;
      if (parameter.policy) changed.push({ policy: parameter.policy, place: parameterPlace(operation.new, parameter), field: parameterField(parameter) });
    }
  }
  for (let index = 0; index < tree.events.common.length; index++) {
    const event = tree.events.common[index]!;
    if (event.policy) changed.push({ policy: event.policy, place: operationPlace(event.new, true), field: 'operation' });
  }
  return changed;
}
