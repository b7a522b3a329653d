/** What the package's `deprecations` table lists, with where each lives, for the shapes real documents use. */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { buildDeprecations } from '../../../generator/model/deprecations.ts';
import { buildOperations } from '../../../generator/model/operations.ts';
import { schemaRoots } from '../../../generator/model/schema-walk.ts';

function deprecationsOf(paths: object, components: object = {}) {
  const document = { openapi: '3.0.3', info: { title: 'Deprecations', version: '1' }, paths, components } as unknown as OpenApiDocument;
  const operations = buildOperations(document);
  return buildDeprecations(document, operations, [...schemaRoots(document, operations)]);
}

describe('buildDeprecations on real-shaped documents', () => {
  it('lists a deprecated parameter where it lives: shared through a $ref, at the path, or redefined by the operation', () => {
    const found = deprecationsOf(
      {
        '/v1/things': {
          parameters: [{ name: 'legacy', in: 'query', deprecated: true, description: 'Use `modern` instead.' }, { name: 'kept', in: 'query', deprecated: true }],
          get: { operationId: 'Things V1#List', parameters: [{ $ref: '#/components/parameters/Old' }, { name: 'kept', in: 'query' }, { name: 'notes', in: 'query', deprecated: 'yes' }, { in: 'query', deprecated: true }], responses: {} },
        },
      },
      { parameters: { Old: { name: 'old', in: 'header', deprecated: true, 'x-successor': 'New' } } },
    );
    expect(found).toEqual([
      { kind: 'parameter', target: 'Things V1#List query.legacy', pointer: '#/paths/~1v1~1things/parameters/0', successor: 'modern' },
      { kind: 'parameter', target: 'Things V1#List header.old', pointer: '#/components/parameters/Old', successor: 'New' },
    ]);
  });

  it('lists deprecated properties once each, at any depth, but not a deprecated schema as a property of itself', () => {
    const found = deprecationsOf(
      { '/v1/things': { get: { operationId: 'Things V1#List', responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { gone: { type: 'string', deprecated: true } } } } } } } } } },
      {
        schemas: {
          Old: { type: 'object', deprecated: true, properties: { inner: { type: 'array', items: { type: 'object', properties: { leaf: { type: 'string', deprecated: true, description: 'Replaced by `stem`.' } } } } } },
          Flag: { type: 'object', properties: { on: { type: 'boolean', deprecated: 'true' } } },
        },
      },
    );
    expect(found).toEqual([
      { kind: 'property', target: 'Old.inner.[].leaf', pointer: '#/components/schemas/Old/properties/inner/items/properties/leaf', successor: 'stem' },
      { kind: 'property', target: 'ThingsV1List.gone', pointer: '#/paths/~1v1~1things/get/responses/200/content/application~1json/schema/properties/gone' },
    ]);
  });

  it('lists a deprecated property of a response two operations share once, under the first', () => {
    const list = (operationId: string) => ({ get: { operationId, responses: { '200': { $ref: '#/components/responses/Page' } } } });
    const found = deprecationsOf(
      { '/v1/a': list('A V1#List'), '/v1/b': list('B V1#List') },
      { responses: { Page: { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { old: { type: 'string', deprecated: true } } } } } } } },
    );
    expect(found).toEqual([{ kind: 'property', target: 'AV1List.old', pointer: '#/components/responses/Page/content/application~1json/schema/properties/old' }]);
  });

  it('lists a deprecated operation with its route and, when it names none, no successor', () => {
    expect(deprecationsOf({ '/v1/things/{id}': { delete: { operationId: 'Things V1#Delete', deprecated: true, description: 'Going away.', responses: {} } } })).toEqual([
      { kind: 'operation', target: 'Things V1#Delete', pointer: '#/paths/~1v1~1things~1{id}/delete', method: 'delete', path: '/v1/things/{id}' },
    ]);
  });
});
