/**
 * The fake meets requests a consumer's code may really send: ids that are escapes, slashes, `..`
 * or object-prototype names, repeated query keys, page sizes that only look like numbers, every
 * form of the Authorization header, and an API key sent where it should not be. None may crash the
 * fake (a 500 from MSW), and the key must reach no recorded request in any encoding.
 */
import { inspect } from 'node:util';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeApi, type FakeOperation } from '../../../../generated/runtime/testing/index.ts';
import { createFakeIncidentApi, FAKE_BASE_URL } from '../../../../generated/testing.ts';
import { keyedFetch } from './kit-fixture.ts';

const KEY = 'kit+hostile/key=0123456789';
const fake = createFakeIncidentApi();
const keyed = createFakeIncidentApi({ baseUrl: 'http://keyed.test/prefix/', apiKey: KEY });
/** A document whose paths hold what MSW's path syntax reads as patterns, and parameter names MSW would spell alike. */
const oddOperations: FakeOperation[] = [
  { operationId: 'batch', method: 'get', path: '/v1/things:batch', status: 200, example: { op: 'batch' } },
  { operationId: 'star', method: 'get', path: '/v1/all*', status: 200, example: { op: 'star' } },
  { operationId: 'pair', method: 'get', path: '/v1/pair/{a-b}/{a_b}', status: 200, example: { op: 'pair' } },
];
const odd = createFakeApi(oddOperations, 'http://odd.test');
const server = setupServer(...fake.handlers, ...keyed.handlers, ...odd.handlers);
const authorized = { authorization: `Bearer ${KEY}` };
const raw = keyedFetch(KEY);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fake.reset();
  keyed.reset();
  odd.reset();
});
afterAll(() => server.close());

describe('path parameters', () => {
  it('finds a record by any id, decoded exactly once, and answers a malformed escape 404 rather than crashing', async () => {
    const ids = ['a%b', '50%25', 'a/b', '..x', '__proto__', 'constructor', 'hasOwnProperty', 'é ü', 'a+b'];
    fake.seed('/v2/incidents', ids.map((id) => ({ id }) as never));
    for (const id of ids) {
      const response = await raw(`/v2/incidents/${encodeURIComponent(id)}`);
      expect([id, response.status]).toEqual([id, 200]);
      expect(await response.json()).toEqual({ incident: { id } });
    }
    for (const malformed of ['%E0%A4%A', '%', '%zz']) {
      const response = await raw(`/v2/incidents/${malformed}`);
      expect([malformed, response.status]).toEqual([malformed, 404]);
    }
  });

  it('serves under a base URL with a path prefix and a trailing slash, and nothing outside the prefix', async () => {
    const served = await fetch('http://keyed.test/prefix/v1/identity', { headers: authorized });
    expect(served.status).toBe(200);
    const outside = fetch('http://keyed.test/v1/identity', { headers: authorized });
    await expect(outside).rejects.toThrow();
  });
});

describe('document paths', () => {
  it('are matched literally, and each parameter keeps its own name', async () => {
    const op = async (path: string) => {
      const response = await fetch(`http://odd.test${path}`, { headers: authorized }).catch(() => undefined);
      return response?.status === 200 ? ((await response.json()) as { op: string }).op : `unserved ${response?.status ?? 'error'}`;
    };
    expect(await op('/v1/things:batch')).toBe('batch');
    expect(await op('/v1/thingsXbatch')).toMatch(/^unserved/);
    expect(await op('/v1/all*')).toBe('star');
    expect(await op('/v1/allsorts')).toMatch(/^unserved/);
    expect(await op('/v1/pair/one/two')).toBe('pair');
    odd.on('get' as never, '/v1/pair/{a-b}/{a_b}' as never).reply(({ params }) => ({ status: 200, body: params }) as never);
    expect(await (await fetch('http://odd.test/v1/pair/one/two', { headers: authorized })).json()).toEqual({ 'a-b': 'one', a_b: 'two' });
  });
});

describe('query strings', () => {
  it('records every value of a repeated key, in order, and one value as a string', async () => {
    await raw('/v2/incidents?status=a&page_size=2&status=b&status=c');
    expect(fake.requests[0]!.query).toEqual({ status: ['a', 'b', 'c'], page_size: '2' });
  });

  it('takes page_size only as plain digits within the limits', async () => {
    fake.seed('/v2/incidents', fake.examples('/v2/incidents', 3));
    for (const pageSize of [' 2', '2 ', '0x2', '1e1', '+2', '-1', '2.0', '', '0', '9007199254740993']) {
      const response = await raw(`/v2/incidents?page_size=${encodeURIComponent(pageSize)}`);
      expect([pageSize, response.status]).toEqual([pageSize, 422]);
    }
    const huge = await raw('/v2/incidents?page_size=1000000000');
    expect(huge.status).toBe(200);
    expect(((await huge.json()) as { incidents: unknown[] }).incidents).toHaveLength(3);
  });
});

