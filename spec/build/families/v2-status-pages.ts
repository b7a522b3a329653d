import { each, field } from '../fields.ts';
import { family, type BuiltOperation } from '../operations.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { anyValue } from '../schema.ts';

const pages = family({ tag: 'Status Pages V2', singular: 'status_page' });
const structures = family({
  tag: 'Status Page Structures V2',
  singular: 'status_page_structure',
  fields: {
    ...each(['management_meta', 'display_uptime', 'hidden', 'display_aggregated_uptime', 'display_uptime_mode'], anyValue, { resp: 'req' }),
    ...each(['description', 'sub_page'], anyValue, { resp: 'opt' }),
  },
});
const components = family({ tag: 'Status Page Components V2', singular: 'status_page_component' });
const incidents = family({ tag: 'Status Page Incidents V2', singular: 'status_page_incident' });
const incidentUpdates = family({
  tag: 'Status Page Incident Updates V2',
  singular: 'status_page_incident_update',
});
const maintenances = family({
  tag: 'Status Page Maintenances V2',
  singular: 'status_page_maintenance',
  fields: { automate_maintenance_status: field(anyValue(), { resp: 'req', create: 'opt' }) },
});
const maintenanceUpdates = family({
  tag: 'Status Page Maintenance Updates V2',
  singular: 'status_page_maintenance_update',
});
const retrospectives = family({
  tag: 'Status Page Retrospective Incidents V2',
  singular: 'status_page_retrospective_incident',
});

export const v2StatusPageOperations = (): BuiltOperation[] => [
  ...pages.standard('/v2/status_pages', ['list', 'show'], { item: '/v2/status_pages/{status_page_id}' }),
  pages.action('get', '/v2/status_pages/{status_page_id}/components/{component_id}/availability', 'ShowComponentAvailability'),
  structures.show('/v2/status_page_structures/{status_page_id}'),
  ...components.crud('/v2/status_page_components'),
  ...incidents.standard('/v2/status_page_incidents', ['list', 'create', 'show', 'update'], { item: '/v2/status_page_incidents/{status_page_incident_id}' }),
  incidentUpdates.create('/v2/status_page_incident_updates'),
  ...maintenances.crud('/v2/status_page_maintenances', { item: '/v2/status_page_maintenances/{status_page_maintenance_id}' }),
  maintenanceUpdates.create('/v2/status_page_maintenance_updates'),
  retrospectives.create('/v2/status_page_retrospective_incidents', { rateLimit: RATE_LIMITS.retrospectiveIncidentCreateV2 }),
];
