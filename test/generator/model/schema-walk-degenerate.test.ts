/**
 * Schema walking over what an untrusted document may hold where a schema is expected: nulls and
 * primitives, an empty or null media type, a parameter that resolves to nothing, an operation
 * with no success response, no components at all. The walk skips each, never a crash.
 */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { buildOperations } from '../../../generator/model/operations.ts';
import { schemaRoots, walkSchema } from '../../../generator/model/schema-walk.ts';

const rootsOf = (document: OpenApiDocument) => [...schemaRoots(document, buildOperations(document))].map(({ owner, pointer }) => `${owner} ${pointer}`);

describe('schema walking on degenerate documents', () => {
  it('walks past properties that are null or not schemas at all', () => {
    const root = { schema: { type: 'object', properties: { broken: null, word: 'string', flag: true, kept: { type: 'string' } } }, pointer: '#/components/schemas/Thing', owner: 'Thing', segments: [] } as never;
    expect([...walkSchema(root)].map((site: { pointer: string }) => site.pointer)).toEqual(['#/components/schemas/Thing', '#/components/schemas/Thing/properties/kept']);
  });

  it('finds no inline schema in empty or null media types, unresolvable parameters or a missing success response, in a document without components', () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'Walk', version: '1' },
      paths: {
        '/v1/things': {
          parameters: [null],
          post: {
            operationId: 'Things V1#Create',
            parameters: [null, { $ref: '#/paths/~1v1~1things/post/parameters/1' }, { name: 'mode', in: 'query', schema: { type: 'string' } }],
            requestBody: { content: {} },
            responses: { '404': { description: 'Missing', content: { 'application/json': null } } },
          },
          put: { operationId: 'Things V1#Replace', requestBody: { content: { 'application/json': null } }, responses: { '200': { description: 'OK', content: { 'application/json': null } } } },
        },
      },
    } as unknown as OpenApiDocument;
    expect(rootsOf(document)).toEqual(['ThingsV1Create #/paths/~1v1~1things/post/parameters/2/schema']);
  });

  it('reports an inline request body and response at the operation’s own pointers', () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'Walk', version: '1' },
      paths: { '/v1/things': { post: { operationId: 'Things V1#Create', requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '201': { description: 'Created', content: { 'application/json': { schema: { type: 'object' } } } } } } } },
    } as unknown as OpenApiDocument;
    expect(rootsOf(document)).toEqual([
      'ThingsV1Create #/paths/~1v1~1things/post/requestBody/content/application~1json/schema',
      'ThingsV1Create #/paths/~1v1~1things/post/responses/201/content/application~1json/schema',
    ]);
  });
});
