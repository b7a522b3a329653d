import { beforeEach, describe, expect, it } from 'vitest';
import type { OperationModel } from '../../../generator/model/types.ts';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { loadSpecText } from '../../../generator/load/index.ts';
import { buildOperations, buildOperationShapes, preferredContentType, versionOf } from '../../../generator/model/operations.ts';
import { fixtureDocument } from '../../support/generator-fixture.ts';
import { readRealSpecText, realSpecPaths } from '../../support/real-specs.ts';

describe('buildOperations', () => {
  let operations: OperationModel[];
  beforeEach(() => {
    operations = buildOperations(fixtureDocument());
  });
  const byId = (id: string) => operations.find((operation) => operation.operationId === id)!;

  it('lists every operation sorted by path then method, with readable unique names', () => {
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'get /v1/widgets',
      'get /v2/widgets',
      'post /v2/widgets',
      'delete /v2/widgets/{id}',
      'get /v2/widgets/{id}',
      'get /v3/api_keys',
    ]);
    expect(byId('API Keys V3#List')).toMatchObject({ typeName: 'ApiKeysV3List', valueName: 'apiKeysV3List', version: 'v3', tags: ['API Keys V3'] });
  });

  it('merges path-level parameters and reads bodies, responses, deprecation and rate limits', () => {
    expect(byId('Widgets V2#Show').parameters).toEqual([
      { name: 'id', in: 'path', required: true, deprecated: false, example: 'text' },
      { name: 'X-Trace', in: 'header', required: false, deprecated: false, example: 'text' },
      { name: 'legacy', in: 'query', required: false, deprecated: true, example: true },
    ]);
    const create = byId('Widgets V2#Create');
    expect(create.requestBody).toEqual({ contentType: 'application/json', required: true, fields: ['mode', 'name'], requiredFields: [{ name: 'name', example: 'text' }] });
    expect(create.named).toEqual({ resource: 'widgetsV2', method: 'create' });
    expect(create.success).toEqual({ status: '201', body: { contentType: 'application/json' } });
    expect(create.errors).toEqual([{ status: '422', body: { contentType: 'application/json' } }]);
    expect(byId('Widgets V2#Delete').success).toEqual({ status: '204' });
    expect(byId('Widgets V1#List')).toMatchObject({ deprecated: true, successor: 'Widgets V2#List' });
    expect(byId('Widgets V2#List').rateLimit).toEqual({ burst: 10, perMinute: 60 });
  });

  it('takes the version from the path, then the operationId', () => {
    expect(versionOf('/v3/things', 'X')).toBe('v3');
    expect(versionOf('/things', 'Things V2#List')).toBe('v2');
    expect(versionOf('/things', 'Things#List')).toBe('v1');
  });

  it('prefers JSON among media types', () => {
    expect(preferredContentType({ 'text/plain': {}, 'application/json': {} })).toBe('application/json');
    expect(preferredContentType({ 'text/plain': {}, 'application/problem+json': {} })).toBe('application/problem+json');
    expect(preferredContentType(undefined)).toBeUndefined();
  });
});

describe('buildOperationShapes', () => {
  const shapeOf = ({ operationId, typeName, method, path, version, requestBody, success, errors }: OperationModel) => ({
    operationId,
    typeName,
    method,
    path,
    version,
    ...(requestBody && { requestBody: { contentType: requestBody.contentType } }),
    ...(success && { success }),
    errors,
  });

  it("is buildOperations's shape fields, in its order, for the fixture and every fourth real snapshot (bodies, media types, responses as written)", () => {
    const documents = [fixtureDocument(), ...realSpecPaths().filter((_path, index) => index % 4 === 0).map((path) => loadSpecText(readRealSpecText(path), path).document)];
    for (const document of documents) expect(buildOperationShapes(document)).toEqual(buildOperations(document).map(shapeOf));
  });

  it('names a body by the media type the full model reads, and none where there is none to read', () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'Shapes', version: '1' },
      paths: {
        '/v1/a': { post: { operationId: 'A V1#Create', requestBody: { $ref: '#/components/requestBodies/Form' }, responses: { '201': { content: { 'text/plain': {}, 'application/vnd.a+json': {} } }, default: { content: {} } } } },
        '/v1/b': { put: { operationId: 'B V1#Update', requestBody: { content: {} }, responses: { '500': { content: { 'application/json': {} } } } } },
      },
      components: { requestBodies: { Form: { content: { 'multipart/form-data': {}, 'application/x-www-form-urlencoded': {} } } } },
    } as unknown as OpenApiDocument;
    const shapes = buildOperationShapes(document);
    expect(shapes.map((shape) => shape.requestBody?.contentType ?? null)).toEqual(['application/x-www-form-urlencoded', null]);
    expect(shapes).toEqual(buildOperations(document).map(shapeOf));
  });
});
