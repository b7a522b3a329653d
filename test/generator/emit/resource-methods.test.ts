import { describe, expect, it } from 'vitest';
import { methodPath, resourceGroups, successorName } from '../../../generator/emit/resource-methods.ts';
import type { ApiModel, OperationModel } from '../../../generator/model/types.ts';

// The functions read only an operation's id and its named resource and method.
const operation = (operationId: string, resource: string, method: string) => ({ operationId, named: { resource, method } }) as OperationModel;

describe('resource methods', () => {
  it('groups operations by resource, groups and methods each in name order, whatever the document order', () => {
    const operations = [operation('c', 'incidentsV2', 'list'), operation('a', 'alertsV2', 'show'), operation('b', 'incidentsV2', 'create'), operation('d', 'alertsV2', 'list')];
    const groups = resourceGroups({ operations } as ApiModel);
    expect(groups.map(([resource, members]) => [resource, members.map((member) => member.named.method)])).toEqual([
      ['alertsV2', ['list', 'show']],
      ['incidentsV2', ['create', 'list']],
    ]);
    expect(resourceGroups({ operations: [...operations].reverse() } as ApiModel)).toEqual(groups);
  });

  it('names a method as the client calls it, and a successor by its method when the model knows it', () => {
    const next = operation('IncidentsV2#Create', 'incidentsV2', 'create');
    expect(methodPath(next)).toBe('client.incidentsV2.create');
    const byId = new Map([[next.operationId, next]]);
    expect(successorName('IncidentsV2#Create', byId)).toBe('client.incidentsV2.create');
    expect(successorName('Unknown#Op', byId)).toBe('Unknown#Op');
  });
});
