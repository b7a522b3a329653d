import { afterAll, describe, expect, it } from 'vitest';
import { emitEvents } from '../../../generator/emit/events.ts';
import { importEmitted } from '../../support/emitted-modules.ts';
import { compileErrors } from '../../support/compile-emitted.ts';
import { fixtureDocument, fixtureModel } from '../../support/generator-fixture.ts';
import { removeScratchDirs } from '../../support/generator-runs.ts';

type Guard = (value: unknown) => boolean;
interface EventsModule {
  webhookEventNames: string[];
  auditLogEventNames: string[];
  isWebhookEventPayload: Guard;
  isAuditLogEntry: Guard;
}

describe('emitEvents', () => {
  afterAll(removeScratchDirs);

  it('maps each event name to its payload component, per kind', () => {
    const file = emitEvents(fixtureModel());
    expect(file.content).toContain("'widget.created_v1': components['schemas']['WebhooksWidgetCreatedV1ResponseBody'];");
    expect(file.content).toContain("'widget.deleted.1': components['schemas']['AuditLogsWidgetDeletedV1'];");
    expect(file.content).toMatch(/export interface WebhookEvents \{[^}]*'widget\.created_v1'[^}]*\}/);
    expect(file.content).not.toMatch(/export interface WebhookEvents \{[^}]*widget\.deleted\.1/);
  });

  it('lists the names and guards each kind at run time', async () => {
    const file = emitEvents(fixtureModel());
    const events = await importEmitted<EventsModule>([file], 'events.ts');
    expect(events.webhookEventNames).toEqual(['widget.created_v1']);
    expect(events.auditLogEventNames).toEqual(['widget.created.1', 'widget.deleted.1']);
    expect(events.isWebhookEventPayload({ event_type: 'widget.created_v1', 'widget.created_v1': {} })).toBe(true);
    expect(events.isWebhookEventPayload({ event_type: 'widget.exploded_v1' })).toBe(false);
    expect(events.isWebhookEventPayload(null)).toBe(false);
    expect(events.isAuditLogEntry({ action: 'widget.deleted', version: 1 })).toBe(true);
    expect(events.isAuditLogEntry({ action: 'widget.deleted', version: 2 })).toBe(false);
    expect(events.isAuditLogEntry('widget.deleted.1')).toBe(false);
  });

  it('documents each event with its description, each kind’s types and lists, and guards them', () => {
    const { content } = emitEvents(fixtureModel());
    expect(content).toContain("export interface WebhookEvents {\n  /** A widget was created. */\n  'widget.created_v1':");
    expect(content).toContain('/** Each audit-log entry by name, to its payload type. */\nexport interface AuditLogEvents {');
    expect(content).toContain('/** The name of a webhook event. */\nexport type WebhookEventName = keyof WebhookEvents;');
    expect(content).toContain('/** Any audit-log entry payload. */\nexport type AuditLogEntry = AuditLogEvents[AuditLogEventName];');
    expect(content).toContain('/** Every webhook event name, sorted. */\nexport const webhookEventNames = [');
    expect(content).toContain('/** True when `value` is the payload of a webhook event this API documents. */\nexport function isWebhookEventPayload(value: unknown): value is WebhookEventPayload {');
    expect(content).toContain('/** True when `value` is an audit-log entry this API documents. */\nexport function isAuditLogEntry(value: unknown): value is AuditLogEntry {');
  });

  it('types an inline payload as a plain record and imports no schema types it does not use: the module compiles alone', () => {
    const document = fixtureDocument() as unknown as { 'x-webhooks': Record<string, { get: { responses: Record<string, { content: Record<string, { schema: object }> }> } }> };
    for (const event of Object.values(document['x-webhooks'])) event.get.responses['200']!.content['application/json']!.schema = { type: 'object', properties: { event_type: { type: 'string' } } };
    const file = emitEvents(fixtureModel(document as never));
    expect(file.content).toContain("'widget.created_v1': Record<string, unknown>;");
    expect(file.content).not.toContain('schema.js');
    expect(compileErrors([file])).toEqual([]);
  });
});
