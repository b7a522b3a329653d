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
 * with its place and field (an event's parameters are not judged: it sends none).
 */
export function* changedPolicies(tree: DocumentDiff): Generator<{ policy: PolicyChange; place: Place; field: string }> {
  for (const [set, isEvent] of [[tree.operations, false], [tree.events, true]] as const) {
    for (const operation of set.common) {
      if (operation.policy) yield { policy: operation.policy, place: operationPlace(operation.new, isEvent), field: 'operation' };
      if (isEvent) continue;
      for (const parameter of operation.parameters) {
        if (parameter.policy) yield { policy: parameter.policy, place: parameterPlace(operation.new, parameter), field: parameterField(parameter) };
      }
    }
  }
}
