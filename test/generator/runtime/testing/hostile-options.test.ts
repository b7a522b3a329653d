/**
 * What a test author hands the fake: base URLs with credentials, queries or prefixes, seeds that
 * are no array, hold no ids or repeat one, example counts and seeds out of range, faults that no
 * client could read, and two fakes in one MSW server. Each is refused when given, in one line that
 * quotes no credential, or served as documented; none surfaces later as a crash mid-request or a
 * pager that never ends.
 */
import { inspect } from 'node:util';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createIncidentClient, paginate } from '../../../../generated/index.ts';
import { createFakeIncidentApi, FAKE_BASE_URL, type FakeFault } from '../../../../generated/testing.ts';
import { keyedFetch } from './kit-fixture.ts';

const KEY = 'kit-options-key-0123456789';
const fake = createFakeIncidentApi();
const server = setupServer(...fake.handlers);
const client = createIncidentClient({ apiKey: KEY });
const authorized = { authorization: `Bearer ${KEY}` };
const raw = keyedFetch(KEY);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fake.reset();
  server.resetHandlers();
});
afterAll(() => server.close());

const thrown = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
};

describe('baseUrl', () => {
  it('is refused with credentials, a query or a fragment, or when it is no http(s) URL or path, without quoting it', () => {
    const password = 'pa55-w0rd-secret';
    for (const baseUrl of [`https://user:${password}@api.test`, `https://${password}@api.test/v`, `https://api.test/?token=${password}`, `https://api.test/p#${password}`, `not a url ${password}`, `ftp://api.test/${password}`, `//api.test/${password}`, `/p?${password}`]) {
      const error = thrown(() => createFakeIncidentApi({ baseUrl }));
      expect(error).toBeInstanceOf(TypeError);
      for (const view of [String(error), inspect(error), JSON.stringify(error)]) expect([baseUrl, view]).not.toEqual([baseUrl, expect.stringContaining(password)]);
    }
  });

  it('lets two fakes share one MSW server, each answering only its own base URL', async () => {
    const first = createFakeIncidentApi({ baseUrl: 'http://first.test/api' });
    const second = createFakeIncidentApi({ baseUrl: 'http://second.test/api/' });
    server.use(...first.handlers, ...second.handlers);
    first.seed('/v2/incidents', first.examples('/v2/incidents', 2, 1));
    second.seed('/v2/incidents', second.examples('/v2/incidents', 3, 2));
    const count = async (base: string) => ((await (await fetch(`${base}/v2/incidents`, { headers: authorized })).json()) as { incidents: unknown[] }).incidents.length;
    expect([await count('http://first.test/api'), await count('http://second.test/api')]).toEqual([2, 3]);
    expect([first.requests.length, second.requests.length, fake.requests.length]).toEqual([1, 1, 0]);
  });
});

describe('seed', () => {
  it('refuses what is not an array of objects, and two records with one id (a cursor that would page onto itself)', () => {
    for (const records of [{}, 'records', null, undefined, [null], [[]], ['id'], [1]]) expect(() => fake.seed('/v2/incidents', records as never)).toThrow(TypeError);
    expect(() => fake.seed('/v2/incidents', [{ id: 'X' }, { id: 'Y' }, { id: 'X' }] as never)).toThrow(/two records have the id "X"/);
    expect(fake.records('/v2/incidents')).toEqual([]);
  });

  it('pages over records without ids by cursors that survive a deletion: every record once, none skipped', async () => {
    const records = Array.from({ length: 5 }, (_, index) => ({ alert_id: `r${index}` }));
    fake.seed('/v1/alert_notes', records as never);
    const first = (await (await raw('/v1/alert_notes?page_size=2')).json()) as { alert_notes: { alert_id: string }[]; pagination_meta: { after: string } };
    expect(first.alert_notes.map((record) => record.alert_id)).toEqual(['r0', 'r1']);
    expect((await raw('/v1/alert_notes/record-1', { method: 'DELETE' })).status).toBe(204);
    const rest = (await (await raw(`/v1/alert_notes?page_size=10&after=${first.pagination_meta.after}`)).json()) as { alert_notes: { alert_id: string }[] };
    expect(rest.alert_notes.map((record) => record.alert_id)).toEqual(['r2', 'r3', 'r4']);
    expect(await (await raw('/v1/alert_notes/record-4')).json()).toEqual({ alert_note: { alert_id: 'r3' } });
  });

  it('pages on from a cursor whose record was deleted, as a consumer that deletes each record it reads does', async () => {
    fake.seed('/v1/alert_notes', fake.examples('/v1/alert_notes', 7, 3));
    const ids = fake.records('/v1/alert_notes').map((record) => String(record.id));
    const seen: string[] = [];
    let after = '';
    for (let pages = 0; pages < 10; pages++) {
      const page = (await (await raw(`/v1/alert_notes?page_size=2${after && `&after=${after}`}`)).json()) as { alert_notes: { id: string }[]; pagination_meta: { after?: string } };
      if (page.alert_notes.length === 0) break;
      for (const note of page.alert_notes) {
        seen.push(note.id);
        expect((await raw(`/v1/alert_notes/${note.id}`, { method: 'DELETE' })).status).toBe(204);
      }
      after = page.pagination_meta.after!;
    }
    expect(seen).toEqual(ids);
    expect(fake.records('/v1/alert_notes')).toEqual([]);
    expect((await raw('/v1/alert_notes?after=never-given')).status).toBe(422);
  });

  it('finds a record seeded with a number for an id by its digits, and gives an empty id a cursor (an empty after starts the list again)', async () => {
    fake.seed('/v1/alert_notes', [{ id: 7, alert_id: 'seven' }, { id: '', alert_id: 'empty' }, { id: null, alert_id: 'null' }] as never);
    expect(await (await raw('/v1/alert_notes/7')).json()).toEqual({ alert_note: { id: 7, alert_id: 'seven' } });
    const names: string[] = [];
    let after = '';
    for (let pages = 0; pages < 5; pages++) {
      const page = (await (await raw(`/v1/alert_notes?page_size=1${after && `&after=${after}`}`)).json()) as { alert_notes: { alert_id: string }[]; pagination_meta: { after?: string } };
      if (page.alert_notes.length === 0) break;
      names.push(page.alert_notes[0]!.alert_id);
      after = page.pagination_meta.after!;
    }
    expect(names).toEqual(['seven', 'empty', 'null']);
  });

  it('refuses an apiKey no Authorization header could carry', () => {
    for (const apiKey of ['', ' ', 'two words', 'tab\tkey', 42]) expect(() => createFakeIncidentApi({ apiKey: apiKey as string })).toThrow(TypeError);
  });

  it('lets the client page to the end of seeded records without ids', async () => {
    fake.seed('/v2/incidents', Array.from({ length: 7 }, (_, index) => ({ name: `r${index}` })) as never);
    const seen: string[] = [];
    for await (const incident of paginate(client, '/v2/incidents', { pageSize: 3 })) seen.push(String((incident as unknown as { name: string }).name));
    expect(seen).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
  });
});

