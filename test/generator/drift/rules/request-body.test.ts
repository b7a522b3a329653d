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
