/**
 * The events a consumer can receive, as the real document declares them (`x-webhooks` keyed by
 * `/x-webhooks/<event>` and `/x-audit-logs/<entry>`, the payload in a GET's 200 response) and as
 * other documents do, with the malformed entries an untrusted document may hold skipped.
 */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, SchemaObject } from '../../../generator/load/document.ts';
import { buildEvents, declaredEvents, payloadSchema } from '../../../generator/model/events.ts';
import { newestRealSpecPath, readRealSpec } from '../../support/real-specs.ts';

const json = (schema: object) => ({ content: { 'application/json': { schema: schema as SchemaObject } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const getting = (schema: object, extra: object = {}) => ({ get: { responses: { '200': { description: 'OK', ...json(schema) } }, ...extra } });

function documentOf(events: unknown, components: object = {}): OpenApiDocument {
  return { openapi: '3.0.3', info: { title: 'Events', version: '1' }, paths: {}, components, 'x-webhooks': events } as unknown as OpenApiDocument;
}

describe('buildEvents on real and real-shaped documents', () => {
  it('reads every webhook and audit-log event of the newest published document with its payload type and description', () => {
    const events = buildEvents(readRealSpec(newestRealSpecPath()) as unknown as OpenApiDocument);
    expect(events.find((event) => event.name === 'public_incident.incident_created_v2')).toEqual({
      kind: 'webhook',
      name: 'public_incident.incident_created_v2',
      operationId: 'PublicIncidentIncidentCreatedV2',
      payloadSchema: 'WebhooksPublicIncidentIncidentCreatedV2ResponseBody',
      description: 'This webhook is emitted whenever a new incident is created.',
    });
    expect(events.find((event) => event.name === 'api_key.created.1')).toMatchObject({ kind: 'audit-log', operationId: 'ApiKeyCreatedV1', payloadSchema: 'AuditLogsAPIKeyCreatedV1' });
    const kinds = events.map((event) => event.kind);
    // Audit-log entries sort before webhooks, each kind by name.
    expect(kinds).toEqual([...kinds].sort());
    expect(kinds.filter((kind) => kind === 'webhook').length).toBeGreaterThanOrEqual(30);
    expect(kinds.filter((kind) => kind === 'audit-log').length).toBeGreaterThanOrEqual(150);
    for (const kind of ['webhook', 'audit-log']) {
      const names = events.filter((event) => event.kind === kind).map((event) => event.name);
      expect(names).toEqual([...new Set(names)].sort());
    }
  });

  it('skips entries that are not path items and methods that are not operations', () => {
    const events = buildEvents(
      documentOf({
        '/x-webhooks/null.thing_v1': null,
        '/x-webhooks/text.thing_v1': 'not an item',
        '/x-webhooks/dangling.thing_v1': { $ref: '#/components/pathItems/Missing' },
        '/x-webhooks/kept.thing_v1': { ...getting(ref('Kept')), post: null, put: 'nothing', description: 'not a method' },
      }),
    );
    expect(events).toEqual([{ kind: 'webhook', name: 'kept.thing_v1', operationId: 'kept.thing_v1', payloadSchema: 'Kept' }]);
  });

  it('reads nothing from event maps that are not objects', () => {
    for (const declared of [null, 'events', 3]) {
      const document = { ...documentOf(declared), webhooks: declared };
      expect(buildEvents(document)).toEqual([]);
    }
  });

  it('names a payload only by a component schema $ref, and keeps only a string operationId and description', () => {
    const events = buildEvents(
      documentOf(
        {
          '/x-webhooks/response.ref_v1': { get: { operationId: 7, description: { text: 'no' }, responses: { '200': { $ref: '#/components/responses/Delivery' } } } },
          '/x-webhooks/elsewhere.ref_v1': getting({ $ref: '#/components/responses/Delivery/content/application~1json/schema' }),
          '/x-webhooks/prefixed.ref_v1': getting({ $ref: '#/components/schemasX/Thing' }),
        },
        { responses: { Delivery: { description: 'Delivered', ...json(ref('Delivered')) } } },
      ),
    );
    expect(events).toEqual([
      { kind: 'webhook', name: 'elsewhere.ref_v1', operationId: 'elsewhere.ref_v1' },
      { kind: 'webhook', name: 'prefixed.ref_v1', operationId: 'prefixed.ref_v1' },
      { kind: 'webhook', name: 'response.ref_v1', operationId: 'response.ref_v1', payloadSchema: 'Delivered' },
    ]);
  });

  it('keeps the first declaration of a name per kind: a webhook and an audit-log entry may share one', () => {
    const events = declaredEvents(documentOf({ '/x-webhooks/same.name': getting(ref('First')), '/x-audit-logs/same.name': getting(ref('Audit')), 'same.name': { post: { requestBody: json(ref('Second')), responses: {} } } }));
    expect(events.map(({ kind, name, payload }) => [kind, name, payload])).toEqual([
      ['webhook', 'same.name', ref('First')],
      ['audit-log', 'same.name', ref('Audit')],
    ]);
  });

  it('takes the request body as the payload, the 200 response only for a GET, preferring JSON', () => {
    const document = documentOf({});
    const response = { responses: { '200': { description: 'OK', content: { 'text/plain': { schema: { type: 'string' } }, 'application/json': { schema: ref('FromResponse') } } } } };
    expect(payloadSchema(document, { ...response, requestBody: json(ref('FromBody')) })).toEqual(ref('FromBody'));
    expect(payloadSchema(document, response)).toEqual(ref('FromResponse'));
    expect(payloadSchema(document, response, 'get')).toEqual(ref('FromResponse'));
    expect(payloadSchema(document, response, 'post')).toBeUndefined();
    expect(payloadSchema(document, { responses: { '201': { description: 'Created', ...json(ref('Created')) } } })).toBeUndefined();
    expect(payloadSchema(document, { requestBody: { content: {} }, ...response })).toBeUndefined();
  });

  it('declares an event with no payload when its GET has no responses or its media type is empty', () => {
    const events = declaredEvents(documentOf({ '/x-webhooks/bare.thing_v1': { get: {} }, '/x-webhooks/empty.thing_v1': { get: { responses: { '200': { description: 'OK', content: { 'application/json': null } } } } } }));
    expect(events.map(({ name, payload }) => [name, payload])).toEqual([
      ['bare.thing_v1', undefined],
      ['empty.thing_v1', undefined],
    ]);
  });

  it('names no payload type after a ref into a component, whatever its last token', () => {
    const events = buildEvents(documentOf({ '/x-webhooks/inner.thing_v1': getting({ $ref: '#/components/schemas/Envelope/properties/Thing' }) }, { schemas: { Envelope: { type: 'object', properties: { Thing: { type: 'object' } } }, Thing: { type: 'string' } } }));
    expect(events).toEqual([{ kind: 'webhook', name: 'inner.thing_v1', operationId: 'inner.thing_v1' }]);
  });
});
