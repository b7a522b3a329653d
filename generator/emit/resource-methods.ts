/**
 * How the package groups and names its methods, for every emitter that lists or cites them (the
 * resources table, the reference, the README): by resource, `client.resource.method`.
 */
import { byKeys } from '../model/order.ts';
import type { ApiModel, OperationModel } from '../model/types.ts';

/** Operations grouped by resource, each group and its methods in name order. */
export function resourceGroups(model: ApiModel): Array<[string, OperationModel[]]> {
  const groups = new Map<string, OperationModel[]>();
  // One push each: copying the group for every operation is quadratic in a resource's size.
  for (const operation of model.operations) {
    const group = groups.get(operation.named.resource);
    if (group) group.push(operation);
    else groups.set(operation.named.resource, [operation]);
  }
  return [...groups.entries()]
    .sort(byKeys(([resource]) => resource))
    .map(([resource, operations]) => [resource, operations.sort(byKeys((operation) => operation.named.method))]);
}

/** `client.incidentsV2.list`: how docs name a method. */
export const methodPath = (operation: OperationModel) => `client.${operation.named.resource}.${operation.named.method}`;

/** The successor's named method when the model knows the operation, else what the document says. */
export function successorName(successor: string, byId: ReadonlyMap<string, OperationModel>): string {
  const next = byId.get(successor);
  return next ? methodPath(next) : successor;
}
