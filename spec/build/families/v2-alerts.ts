import { parameterRef, queryParameter } from '../components/parameters.ts';
import { each, field } from '../fields.ts';
import { family, type BuiltOperation } from '../operations.ts';
import { anyValue, byName, ref } from '../schema.ts';
import { alertRouteFields } from './shared-fields.ts';

const alerts = family({
  tag: 'Alerts V2',
  singular: 'alert',
  fields: each(['tags', 'alert_group_ids'], byName, { resp: 'opt' }),
});
const tags = family({ tag: 'Alert Tags V2', singular: 'alert_tag' });
const attributes = family({
  tag: 'Alert Attributes V2',
  singular: 'alert_attribute',
  fields: { emoji: field(anyValue(), { resp: 'opt', request: 'opt' }) },
});

const ALERT_SOURCE_OPTIONAL = [
  'filter_condition_groups',
  'fixed_team_id',
  'rate_limit_sharding',
  'heartbeat_options',
  'auto_resolve_incident_alerts',
  'auto_resolve_timeout_minutes',
  'merge_strategy',
  'alert_events_url',
  'transform_expression',
];
const sources = family({
  tag: 'Alert Sources V2',
  singular: 'alert_source',
  fields: {
    source_type: field(ref('AlertSourceType'), { resp: 'opt', request: 'opt' }),
    ...each(ALERT_SOURCE_OPTIONAL, byName, { resp: 'opt' }),
    redactions: field(anyValue(), { resp: 'req' }),
    email_options: field(anyValue(), { request: 'opt' }),
    disabled: field(anyValue(), { update: 'opt' }),
  },
});
const routes = family({ tag: 'Alert Routes V2', singular: 'alert_route', fields: alertRouteFields() });
const events = family({ tag: 'Alert Events V2', singular: 'alert_event' });
const heartbeats = family({ tag: 'Heartbeats V2', singular: 'heartbeat' });

const ALERT_FILTERS = ['tags', 'updated_at', 'alert_group_id', 'attributes', 'has_notes', 'alert_source', 'include_maintenance_window'];
const authorization = parameterRef('AuthorizationHeader');

export const v2AlertOperations = (): BuiltOperation[] => [
  // The filters' types are not shown; only identifiers are known to be strings.
  ...alerts.standard('/v2/alerts', ['list', 'show'], {
    list: { params: ALERT_FILTERS.map((name) => queryParameter(name, name.endsWith('_id') ? byName(name) : anyValue())) },
  }),
  ...['Resolve', 'AddTags', 'RemoveTags', 'SetTags'].map((name) =>
    alerts.action('post', `/v2/alerts/{id}/actions/${name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()}`, name),
  ),
  tags.list('/v2/alert_tags'),
  ...attributes.standard('/v2/alert_attributes', ['list', 'create', 'update']),
  ...sources.standard('/v2/alert_sources', ['list', 'create', 'update']),
  sources.action('post', '/v2/alert_sources/actions/validate', 'Validate'),
  ...routes.standard('/v2/alert_routes', ['create', 'show', 'update']),
  events.action('post', '/v2/alert_events/http/{alert_source_config_id}', 'CreateHTTP', {
    params: [queryParameter('query', anyValue()), authorization],
  }),
  heartbeats.action('get', '/v2/heartbeat/{alert_source_config_id}/ping', 'GetPing', { params: [authorization] }),
  heartbeats.action('post', '/v2/heartbeat/{alert_source_config_id}/ping', 'PostPing', { params: [authorization] }),
];
