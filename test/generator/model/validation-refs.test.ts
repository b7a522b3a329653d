/**
 * Which body a validator checks against a component: only a ref naming the component itself. A
 * ref into a component, into a path or elsewhere is taken on trust, whatever its last token says;
 * bodies of a document without components, or outside the JSON a client reads, are never misread.
 */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { buildOperations } from '../../../generator/model/operations.ts';
import { buildValidation } from '../../../generator/model/validation.ts';

const ok = (schema: unknown) => ({ '200': { description: 'OK', content: { 'application/json': { schema } } } });

function validationOf(responses: Record<string, object>, components?: object, extra: object = {}) {
  const paths = Object.fromEntries(Object.entries(responses).map(([id, response], index) => [`/v1/probe${index}`, { get: { operationId: id, responses: response } }]));
  const document = { openapi: '3.1.0', info: { title: 'Refs', version: '1' }, paths, ...(components && { components }), ...extra } as unknown as OpenApiDocument;
  return buildValidation(document, buildOperations(document));
}

describe('buildValidation: refs and the bodies they name', () => {
  it('checks a body against a component only when the ref names that component itself', () => {
    const schemas = { Incident: { type: 'object', properties: { status: { $ref: '#/components/schemas/status' } } }, status: { type: 'string' }, Other: { type: 'boolean' } };
    const { responses } = validationOf(
      {
        'Whole V1#Show': ok({ $ref: '#/components/schemas/Incident' }),
        'Inner V1#Show': ok({ $ref: '#/components/schemas/Incident/properties/status' }),
        'Response V1#Show': ok({ $ref: '#/components/responses/Other' }),
        'Definition V1#Show': ok({ $ref: '#/definitions/Other' }),
      },
      { schemas, responses: { Other: { description: 'Other', content: {} } } },
      { definitions: { Other: { type: 'string' } } },
    );
    expect(Object.fromEntries(responses.map(({ key, shape }) => [key, shape]))).toEqual({
      'Whole V1#Show': { kind: 'ref', name: 'Incident' },
      'Inner V1#Show': { kind: 'any' },
      'Response V1#Show': { kind: 'any' },
      'Definition V1#Show': { kind: 'any' },
    });
  });

  it('reads a document without components, items that are lists, type lists holding non-strings and an empty media type', () => {
    const { responses, components } = validationOf({
      'Inline V1#Show': ok({ type: ['string', 7, 'null'] }),
      'Tuple V1#Show': ok({ type: 'array', items: [{ type: 'string' }] }),
      'Empty V1#Show': { '200': { description: 'OK', content: { 'application/json': null } } },
    });
    expect(components).toEqual([]);
    expect(Object.fromEntries(responses.map(({ key, shape }) => [key, shape]))).toEqual({
      'Inline V1#Show': { kind: 'nullable', shape: { kind: 'string' } },
      'Tuple V1#Show': { kind: 'array', items: { kind: 'any' } },
      'Empty V1#Show': { kind: 'any' },
    });
  });

  it('takes a union with a malformed (null) member on trust, as it does any member it cannot read', () => {
    const { responses } = validationOf({ 'Union V1#Show': ok({ oneOf: [null, { type: 'string' }] }), 'Nullable V1#Show': ok({ oneOf: [{ type: 'null' }, { type: 'string' }] }) });
    expect(Object.fromEntries(responses.map(({ key, shape }) => [key, shape]))).toEqual({ 'Union V1#Show': { kind: 'any' }, 'Nullable V1#Show': { kind: 'nullable', shape: { kind: 'string' } } });
  });

  it('defines components in the order of the operationIds reaching them, not of their paths', () => {
    const schemas = { Alpha: { type: 'object', properties: {} }, Zed: { type: 'object', properties: {} } };
    const { components } = validationOf({ 'Z V1#Show': ok({ $ref: '#/components/schemas/Zed' }), 'A V1#Show': ok({ $ref: '#/components/schemas/Alpha' }) }, { schemas });
    expect(components.map(({ name }) => name)).toEqual(['Alpha', 'Zed']);
  });

  it('reads a null property as one that may hold anything, required or not', () => {
    const { responses } = validationOf({ 'Thing V1#Show': ok({ type: 'object', properties: { broken: null }, required: ['broken'] }) });
    expect(responses[0]!.shape).toEqual({ kind: 'object', owner: 'ThingV1Show', properties: [{ name: 'broken', shape: { kind: 'any' }, required: true }] });
  });
});
