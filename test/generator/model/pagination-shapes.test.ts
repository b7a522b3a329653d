/**
 * Which list operations the client iterates page by page: the reference's convention (a GET with
 * `after` and `page_size` in the query, `pagination_meta` beside an array of records) as real
 * documents write it, and the near misses that must not be paginated (the client would then loop
 * on a cursor the server never sends).
 */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { buildOperations } from '../../../generator/model/operations.ts';
import { findPagination } from '../../../generator/model/pagination.ts';
import { newestRealSpecPath, readRealSpec } from '../../support/real-specs.ts';

const PAGE_SIZE = { name: 'page_size', in: 'query', schema: { type: 'integer', maximum: 100, default: 25 } };
const AFTER = { name: 'after', in: 'query', schema: { type: 'string' } };
const META = { type: 'object', properties: { after: { type: 'string' }, page_size: { type: 'integer' } } };

/** One operation at /v1/things, with the given operation object, and `Thing` and `Page` schemas. */
function documentWith(method: string, operation: object, components: object = {}): OpenApiDocument {
  return {
    openapi: '3.0.3',
    info: { title: 'Pages', version: '1' },
    paths: { '/v1/things': { [method]: { operationId: 'Things V1#List', ...operation } } },
    components: { schemas: { Thing: { type: 'object', properties: { id: { type: 'string' } } } }, ...components },
  } as unknown as OpenApiDocument;
}

const listBody = (properties: object, required: string[] = []) => ({
  '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { pagination_meta: META, ...properties }, required } } } },
});
const things = { type: 'array', items: { $ref: '#/components/schemas/Thing' } };

function paginationOf(document: OpenApiDocument) {
  const [operation] = buildOperations(document);
  return findPagination(document, operation!);
}

