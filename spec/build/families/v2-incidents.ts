import { queryParameter } from '../components/parameters.ts';
import { each, field } from '../fields.ts';
import { family, type BuiltOperation } from '../operations.ts';
import { INCIDENT_CREATION_LIMIT, RATE_LIMITS } from '../rate-limits.ts';
import { anyValue, byName, ref } from '../schema.ts';

const incidents = family({
  tag: 'Incidents V2',
  version: 'V2',
  singular: 'incident',
  plural: 'incidents',
  fields: {
    status: field(anyValue('Configurable through the incident-status resource'), { resp: 'req' }),
    ...each(['last_activity_at', 'team_ids'], byName, { resp: 'req' }),
    ...each(['debriefs', 'postmortem_document_ids'], byName, { resp: 'opt' }),
  },
});

const updates = family({ tag: 'Incident Updates V2', version: 'V2', singular: 'incident_update', plural: 'incident_updates' });
const incidentAlerts = family({ tag: 'Incident Alerts V2', version: 'V2', singular: 'incident_alert', plural: 'incident_alerts' });
const activityLog = family({ tag: 'Incident Activity Log Entries V2', version: 'V2', singular: 'incident_activity_log_entry', plural: 'incident_activity_log_entries' });
const timelineItems = family({ tag: 'Incident Timeline Items V2', version: 'V2', singular: 'incident_timeline_item', plural: 'incident_timeline_items' });
const participants = family({ tag: 'Incident Participants V2', version: 'V2', singular: 'incident_participant', plural: 'incident_participants' });
const workloads = family({
  tag: 'Incident Participant Workloads V2',
  version: 'V2',
  singular: 'incident_participant_workload',
  plural: 'incident_participant_workloads',
});
const customFields = family({
  tag: 'Custom Fields V2',
  version: 'V2',
  singular: 'custom_field',
  plural: 'custom_fields',
  fields: { fixed_filter: field(anyValue(), { resp: 'opt', request: 'opt' }) },
});
const announcementRules = family({ tag: 'Announcement Rules V2', version: 'V2', singular: 'announcement_rule', plural: 'announcement_rules' });
const announcementTemplates = family({ tag: 'Announcement Templates V2', version: 'V2', singular: 'announcement_template', plural: 'announcement_templates' });
const callSessions = family({ tag: 'Call Sessions V2', version: 'V2', singular: 'call_session', plural: 'call_sessions' });
const transcripts = family({ tag: 'Call Transcript Entries V2', version: 'V2', singular: 'call_transcript_entry', plural: 'call_transcript_entries' });

const users = family({
  tag: 'Users V2',
  version: 'V2',
  singular: 'user',
  plural: 'users',
  fields: each(['is_active', 'seats'], anyValue, { resp: 'req' }),
});
const notificationRules = family({
  tag: 'Notification Rules V2',
  version: 'V2',
  singular: 'notification_rule',
  plural: 'notification_rules',
  fields: { phone: field(anyValue(), { resp: 'opt' }), method_type: field(ref('NotificationMethodType'), { resp: 'opt' }) },
});
const notificationMethods = family({
  tag: 'Notification Methods V2',
  version: 'V2',
  singular: 'notification_method',
  plural: 'notification_methods',
  fields: { phone_details: field(anyValue(), { resp: 'opt' }), method_type: field(ref('NotificationMethodType'), { resp: 'opt' }) },
});
const pagingProviders = family({ tag: 'Paging Providers V2', version: 'V2', singular: 'paging_provider', plural: 'paging_providers' });

export const v2IncidentOperations = (): BuiltOperation[] => [
  incidents.list('/v2/incidents', { params: [queryParameter('sort_by', anyValue())], rateLimit: RATE_LIMITS.incidentsReadV1V2 }),
  incidents.create('/v2/incidents', { rateLimit: INCIDENT_CREATION_LIMIT }),
  // Not in the catalogue; the per-endpoint limits table names "show incident (v2)".
  incidents.show('/v2/incidents/{id}', { rateLimit: RATE_LIMITS.incidentsReadV1V2 }),
  incidents.action('post', '/v2/incidents/{id}/actions/import_postmortem_document', 'ImportPostmortemDocument'),
  updates.create('/v2/incident_updates'),
  incidentAlerts.create('/v2/incident_alerts'),
  incidentAlerts.action('post', '/v2/incident_alerts/{id}/actions/transition', 'Transition'),
  activityLog.list('/v2/incident_activity_log_entries'),
  timelineItems.list('/v2/incident_timeline_items'),
  timelineItems.create('/v2/incident_timeline_items'),
  timelineItems.patch('/v2/incident_timeline_items/{id}'),
  participants.list('/v2/incident_participants'),
  workloads.list('/v2/incident_participant_workloads'),
  customFields.list('/v2/custom_fields'),
  customFields.create('/v2/custom_fields'),
  customFields.update('/v2/custom_fields/{id}'),
  ...announcementRules.crud('/v2/announcement_rules'),
  ...announcementTemplates.crud('/v2/announcement_templates'),
  callSessions.list('/v2/call_sessions'),
  transcripts.list('/v2/call_transcript_entries'),
  users.list('/v2/users', { params: [queryParameter('include_inactive', anyValue())] }),
  users.show('/v2/users/{id}'),
  notificationRules.list('/v2/users/{user_id}/notification_rules'),
  notificationMethods.list('/v2/users/{user_id}/notification_methods'),
  pagingProviders.show('/v2/users/{user_id}/paging_provider'),
  pagingProviders.create('/v2/users/{user_id}/paging_provider'),
];
