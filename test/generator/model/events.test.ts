import { describe, expect, it } from 'vitest';
import { buildEvents } from '../../../generator/model/events.ts';
import { fixtureDocument } from '../../support/generator-fixture.ts';

describe('buildEvents', () => {
  it('splits x-webhooks into webhook events and audit-log entries, repeated operationIds allowed', () => {
    expect(buildEvents(fixtureDocument())).toEqual([
      { kind: 'audit-log', name: 'widget.created.1', operationId: 'WidgetCreatedV1', payloadSchema: 'AuditLogsWidgetDeletedV1' },
      { kind: 'audit-log', name: 'widget.deleted.1', operationId: 'WidgetDeletedV1', payloadSchema: 'AuditLogsWidgetDeletedV1' },
      { kind: 'webhook', name: 'widget.created_v1', operationId: 'WidgetCreatedV1', payloadSchema: 'WebhooksWidgetCreatedV1ResponseBody', description: 'A widget was created.' },
    ]);
  });

  it('reads 3.1 webhooks and x-webhooks keyed by event name under any method: the request body is the payload', () => {
    const body = (name: string) => ({ requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } }, responses: { '200': { description: 'OK' } } });
    const { paths: _paths, 'x-webhooks': _events, ...rest } = fixtureDocument();
    const document = { ...rest, openapi: '3.1.0', paths: {}, webhooks: { push: { post: { ...body('Push'), description: 'Pushed.' } }, ping: { $ref: '#/components/pathItems/Ping' } } };
    Object.assign(document, { 'x-webhooks': { 'issue-opened': { post: body('Issue') }, both: { put: { responses: {} }, delete: { operationId: 'Gone', responses: {} } }, push: { post: body('Other') } } });
    Object.assign(document.components!, { pathItems: { Ping: { post: body('Ping') } } });
    expect(buildEvents(document)).toEqual([
      { kind: 'webhook', name: 'both DELETE', operationId: 'Gone' },
      { kind: 'webhook', name: 'both PUT', operationId: 'both PUT' },
      { kind: 'webhook', name: 'issue-opened', operationId: 'issue-opened', payloadSchema: 'Issue' },
      { kind: 'webhook', name: 'ping', operationId: 'ping', payloadSchema: 'Ping' },
      { kind: 'webhook', name: 'push', operationId: 'push', payloadSchema: 'Push', description: 'Pushed.' },
    ]);
  });

  it('leaves an inline payload without a schema name, and names an event of no known prefix by its key', () => {
    const document = fixtureDocument();
    document['x-webhooks'] = {
      '/x-webhooks/inline.thing_v1': { get: { operationId: 'Inline', responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } } } },
      '/elsewhere/thing': { get: { operationId: 'Other', responses: {} } },
    };
    // Strictly: an event without a payload type has no `payloadSchema` key at all, not one holding undefined.
    expect(buildEvents(document)).toStrictEqual([
      { kind: 'webhook', name: '/elsewhere/thing', operationId: 'Other' },
      { kind: 'webhook', name: 'inline.thing_v1', operationId: 'Inline' },
    ]);
  });
});