describe('findPagination on real and real-shaped documents', () => {
  it('finds the list operations of the newest published document, each with its records and page sizes', () => {
    const document = readRealSpec(newestRealSpecPath()) as unknown as OpenApiDocument;
    const found = buildOperations(document).flatMap((operation) => findPagination(document, operation) ?? []);
    const byId = new Map(found.map((entry) => [entry.operationId, entry]));
    // The reference: default page size 25, a maximum per endpoint, records in an array named for the family.
    expect(byId.get('Incidents V2#List')).toEqual({ path: '/v2/incidents', operationId: 'Incidents V2#List', method: 'get', itemsKey: 'incidents', contentType: 'application/json', successStatus: '200', maxPageSize: 500, defaultPageSize: 25 });
    expect(byId.get('Users V2#List')).toMatchObject({ itemsKey: 'users', maxPageSize: 10000 });
    expect(byId.get('Alerts V2#ListIncidentAlerts')).toMatchObject({ itemsKey: 'incident_alerts', maxPageSize: 50 });
    expect(found.every((entry) => entry.method === 'get' && entry.defaultPageSize === 25)).toBe(true);
    // Lists without the cursor (Incident Roles, Severities) are read in one response.
    expect(byId.has('Severities V1#List')).toBe(false);
    expect(found.length).toBeGreaterThanOrEqual(25);
    expect(found.map((entry) => entry.operationId)).toEqual([...new Set(found.map((entry) => entry.operationId))]);
  });

  it('finds a list whose response, parameters, body and page-size schema are all $refs', () => {
    const document = documentWith(
      'get',
      { parameters: [{ $ref: '#/components/parameters/PageSize' }, { $ref: '#/components/parameters/After' }], responses: { '200': { $ref: '#/components/responses/Page' } } },
      {
        parameters: { PageSize: { name: 'page_size', in: 'query', schema: { $ref: '#/components/schemas/PageSize' } }, After: AFTER },
        responses: { Page: { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Page' } } } } },
      },
    );
    Object.assign(document.components!.schemas!, {
      PageSize: { type: 'integer', maximum: 250, default: 10 },
      Page: { type: 'object', properties: { pagination_meta: META, things: { $ref: '#/components/schemas/Things' } } },
      Things: things,
    });
    expect(paginationOf(document)).toEqual({ path: '/v1/things', operationId: 'Things V1#List', method: 'get', itemsKey: 'things', contentType: 'application/json', successStatus: '200', maxPageSize: 250, defaultPageSize: 10 });
  });

  it('takes the required array as the records, else the first by name, whatever order the document lists them in', () => {
    const withArrays = (names: string[], required: string[]) => documentWith('get', { parameters: [PAGE_SIZE, AFTER], responses: listBody(Object.fromEntries(names.map((name) => [name, things])), required) });
    expect(paginationOf(withArrays(['zebras', 'things'], ['zebras']))?.itemsKey).toBe('zebras');
    expect(paginationOf(withArrays(['things', 'zebras'], ['zebras']))?.itemsKey).toBe('zebras');
    expect(paginationOf(withArrays(['zebras', 'things'], []))?.itemsKey).toBe('things');
    expect(paginationOf(withArrays(['things', 'zebras'], []))?.itemsKey).toBe('things');
    expect(paginationOf(withArrays(['zebras', 'things', 'apples'], ['zebras', 'things']))?.itemsKey).toBe('things');
  });

  it('reads the success status and media type the document declares', () => {
    const document = documentWith('get', {
      parameters: [PAGE_SIZE, AFTER],
      responses: { '206': { description: 'Partial', content: { 'application/vnd.things+json': { schema: { type: 'object', properties: { pagination_meta: META, things } } } } } },
    });
    expect(paginationOf(document)).toMatchObject({ successStatus: '206', contentType: 'application/vnd.things+json', itemsKey: 'things' });
  });

  it('leaves out page sizes the document does not give as numbers', () => {
    const document = documentWith('get', { parameters: [{ ...PAGE_SIZE, schema: { type: 'integer', maximum: '100', default: null } }, AFTER], responses: listBody({ things }) });
    const found = paginationOf(document)!;
    expect(found.itemsKey).toBe('things');
    expect(found).not.toHaveProperty('maxPageSize');
    expect(found).not.toHaveProperty('defaultPageSize');
    const unschemed = documentWith('get', { parameters: [{ name: 'page_size', in: 'query' }, AFTER], responses: listBody({ things }) });
    expect(Object.keys(paginationOf(unschemed)!).sort()).toEqual(['contentType', 'itemsKey', 'method', 'operationId', 'path', 'successStatus']);
  });

  it.each([
    ['a POST taking the cursor', documentWith('post', { parameters: [PAGE_SIZE, AFTER], responses: listBody({ things }) })],
    ['no after', documentWith('get', { parameters: [PAGE_SIZE], responses: listBody({ things }) })],
    ['no page_size', documentWith('get', { parameters: [AFTER], responses: listBody({ things }) })],
    ['page_size in a header', documentWith('get', { parameters: [{ ...PAGE_SIZE, in: 'header' }, AFTER], responses: listBody({ things }) })],
    ['after in the path', documentWith('get', { parameters: [PAGE_SIZE, { ...AFTER, in: 'path' }], responses: listBody({ things }) })],
    ['no pagination_meta', documentWith('get', { parameters: [PAGE_SIZE, AFTER], responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { things } } } } } } })],
    ['no array beside pagination_meta', documentWith('get', { parameters: [PAGE_SIZE, AFTER], responses: listBody({ thing: { $ref: '#/components/schemas/Thing' } }) })],
    ['no success body', documentWith('get', { parameters: [PAGE_SIZE, AFTER], responses: { '204': { description: 'Empty' } } })],
    ['a success declaring an empty content map', documentWith('get', { parameters: [PAGE_SIZE, AFTER], responses: { '200': { description: 'OK', content: {} } } })],
    ['only an error response', documentWith('get', { parameters: [PAGE_SIZE, AFTER], responses: { '404': { description: 'Missing', content: { 'application/json': { schema: { type: 'object' } } } } } })],
    ['a body with no schema', documentWith('get', { parameters: [PAGE_SIZE, AFTER], responses: { '200': { description: 'OK', content: { 'application/json': {} } } } })],
  ])('does not paginate %s', (_, document) => {
    expect(paginationOf(document)).toBeUndefined();
  });
});
