import { describe, expect, it } from 'vitest';
import { diff, ids, object, ok, scheduleSpec, spec, withId } from '../fixtures.ts';

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
      },
      {
        id: 'response-property-removed',
        level: 'error',
        operation: 'POST /v2/schedule_entries',
        location: 'ScheduleEntryV2.layer_id',
        message: 'schedule_entry.layer_id: removed from the response',
        symbols: ['SchedulesV2CreateEntry', 'ScheduleEntryV2'],
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
