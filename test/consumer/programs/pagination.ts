// A consumer walking a list that spans several pages, under plain node.
import { strict as assert } from 'node:assert';
import { createIncidentClient, paginate } from 'incident-api-client';

const client = createIncidentClient({ apiKey: 'inc_example_key', baseUrl: process.env['INCIDENT_API_BASE_URL'] ?? '' });
const ids: string[] = [];
// Records are typed as far as the reference shows them: `id` is not among the fields it lists.
for await (const incident of paginate(client, '/v2/incidents', { pageSize: 3 })) ids.push(String(incident['id']));
assert.deepEqual(ids, ['01INC0-0', '01INC0-1', '01INC0-2', '01INC1-0', '01INC1-1', '01INC1-2', '01INC2-0']);
console.log(`pagination: ${ids.length} records over 3 pages`);
