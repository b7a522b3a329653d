/**
 * What the response validators are told to check, read straight from the model (cheap, in
 * process): which bodies and events get a validator, what each schema form becomes, and which
 * components are defined, in what order. validation.test.ts runs the generated validators.
 */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { buildOperations } from '../../../generator/model/operations.ts';
import { buildValidation } from '../../../generator/model/validation.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const ok = (contentType: string, schema: object) => ({ '200': { description: 'OK', content: { [contentType]: { schema } } } });

function documentOf(paths: object, schemas: object = {}, events?: object): OpenApiDocument {
  return { openapi: '3.0.3', info: { title: 'Validation', version: '1' }, paths, components: { schemas }, ...(events && { 'x-webhooks': events }) } as unknown as OpenApiDocument;
}

function validationOf(document: OpenApiDocument) {
  return buildValidation(document, buildOperations(document));
}

/** The shape one probe operation's success body becomes. */
function shapeOf(schema: object, schemas: object = {}) {
  const { responses } = validationOf(documentOf({ '/v1/probe': { get: { operationId: 'Probe V1#Show', responses: ok('application/json', schema) } } }, schemas));
  return responses[0]!.shape;
}

describe('buildValidation', () => {
  it('validates JSON success bodies only, located at their component or else the operation', () => {
    const get = (operationId: string, responses: object) => ({ get: { operationId, responses } });
    const { responses } = validationOf(
      documentOf(
        {
          '/v1/a': get('Things V1#Show', ok('application/json', ref('Thing'))),
          '/v1/b': get('Things V1#Export', ok('text/csv', { type: 'string' })),
          '/v1/c': get('Things V1#Problem', ok('application/problem+json', { type: 'object' })),
          '/v1/d': get('Things V1#Delete', { '204': { description: 'Gone' } }),
          '/v1/e': get('Things V1#Inline', ok('application/json; charset=utf-8', { type: 'boolean' })),
        },
        { Thing: { type: 'object', properties: {} } },
      ),
    );
    expect(responses).toEqual([
      { key: 'Things V1#Show', shape: { kind: 'ref', name: 'Thing' }, root: 'Thing' },
      { key: 'Things V1#Problem', shape: { kind: 'object', owner: 'ThingsV1Problem', properties: [] }, root: 'ThingsV1Problem' },
      { key: 'Things V1#Inline', shape: { kind: 'boolean' }, root: 'ThingsV1Inline' },
    ]);
  });

  it('validates webhook payloads, not audit-log entries, located at the event’s type name', () => {
    const event = (schema: object) => ({ get: { responses: ok('application/json', schema) } });
    const { events } = validationOf(documentOf({}, { Payload: { type: 'object' } }, { '/x-webhooks/thing.created_v1': event(ref('Payload')), '/x-webhooks/thing.inline_v1': event({ type: 'string' }), '/x-audit-logs/thing.created.1': event(ref('Payload')) }));
    expect(events).toEqual([
      { key: 'thing.created_v1', shape: { kind: 'ref', name: 'Payload' }, root: 'Payload' },
      { key: 'thing.inline_v1', shape: { kind: 'string' }, root: 'ThingInlineV1' },
    ]);
  });

  it('defines each component a body reaches after the ones it uses, and no other', () => {
    const { components } = validationOf(
      documentOf(
        { '/v1/a': { get: { operationId: 'A V1#Show', responses: ok('application/json', ref('Outer')) } }, '/v1/b': { get: { operationId: 'B V1#Show', responses: ok('application/json', { type: 'array', items: ref('Leaf') }) } } },
        { Unused: { type: 'string' }, Outer: { type: 'object', properties: { middle: ref('Middle'), leaf: ref('Leaf') } }, Middle: { type: 'object', additionalProperties: ref('Leaf') }, Leaf: { type: 'integer' } },
      ),
    );
    expect(components.map((component) => component.name)).toEqual(['Leaf', 'Middle', 'Outer']);
    expect(components[1]).toEqual({ name: 'Middle', shape: { kind: 'object', owner: 'Middle', properties: [], values: { kind: 'ref', name: 'Leaf' } } });
  });

  it('admits anything where a cycle never descends, and keeps a cycle through a property', () => {
    const { components } = validationOf(
      documentOf(
        { '/v1/a': { get: { operationId: 'A V1#Show', responses: ok('application/json', { allOf: [ref('LoopA'), ref('Tree'), ref('Nested')] }) } } },
        { LoopA: { allOf: [ref('LoopB')] }, LoopB: { nullable: true, allOf: [ref('LoopA'), { type: 'string' }] }, Tree: { type: 'object', properties: { child: ref('Tree') } }, Nested: { type: 'array', items: ref('Nested') } },
      ),
    );
    expect(components).toEqual([
      // The ref back to LoopA, entered without descending, admits anything.
      { name: 'LoopB', shape: { kind: 'nullable', shape: { kind: 'all', members: [{ kind: 'any' }, { kind: 'string' }] } } },
      { name: 'LoopA', shape: { kind: 'ref', name: 'LoopB' } },
      { name: 'Tree', shape: { kind: 'object', owner: 'Tree', properties: [{ name: 'child', shape: { kind: 'ref', name: 'Tree' }, required: false }] } },
      { name: 'Nested', shape: { kind: 'array', items: { kind: 'ref', name: 'Nested' } } },
    ]);
  });

  it('takes a $ref to anything but a component on trust', () => {
    expect(shapeOf({ $ref: '#/components/responses/Thing' })).toEqual({ kind: 'any' });
    expect(shapeOf(ref('Missing'))).toEqual({ kind: 'any' });
    expect(shapeOf(ref('Thing~1Child'), { 'Thing/Child': { type: 'string' } })).toEqual({ kind: 'any' });
    expect(shapeOf(ref('Thing'), { Thing: { type: 'string' } })).toEqual({ kind: 'ref', name: 'Thing' });
  });

  it('reads strings, numbers and arrays with their bounds and formats, ignoring bounds that are not whole or finite', () => {
    expect(shapeOf({ type: 'string', format: 'uuid', minLength: 1, maxLength: 2.5, pattern: '^a$' })).toEqual({ kind: 'string', format: 'uuid', minLength: 1 });
    expect(shapeOf({ type: 'string', minLength: -1, maxLength: '3', format: 7 })).toEqual({ kind: 'string' });
    expect(shapeOf({ type: 'integer', format: 'int32', minimum: 1, maximum: 10 })).toEqual({ kind: 'number', integer: true, format: 'int32', minimum: 1, maximum: 10 });
    expect(shapeOf({ type: 'number', minimum: 0, exclusiveMinimum: true, maximum: Infinity, exclusiveMaximum: false })).toEqual({ kind: 'number', integer: false, exclusiveMinimum: 0 });
    expect(shapeOf({ type: 'number', exclusiveMinimum: 1, exclusiveMaximum: 5, maximum: 4 })).toEqual({ kind: 'number', integer: false, maximum: 4, exclusiveMinimum: 1, exclusiveMaximum: 5 });
    expect(shapeOf({ type: 'number', maximum: 3, exclusiveMaximum: true })).toEqual({ kind: 'number', integer: false, exclusiveMaximum: 3 });
    expect(shapeOf({ type: 'array', items: { type: 'boolean' }, minItems: 0, maxItems: 3 })).toEqual({ kind: 'array', items: { kind: 'boolean' }, minItems: 0, maxItems: 3 });
    expect(shapeOf({ type: 'array' })).toEqual({ kind: 'array', items: { kind: 'any' } });
  });

  it('reads nullability in each form a document writes it, and types it does not know as anything', () => {
    expect(shapeOf({ type: 'string', nullable: true })).toEqual({ kind: 'nullable', shape: { kind: 'string' } });
    expect(shapeOf({ type: ['integer', 'null'] })).toEqual({ kind: 'nullable', shape: { kind: 'number', integer: true } });
    expect(shapeOf({ type: 'string', enum: ['a', null] })).toEqual({ kind: 'nullable', shape: { kind: 'string' } });
    expect(shapeOf({ type: 'string', enum: ['a', 'null'] })).toEqual({ kind: 'string' });
    expect(shapeOf({ oneOf: [{ type: 'string' }, { type: 'null' }] })).toEqual({ kind: 'nullable', shape: { kind: 'string' } });
    expect(shapeOf({ anyOf: [{ type: 'null' }] })).toEqual({ kind: 'any' });
    expect(shapeOf({ type: 'null' })).toEqual({ kind: 'any' });
    expect(shapeOf({ type: 'file' })).toEqual({ kind: 'any' });
    expect(shapeOf({ type: ['string', 'boolean'] })).toEqual({ kind: 'one', members: [{ kind: 'string' }, { kind: 'boolean' }] });
    expect(shapeOf({ type: ['string', 'file'] })).toEqual({ kind: 'any' });
  });

  it('combines allOf members, oneOf and anyOf options, dropping what admits anything', () => {
    expect(shapeOf({ allOf: [{ type: 'string' }, {}] })).toEqual({ kind: 'string' });
    expect(shapeOf({ allOf: [{ type: 'string' }, { type: 'integer' }] })).toEqual({ kind: 'all', members: [{ kind: 'string' }, { kind: 'number', integer: true }] });
    expect(shapeOf({ anyOf: [{ type: 'string' }, { type: 'integer' }] })).toEqual({ kind: 'one', members: [{ kind: 'string' }, { kind: 'number', integer: true }] });
    expect(shapeOf({ oneOf: [{ type: 'string' }, {}] })).toEqual({ kind: 'any' });
    expect(shapeOf({ oneOf: 'nothing', allOf: 'nothing' })).toEqual({ kind: 'any' });
  });

  it('lists an object’s properties by name, required unless writeOnly, with its map values when they say anything', () => {
    expect(shapeOf({ properties: { b: { type: 'string', writeOnly: true }, a: { type: 'string' }, c: {} }, required: ['a', 'b', 7], additionalProperties: {} })).toEqual({
      kind: 'object',
      owner: 'ProbeV1Show',
      properties: [
        { name: 'a', shape: { kind: 'string' }, required: true },
        { name: 'b', shape: { kind: 'string' }, required: false },
        { name: 'c', shape: { kind: 'any' }, required: false },
      ],
    });
    expect(shapeOf({ type: 'object', properties: { list: { type: 'array', items: { type: 'object', additionalProperties: { type: 'string' } } } } })).toEqual({
      kind: 'object',
      owner: 'ProbeV1Show',
      properties: [{ name: 'list', shape: { kind: 'array', items: { kind: 'object', owner: 'ProbeV1Show.list[]', properties: [], values: { kind: 'string' } } }, required: false }],
    });
    expect(shapeOf({ type: 'object', properties: null, required: 'a' })).toEqual({ kind: 'object', owner: 'ProbeV1Show', properties: [] });
    expect(shapeOf({ properties: null })).toEqual({ kind: 'any' });
  });
});
