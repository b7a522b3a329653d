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

  it('leaves an inline payload without a schema name, and ignores keys of no known kind', () => {
    const document = fixtureDocument();
    document['x-webhooks'] = {
      '/x-webhooks/inline.thing_v1': { get: { operationId: 'Inline', responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } } } },
      '/elsewhere/thing': { get: { operationId: 'Other', responses: {} } },
    };
    expect(buildEvents(document)).toEqual([{ kind: 'webhook', name: 'inline.thing_v1', operationId: 'Inline' }]);
  });
});
