import { describe, expect, it } from 'vitest';
import { diff, ids, object, ok, scheduleSpec, spec, withId } from '../fixtures.ts';

describe('deprecation rules', () => {
  it('operation-deprecated is info with the successor; operation-undeprecated when lifted', () => {
    const make = (deprecated: boolean) =>
      spec({
        paths: {
          '/v2/follow_ups': { get: { operationId: 'Follow-ups V2#List', deprecated, responses: ok({ type: 'string' }) } },
          '/v3/follow_ups': { get: { operationId: 'Follow-ups V3#List', responses: ok({ type: 'string' }) } },
        },
      });
    const [change] = diff(make(false), make(true));
    expect(change).toMatchObject({ id: 'operation-deprecated', level: 'info', operation: 'GET /v2/follow_ups', symbols: ['FollowUpsV2List'] });
    expect(change!.message).toContain('use Follow-ups V3#List instead');
    expect(ids(diff(make(true), make(false)))).toEqual(['operation-undeprecated']);
  });

  it('parameter-deprecated names the parameter', () => {
    const make = (deprecated: boolean) =>
      spec({ paths: { '/a': { get: { operationId: 'A V1#List', parameters: [{ name: 'page', in: 'query', deprecated, schema: { type: 'integer' } }], responses: ok({}) } } } });
    const [change] = diff(make(false), make(true));
    expect(change).toMatchObject({ id: 'parameter-deprecated', level: 'info', location: 'AV1List.page' });
  });

  it('property-deprecated at every operation reaching it, with x-successor', () => {
    const entry = (deprecated: boolean) => object({ id: { type: 'string' }, layer_id: { type: 'string', deprecated, 'x-successor': 'rotation_layer_id' } });
    const changes = withId(diff(scheduleSpec(entry(false)), scheduleSpec(entry(true))), 'property-deprecated');
    expect(changes.map((c) => c.operation).sort()).toEqual(['GET /v2/schedule_entries', 'POST /v2/schedule_entries']);
    expect(changes[0]!.location).toBe('ScheduleEntryV2.layer_id');
    expect(changes[0]!.message).toContain('use rotation_layer_id instead');
  });

  it('reports nothing when already deprecated', () => {
    const entry = object({ id: { type: 'string', deprecated: true } });
    expect(diff(scheduleSpec(entry), scheduleSpec(entry))).toEqual([]);
  });
});
