import { describe, expect, it } from 'vitest';
import { REFERENCE_SPEC } from '../../spec/build/files.ts';
import { referenceAuditLogEvents, referenceWebhookEvents } from './support/events.ts';
import { readSpecFile, resolved } from './support/spec-files.ts';

const document = readSpecFile(REFERENCE_SPEC);
const keys = Object.keys(document['x-webhooks'] ?? {});

describe('events of the reference', () => {
  const webhooks = referenceWebhookEvents();
  const auditLogs = referenceAuditLogEvents();

  it('reads 13 webhook kinds, one former name, and the audit-log events', () => {
    expect(webhooks.current).toHaveLength(13);
    expect(webhooks.former).toEqual(['status_page_incident_update_shared_v1']);
    expect(auditLogs.length).toBe(106);
    expect(new Set(auditLogs).size).toBe(auditLogs.length);
  });

  it('x-webhooks holds exactly the webhook kinds and audit-log events', () => {
    expect(keys.filter((key) => key.startsWith('/x-webhooks/')).sort()).toEqual(webhooks.current.map((name) => `/x-webhooks/${name}`).sort());
    expect(keys.filter((key) => key.startsWith('/x-audit-logs/')).sort()).toEqual(auditLogs.map((name) => `/x-audit-logs/${name}`).sort());
    expect(keys).toHaveLength(webhooks.current.length + auditLogs.length);
  });

  it('webhook payloads: required event_type of the one name, and the name as an open object', () => {
    for (const name of webhooks.current) {
      const payload = resolved(document, document['x-webhooks']![`/x-webhooks/${name}`]!.get!.responses!['200']!.content!['application/json']!.schema);
      expect(payload.required, name).toEqual(['event_type']);
      expect(payload.properties?.event_type, name).toEqual({ type: 'string', enum: [name] });
      expect(payload.properties?.[name], name).toMatchObject({ type: 'object', additionalProperties: true });
    }
  });

  it('audit-log payloads admit any properties', () => {
    for (const name of auditLogs) {
      const payload = resolved(document, document['x-webhooks']![`/x-audit-logs/${name}`]!.get!.responses!['200']!.content!['application/json']!.schema);
      expect(payload, name).toMatchObject({ type: 'object', additionalProperties: true });
      expect(payload.properties, name).toBeUndefined();
    }
  });

  it('every event payload is a named component', () => {
    for (const key of keys)
      expect(document['x-webhooks']![key]!.get!.responses!['200']!.content!['application/json']!.schema?.$ref, key).toMatch(
        /^#\/components\/schemas\/(Webhook|AuditLog)\w+Payload$/,
      );
  });
});
