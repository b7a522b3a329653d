import { queryParameter } from '../components/parameters.ts';
import { each, field } from '../fields.ts';
import { family, type BuiltOperation } from '../operations.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { anyValue, byName, integer, ref } from '../schema.ts';
import { alertRouteFields, followUpFields } from './shared-fields.ts';

const alertRoutes = family({
  tag: 'Alert Routes V3',
  singular: 'alert_route',
  fields: { ...alertRouteFields(), ...each(['ai_enabled', 'group_alerts_summary', 'incident_template'], anyValue, { resp: 'opt', request: 'opt' }) },
});
const sourceAttributes = family({ tag: 'Alert Source Attributes V3', singular: 'alert_source_attribute' });
const forms = family({ tag: 'Incident Forms V3', singular: 'incident_form' });
const followUps = family({ tag: 'Follow-ups V3', singular: 'follow_up', fields: followUpFields() });
const actions = family({ tag: 'Actions V3', singular: 'action' });
const catalogEntries = family({
  tag: 'Catalog Entries V3',
  singular: 'catalog_entry',
  plural: 'catalog_entries',
  fields: {
    engine_resource_type: field(anyValue(), { resp: 'req' }),
    is_team_type: field(anyValue(), { resp: 'opt' }),
    owning_team_ids: field(byName('owning_team_ids'), { resp: 'opt' }),
    icon: field(ref('CatalogIcon'), { resp: 'opt', request: 'opt' }),
  },
  listExtras: { total_record_count: integer() },
});
const catalogTypes = family({
  tag: 'Catalog Types V3',
  singular: 'catalog_type',
  fields: {
    owning_team_ids: field(byName('owning_team_ids'), { resp: 'opt', request: 'opt' }),
    icon: field(ref('CatalogIcon'), { resp: 'opt', request: 'opt' }),
  },
});
const teams = family({
  tag: 'Teams V3',
  singular: 'team',
  fields: { external_id: field(byName('external_id'), { resp: 'opt' }) },
});

export const v3Operations = (): BuiltOperation[] => [
  ...alertRoutes.crud('/v3/alert_routes'),
  sourceAttributes.action('post', '/v3/alert_sources/{alert_source_id}/attributes/actions/validate', 'Validate'),
  ...forms.crud('/v3/incident_forms'),
  ...followUps.crud('/v3/follow_ups'),
  followUps.action('post', '/v3/follow_ups/{id}/actions/connect_external_issue', 'ConnectExternalIssue'),
  followUps.action('post', '/v3/follow_ups/actions/create_from_link', 'CreateFromLink'),
  ...actions.crud('/v3/actions'),
  // PUT /v3/catalog_entries/{id} is not in the catalogue; the per-endpoint limits table names "Update catalog entry (v3)".
  ...catalogEntries.standard('/v3/catalog_entries', ['list', 'show', 'update'], {
    show: { params: [queryParameter('expand', anyValue())] },
    update: { rateLimit: RATE_LIMITS.catalogEntryUpdateV3 },
  }),
  ...catalogTypes.standard('/v3/catalog_types', ['create', 'update']),
  ...teams.standard('/v3/teams', ['list', 'show']),
];
