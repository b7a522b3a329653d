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

  it("names no component for a change in an event's inline payload, even one named as the event's type is", () => {
    // The owner of an inline payload is named after the event (`ScheduleUpdatedV1`), and so is a component here.
    const inline = (fields: Record<string, unknown>) =>
      spec({ paths: { '/v1/x': { get: { operationId: 'X', responses: ok(ref('ScheduleUpdatedV1')) } } }, webhooks: { '/x-webhooks/schedule.updated_v1': event('ScheduleUpdatedV1', object(fields)) }, schemas: { ScheduleUpdatedV1: object({ id: { type: 'string' } }) } });
    expect(diff(inline({ id: { type: 'string' }, layer_id: { type: 'string' } }), inline({ id: { type: 'string' } }))).toMatchObject([
      { id: 'response-property-removed', operation: '/x-webhooks/schedule.updated_v1', location: 'ScheduleUpdatedV1.layer_id', symbols: ["WebhookEvents['schedule.updated_v1']"] },
    ]);
  });

  it('audit-log events are keyed under /x-audit-logs/', () => {
    const audit = (present: boolean) => spec({ paths, webhooks: present ? { '/x-audit-logs/schedule.updated.1': event('ScheduleUpdatedV1', {}) } : {} });
    expect(diff(audit(true), audit(false))).toMatchObject([{ id: 'event-removed', operation: '/x-audit-logs/schedule.updated.1', symbols: ["AuditLogEvents['schedule.updated.1']"] }]);
  });
});

describe('event rules: OpenAPI 3.1 webhooks and callbacks', () => {
  const payload = (fields: Record<string, unknown>) => ({ post: { operationId: 'Incident Created', requestBody: { required: true, content: { 'application/json': { schema: object(fields, Object.keys(fields)) } } }, responses: ok({}) } });
  const webhooks = (hooks: Record<string, unknown>) => ({ ...spec({ paths }), openapi: '3.1.0', webhooks: hooks });

  it('reads 3.1 webhooks as events (event-added, event-removed) and judges their request body as what the consumer receives', () => {
    const full = payload({ id: { type: 'string' }, name: { type: 'string' } });
    expect(diff(webhooks({}), webhooks({ incidentCreated: full }))).toMatchObject([{ id: 'event-added', operation: '/webhooks/incidentCreated' }]);
    expect(ids(diff(webhooks({ incidentCreated: full }), webhooks({})))).toEqual(['event-removed']);
    const changes = diff(webhooks({ incidentCreated: full }), webhooks({ incidentCreated: payload({ id: { type: 'string' } }) }));
    expect(changes).toMatchObject([{ id: 'response-property-removed', level: 'error', operation: '/webhooks/incidentCreated' }]);
  });

  it('reads callbacks as events of their operation', () => {
    const subscribe = (callbacks: Record<string, unknown>) =>
      spec({ paths: { '/v1/subscriptions': { post: { operationId: 'Subscribe', callbacks, responses: ok({}) } } } });
    const callback = (fields: Record<string, unknown>) => ({ onEvent: { '{$request.body#/url}': payload(fields) } });
    const key = 'POST /v1/subscriptions callback onEvent {$request.body#/url}';
    // The generated package declares no callback types, so the report names no symbol for one.
    expect(diff(subscribe({}), subscribe(callback({ id: { type: 'string' } })))).toMatchObject([{ id: 'event-added', operation: key, symbols: [] }]);
    expect(ids(diff(subscribe(callback({ id: { type: 'string' }, at: { type: 'string' } })), subscribe(callback({ id: { type: 'string' } }))))).toEqual(['response-property-removed']);
  });

  it('a 3.1 document and a cyclic one through allOf against themselves report nothing', () => {
    const cyclic = {
      ...webhooks({ incidentCreated: payload({ id: { type: ['string', 'null'] } }) }),
      ...spec({ paths: { '/v1/x': { get: { operationId: 'X', responses: ok(ref('Self')) } } }, schemas: { Self: { allOf: [ref('Self')], properties: { child: { allOf: [ref('Self')] } } } } }),
      openapi: '3.1.0',
    };
    expect(diff(cyclic, structuredClone(cyclic))).toEqual([]);
  });
});
