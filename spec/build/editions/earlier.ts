import { REMOVED_TEAM_ROLE_NAMES } from '../components/enums.ts';
import type { Edition } from '../document.ts';
import { family } from '../operations.ts';
import { byName, type Schema } from '../schema.ts';
import { currentEdition } from './current.ts';

export const EARLIER_VERSION = '2026-08-03';

/** What the reference says was removed or renamed since the earlier version. */
export const REMOVED_SINCE_EARLIER = {
  scheduleResponseFields: ['layer_id'],
  escalationPathFields: ['time_to_ack_seconds', 'time_to_ack_interval_condition', 'time_to_ack_weekday_interval_config_id'],
  teamRoleResultValues: REMOVED_TEAM_ROLE_NAMES,
  operation: { method: 'get', path: '/v1/openapi.json', operationId: 'Utilities V1#OpenAPI' },
  webhookEvent: { before: 'status_page_incident_update_shared_v1', after: 'status_page_incident.update_shared_v1' },
  auditLogEvent: 'private_incident_membership.removed_from_channel.1',
} as const;

const utilities = family({ tag: 'Utilities V1', singular: 'openapi_document' });

/** Adds optional properties to an object schema (an open object gains a `properties` map). */
function addProperties(schema: Schema | undefined, names: readonly string[]): void {
  if (!schema) throw new Error('earlier edition: schema to extend is missing');
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  for (const name of names) properties[name] = byName(name);
  schema.properties = properties;
}

function adjustSchemas(schemas: Record<string, Schema>): void {
  const { scheduleResponseFields, escalationPathFields, teamRoleResultValues } = REMOVED_SINCE_EARLIER;
  addProperties(schemas.ScheduleV2, scheduleResponseFields);
  addProperties(schemas.ScheduleEntryV2, scheduleResponseFields);
  for (const name of ['EscalationPathV2', 'EscalationPathCreatePayloadV2', 'EscalationPathUpdatePayloadV2']) addProperties(schemas[name], escalationPathFields);
  const teamRoles = schemas.TeamRoleNameResult as { enum: string[] };
  teamRoles.enum = [...teamRoles.enum, ...teamRoleResultValues];
}

/** The API before the removals and renames the reference records. */
export function earlierEdition(): Edition {
  const current = currentEdition();
  const { webhookEvent, auditLogEvent } = REMOVED_SINCE_EARLIER;
  return {
    version: EARLIER_VERSION,
    operations: [
      ...current.operations,
      utilities.action('get', '/v1/openapi.json', 'OpenAPI', { summary: 'Show the machine-readable description of the API' }),
    ],
    webhookEvents: current.webhookEvents.map((name) => (name === webhookEvent.after ? webhookEvent.before : name)),
    auditLogEvents: [...current.auditLogEvents, auditLogEvent],
    adjustSchemas,
  };
}
