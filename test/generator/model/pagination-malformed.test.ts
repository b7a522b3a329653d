/** Near-miss lists an untrusted document may hold: each is read as not paginated, or paginated over its one real array, never a crash. */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { buildOperations } from '../../../generator/model/operations.ts';
import { findPagination } from '../../../generator/model/pagination.ts';

const CURSOR = [
  { name: 'page_size', in: 'query', schema: { type: 'integer' } },
  { name: 'after', in: 'query', schema: { type: 'string' } },
];
const META = { type: 'object', properties: { after: { type: 'string' } } };

function paginationOf(content: object) {
  const document = {
    openapi: '3.0.3',
    info: { title: 'Pages', version: '1' },
    paths: { '/v1/things': { get: { operationId: 'Things V1#List', parameters: CURSOR, responses: { '200': { description: 'OK', content } } } } },
  } as unknown as OpenApiDocument;
  return findPagination(document, buildOperations(document)[0]!);
}

describe('findPagination on malformed list bodies', () => {
  it('does not paginate a body that is an array or an empty media type', () => {
    expect(paginationOf({ 'application/json': { schema: { type: 'array', items: { type: 'string' } } } })).toBeUndefined();
    expect(paginationOf({ 'application/json': null })).toBeUndefined();
  });

  it('skips record candidates that are null or dangling $refs', () => {
    const schema = { type: 'object', properties: { pagination_meta: META, broken: null, dangling: { $ref: '#/components/schemas/Missing' }, things: { type: 'array', items: {} } } };
    expect(paginationOf({ 'application/json': { schema } })?.itemsKey).toBe('things');
  });
});
