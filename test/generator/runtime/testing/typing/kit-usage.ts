/**
 * Compiled, never run (kit-types.test.ts compiles it with TypeScript 5.9 and 7.0): each
 * `@ts-expect-error` marks a use of the test kit that must NOT compile. TypeScript fails the
 * build when a marked line compiles after all, so a kit whose types went loose is caught.
 */
import { createFakeIncidentApi, signWebhookDelivery } from '../../../../../generated/testing.ts';

const fake = createFakeIncidentApi();
const [incident] = fake.examples('/v2/incidents', 1);
fake.seed('/v2/incidents', [incident!]);
fake.on('get', '/v1/identity').reply(() => ({ status: 200, body: { identity: { name: 'n', roles: [], team_roles: [], teams: [], dashboard_url: 'https://example.com' } } }));
void signWebhookDelivery({ event: 'schedule.updated_v1', secret: 'whsec_AAAA' });

// @ts-expect-error a list's records are typed: a date-time is no number (this line compiles if they were `never`)
const wrong: number = incident!.last_activity_at;
void wrong;
// @ts-expect-error a path the API does not have
fake.seed('/v2/incident', []);
// @ts-expect-error a path that is not a list
fake.seed('/v1/identity', []);
// @ts-expect-error a record the list's type refuses (team_ids is a list of strings)
fake.seed('/v2/incidents', [{ ...incident!, team_ids: 42 }]);
// @ts-expect-error a method the path does not have
fake.on('delete', '/v1/identity');
// @ts-expect-error a status the operation does not declare
fake.on('get', '/v1/identity').reply(() => ({ status: 418, body: {} }));
// @ts-expect-error a body that is not the operation's
fake.on('get', '/v1/identity').reply(() => ({ status: 200, body: { identity: { name: 42 } } }));
// @ts-expect-error an event the API does not send
void signWebhookDelivery({ event: 'schedule.renamed_v9', secret: 'whsec_AAAA' });
// @ts-expect-error a payload the event's type refuses
void signWebhookDelivery({ event: 'schedule.updated_v1', payload: { event_type: 42 }, secret: 'whsec_AAAA' });
