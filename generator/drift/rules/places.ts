import { operationTypeName } from '../../model/naming.ts';
import type { OperationSide, ParameterRef } from '../tree/types.ts';
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
