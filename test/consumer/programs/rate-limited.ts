// A consumer whose call meets a 429 with Retry-After: the client waits and the call succeeds.
import { strict as assert } from 'node:assert';
import { createIncidentClient } from 'incident-api-client';

const client = createIncidentClient({ apiKey: 'inc_example_key', baseUrl: process.env['INCIDENT_API_BASE_URL'] ?? '' });
const started = Date.now();
const { data } = await client.GET('/v2/alerts/{id}', { params: { path: { id: '01ALERT' } } });
const waited = Date.now() - started;
assert.equal(data.alert['id'], '01ALERT');
assert.ok(waited >= 900, `Retry-After: 1 was not honoured (answered after ${waited} ms)`);
console.log(`rate-limited: survived a 429, waited ${waited} ms`);
