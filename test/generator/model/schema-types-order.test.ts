/** Schema types whatever kind of component they come from: listed by exported name, never a name schema.ts already uses, none without components. */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';

function documentWith(schemas?: Record<string, object>): OpenApiDocument {
  const body = { type: 'object', properties: Object.fromEntries(Object.keys(schemas ?? {}).map((name) => [name, { $ref: `#/components/schemas/${name}` }])) };
  return {
    openapi: '3.0.3',
    info: { title: 'Types', version: '1' },
    paths: { '/v1/things': { get: { operationId: 'Things V1#List', responses: { '200': { description: 'OK', content: { 'application/json': { schema: body } } } } } } },
    ...(schemas && { components: { schemas } }),
  } as unknown as OpenApiDocument;
}

describe('buildSchemaTypes', () => {
  it('lists enum components and other schemas together, by exported name', () => {
    const types = fixtureModel(documentWith({ Zone: { type: 'string', enum: ['eu', 'us'] }, Alpha: { type: 'object', properties: {} } })).schemaTypes;
    expect(types.map(({ name, typeName, enumExport }) => [name, typeName, enumExport])).toEqual([
      ['Alpha', 'Alpha', false],
      ['Zone', 'Zone', true],
    ]);
  });

  it('keeps a schema type for an enum component whose name schema.ts declares or reads (Record, paths)', () => {
    const types = fixtureModel(documentWith({ Record: { type: 'string', enum: ['a'] }, paths: { type: 'string', enum: ['b'] } })).schemaTypes;
    expect(types.map(({ name, typeName, enumExport }) => [name, typeName, enumExport])).toEqual([
      ['Record', 'RecordSchema', false],
      ['paths', 'pathsSchema', false],
    ]);
  });

  it('has no schema types for a document without components', () => {
    expect(fixtureModel(documentWith()).schemaTypes).toEqual([]);
  });
});
