import { queryParameter } from '../components/parameters.ts';
import { anyValue, arrayOf, byName, integer, objectWith, ref, string, timestamp, type Schema } from '../schema.ts';
import { each, field } from '../fields.ts';
import { family, type BuiltOperation } from '../operations.ts';
import { RATE_LIMITS } from '../rate-limits.ts';

const identity = family({ tag: 'Identity V1', singular: 'identity', plural: 'identities' });

export const identitySchemas: Record<string, Schema> = {
  IdentityV1: objectWith(
    {
      name: string({ description: 'Name of the API key' }),
      roles: arrayOf(ref('RoleName')),
      team_roles: arrayOf(ref('TeamRoleNameResult')),
      teams: arrayOf(anyValue('Element structure not shown')),
      dashboard_url: string({ description: 'URL of the dashboard' }),
    },
    ['team_roles', 'teams'],
  ),
  IdentityResultV1: objectWith({ identity: ref('IdentityV1') }, ['identity']),
  ApiKeyRoleEntryV1: objectWith(
    { name: ref('RoleName') },
    [],
    "An entry of an API key's roles in responses (the property that holds the entries is not shown)",
  ),
};

const apiKeys = family({
  tag: 'API Keys V1',
  singular: 'api_key',
  fields: {
    comments: field(string(), { resp: 'opt', request: 'opt' }),
    last_used_at: field(timestamp(), { resp: 'opt' }),
    role_names: field(arrayOf(ref('RoleName')), { request: 'opt' }),
    team_role_names: field(arrayOf(ref('TeamRoleName')), { request: 'opt' }),
  },
});

const maintenanceWindows = family({
  tag: 'Maintenance Windows V1',
  singular: 'maintenance_window',
  fields: { owning_team_ids: field(byName('owning_team_ids'), { resp: 'opt', request: 'opt' }) },
});

const alertNotes = family({
  tag: 'Alert Notes V1',
  singular: 'alert_note',
  fields: each(['alert_id', 'alert_group_id'], byName, { resp: 'opt', request: 'opt' }),
});

const attachments = family({
  tag: 'Incident Attachments V1',
  singular: 'incident_attachment',
  fields: {
    resource_type: field(ref('IncidentAttachmentResourceType'), { resp: 'opt', request: 'opt' }),
    ...each(['url', 'emoji', 'title', 'external_id'], byName, { request: 'opt' }),
  },
});

const statuses = family({
  tag: 'Incident Statuses V1',
  singular: 'incident_status',
  plural: 'incident_statuses',
  fields: { rank: field(integer(), { request: 'opt' }) },
});

const templates = family({ tag: 'Incident Templates V1', singular: 'incident_template' });
const teamMemberships = family({ tag: 'Incident Team Memberships V1', singular: 'incident_team_membership' });

const types = family({
  tag: 'Incident Types V1',
  singular: 'incident_type',
  fields: { owning_team_ids: field(byName('owning_team_ids'), { resp: 'opt' }) },
});

const postmortems = family({
  tag: 'Postmortem Documents V1',
  singular: 'postmortem_document',
  fields: { type: field(anyValue(), { resp: 'req' }) },
});

const actions = family({ tag: 'Actions V1', singular: 'action' });
const ipRanges = family({ tag: 'IP Ranges V1', singular: 'ip_range' });
const incidents = family({ tag: 'Incidents V1', singular: 'incident' });

const force = queryParameter('force', anyValue());

export const v1Operations = (): BuiltOperation[] => [
  identity.action('get', '/v1/identity', 'Show', { summary: 'Show the identity of the API key', response: ref('IdentityResultV1') }),
  ...apiKeys.crud('/v1/api_keys'),
  apiKeys.action('post', '/v1/api_keys/{id}/actions/rotate', 'Rotate'),
  ...maintenanceWindows.crud('/v1/maintenance_windows', { remove: { params: [force] } }),
  ...alertNotes.crud('/v1/alert_notes', { list: { params: ['alert_id', 'alert_group_id'].map((name) => queryParameter(name, byName(name))) } }),
  ...attachments.standard('/v1/incident_attachments', ['list', 'create'], {
    list: { params: [queryParameter('resource_type', ref('IncidentAttachmentResourceType'), true)] },
  }),
  ...statuses.standard('/v1/incident_statuses', ['create', 'update']),
  ...templates.crud('/v1/incident_templates'),
  templates.action('post', '/v1/incident_templates/actions/validate', 'Validate'),
  teamMemberships.create('/v1/incident_team_memberships'),
  teamMemberships.action('post', '/v1/incident_team_memberships/actions/revoke', 'Revoke'),
  ...types.standard('/v1/incident_types', ['list', 'show']),
  ...postmortems.standard('/v1/postmortem_documents', ['list', 'show', 'update']),
  postmortems.action('get', '/v1/postmortem_documents/{id}/content', 'ShowContent', { rateLimit: RATE_LIMITS.postmortemContentV1 }),
  postmortems.action('post', '/v1/postmortem_documents/actions/attach', 'Attach'),
  ...actions.standard('/v1/actions', ['list', 'show']),
  ipRanges.action('get', '/v1/ip_ranges', 'List', { summary: 'List the address ranges of webhook delivery and outgoing workflow HTTP steps' }),
  // Not in the catalogue; the per-endpoint limits table names "List incidents (v1)".
  incidents.list('/v1/incidents', { rateLimit: RATE_LIMITS.incidentsReadV1V2 }),
];
