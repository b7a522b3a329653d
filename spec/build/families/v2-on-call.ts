import { queryParameter } from '../components/parameters.ts';
import { each, field } from '../fields.ts';
import { family, type BuiltOperation } from '../operations.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { anyValue, byName, integer, ref, string } from '../schema.ts';

const schedules = family({
  tag: 'Schedules V2',
  singular: 'schedule',
  fields: {
    permalink: field(anyValue(), { resp: 'req' }),
    ...each(['interval', 'interval_type'], anyValue, { resp: 'req', request: 'req' }),
    next_shifts: field(anyValue(), { resp: 'opt' }),
    working_intervals: field(anyValue(), { request: 'opt' }),
  },
});
const entries = family({ tag: 'Schedule Entries V2', singular: 'schedule_entry', plural: 'schedule_entries' });
const overrides = family({ tag: 'Schedule Overrides V2', singular: 'schedule_override' });
const syncTargets = family({
  tag: 'Schedule Sync Targets V2',
  singular: 'schedule_sync_target',
  fields: { annotations: field(anyValue(), { request: 'opt' }) },
});
const syncRules = family({
  tag: 'Schedule Sync Rules V2',
  singular: 'schedule_sync_rule',
  listKey: 'sync_rules',
  fields: {
    sync_type: field(ref('ScheduleSyncType'), { resp: 'opt', request: 'opt' }),
    permanent_member_user_ids: field(byName('permanent_member_user_ids'), { resp: 'req', request: 'opt' }),
    rotation_id: field(byName('rotation_id'), { resp: 'opt', create: 'opt' }),
  },
});
const replicas = family({
  tag: 'Schedule Replicas V2',
  singular: 'schedule_replica',
  listKey: 'replicas',
  fields: {
    mirror_window_days: field(anyValue(), { resp: 'opt', create: 'opt' }),
    replica_provider: field(string({ description: 'Provider-specific values, not listed by the reference' }), { resp: 'opt', request: 'opt' }),
  },
});

const ESCALATION_PATH_OPTIONAL = [
  'retry_config',
  'repeat_config',
  'delay',
  'delay_seconds',
  'delay_interval_condition',
  'delay_weekday_interval_config_id',
  'selected_rota_id',
  'escalation_path',
  'param_bindings',
  'template_id',
];
const escalationPaths = family({
  tag: 'Escalation Paths V2',
  singular: 'escalation_path',
  fields: {
    kind: field(anyValue(), { resp: 'req', request: 'opt' }),
    type: field(ref('EscalationPathType'), { resp: 'opt', request: 'opt' }),
    schedule_mode: field(ref('EscalationPathScheduleMode'), { resp: 'opt', request: 'opt' }),
    attempts: field(integer({ minimum: 2, maximum: 10 }), { request: 'opt' }),
    ...each(ESCALATION_PATH_OPTIONAL, byName, { resp: 'opt', request: 'opt' }),
  },
});
const pathTemplates = family({ tag: 'Escalation Path Templates V2', singular: 'escalation_path_template' });
const escalations = family({
  tag: 'Escalations V2',
  singular: 'escalation',
  fields: {
    status: field(ref('EscalationStatus'), { resp: 'opt' }),
    description: field(anyValue(), { resp: 'req' }),
    incident_id: field(byName('incident_id'), { create: 'opt' }),
  },
});
const callRoutes = family({ tag: 'Call Routes V2', singular: 'call_route' });
const allowedCallers = family({
  tag: 'Call Route Allowed Callers V2',
  singular: 'call_route_allowed_caller',
  listKey: 'allowed_callers',
});
const callRouteOptions = family({ tag: 'Call Route Options V2', singular: 'call_route_option', listKey: 'options' });
const pauses = family({ tag: 'On-call Notification Pauses V2', singular: 'on_call_notification_pause' });

export const v2OnCallOperations = (): BuiltOperation[] => [
  ...schedules.standard('/v2/schedules', ['list', 'create', 'show', 'update']),
  schedules.action('post', '/v2/schedules/{id}/actions/preview_entries', 'PreviewEntries', { rateLimit: RATE_LIMITS.schedulePreviewEntriesV2 }),
  // The reference: the format of entry_window_start is unrestricted (not limited to date-time).
  entries.list('/v2/schedule_entries', { params: [queryParameter('entry_window_start', string())] }),
  ...overrides.standard('/v2/schedule_overrides', ['list', 'show', 'update', 'remove']),
  ...syncTargets.crud('/v2/schedule_sync_targets'),
  ...syncRules.crud('/v2/schedules/{schedule_id}/sync_rules'),
  ...replicas.standard('/v2/schedules/{schedule_id}/replicas', ['list', 'create', 'show', 'remove']),
  ...escalationPaths.standard('/v2/escalation_paths', ['list', 'create', 'show', 'update']),
  ...pathTemplates.crud('/v2/escalation_path_templates'),
  ...escalations.standard('/v2/escalations', ['list', 'create'], {
    list: { params: ['incident', 'idempotency_key'].map((name) => queryParameter(name, anyValue())) },
  }),
  escalations.action('post', '/v2/escalations/{id}/actions/cancel', 'Cancel'),
  escalations.action('post', '/v2/escalations/{escalation_id}/actions/reassign', 'Reassign'),
  escalations.action('post', '/v2/escalations/{escalation_id}/actions/check_permissions', 'CheckPermissions'),
  escalations.action('post', '/v2/escalations/{escalation_id}/actions/respond', 'Respond'),
  ...callRoutes.standard('/v2/call_routes', ['list', 'show', 'update']),
  ...allowedCallers.crud('/v2/call_routes/{call_route_id}/allowed_callers'),
  ...callRouteOptions.crud('/v2/call_routes/{call_route_id}/options'),
  ...pauses.standard('/v2/on_call_notification_pauses', ['list', 'show']),
];
