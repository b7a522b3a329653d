/** Sides read from documents holding null values and from documents without components, as OpenAPI 3.1 ones may be. */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { buildOperations } from '../../../generator/model/operations.ts';
import { schemaRoots } from '../../../generator/model/schema-walk.ts';
import { componentSides } from '../../../generator/model/sides.ts';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });

function sides(document: OpenApiDocument) {
  return componentSides(document, [...schemaRoots(document, buildOperations(document))].filter((site) => site.side !== undefined), []);
}

describe('componentSides on null values and missing components', () => {
  it('reads past nulls in schemas (a null enum value, default or example) to the refs beside them', () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'Sides', version: '1' },
      paths: { '/v1/things': { post: { operationId: 'Things V1#Create', requestBody: json({ type: 'object', nullable: true, default: null, example: null, properties: { mode: { type: 'string', enum: ['a', null] }, thing: { $ref: '#/components/schemas/Thing' } } }), responses: {} } } },
      components: { schemas: { Thing: { type: 'string', nullable: true, default: null } } },
    } as unknown as OpenApiDocument;
    expect(sides(document)('Thing')).toBe('request');
  });

  it('counts every name as response-side in a document without components', () => {
    const document = { openapi: '3.1.0', info: { title: 'Sides', version: '1' }, paths: { '/v1/things': { post: { operationId: 'Things V1#Create', requestBody: json({ type: 'string' }), responses: {} } } } } as unknown as OpenApiDocument;
    expect(sides(document)('Thing')).toBe('response');
  });
});
