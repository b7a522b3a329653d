import { afterAll, describe, expect, it } from 'vitest';
import { emitEvents } from '../../../generator/emit/events.ts';
import { importEmitted } from '../../support/emitted-modules.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
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
});
