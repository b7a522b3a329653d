/**
 * The test kit's fake, served by MSW as a consumer's tests serve it, driven through the generated
 * client: pagination, the documented request rules, records, overrides and the recorded requests.
 */
import { inspect } from 'node:util';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createIncidentClient, paginate } from '../../../../generated/index.ts';
import { createFakeIncidentApi, fakeOperations, FAKE_BASE_URL } from '../../../../generated/testing.ts';

const KEY = 'kit-test-key-0123456789';
const fake = createFakeIncidentApi();
const server = setupServer(...fake.handlers);
const client = createIncidentClient({ apiKey: KEY });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fake.reset());
afterAll(() => server.close());

const raw = (path: string, init: RequestInit = {}) => fetch(`${FAKE_BASE_URL}${path}`, init);
const authorized = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };

describe('lists', () => {
  it('pages through every seeded record with the cursor the last page gave, in order', async () => {
    const seeded = fake.examples('/v2/incidents', 60, 7);
    fake.seed('/v2/incidents', seeded);
    const seen: string[] = [];
    for await (const incident of paginate(client, '/v2/incidents', { pageSize: 25 })) seen.push(String(incident.id));
    expect(seen).toEqual(seeded.map((incident) => String(incident.id)));
    expect(fake.requests.map((request) => request.query)).toEqual([
      { page_size: '25' },
      { page_size: '25', after: String(seeded[24]!.id) },
      { page_size: '25', after: String(seeded[49]!.id) },
    ]);
  });

  it('answers page_size and an empty list, and refuses a page_size that is no whole number from 1 and a cursor it never gave', async () => {
    fake.seed('/v2/incidents', fake.examples('/v2/incidents', 3));
    const page = await client.GET('/v2/incidents', { params: { query: { page_size: 2 } } });
    expect(page.data?.incidents).toHaveLength(2);
    expect(page.data?.pagination_meta).toMatchObject({ page_size: 2 });
    for (const pageSize of ['0', '2.5', 'many']) {
      const refused = await raw(`/v2/incidents?page_size=${pageSize}`, { headers: authorized });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({ type: 'validation_error', errors: [{ source: { field: 'page_size' } }] });
    }
    const stranger = await raw('/v2/incidents?after=not-a-cursor', { headers: authorized });
    expect(stranger.status).toBe(422);
    expect(await stranger.json()).toMatchObject({ errors: [{ source: { field: 'after' } }] });
    const empty = await raw('/v2/alerts', { headers: authorized });
    expect(await empty.json()).toMatchObject({ alerts: [], pagination_meta: { page_size: 25 } });
  });

  it('gives the same example records for the same seed and others for another', () => {
    const [a, b, c] = [fake.examples('/v2/incidents', 5, 1), fake.examples('/v2/incidents', 5, 1), fake.examples('/v2/incidents', 5, 2)];
    expect(a).toEqual(b);
    expect(new Set(a.map((record) => record.id)).size).toBe(5);
    expect(a.map((record) => record.id)).not.toEqual(c.map((record) => record.id));
  });
});

describe('the documented request rules', () => {
  it('answers a request without a key, or with another key than the one set, 401 in the documented body', async () => {
    const missing = await raw('/v1/identity');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ type: 'authentication_error', status: 401, errors: [{ code: 'missing_authorization_material' }] });
    const strict = createFakeIncidentApi({ apiKey: 'the-only-key-1234', baseUrl: 'http://strict.test' });
    server.use(...strict.handlers);
    expect((await fetch('http://strict.test/v1/identity', { headers: { authorization: 'Bearer another-key-5678' } })).status).toBe(401);
    expect((await fetch('http://strict.test/v1/identity', { headers: { authorization: 'Bearer the-only-key-1234' } })).status).toBe(200);
    server.resetHandlers();
  });

  it('names every missing required field in a 422, each in source.field', async () => {
    const operation = fakeOperations.find((candidate) => candidate.method === 'post' && (candidate.required?.length ?? 0) >= 2)!;
    const response = await raw(operation.path, { method: 'POST', headers: authorized, body: '{}' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { type: string; errors: Array<{ code: string; source: { field: string } }> };
    expect(body.type).toBe('validation_error');
    expect(body.errors.map((error) => [error.code, error.source.field])).toEqual(operation.required!.map((field) => ['is_required', field]));
  });
});

