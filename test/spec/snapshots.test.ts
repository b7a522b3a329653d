import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENT_SNAPSHOT, EARLIER_SNAPSHOT } from '../../spec/build/files.ts';
import { referenceAuditLogEvents, referenceWebhookEvents } from './support/events.ts';
import { backticked, listItem, readReference, section } from './support/reference.ts';
import { operationsOf, PROJECT_ROOT, readSpecFile, schemaOf } from './support/spec-files.ts';

const current = readSpecFile(CURRENT_SNAPSHOT);
const earlier = readSpecFile(EARLIER_SNAPSHOT);
const overview = readReference('api-overview.md');
const notable = section(overview, '### Notable fields per resource');

const removedEscalationPathFields = backticked(listItem(notable, '| Escalation path | former'));
const properties = (document: typeof current, name: string) => Object.keys(schemaOf(document, name).properties ?? {});

describe('spec/snapshots/', () => {
  it('holds one file per version, named by UTC date-time like the real snapshots', () => {
    const names = readdirSync(resolve(PROJECT_ROOT, 'spec/snapshots')).sort();
    expect(names).toEqual(expect.arrayContaining([EARLIER_SNAPSHOT, CURRENT_SNAPSHOT].map((path) => path.split('/').at(-1))));
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{6}Z\.json$/);
  });

  it('the earlier version has layer_id on schedule and schedule entry responses', () => {
    expect(listItem(notable, '| Schedule entries / schedules')).toContain('removed from responses');
    for (const name of ['ScheduleV2', 'ScheduleEntryV2']) {
      expect(properties(earlier, name), name).toContain('layer_id');
      expect(properties(current, name), name).not.toContain('layer_id');
    }
  });

  it('the earlier version has the former time_to_ack fields on escalation paths', () => {
    expect(removedEscalationPathFields).toEqual(['time_to_ack_seconds', 'time_to_ack_interval_condition', 'time_to_ack_weekday_interval_config_id']);
    for (const name of ['EscalationPathV2', 'EscalationPathCreatePayloadV2', 'EscalationPathUpdatePayloadV2']) {
      expect(properties(earlier, name), name).toEqual(expect.arrayContaining(removedEscalationPathFields));
      for (const field of removedEscalationPathFields) expect(properties(current, name), name).not.toContain(field);
    }
  });

  it('the earlier version served the description from GET /v1/openapi.json', () => {
    expect(overview).toContain('the v1 operation that served the machine-readable description was removed');
    const keys = (document: typeof current) => operationsOf(document).map(({ key }) => key);
    expect(keys(earlier).filter((key) => !keys(current).includes(key))).toEqual(['GET /v1/openapi.json']);
    expect(keys(current).filter((key) => !keys(earlier).includes(key))).toEqual([]);
  });

  it('the earlier version has the former webhook name and the removed audit-log event', () => {
    const removedAuditEvent = backticked(readReference('api-endpoints-and-events.md').match(/The event `[^`]+` was removed/)![0])[0]!;
    expect(removedAuditEvent).toBe('private_incident_membership.removed_from_channel.1');
    const { current: webhooks, former } = referenceWebhookEvents();
    const earlierKeys = Object.keys(earlier['x-webhooks'] ?? {});
    const currentKeys = Object.keys(current['x-webhooks'] ?? {});
    expect(earlierKeys.filter((key) => !currentKeys.includes(key)).sort()).toEqual(
      [`/x-audit-logs/${removedAuditEvent}`, ...former.map((name) => `/x-webhooks/${name}`)].sort(),
    );
    expect(currentKeys.filter((key) => !earlierKeys.includes(key))).toEqual(['/x-webhooks/status_page_incident.update_shared_v1']);
    expect(earlierKeys).toHaveLength(webhooks.length + referenceAuditLogEvents().length + 1);
  });

  it('differs from the newest version only in what the reference says was removed or renamed', () => {
    const changed = Object.keys({ ...earlier.components?.schemas, ...current.components?.schemas }).filter(
      (name) => JSON.stringify(earlier.components?.schemas?.[name]) !== JSON.stringify(current.components?.schemas?.[name]),
    );
    expect(changed.sort()).toEqual(
      [
        'AuditLogPrivateIncidentMembershipRemovedFromChannel1Payload',
        'EscalationPathCreatePayloadV2',
        'EscalationPathUpdatePayloadV2',
        'EscalationPathV2',
        'ScheduleEntryV2',
        'ScheduleV2',
        'TeamRoleNameResult',
        'WebhookStatusPageIncidentUpdateSharedV1Payload',
      ].sort(),
    );
    expect(String(earlier.info.version) < String(current.info.version)).toBe(true);
  });
});
