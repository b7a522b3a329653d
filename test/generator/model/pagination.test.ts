import { beforeEach, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import type { OperationModel } from '../../../generator/model/types.ts';
import { buildOperations } from '../../../generator/model/operations.ts';
import { findPagination } from '../../../generator/model/pagination.ts';
import { fixtureDocument } from '../../support/generator-fixture.ts';

describe('findPagination', () => {
  let document: OpenApiDocument;
  let operations: OperationModel[];
  beforeEach(() => {
    document = fixtureDocument();
    operations = buildOperations(document);
  });

  it('finds the cursor-paginated list: after + page_size in, pagination_meta beside the records out', () => {
    const found = operations.flatMap((operation) => findPagination(document, operation) ?? []);
    expect(found).toEqual([
      { path: '/v2/widgets', operationId: 'Widgets V2#List', method: 'get', itemsKey: 'widgets', contentType: 'application/json', successStatus: '200', maxPageSize: 250, defaultPageSize: 25 },
    ]);
  });

  it('needs all three signs: a list without pagination_meta is not paginated', () => {
    const list = operations.find((operation) => operation.operationId === 'Widgets V2#List')!;
    const schemas = document.components!.schemas!;
    delete schemas.WidgetsListResultV2!.properties!.pagination_meta;
    expect(findPagination(document, list)).toBeUndefined();
  });
});
