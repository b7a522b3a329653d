// A consumer reading a 422's field errors through fieldErrors().
import { strict as assert } from 'node:assert';
import { createIncidentClient, IncidentApiError, ValidationError } from 'incident-api-client';

const client = createIncidentClient({ apiKey: 'inc_example_key', baseUrl: process.env['INCIDENT_API_BASE_URL'] ?? '' });
try {
  await client.POST('/v2/incidents', { body: { idempotency_key: 'k1', visibility: 'public' } });
  assert.fail('a 422 must throw');
} catch (error) {
  assert.ok(error instanceof IncidentApiError && error instanceof ValidationError, String(error));
  assert.equal(error.status, 422);
  assert.deepEqual(error.fieldErrors(), { name: ['name is required'], severity_id: ['unknown severity'] });
  console.log(`validation: ${error.status} ${JSON.stringify(error.fieldErrors())}`);
}
