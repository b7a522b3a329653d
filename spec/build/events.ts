import { enumOf, objectWith, openObject, type Schema } from './schema.ts';

/** The webhook event kinds of the reference. */
export const WEBHOOK_EVENTS = [
  'status_page_incident.update_shared_v1',
  'schedule.created_v1',
  'schedule.deleted_v1',
  'schedule.updated_v1',
  'schedule.shift_change_v1',
  'public_escalation.escalation_created_v1',
  'private_escalation.escalation_created_v1',
  'public_escalation.escalation_status_updated_v1',
  'private_escalation.escalation_status_updated_v1',
  'public_alert.alert_resolved_v1',
  'private_alert.alert_resolved_v1',
  'public_incident.postmortem_document_status_updated_v1',
  'private_incident.postmortem_document_status_updated_v1',
] as const;

/** Audit-log events by subject, named `<subject>.<action>.<version>`. */
const AUDIT_LOG_SUBJECTS: Record<string, readonly string[]> = {
  activity_log: ['scrubbed.1'],
  alert: ['scrubbed.1'],
  escalation: ['scrubbed.1'],
  incident: ['scrubbed.1'],
  timeline_item: ['deleted.1'],
  alert_chat_message_template: ['created.1', 'deleted.1', 'updated.1'],
  alert_priority: ['created.1', 'deleted.1', 'set_as_default.1', 'updated.1'],
  announcement_post_template: ['created.1', 'created.2', 'deleted.1', 'set_as_default.1', 'updated.1', 'updated.2'],
  announcement_rule: ['created.2', 'updated.2'],
  api_key: ['rotated.1', 'updated.1'],
  user_api_key: ['created.1', 'deleted.1'],
  connector_config: ['created.1', 'token_generated.1', 'updated.1'],
  email_otp_login_setting: ['updated.1'],
  qr_code_mobile_login_setting: ['updated.1'],
  extension_connector: ['called.1', 'called.2', 'called.3'],
  extension_plugin: ['created.1', 'deleted.1', 'updated.1'],
  follow_up_category: ['created.1', 'deleted.1', 'updated.1'],
  glossary_entry: ['created.1', 'deleted.1', 'updated.1'],
  hris_time_off_policy: ['updated.1'],
  incident_template: ['created.1', 'deleted.1', 'updated.1', 'set_as_default.1'],
  incident_timestamp_set_by_rule: ['created.1', 'deleted.1', 'updated.1'],
  incident_type: ['created.2', 'updated.2'],
  investigation_trigger: ['created.1', 'deleted.1', 'updated.1'],
  maintenance_window: ['created.1', 'deleted.1', 'updated.1'],
  on_call_notification_method: ['created.1', 'created.2', 'destroyed.1', 'destroyed.2'],
  on_call_notification_pause: ['created.1', 'created.2', 'deleted.1', 'deleted.2', 'updated.1', 'updated.2', 'resumed.1'],
  on_call_upsell: ['requested.1'],
  policy: ['created.2', 'updated.2'],
  policy_report_schedule: ['created.1', 'deleted.1', 'updated.1'],
  private_incident: ['access_attempted.2'],
  private_incident_membership: ['upgraded_to_direct.1'],
  private_incident_team_membership: ['granted.1', 'revoked.1'],
  private_insights: ['exported.1', 'measure_queried.1', 'underlying_data_queried.1'],
  schedule_override: ['created.2', 'deleted.2', 'updated.2'],
  schedule_sync_rule: ['created.1', 'deleted.1', 'updated.1'],
  schedule_sync_target: ['created.1', 'deleted.1', 'updated.1'],
  secret: ['created.1', 'deleted.1', 'rotated.1', 'updated.1', 'reference_added.1', 'reference_removed.1'],
  telemetry_data_source: [
    'access_mode_changed.1',
    'access_policy_changed.1',
    'tool_access_changed.1',
    'tool_overrides_changed.1',
    'queried.1',
    'queried.2',
    'requested.1',
    'write_access_granted.1',
    'write_access_revoked.1',
  ],
  user: ['logged_in.1'],
};

export const AUDIT_LOG_EVENTS: readonly string[] = Object.entries(AUDIT_LOG_SUBJECTS).flatMap(([subject, actions]) =>
  actions.map((action) => `${subject}.${action}`),
);

const pascal = (name: string) => name.replace(/(^|[._])([a-z\d])/g, (_, __, letter: string) => letter.toUpperCase());

interface EventKind {
  key: string;
  operationId: string;
  component: string;
  payload: Schema;
  description: string;
}

/** Webhook payloads: `{ event_type: <name>, <name>: {...} }`; the inner shape is not shown. */
const webhookKind = (name: string): EventKind => ({
  key: `/x-webhooks/${name}`,
  operationId: `Webhooks#${pascal(name)}`,
  component: `Webhook${pascal(name)}Payload`,
  payload: objectWith({ event_type: enumOf([name]), [name]: openObject('Payload shape not shown') }, ['event_type']),
  description: `Webhook event ${name}`,
});

/** Audit-log payload fields are not shown. */
const auditLogKind = (name: string): EventKind => ({
  key: `/x-audit-logs/${name}`,
  operationId: `Audit Logs#${pascal(name)}`,
  component: `AuditLog${pascal(name)}Payload`,
  payload: openObject('Payload fields not shown'),
  description: `Audit log event ${name}`,
});

/** The `x-webhooks` object and the payload components of the given events. */
export function buildEvents(webhooks: readonly string[], auditLogs: readonly string[]): { events: Record<string, unknown>; schemas: Record<string, Schema> } {
  const kinds = [...webhooks.map(webhookKind), ...auditLogs.map(auditLogKind)].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const events: Record<string, unknown> = {};
  const schemas: Record<string, Schema> = {};
  for (const kind of kinds) {
    if (kind.key in events || kind.component in schemas) throw new Error(`event defined twice: ${kind.key}`);
    events[kind.key] = {
      get: {
        operationId: kind.operationId,
        summary: kind.description,
        responses: {
          '200': { description: kind.description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${kind.component}` } } } },
        },
      },
    };
    schemas[kind.component] = kind.payload;
  }
  return { events, schemas };
}