describe('records', () => {
  it('creates once per idempotency key, then shows, updates and deletes that record', async () => {
    fake.seed('/v1/alert_notes', []);
    const body = { alert_id: 'A1', content: 'first note', idempotency_key: 'same-key' };
    const first = await raw('/v1/alert_notes', { method: 'POST', headers: authorized, body: JSON.stringify(body) });
    const again = await raw('/v1/alert_notes', { method: 'POST', headers: authorized, body: JSON.stringify(body) });
    const created = ((await first.json()) as { alert_note: { id: string } }).alert_note;
    expect(((await again.json()) as { alert_note: { id: string } }).alert_note.id).toBe(created.id);
    expect(fake.records('/v1/alert_notes')).toHaveLength(1);
    const shown = await raw(`/v1/alert_notes/${created.id}`, { headers: authorized });
    expect(((await shown.json()) as { alert_note: { id: string } }).alert_note.id).toBe(created.id);
    expect((await raw(`/v1/alert_notes/${created.id}`, { method: 'DELETE', headers: authorized })).ok).toBe(true);
    expect(fake.records('/v1/alert_notes')).toHaveLength(0);
    expect((await raw(`/v1/alert_notes/${created.id}`, { headers: authorized })).status).toBe(404);
  });

  it('shows a seeded incident through the client, and 404s an unknown id', async () => {
    const [incident] = fake.examples('/v2/incidents', 1, 3);
    fake.seed('/v2/incidents', [incident!]);
    const shown = await client.GET('/v2/incidents/{id}', { params: { path: { id: String(incident!.id) } } });
    expect(shown.data?.incident['id']).toBe(incident!.id);
    expect((await raw('/v2/incidents/nobody', { headers: authorized })).status).toBe(404);
  });

  it('lets a test answer an operation itself, typed by the operation', async () => {
    fake.on('get', '/v1/identity').reply(() => ({ status: 200, body: { identity: { name: 'overridden', roles: [], team_roles: [], teams: [], dashboard_url: 'https://example.com' } } }));
    expect((await client.GET('/v1/identity')).data?.identity.name).toBe('overridden');
    expect(() => fake.on('get' as never, '/v9/nowhere' as never)).toThrow(/not an operation/);
  });
});

describe('bodies from outside', () => {
  it('keeps a __proto__ key of a seeded record and of an update as data: the update lands in it, no object gains a prototype', async () => {
    const [note] = fake.examples('/v1/alert_notes', 1, 5);
    const hostile = JSON.parse(JSON.stringify(note).replace(/^\{/, '{"__proto__":{"seeded":true},')) as typeof note;
    fake.seed('/v1/alert_notes', [hostile!]);
    const update = await raw(`/v1/alert_notes/${String(note!.id)}`, { method: 'PUT', headers: authorized, body: '{"__proto__":{"polluted":true}}' });
    expect(update.status).toBe(200);
    const [stored] = fake.records('/v1/alert_notes') as unknown as Record<string, unknown>[];
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(stored, '__proto__')?.value).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('recorded requests', () => {
  it('keeps method, paths, query and body, and never the API key, however the record is read', async () => {
    await client.GET('/v2/incidents', { params: { query: { page_size: 3 } } });
    const [request] = fake.requests;
    expect(request).toMatchObject({ operationId: expect.any(String), method: 'GET', path: '/v2/incidents', urlPath: '/v2/incidents', query: { page_size: '3' } });
    expect(request!.headers['authorization']).toBe('Bearer [redacted]');
    for (const shown of [JSON.stringify(fake.requests), inspect(fake.requests, { depth: 10 }), String(Object.values(request!.headers))]) expect(shown).not.toContain(KEY);
  });
});
