import { enumOf, type Schema } from '../schema.ts';

/** Account-level role names (request `role_names`, response `roles` and each key role's `name`). */
export const ROLE_NAMES = [
  'api_keys_manage',
  'postmortems_manage',
  'status_page_publisher',
  'status_page_viewer',
  'documents_viewer',
  'telemetry_viewer',
  'telemetry_data_source_update',
  'telemetry_query_restricted',
  'investigations_editor',
  'pay_configs_editor',
  'pay_configs_viewer',
  'pay_reports_editor',
  'pay_reports_viewer',
  'policies_viewer',
  'policy_findings_manage',
  'heartbeats_ping',
  'call_transcripts_viewer',
  'workflows_viewer',
  'secrets_manage',
  'secrets_use',
  'private_escalation_workflows_editor',
  'notification_methods_unredacted_viewer',
  'notification_methods_manage',
  'on_call_viewer',
  'incident_workload_viewer',
  'incident_workload_private_viewer',
  'act_on_behalf_of_users',
  'viewer',
] as const;

/** Team-scoped role names (request `team_role_names`, response `team_roles`). */
export const TEAM_ROLE_NAMES = [
  'api_keys_manage',
  'catalog_editor',
  'workflows_editor',
  'private_workflows_editor',
  'secrets_manage',
  'secrets_use',
  'heartbeats_ping',
  'telemetry_data_source_update',
  'telemetry_query_restricted',
] as const;

/** Team-role values the reference says were removed from the response enum. */
export const REMOVED_TEAM_ROLE_NAMES = ['catalog_viewer', 'global_access', 'incident_creator', 'incident_editor', 'viewer'] as const;

const SOME_VALUES = 'Values the reference names; other values exist.';

/** Component name -> values: every enum the reference lists, shared by name. */
export const ENUMS: Record<string, { values: readonly string[]; description?: string }> = {
  RoleName: { values: ROLE_NAMES },
  TeamRoleName: { values: TEAM_ROLE_NAMES, description: 'Team-scoped role names accepted in requests' },
  TeamRoleNameResult: { values: TEAM_ROLE_NAMES, description: 'Team-scoped role names returned in responses' },
  EscalationStatus: { values: ['delayed', 'snoozed', 'pending_repeat'], description: SOME_VALUES },
  WorkflowRunStatus: { values: ['suspended'], description: SOME_VALUES },
  EscalationPathType: { values: ['escalation_path', 'voicemail', 'delay'], description: SOME_VALUES },
  EscalationPathScheduleMode: { values: ['currently_on_call_for_rota', 'next_on_call', 'next_on_call_for_rota'], description: SOME_VALUES },
  ScheduleSyncType: { values: ['next_on_call'], description: SOME_VALUES },
  PolicyType: { values: ['shift_conflict'], description: SOME_VALUES },
  PolicyFindingCause: { values: ['notifications_paused'], description: SOME_VALUES },
  NotificationMethodType: { values: ['whatsapp_message'], description: SOME_VALUES },
  IncidentAttachmentResourceType: { values: ['arbitrary_url'], description: `${SOME_VALUES} Provider-specific values are omitted.` },
  AlertSourceType: { values: ['heartbeat'], description: `${SOME_VALUES} Provider-specific values are omitted.` },
  AlertRouteOperationType: { values: ['cast'], description: SOME_VALUES },
  CatalogIcon: { values: ['incident-template'], description: SOME_VALUES },
};

export const enumSchemas = (): Record<string, Schema> =>
  Object.fromEntries(Object.entries(ENUMS).map(([name, { values, description }]) => [name, enumOf(values, description)]));
