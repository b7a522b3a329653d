// The consumer the landing checks compile (tsc, strict) against each installed version and run
// under node: a list paged through and a 422's field errors, against the loopback API.
import { createIncidentClient, IncidentApiError, paginate } from 'incident-api-client';

declare const process: { env: Record<string, string | undefined> };

const client = createIncidentClient({ apiKey: 'inc_example_key', baseUrl: process.env['INCIDENT_API_BASE_URL'] ?? '', logLevel: 'off' });
const ids: string[] = [];
for await (const incident of paginate(client, '/v2/incidents', { pageSize: 3 })) ids.push(String((incident as Record<string, unknown>)['id']));
let fieldErrors: Record<string, string[]> | undefined;
try {
  await client.POST('/v2/incidents', { body: { idempotency_key: 'k1', visibility: 'public' } });
} catch (error) {
  if (!(error instanceof IncidentApiError)) throw error;
  fieldErrors = error.fieldErrors();
}
console.log(JSON.stringify({ ids, fieldErrors }));
