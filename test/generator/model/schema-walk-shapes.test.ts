/** Where the model looks for the schemas it names things after, and the pointers it reports them at. */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { buildOperations } from '../../../generator/model/operations.ts';
import { follow, schemaRoots, walkSchema } from '../../../generator/model/schema-walk.ts';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });

function documentOf(paths: object, components: object = {}): OpenApiDocument {
  return { openapi: '3.0.3', info: { title: 'Walk', version: '1' }, paths, components } as unknown as OpenApiDocument;
}

const rootsOf = (document: OpenApiDocument) => [...schemaRoots(document, buildOperations(document))].map(({ owner, pointer, segments, side }) => [owner, pointer, segments.join('.'), side ?? 'component']);

describe('schema walking on real-shaped documents', () => {
  it('reports each inline schema of an operation where it really lives, through $refs, with its side', () => {
    const document = documentOf(
      {
        '/v1/things/{id}': {
          parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }, { name: 'noschema', in: 'query' }],
          post: {
            operationId: 'Things V1#Update',
            parameters: [{ $ref: '#/components/parameters/Mode' }],
            requestBody: { $ref: '#/components/requestBodies/Update' },
            responses: { '200': { $ref: '#/components/responses/Updated' }, '422': { description: 'Invalid', ...json({ type: 'object' }) }, '500': { description: 'Down' } },
          },
          delete: { operationId: 'Things V1#Delete', responses: { '204': { description: 'Gone' } } },
        },
      },
      {
        schemas: { Thing: { type: 'object' } },
        parameters: { Mode: { name: 'mode', in: 'query', schema: { type: 'string', enum: ['a'] } } },
        requestBodies: { Update: json({ type: 'object', properties: { name: { type: 'string' } } }) },
        responses: { Updated: { description: 'OK', ...json({ $ref: '#/components/schemas/Thing' }) } },
      },
    );
    expect(rootsOf(document)).toEqual([
      ['Thing', '#/components/schemas/Thing', '', 'component'],
      ['ThingsV1Delete', '#/paths/~1v1~1things~1{id}/parameters/0/schema', 'id', 'request'],
      ['ThingsV1Update', '#/components/parameters/Mode/schema', 'mode', 'request'],
      ['ThingsV1Update', '#/paths/~1v1~1things~1{id}/parameters/0/schema', 'id', 'request'],
      ['ThingsV1Update', '#/components/requestBodies/Update/content/application~1json/schema', '', 'request'],
      ['ThingsV1Update', '#/components/responses/Updated/content/application~1json/schema', '', 'response'],
      ['ThingsV1Update', '#/paths/~1v1~1things~1{id}/post/responses/422/content/application~1json/schema', '', 'response'],
    ]);
  });

  it('walks every place a schema holds another, in document order, naming array items and map values `[]`', () => {
    const root = {
      schema: {
        type: 'object',
        properties: { 'a/b': { type: 'array', items: { type: 'string' } }, map: { additionalProperties: { type: 'integer' } }, open: { additionalProperties: true }, linked: { $ref: '#/x' } },
        allOf: [{ properties: { c: {} } }, { items: { type: 'string' }, additionalProperties: { type: 'boolean' } }],
        oneOf: [{ type: 'string' }, { type: 'number' }],
        anyOf: [{ type: 'integer' }],
      },
      pointer: '#/components/schemas/Root',
      owner: 'Root',
      segments: [],
    };
    expect([...walkSchema(root as never)].map(({ pointer, segments }) => `${pointer} ${segments.join('.')}`)).toEqual([
      '#/components/schemas/Root ',
      '#/components/schemas/Root/properties/a~1b a/b',
      '#/components/schemas/Root/properties/a~1b/items a/b.[]',
      '#/components/schemas/Root/properties/map map',
      '#/components/schemas/Root/properties/map/additionalProperties map.[]',
      '#/components/schemas/Root/properties/open open',
      '#/components/schemas/Root/allOf/0 ',
      '#/components/schemas/Root/allOf/0/properties/c c',
      '#/components/schemas/Root/allOf/1 ',
      '#/components/schemas/Root/allOf/1/items []',
      '#/components/schemas/Root/allOf/1/additionalProperties []',
      '#/components/schemas/Root/oneOf/0 ',
      '#/components/schemas/Root/oneOf/1 ',
      '#/components/schemas/Root/anyOf/0 ',
    ]);
  });

  it("gives every node below a root the root's owner and side, and walks past a union that is no list", () => {
    const root = { schema: { properties: { a: { oneOf: 'not a list', allOf: { 0: { type: 'string' } }, items: { type: 'string' } } } }, pointer: '#/p', owner: 'ThingsV1Create', segments: ['body'], side: 'request' };
    expect([...walkSchema(root as never)].map(({ pointer, segments, owner, side }) => `${pointer} ${segments.join('.')} ${owner} ${side}`)).toEqual([
      '#/p body ThingsV1Create request',
      '#/p/properties/a body.a ThingsV1Create request',
      '#/p/properties/a/items body.a.[] ThingsV1Create request',
    ]);
  });

  it('follows a chain of $refs to where the value lives, and gives up on a cycle or a dangling ref', () => {
    const document = documentOf({}, { parameters: { A: { $ref: '#/components/parameters/B' }, B: { name: 'b', in: 'query' }, Loop: { $ref: '#/components/parameters/Loop2' }, Loop2: { $ref: '#/components/parameters/Loop' } } });
    expect(follow(document, { $ref: '#/components/parameters/A' }, '#/start')).toEqual({ value: { name: 'b', in: 'query' }, pointer: '#/components/parameters/B' });
    expect(follow(document, { $ref: '#/components/parameters/Loop' }, '#/start').value).toBeUndefined();
    expect(follow(document, { $ref: '#/components/parameters/Missing' }, '#/start')).toEqual({ value: undefined, pointer: '#/components/parameters/Missing' });
    expect(follow(document, { name: 'inline' }, '#/start')).toEqual({ value: { name: 'inline' }, pointer: '#/start' });
  });
});
