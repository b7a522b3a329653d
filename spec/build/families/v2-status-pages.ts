import { each, field } from '../fields.ts';
import { family, type BuiltOperation } from '../operations.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { anyValue } from '../schema.ts';

const pages = family({ tag: 'Status Pages V2', version: 'V2', singular: 'status_page', plural: 'status_pages' });
const structures = family({
  tag: 'Status Page Structures V2',
  version: 'V2',
  singular: 'status_page_structure',
  plural: 'status_page_structures',
  fields: {
    ...each(['management_meta', 'display_uptime', 'hidden', 'display_aggregated_uptime', 'display_uptime_mode'], anyValue, { resp: 'req' }),
    ...each(['description', 'sub_page'], anyValue, { resp: 'opt' }),
  },
});
const components = family({ tag: 'Status Page Components V2', version: 'V2', singular: 'status_page_component', plural: 'status_page_components' });
const incidents = family({ tag: 'Status Page Incidents V2', version: 'V2', singular: 'status_page_incident', plural: 'status_page_incidents' });
const incidentUpdates = family({
  tag: 'Status Page Incident Updates V2',
  version: 'V2',
  singular: 'status_page_incident_update',
  plural: 'status_page_incident_updates',
});
const maintenances = family({
  tag: 'Status Page Maintenances V2',
  version: 'V2',
  singular: 'status_page_maintenance',
  plural: 'status_page_maintenances',
  fields: { automate_maintenance_status: field(anyValue(), { resp: 'req', create: 'opt' }) },
});
const maintenanceUpdates = family({
  tag: 'Status Page Maintenance Updates V2',
  version: 'V2',
  singular: 'status_page_maintenance_update',
  plural: 'status_page_maintenance_updates',
});
const retrospectives = family({
  tag: 'Status Page Retrospective Incidents V2',
  version: 'V2',
  singular: 'status_page_retrospective_incident',
  plural: 'status_page_retrospective_incidents',
});

export const v2StatusPageOperations = (): BuiltOperation[] => [
  pages.list('/v2/status_pages'),
  pages.show('/v2/status_pages/{status_page_id}'),
  pages.action('get', '/v2/status_pages/{status_page_id}/components/{component_id}/availability', 'ShowComponentAvailability'),
  structures.show('/v2/status_page_structures/{status_page_id}'),
  ...components.crud('/v2/status_page_components'),
  incidents.list('/v2/status_page_incidents'),
  incidents.create('/v2/status_page_incidents'),
  incidents.show('/v2/status_page_incidents/{status_page_incident_id}'),
  incidents.update('/v2/status_page_incidents/{status_page_incident_id}'),
  incidentUpdates.create('/v2/status_page_incident_updates'),
  maintenances.list('/v2/status_page_maintenances'),
  maintenances.create('/v2/status_page_maintenances'),
  maintenances.show('/v2/status_page_maintenances/{status_page_maintenance_id}'),
  maintenances.update('/v2/status_page_maintenances/{status_page_maintenance_id}'),
  maintenances.remove('/v2/status_page_maintenances/{status_page_maintenance_id}'),
  maintenanceUpdates.create('/v2/status_page_maintenance_updates'),
  retrospectives.create('/v2/status_page_retrospective_incidents', { rateLimit: RATE_LIMITS.retrospectiveIncidentCreateV2 }),
];
