import { afterAll, describe, expect, it } from 'vitest';
import { emitPagination } from '../../../generator/emit/pagination.ts';
import { importEmitted } from '../../support/emitted-modules.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
import { removeScratchDirs } from '../../support/generator-runs.ts';

const model = fixtureModel();

describe('emitPagination', () => {
  afterAll(removeScratchDirs);
  it('pagination.ts: the table by path and the record type per path', async () => {
    const file = emitPagination(model);
    const { pagination } = await importEmitted<{ pagination: object }>([file], 'pagination.ts');
    expect(pagination).toEqual({ '/v2/widgets': { operationId: 'Widgets V2#List', method: 'get', itemsKey: 'widgets', maxPageSize: 250, defaultPageSize: 25 } });
    expect(file.content).toContain("'/v2/widgets': NonNullable<paths['/v2/widgets']['get']['responses'][200]['content']['application/json']['widgets']>[number];");
    expect(file.content).toContain('/** A path `paginate()` accepts. */\nexport type PaginatedPath = keyof PaginatedItems;');
    expect(file.content).toContain('/** The record type each paginated path yields. */\nexport interface PaginatedItems {');
    expect(file.content).toContain('/** Every cursor-paginated list operation, keyed by path: the records array and the page-size limits. */\nexport const pagination = {');
    expect(file.content).toContain("import type { PaginationTable } from './runtime/client/tables.js';\nimport type { paths } from './schema.js';");
  });
});
