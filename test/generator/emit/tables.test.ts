import { describe, expect, it } from 'vitest';
import { emitDeprecations } from '../../../generator/emit/deprecations.ts';
import { emitOperations } from '../../../generator/emit/operations.ts';
import { emitPagination } from '../../../generator/emit/pagination.ts';
import { importEmitted } from '../../support/emitted-modules.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';

const model = fixtureModel();

describe('the emitted tables', () => {
  it('operations.ts: one entry per operation, keyed by operationId, in the runtime shape', async () => {
    const { operations } = await importEmitted<{ operations: Record<string, object> }>([emitOperations(model)], 'operations.ts');
    expect(Object.keys(operations)).toEqual(model.operations.map((operation) => operation.operationId));
    expect(operations['Widgets V2#List']).toEqual({
      operationId: 'Widgets V2#List',
      name: 'widgetsV2List',
      method: 'get',
      path: '/v2/widgets',
      version: 'v2',
      tags: ['Widgets V2'],
      deprecated: false,
      paginated: true,
      rateLimit: { burst: 10, perMinute: 60 },
    });
    expect(operations['Widgets V1#List']).toMatchObject({ deprecated: true, successor: 'Widgets V2#List', paginated: false });
  });

  it('pagination.ts: the table by path and the record type per path', async () => {
    const file = emitPagination(model);
    const { pagination } = await importEmitted<{ pagination: object }>([file], 'pagination.ts');
    expect(pagination).toEqual({ '/v2/widgets': { operationId: 'Widgets V2#List', method: 'get', itemsKey: 'widgets', maxPageSize: 250, defaultPageSize: 25 } });
    expect(file.content).toContain("'/v2/widgets': NonNullable<paths['/v2/widgets']['get']['responses'][200]['content']['application/json']['widgets']>[number];");
    expect(file.content).toContain('export type PaginatedPath = keyof PaginatedItems;');
  });

  it('deprecations.ts: every deprecation, without the model-only pointer', async () => {
    const { deprecations } = await importEmitted<{ deprecations: object[] }>([emitDeprecations(model)], 'deprecations.ts');
    expect(deprecations).toEqual([
      { kind: 'operation', target: 'Widgets V1#List', method: 'get', path: '/v1/widgets', successor: 'Widgets V2#List' },
      { kind: 'parameter', target: 'Widgets V2#Show query.legacy', successor: 'include' },
      { kind: 'property', target: 'WidgetV2.colour', successor: 'palette' },
    ]);
  });
});
