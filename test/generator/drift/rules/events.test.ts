import { describe, expect, it } from 'vitest';
import { diff, ids, object, ok, ref, spec } from '../fixtures.ts';

const paths = { '/v1/x': { get: { operationId: 'X', responses: ok({}) } } };
const event = (name: string, schema: unknown) => ({ get: { operationId: name, responses: ok(schema) } });
const docs = (withEvent: boolean, fields: Record<string, unknown>, required: string[]) =>
  spec({
    paths,
    webhooks: withEvent ? { '/x-webhooks/schedule.updated_v1': event('ScheduleUpdatedV1', object({ 'schedule.updated_v1': ref('ScheduleV2') }, ['schedule.updated_v1'])) } : {},
    schemas: { ScheduleV2: object(fields, required) },
  });

describe('event rules', () => {
  it('event-added is info, event-removed an error', () => {
    const fields = { id: { type: 'string' } };
    expect(diff(docs(false, fields, []), docs(true, fields, []))).toMatchObject([{ id: 'event-added', level: 'info', operation: '/x-webhooks/schedule.updated_v1', symbols: ["WebhookEvents['schedule.updated_v1']"] }]);
    expect(diff(docs(true, fields, []), docs(false, fields, []))).toMatchObject([{ id: 'event-removed', level: 'error' }]);
  });

  it('judges payloads as responses: a removed payload field is an error at the event', () => {
    const changes = diff(docs(true, { id: { type: 'string' }, layer_id: { type: 'string' } }, ['id']), docs(true, { id: { type: 'string' } }, ['id']));
    expect(changes).toMatchObject([
      { id: 'response-property-removed', level: 'error', operation: '/x-webhooks/schedule.updated_v1', location: 'ScheduleV2.layer_id', symbols: ["WebhookEvents['schedule.updated_v1']", 'ScheduleV2'] },
    ]);
    expect(ids(changes)).toEqual(['response-property-removed']);
  });

  it('audit-log events are keyed under /x-audit-logs/', () => {
    const audit = (present: boolean) => spec({ paths, webhooks: present ? { '/x-audit-logs/schedule.updated.1': event('ScheduleUpdatedV1', {}) } : {} });
    expect(diff(audit(true), audit(false))).toMatchObject([{ id: 'event-removed', operation: '/x-audit-logs/schedule.updated.1', symbols: ["AuditLogEvents['schedule.updated.1']"] }]);
  });
});
