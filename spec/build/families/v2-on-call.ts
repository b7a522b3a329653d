import { queryParameter } from '../components/parameters.ts';
import { each, field } from '../fields.ts';
import { family, type BuiltOperation } from '../operations.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { anyValue, byName, integer, ref, string } from '../schema.ts';

const schedules = family({
  tag: 'Schedules V2',
  version: 'V2',
  singular: 'schedule',
  plural: 'schedules',
  fields: {
    permalink: field(anyValue(), { resp: 'req' }),
    ...each(['interval', 'interval_type'], anyValue, { resp: 'req', request: 'req' }),
    next_shifts: field(anyValue(), { resp: 'opt' }),
    working_intervals: field(anyValue(), { request: 'opt' }),
  },
});
const entries = family({ tag: 'Schedule Entries V2', version: 'V2', singular: 'schedule_entry', plural: 'schedule_entries' });
const overrides = family({ tag: 'Schedule Overrides V2', version: 'V2', singular: 'schedule_override', plural: 'schedule_overrides' });
const syncTargets = family({
  tag: 'Schedule Sync Targets V2',
  version: 'V2',
  singular: 'schedule_sync_target',
  plural: 'schedule_sync_targets',
  fields: { annotations: field(anyValue(), { request: 'opt' }) },
});
const syncRules = family({
  tag: 'Schedule Sync Rules V2',
  version: 'V2',
  singular: 'schedule_sync_rule',
  plural: 'schedule_sync_rules',
  listKey: 'sync_rules',
  fields: {
    sync_type: field(ref('ScheduleSyncType'), { resp: 'opt', request: 'opt' }),
    permanent_member_user_ids: field(byName('permanent_member_user_ids'), { resp: 'req', request: 'opt' }),
    rotation_id: field(byName('rotation_id'), { resp: 'opt', create: 'opt' }),
  },
});
const replicas = family({
  tag: 'Schedule Replicas V2',
  version: 'V2',
  singular: 'schedule_replica',
  plural: 'schedule_replicas',
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
  version: 'V2',
  singular: 'escalation_path',
  plural: 'escalation_paths',
  fields: {
    kind: field(anyValue(), { resp: 'req', request: 'opt' }),
    type: field(ref('EscalationPathType'), { resp: 'opt', request: 'opt' }),
    schedule_mode: field(ref('EscalationPathScheduleMode'), { resp: 'opt', request: 'opt' }),
    attempts: field(integer({ minimum: 2, maximum: 10 }), { request: 'opt' }),
    ...each(ESCALATION_PATH_OPTIONAL, byName, { resp: 'opt', request: 'opt' }),
  },
});
const pathTemplates = family({ tag: 'Escalation Path Templates V2', version: 'V2', singular: 'escalation_path_template', plural: 'escalation_path_templates' });
const escalations = family({
  tag: 'Escalations V2',
  version: 'V2',
  singular: 'escalation',
  plural: 'escalations',
  fields: {
    status: field(ref('EscalationStatus'), { resp: 'opt' }),
    description: field(anyValue(), { resp: 'req' }),
    incident_id: field(byName('incident_id'), { create: 'opt' }),
  },
});
const callRoutes = family({ tag: 'Call Routes V2', version: 'V2', singular: 'call_route', plural: 'call_routes' });
const allowedCallers = family({
  tag: 'Call Route Allowed Callers V2',
  version: 'V2',
  singular: 'call_route_allowed_caller',
  plural: 'call_route_allowed_callers',
  listKey: 'allowed_callers',
});
const callRouteOptions = family({ tag: 'Call Route Options V2', version: 'V2', singular: 'call_route_option', plural: 'call_route_options', listKey: 'options' });
const pauses = family({ tag: 'On-call Notification Pauses V2', version: 'V2', singular: 'on_call_notification_pause', plural: 'on_call_notification_pauses' });

export const v2OnCallOperations = (): BuiltOperation[] => [
  schedules.list('/v2/schedules'),
  schedules.create('/v2/schedules'),
  schedules.show('/v2/schedules/{id}'),
  schedules.update('/v2/schedules/{id}'),
  schedules.action('post', '/v2/schedules/{id}/actions/preview_entries', 'PreviewEntries', { rateLimit: RATE_LIMITS.schedulePreviewEntriesV2 }),
  // The reference: the format of entry_window_start is unrestricted (not limited to date-time).
  entries.list('/v2/schedule_entries', { params: [queryParameter('entry_window_start', string())] }),
  overrides.list('/v2/schedule_overrides'),
  overrides.show('/v2/schedule_overrides/{id}'),
  overrides.update('/v2/schedule_overrides/{id}'),
  overrides.remove('/v2/schedule_overrides/{id}'),
  ...syncTargets.crud('/v2/schedule_sync_targets'),
  ...syncRules.crud('/v2/schedules/{schedule_id}/sync_rules'),
  replicas.list('/v2/schedules/{schedule_id}/replicas'),
  replicas.create('/v2/schedules/{schedule_id}/replicas'),
  replicas.show('/v2/schedules/{schedule_id}/replicas/{id}'),
  replicas.remove('/v2/schedules/{schedule_id}/replicas/{id}'),
  escalationPaths.list('/v2/escalation_paths'),
  escalationPaths.create('/v2/escalation_paths'),
  escalationPaths.show('/v2/escalation_paths/{id}'),
  escalationPaths.update('/v2/escalation_paths/{id}'),
  ...pathTemplates.crud('/v2/escalation_path_templates'),
  escalations.list('/v2/escalations', { params: [queryParameter('incident', anyValue()), queryParameter('idempotency_key', anyValue())] }),
  escalations.create('/v2/escalations'),
  escalations.action('post', '/v2/escalations/{id}/actions/cancel', 'Cancel'),
  escalations.action('post', '/v2/escalations/{escalation_id}/actions/reassign', 'Reassign'),
  escalations.action('post', '/v2/escalations/{escalation_id}/actions/check_permissions', 'CheckPermissions'),
  escalations.action('post', '/v2/escalations/{escalation_id}/actions/respond', 'Respond'),
  callRoutes.list('/v2/call_routes'),
  callRoutes.show('/v2/call_routes/{id}'),
  callRoutes.update('/v2/call_routes/{id}'),
  ...allowedCallers.crud('/v2/call_routes/{call_route_id}/allowed_callers'),
  ...callRouteOptions.crud('/v2/call_routes/{call_route_id}/options'),
  pauses.list('/v2/on_call_notification_pauses'),
  pauses.show('/v2/on_call_notification_pauses/{id}'),
];