describe('request bodies', () => {
  it('writes a record only from an object: null, an array or a scalar body creates and changes nothing', async () => {
    const [note] = fake.examples('/v1/alert_notes', 1, 4);
    fake.seed('/v1/alert_notes', [note!]);
    const json = { 'content-type': 'application/json' };
    for (const body of ['null', '[]', '[{"alert_id":"x"}]', '"text"', '7', 'true']) {
      const created = await raw('/v1/alert_notes', { method: 'POST', headers: json, body });
      expect([body, created.status]).toEqual([body, 400]);
      expect(await created.json()).toMatchObject({ type: 'bad_request', errors: [{ code: 'invalid_body' }] });
      const updated = await raw(`/v2/workflows/any`, { method: 'PUT', headers: json, body });
      expect([body, updated.status]).toEqual([body, 400]);
    }
    expect(fake.records('/v1/alert_notes')).toEqual([note]);
  });

  it('records a body nested far past the call stack, and answers it', async () => {
    const deep = `{"alert_id":${'['.repeat(100_000)}"${KEY}"${']'.repeat(100_000)}}`;
    const response = await raw('/v1/alert_notes', { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    expect(response.status).toBe(200);
    let body = (fake.requests[0]!.body as { alert_id: unknown }).alert_id;
    for (let depth = 0; depth < 100_000; depth++) body = (body as unknown[])[0];
    expect(body).toBe('[redacted]');
  });
});

describe('the Authorization header', () => {
  it('accepts the Bearer scheme in any case and spacing, and refuses an empty or other token or scheme', async () => {
    const status = async (authorization: string | undefined) =>
      (await fetch('http://keyed.test/prefix/v1/identity', { headers: authorization === undefined ? {} : { AuThOrIzAtIoN: authorization } })).status;
    for (const accepted of [`Bearer ${KEY}`, `bearer ${KEY}`, `BEARER   ${KEY}`, `Bearer ${KEY}   `]) expect([accepted, await status(accepted)]).toEqual([accepted, 200]);
    for (const refused of [undefined, '', 'Bearer', 'Bearer ', `Basic ${btoa(`${KEY}:`)}`, `Bearer ${KEY}x`, `Bearer ${KEY} extra`, KEY]) {
      expect([refused, await status(refused)]).toEqual([refused, 401]);
    }
  });
});

describe('the API key in recorded requests', () => {
  const encodings = (secret: string) => [secret, encodeURIComponent(secret), btoa(secret), btoa(secret).replace(/=+$/, ''), btoa(secret).replace(/\+/g, '-').replace(/\//g, '_')];

  it('is redacted wherever a request carries it, raw, URL-encoded or base64, whether the fake was given it or only sent it', async () => {
    for (const [target, baseUrl] of [
      [keyed, 'http://keyed.test/prefix'],
      [fake, FAKE_BASE_URL!],
    ] as const) {
      const query = `?api_key=${encodeURIComponent(KEY)}&raw=${KEY}&b64=${btoa(KEY)}&basic=${encodeURIComponent(btoa(`user:${KEY}`))}&${encodeURIComponent(KEY)}=1`;
      const headers = { ...authorized, 'X-Api-Key': KEY, Cookie: `session=${encodeURIComponent(KEY)}`, 'X-Basic': `Basic ${btoa(`me:${KEY}`)}`, 'content-type': 'application/json' };
      const body = JSON.stringify({ name: `incident ${KEY}`, nested: [{ [KEY]: btoa(`x${KEY}yz`) }], summary: encodeURIComponent(KEY) });
      await fetch(`${baseUrl}/v2/incidents/${encodeURIComponent(KEY)}${query}`, { headers });
      await fetch(`${baseUrl}/v2/incidents`, { method: 'POST', headers, body });
      await fetch(`${baseUrl}/v2/incidents`, { method: 'POST', headers: { ...headers, 'content-type': 'text/plain' }, body: `not json ${KEY}` });
      expect(target.requests).toHaveLength(3);
      const views = [JSON.stringify(target.requests), inspect(target.requests, { depth: null }), String(target.requests.map((request) => Object.values(request)))];
      for (const view of views) for (const encoded of encodings(KEY)) expect(view).not.toContain(encoded);
      // base64 of the key inside longer text (user:key) at every alignment: no 8-character run of any alignment survives.
      for (const offset of ['', 'x', 'xy']) {
        const core = btoa(`${offset}${KEY}`).slice(4, 12);
        for (const view of views) expect(view).not.toContain(core);
      }
      expect(JSON.stringify(target.requests)).toContain('[redacted]');
    }
  });
});
