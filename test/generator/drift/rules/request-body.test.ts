import { describe, expect, it } from 'vitest';
import { diff, ids, jsonContent, object, ok, scheduleSpec, spec, withId } from '../fixtures.ts';

const entry = object({ id: { type: 'string' } }, ['id']);
const create = (properties: Record<string, unknown>, required: string[] = []) => scheduleSpec(entry, object(properties, required));
const name = { type: 'string', maxLength: 50 };

const withBody = (requestBody: unknown) =>
  spec({ paths: { '/v1/a': { post: { operationId: 'A V1#Create', ...(requestBody ? { requestBody } : {}), responses: ok({ type: 'string' }) } } } });

describe('request body rules', () => {
  it('request-property-added-required is an error located on the request component', () => {
    const changes = diff(create({ name }), create({ name, layer_id: { type: 'string' } }, ['layer_id']));
    expect(changes).toMatchObject([
      { id: 'request-property-added-required', level: 'error', operation: 'POST /v2/schedule_entries', location: 'CreateEntryRequestBody.layer_id', symbols: ['SchedulesV2CreateEntry', 'CreateEntryRequestBody'] },
    ]);
  });

  it('request-property-added-optional is info; request-property-removed a warning', () => {
    expect(ids(diff(create({ name }), create({ name, note: { type: 'string' } })))).toEqual(['request-property-added-optional']);
    expect(diff(create({ name, note: { type: 'string' } }), create({ name }))).toMatchObject([{ id: 'request-property-removed', level: 'warning' }]);
  });

  it('request-property-became-required / request-property-became-optional', () => {
    expect(ids(diff(create({ name }), create({ name }, ['name'])))).toEqual(['request-property-became-required']);
    expect(ids(diff(create({ name }, ['name']), create({ name })))).toEqual(['request-property-became-optional']);
  });

  it('request-property-type-changed and request-property-became-non-nullable', () => {
    expect(ids(diff(create({ name }), create({ name: { type: 'integer' } })))).toContain('request-property-type-changed');
    expect(ids(diff(create({ name: { ...name, nullable: true } }), create({ name })))).toEqual(['request-property-became-non-nullable']);
  });

  it('request-property-constraint-narrowed (error) and request-property-constraint-widened (info)', () => {
    expect(diff(create({ name }), create({ name: { type: 'string', maxLength: 20 } }))).toMatchObject([{ id: 'request-property-constraint-narrowed', level: 'error' }]);
    expect(ids(diff(create({ name }), create({ name: { type: 'string', maxLength: 80 } })))).toEqual(['request-property-constraint-widened']);
    expect(ids(diff(create({ name }), create({ name: { ...name, pattern: '^[a-z]+$' } })))).toEqual(['request-property-constraint-narrowed']);
  });

  it('judges the request component as a request only: a response-only change elsewhere is not a request change', () => {
    const changes = diff(scheduleSpec(entry), scheduleSpec(object({ id: { type: 'string' }, extra: { type: 'string' } }, ['id', 'extra'])));
    expect(withId(changes, 'request-property-added-required')).toEqual([]);
  });

  it('request-body-added-required, request-body-became-required, request-body-became-optional, request-body-removed', () => {
    const optional = { ...jsonContent({ type: 'object' }) };
    const required = { required: true, ...jsonContent({ type: 'object' }) };
    expect(ids(diff(withBody(undefined), withBody(required)))).toEqual(['request-body-added-required']);
    expect(ids(diff(withBody(optional), withBody(required)))).toEqual(['request-body-became-required']);
    expect(ids(diff(withBody(required), withBody(optional)))).toEqual(['request-body-became-optional']);
    expect(ids(diff(withBody(undefined), withBody(optional)))).toEqual(['request-body-became-optional']);
    expect(diff(withBody(required), withBody(undefined))).toMatchObject([{ id: 'request-body-removed', level: 'warning' }]);
  });

  it('request-media-type-removed', () => {
    const before = { content: { 'application/json': { schema: { type: 'object' } }, 'text/plain': { schema: { type: 'string' } } } };
    expect(diff(withBody(before), withBody(jsonContent({ type: 'object' })))).toMatchObject([{ id: 'request-media-type-removed', level: 'error' }]);
  });
});

describe('request body rules: widening, defaults, readOnly, additionalProperties, unions', () => {
  const body = (schema: unknown) => withBody({ required: true, ...jsonContent(schema) });
  const field = (schema: Record<string, unknown>) => body(object({ value: schema }));

  it('request-property-type-generalized (integer -> number, a type added to a type list) is info; the reverse is an error', () => {
    expect(diff(field({ type: 'integer' }), field({ type: 'number' }))).toMatchObject([{ id: 'request-property-type-generalized', level: 'info' }]);
    expect(ids(diff(field({ type: 'string' }), field({ type: ['string', 'integer'] })))).toEqual(['request-property-type-generalized']);
    expect(ids(diff(field({ type: ['string', 'integer'] }), field({ type: 'string' })))).toEqual(['request-property-type-changed']);
  });

  it('request-property-default-changed is a warning, both ways', () => {
    expect(diff(field({ type: 'string', default: 'a' }), field({ type: 'string', default: 'b' }))).toMatchObject([{ id: 'request-property-default-changed', level: 'warning' }]);
    expect(ids(diff(field({ type: 'string', default: 'b' }), field({ type: 'string' })))).toEqual(['request-property-default-changed']);
  });

  it('request-property-became-read-only is a warning; a new required readOnly property is not a request change', () => {
    expect(diff(field({ type: 'string' }), field({ type: 'string', readOnly: true }))).toMatchObject([{ id: 'request-property-became-read-only', level: 'warning' }]);
    expect(diff(field({ type: 'string', readOnly: true }), field({ type: 'string' }))).toEqual([]);
    const withId = body(object({ value: { type: 'string' }, id: { type: 'string', readOnly: true } }, ['id']));
    expect(diff(field({ type: 'string' }), withId)).toEqual([]);
  });

  it('request-additional-properties-forbidden is an error; request-additional-properties-allowed info', () => {
    const open = body({ type: 'object', properties: { a: { type: 'string' } } });
    const closed = body({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false });
    expect(diff(open, closed)).toMatchObject([{ id: 'request-additional-properties-forbidden', level: 'error' }]);
    expect(diff(closed, open)).toMatchObject([{ id: 'request-additional-properties-allowed', level: 'info' }]);
  });

  it('request-option-removed is an error, request-option-added info; changes inside a kept option are reported', () => {
    const cat = object({ meow: { type: 'string' } });
    const dog = object({ bark: { type: 'string' } });
    const union = (...options: unknown[]) => body({ oneOf: options });
    expect(diff(union(cat, dog), union(cat))).toMatchObject([{ id: 'request-option-removed', level: 'error' }]);
    expect(diff(union(cat), union(cat, dog))).toMatchObject([{ id: 'request-option-added', level: 'info' }]);
    expect(ids(diff(union(cat), union(object({ meow: { type: 'string' } }, ['meow']))))).toEqual(['request-property-became-required']);
  });

  it('request-discriminator-changed is an error, both ways', () => {
    const tagged = (propertyName: string) => body({ oneOf: [object({ kind: { type: 'string' } })], discriminator: { propertyName } });
    expect(diff(tagged('kind'), tagged('type'))).toMatchObject([{ id: 'request-discriminator-changed', level: 'error' }]);
    expect(ids(diff(tagged('type'), tagged('kind')))).toEqual(['request-discriminator-changed']);
  });
});
