import { describe, expect, it } from 'vitest';
import { diff, ids, jsonContent, object, ok, scheduleSpec, spec, withId } from '../fixtures.ts';

const withLayer = object({ id: { type: 'string' }, layer_id: { type: 'string' } }, ['id', 'layer_id']);
const withoutLayer = object({ id: { type: 'string' } }, ['id']);

describe('response body rules', () => {
  it('response-property-removed at every operation reaching the component, with the field path', () => {
    const changes = withId(diff(scheduleSpec(withLayer), scheduleSpec(withoutLayer)), 'response-property-removed');
    expect(changes).toEqual([
      {
        id: 'response-property-removed',
        level: 'error',
        operation: 'GET /v2/schedule_entries',
        location: 'ScheduleEntryV2.layer_id',
        message: 'schedule_entries[].layer_id: removed from the response',
        symbols: ['SchedulesV2ListEntries', 'ScheduleEntryV2'],
        fingerprint: 'b76fc84f664d',
      },
      {
        id: 'response-property-removed',
        level: 'error',
        operation: 'POST /v2/schedule_entries',
        location: 'ScheduleEntryV2.layer_id',
        message: 'schedule_entry.layer_id: removed from the response',
        symbols: ['SchedulesV2CreateEntry', 'ScheduleEntryV2'],
        fingerprint: '2f5a439ec0d4',
      },
    ]);
  });

  it('response-property-added and response-property-became-required are info', () => {
    expect(ids(diff(scheduleSpec(withoutLayer), scheduleSpec(withLayer)))).toEqual(['response-property-added']);
    const optional = object({ id: { type: 'string' }, layer_id: { type: 'string' } }, ['id']);
    expect(diff(scheduleSpec(optional), scheduleSpec(withLayer)).map((c) => [c.id, c.level])).toEqual([
      ['response-property-became-required', 'info'],
      ['response-property-became-required', 'info'],
    ]);
  });

  it('response-property-became-optional and response-property-became-nullable are errors', () => {
    const optional = object({ id: { type: 'string' }, layer_id: { type: 'string' } }, ['id']);
    expect(ids(diff(scheduleSpec(withLayer), scheduleSpec(optional)))).toEqual(['response-property-became-optional']);
    const nullable = object({ id: { type: 'string' }, layer_id: { type: 'string', nullable: true } }, ['id', 'layer_id']);
    expect(withId(diff(scheduleSpec(withLayer), scheduleSpec(nullable)), 'response-property-became-nullable')[0]).toMatchObject({ level: 'error' });
  });

  it('response-property-type-changed; response-property-constraint-changed is info', () => {
    const typed = object({ id: { type: 'integer' }, layer_id: { type: 'string' } }, ['id', 'layer_id']);
    expect(ids(diff(scheduleSpec(withLayer), scheduleSpec(typed)))).toContain('response-property-type-changed');
    const bounded = object({ id: { type: 'string', maxLength: 26 }, layer_id: { type: 'string' } }, ['id', 'layer_id']);
    expect(withId(diff(scheduleSpec(withLayer), scheduleSpec(bounded)), 'response-property-constraint-changed')[0]).toMatchObject({ level: 'info' });
  });

  it('response-success-removed (error), response-success-added (info), response-media-type-removed (error)', () => {
    const make = (responses: unknown) => spec({ paths: { '/a': { post: { operationId: 'A', responses } } } });
    expect(ids(diff(make(ok({})), make(ok({}, '201'))))).toEqual(['response-success-added', 'response-success-removed']);
    expect(diff(make({ ...ok({}), '404': { description: 'x' } }), make(ok({})))).toMatchObject([{ id: 'response-non-success-removed', level: 'info' }]);
    expect(diff(make(ok({})), make({ ...ok({}), '404': { description: 'x' } }))).toMatchObject([{ id: 'response-non-success-added', level: 'info' }]);
    const twoTypes = { '200': { description: 'OK', content: { 'application/json': { schema: {} }, 'text/csv': { schema: {} } } } };
    expect(diff(make(twoTypes), make(ok({})))).toMatchObject([{ id: 'response-media-type-removed', level: 'error' }]);
  });

  it('judges a component reached from both directions both ways', () => {
    const shared = (required: string[]) =>
      spec({
        paths: { '/a': { post: { operationId: 'A V1#Create', requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/S' } } } }, responses: ok({ $ref: '#/components/schemas/S' }) } } },
        schemas: { S: object({ x: { type: 'string' } }, required) },
      });
    expect(ids(diff(shared(['x']), shared([])))).toEqual(['request-property-became-optional', 'response-property-became-optional']);
  });
});

describe('response body rules: headers, narrowing, writeOnly, unions', () => {
  const headed = (headers: Record<string, unknown>) =>
    spec({ paths: { '/a': { get: { operationId: 'A', responses: { '200': { description: 'OK', headers, ...jsonContent({ type: 'string' }) } } } } } });
  const limit = (extra: Record<string, unknown> = {}) => ({ 'X-RateLimit-Limit': { required: true, schema: { type: 'integer' }, ...extra } });
  const returned = (schema: Record<string, unknown>) => scheduleSpec(object({ value: schema }, ['value']));

  it('response-required-header-removed (error), response-optional-header-removed (warning), response-header-added (info)', () => {
    expect(diff(headed(limit()), headed({}))).toMatchObject([{ id: 'response-required-header-removed', level: 'error' }]);
    expect(diff(headed(limit({ required: false })), headed({}))).toMatchObject([{ id: 'response-optional-header-removed', level: 'warning' }]);
    expect(diff(headed({}), headed(limit()))).toMatchObject([{ id: 'response-header-added', level: 'info' }]);
  });

  it('response-header-became-optional and response-header-type-changed are errors; the reverse is not', () => {
    expect(diff(headed(limit()), headed(limit({ required: false })))).toMatchObject([{ id: 'response-header-became-optional', level: 'error' }]);
    expect(diff(headed(limit({ required: false })), headed(limit()))).toEqual([]);
    expect(diff(headed(limit()), headed(limit({ schema: { type: 'string' } })))).toMatchObject([{ id: 'response-header-type-changed', level: 'error' }]);
    expect(diff(headed(limit()), headed({ 'x-ratelimit-limit': limit()['X-RateLimit-Limit'] }))).toEqual([]);
  });

  it('response-property-type-specialized (number -> integer) is info; the reverse is response-property-type-changed', () => {
    expect(withId(diff(returned({ type: 'number' }), returned({ type: 'integer' })), 'response-property-type-specialized')[0]).toMatchObject({ level: 'info' });
    expect(ids(diff(returned({ type: 'integer' }), returned({ type: 'number' })))).toEqual(['response-property-type-changed']);
  });

  it('response-property-became-write-only is an error; writeOnly changes inside it are not response changes', () => {
    expect(withId(diff(returned({ type: 'string' }), returned({ type: 'string', writeOnly: true })), 'response-property-became-write-only')[0]).toMatchObject({ level: 'error' });
    expect(ids(diff(returned({ type: 'string', writeOnly: true }), returned({ type: 'integer', writeOnly: true })))).not.toContain('response-property-type-changed');
  });

  it('response-option-added is a warning, response-option-removed info', () => {
    const union = (...names: string[]) => spec({ paths: { '/a': { get: { operationId: 'A', responses: ok({ oneOf: names.map((name) => ({ $ref: `#/components/schemas/${name}` })) }) } } }, schemas: { Cat: object({}), Dog: object({}) } });
    expect(diff(union('Cat'), union('Cat', 'Dog'))).toMatchObject([{ id: 'response-option-added', level: 'warning' }]);
    expect(diff(union('Cat', 'Dog'), union('Cat'))).toMatchObject([{ id: 'response-option-removed', level: 'info' }]);
    expect(diff(union('Cat', 'Dog'), union('Dog', 'Cat'))).toEqual([]);
  });

  it('response-discriminator-changed is an error, both ways', () => {
    const tagged = (propertyName: string) => returned({ oneOf: [object({ kind: { type: 'string' } })], discriminator: { propertyName } });
    expect(withId(diff(tagged('kind'), tagged('type')), 'response-discriminator-changed')[0]).toMatchObject({ level: 'error' });
    expect(ids(diff(tagged('type'), tagged('kind')))).toContain('response-discriminator-changed');
  });
});
