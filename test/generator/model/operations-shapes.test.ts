/**
 * What the client knows of each operation, read from documents written the ways real ones are:
 * parameters shared by a path and overridden by an operation, bodies behind `$ref`s and `allOf`,
 * several media types, responses of every class, versions in the path or only in the operationId.
 */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { buildOperations, preferredContentType, versionOf } from '../../../generator/model/operations.ts';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function documentOf(paths: object, components: object = {}): OpenApiDocument {
  return { openapi: '3.0.3', info: { title: 'Operations', version: '1' }, paths, components } as unknown as OpenApiDocument;
}

const onlyOperation = (document: OpenApiDocument) => {
  const [operation, ...rest] = buildOperations(document);
  expect(rest).toEqual([]);
  return operation!;
};

describe('buildOperations on real-shaped documents', () => {
  it('lets an operation redefine a path-level parameter of the same name and place, and requires every path parameter', () => {
    const operation = onlyOperation(
      documentOf(
        {
          '/v1/things/{id}': {
            parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }, { name: 'limit', in: 'query', required: true }, { $ref: '#/components/parameters/Trace' }],
            get: {
              operationId: 'Things V1#Show',
              parameters: [{ name: 'limit', in: 'query', required: 'true', deprecated: 'yes' }, { name: 'limit', in: 'header', required: true, deprecated: true }, { in: 'query' }, { $ref: '#/components/parameters/Missing' }],
              responses: {},
            },
          },
        },
        { parameters: { Trace: { name: 'trace', in: 'header' } } },
      ),
    );
    expect(operation.parameters).toEqual([
      // A string schema's plain value is 'text'; a parameter with no schema is sent as text too.
      { name: 'id', in: 'path', required: true, deprecated: false, example: 'text' },
      { name: 'limit', in: 'query', required: false, deprecated: false, example: 'text' },
      { name: 'trace', in: 'header', required: false, deprecated: false, example: 'text' },
      { name: 'limit', in: 'header', required: true, deprecated: true, example: 'text' },
    ]);
  });

  it('lists a request body’s fields through $refs and allOf, once each and sorted, and none for a body that is not plainly an object', () => {
    const bodyOf = (schema: object, schemas: object = {}) =>
      onlyOperation(documentOf({ '/v1/things': { post: { operationId: 'Things V1#Create', requestBody: { $ref: '#/components/requestBodies/Thing' }, responses: {} } } }, { requestBodies: { Thing: json(schema) }, schemas })).requestBody;
    const base = { type: 'object', properties: { name: { type: 'string' }, id: { type: 'string' } } };
    expect(bodyOf({ allOf: [ref('Base'), { properties: { colour: {}, name: {} } }] }, { Base: base })).toEqual({ contentType: 'application/json', required: false, requiredFields: [], fields: ['colour', 'id', 'name'] });
    expect(bodyOf(ref('Base'), { Base: base })).toEqual({ contentType: 'application/json', required: false, requiredFields: [], fields: ['id', 'name'] });
    expect(bodyOf({ oneOf: [ref('Base')] }, { Base: base })).toEqual({ contentType: 'application/json', required: false, requiredFields: [] });
    expect(bodyOf({ anyOf: [ref('Base')] }, { Base: base })).toEqual({ contentType: 'application/json', required: false, requiredFields: [] });
    expect(bodyOf({ type: 'array', items: ref('Base') }, { Base: base })).toEqual({ contentType: 'application/json', required: false, requiredFields: [] });
    expect(bodyOf({ allOf: [ref('Base'), { type: 'string' }] }, { Base: base })).toEqual({ contentType: 'application/json', required: false, requiredFields: [] });
    // A cycle through allOf ends; the schema already seen is not plainly an object a second time.
    expect(bodyOf(ref('Loop'), { Loop: { type: 'object', properties: { a: {} }, allOf: [ref('Loop')] } })).toEqual({ contentType: 'application/json', required: false, requiredFields: [] });
    expect(bodyOf({ properties: { b: {}, a: {} } })).toEqual({ contentType: 'application/json', required: false, requiredFields: [], fields: ['a', 'b'] });
    // A name required in one allOf part and declared in another is required; one declared nowhere is not a field.
    const requiring = { required: ['id', 'colour', 'undeclared'], properties: { colour: { type: 'string', enum: ['red', 'blue'] } } };
    expect(bodyOf({ allOf: [ref('Base'), requiring] }, { Base: base })).toEqual({
      contentType: 'application/json',
      required: false,
      fields: ['colour', 'id', 'name'],
      requiredFields: [
        { name: 'colour', example: 'red' },
        { name: 'id', example: 'text' },
      ],
    });
    expect(bodyOf({ oneOf: [ref('Base'), requiring] }, { Base: base })).toEqual({ contentType: 'application/json', required: false, requiredFields: [] });
  });

  it('reads a required body, and no body where the request declares no media type', () => {
    const create = (requestBody: object) => onlyOperation(documentOf({ '/v1/things': { post: { operationId: 'Things V1#Create', requestBody, responses: {} } } })).requestBody;
    expect(create({ required: true, ...json({ type: 'object' }) })).toEqual({ contentType: 'application/json', required: true, fields: [], requiredFields: [] });
    expect(create({ required: 'true', ...json({ type: 'object' }) })).toEqual({ contentType: 'application/json', required: false, fields: [], requiredFields: [] });
    expect(create({ required: true, content: {} })).toBeUndefined();
    expect(create({ required: true })).toBeUndefined();
  });

  it('takes the first 2xx as the success and the 4xx, 5xx and default answers with a body as errors, in status order', () => {
    const body = json({ type: 'object' });
    const operation = onlyOperation(
      documentOf({
        '/v1/things': {
          get: {
            operationId: 'Things V1#List',
            responses: { default: { description: 'Other', ...body }, '5XX': { description: 'Any server error', ...body }, '503': { description: 'Down', ...body }, '404': { description: 'Missing' }, '400': { description: 'Bad', ...body }, '302': { description: 'Moved', ...body }, '202': { description: 'Later' }, '200': { description: 'OK', content: { 'text/csv': {}, 'application/vnd.api+json': {} } } },
          },
        },
      }),
    );
    expect(operation.success).toEqual({ status: '200', body: { contentType: 'application/vnd.api+json' } });
    expect(operation.errors).toEqual([
      { status: '400', body: { contentType: 'application/json' } },
      { status: '503', body: { contentType: 'application/json' } },
      { status: '5XX', body: { contentType: 'application/json' } },
      { status: 'default', body: { contentType: 'application/json' } },
    ]);
  });

  it('has no success when only a redirect or an error answers', () => {
    const answered = (responses: object) => onlyOperation(documentOf({ '/v1/things': { get: { operationId: 'Things V1#List', responses } } }));
    expect(answered({ '302': { description: 'Moved', ...json({}) }, '402': { description: 'Pay', ...json({}) } })).toMatchObject({ errors: [{ status: '402', body: { contentType: 'application/json' } }] });
    expect(answered({ '302': { description: 'Moved', ...json({}) }, '402': { description: 'Pay', ...json({}) } })).not.toHaveProperty('success');
  });

  it('keeps only string tags, a string summary, and a successor only for a deprecated operation', () => {
    const read = (operation: object) => onlyOperation(documentOf({ '/v1/things': { get: { operationId: 'Things V1#List', responses: {}, ...operation } } }));
    expect(read({ tags: ['Things', 3, null, 'More'], summary: 'List things' })).toMatchObject({ tags: ['Things', 'More'], summary: 'List things' });
    expect(read({ tags: 'Things', summary: 7 })).not.toHaveProperty('summary');
    expect(read({ tags: 'Things' }).tags).toEqual([]);
    expect(read({ 'x-successor': 'Things V2#List' })).not.toHaveProperty('successor');
    expect(read({ deprecated: 'true', 'x-successor': 'Things V2#List' })).toMatchObject({ deprecated: false });
    expect(read({ deprecated: true, 'x-successor': 'Things V2#List' })).toMatchObject({ deprecated: true, successor: 'Things V2#List' });
    expect(read({ 'x-rate-limit': { perMinute: 5 } }).rateLimit).toEqual({ perMinute: 5 });
    expect(read({})).not.toHaveProperty('rateLimit');
  });

  it('takes a version only from a whole leading path segment, in lower case, then from the operationId', () => {
    expect(versionOf('/V2/things', 'X')).toBe('v2');
    expect(versionOf('/v12', 'X')).toBe('v12');
    expect(versionOf('/v2things', 'Things V3#List')).toBe('v3');
    expect(versionOf('/api/v2/things', 'Things#List')).toBe('v1');
    expect(versionOf('/things', 'ThingsV2#List')).toBe('v1');
    expect(versionOf('/things', 'Things V10#List')).toBe('v10');
  });

  it('prefers JSON, then a JSON suffix, then the first media type by name', () => {
    expect(preferredContentType({ 'application/vnd.api+json': {}, 'application/json': {} })).toBe('application/json');
    expect(preferredContentType({ 'text/plain': {}, 'application/x-json': {}, 'application/geo+json': {} })).toBe('application/geo+json');
    expect(preferredContentType({ 'application/xml': {}, 'text/vnd.api+json': {} })).toBe('text/vnd.api+json');
    expect(preferredContentType({ 'text/plain': {}, 'application/xml': {} })).toBe('application/xml');
    expect(preferredContentType({})).toBeUndefined();
  });
});