describe('examples', () => {
  it('refuses a count or seed that is no whole number in range, at once', () => {
    for (const count of [-1, 1.5, Number.NaN, Infinity, 2 ** 32, 1e9]) expect(() => fake.examples('/v2/incidents', count)).toThrow(RangeError);
    // 1.5 and 2 ** 32 + 1 would otherwise quietly give seed 1's records.
    for (const seed of [-1, 1.5, Number.NaN, 2 ** 32 + 1]) expect(() => fake.examples('/v2/incidents', 1, seed)).toThrow(RangeError);
    expect(fake.examples('/v2/incidents', 2, 0xffffffff)).toEqual(fake.examples('/v2/incidents', 2, 0xffffffff));
  });
});

describe('fail', () => {
  it('refuses, when queued, a fault no request could be answered with', () => {
    const refused: [FakeFault, object?][] = [
      [{ kind: 'timeout' } as never],
      [null as never],
      [{ kind: 'rate-limit', retryAfterSeconds: -1 }],
      [{ kind: 'rate-limit', retryAfterSeconds: 1.5 }],
      [{ kind: 'rate-limit', limit: 0 }],
      [{ kind: 'server-error', status: 200 as never }],
      [{ kind: 'server-error', status: 600 as never }],
      [{ kind: 'delay', ms: 2 ** 31 }],
      [{ kind: 'delay', ms: Number.NaN }],
      [{ kind: 'rate-limit' }, { times: 1.5 }],
      [{ kind: 'rate-limit' }, { times: 0 }],
    ];
    for (const [fault, scope] of refused) expect(() => fake.fail(fault, scope)).toThrow();
  });

  it('spends a whole number of calls, or every call with Infinity', async () => {
    fake.fail({ kind: 'server-error', status: 503 }, { operation: { method: 'get', path: '/v1/identity' }, times: Infinity });
    for (let call = 0; call < 3; call++) expect((await raw('/v1/identity')).status).toBe(503);
  });
});

describe('reset', () => {
  it('starts request ids again, per fake: no id depends on which tests or fakes ran first', async () => {
    const other = createFakeIncidentApi({ baseUrl: 'http://other.test' });
    server.use(...other.handlers);
    const requestId = async (base: string) => ((await (await fetch(`${base}/v1/identity`)).json()) as { request_id: string }).request_id;
    await requestId(FAKE_BASE_URL!);
    await requestId(FAKE_BASE_URL!);
    expect(await requestId('http://other.test')).toBe('fake-request-000001');
    expect(await requestId(FAKE_BASE_URL!)).toBe('fake-request-000003');
    fake.reset();
    expect(await requestId(FAKE_BASE_URL!)).toBe('fake-request-000001');
  });
});

describe('on().reply', () => {
  it('sends the headers of a reply without a body', async () => {
    fake.on('delete', '/v2/workflows/{id}').reply(() => ({ status: 204, body: undefined as never, headers: { 'x-reply': 'kept' } }));
    const response = await raw('/v2/workflows/any', { method: 'DELETE' });
    expect([response.status, response.headers.get('x-reply')]).toEqual([204, 'kept']);
  });
});
