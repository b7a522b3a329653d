/**
 * The components the validators define, reached through every place a schema can hold a ref
 * (array items, map values, allOf and oneOf members), with map values kept, locations named for
 * where a value sits, and bounds only when the document gives finite numbers (YAML has `.inf`).
 */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { buildOperations } from '../../../generator/model/operations.ts';
import { buildValidation } from '../../../generator/model/validation.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function validationOf(body: object, schemas: object = {}) {
  const document = {
    openapi: '3.0.3',
    info: { title: 'Components', version: '1' },
    paths: { '/v1/things': { get: { operationId: 'Things V1#List', responses: { '200': { description: 'OK', content: { 'application/json': { schema: body } } } } } } },
    components: { schemas },
  } as unknown as OpenApiDocument;
  return buildValidation(document, buildOperations(document));
}

describe('buildValidation: components and where values sit', () => {
  it('defines the components reached through array items, map values and allOf or oneOf members', () => {
    const leaf = { type: 'object', properties: {} };
    const { components } = validationOf(
      { type: 'object', properties: { list: { type: 'array', items: ref('Item') }, map: { type: 'object', additionalProperties: ref('Value') }, both: { allOf: [ref('Base'), ref('Extra')] }, either: { oneOf: [ref('Left'), ref('Right')] } } },
      { Item: leaf, Value: leaf, Base: leaf, Extra: leaf, Left: leaf, Right: leaf },
    );
    expect(components.map(({ name }) => name).sort()).toEqual(['Base', 'Extra', 'Item', 'Left', 'Right', 'Value']);
  });

  it('keeps a component map’s values, and names a value inside a map by the map and `{}`', () => {
    const { components, responses } = validationOf(
      { type: 'object', additionalProperties: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
      { Labels: { type: 'object', additionalProperties: { type: 'string' } } },
    );
    expect(responses[0]!.shape).toEqual({ kind: 'object', owner: 'ThingsV1List', properties: [], values: { kind: 'object', owner: 'ThingsV1List{}', properties: [{ name: 'id', shape: { kind: 'string' }, required: true }] } });
    expect(components).toEqual([]);
    const labels = validationOf(ref('Labels'), { Labels: { type: 'object', additionalProperties: { type: 'string' } } }).components;
    expect(labels).toEqual([{ name: 'Labels', shape: { kind: 'object', owner: 'Labels', properties: [], values: { kind: 'string' } } }]);
  });

  it('bounds a number only by finite values', () => {
    const { responses } = validationOf({ type: 'number', minimum: Number.NEGATIVE_INFINITY, maximum: Number.POSITIVE_INFINITY, exclusiveMaximum: Number.NaN });
    expect(responses[0]!.shape).toStrictEqual({ kind: 'number', integer: false });
  });
});
