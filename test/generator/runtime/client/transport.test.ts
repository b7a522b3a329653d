/**
 * transport.ts against openapi-fetch itself: every call goes through `createClient(settings)[method]`
 * and through `createTransport(settings)` to one loopback server, and what the server receives
 * (method, URL, raw headers in order, body bytes), the Request handed to `fetch` (its RequestInit
 * fields and the keys copied onto it) and what the call resolves or throws must be the same. The
 * inputs attack every position: the base URL, path parameters, the query, headers at each level,
 * the body and its serializer, RequestInit keys, and each 2xx response shape under each `parseAs`
 * (the only responses the transport reads: the pipeline's `fetch` throws a typed error for any other,
 * so those are compared below, through both clients).
 * Then the same calls through the whole pipeline: createIncidentClient (openapi-fetch underneath)
 * against the same path-style client built on this transport (as createIncidentClientWith builds
 * its call), retries and typed errors included.
 */
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../../../generator/runtime/client/client.ts';
import { serializeQuery } from '../../../../generator/runtime/client/filters.ts';
import type { ClientOptions } from '../../../../generator/runtime/client/options.ts';
import { indexOperations, pathStyleClient } from '../../../../generator/runtime/client/path-style.ts';
import { createTransport, type Send, type TransportSettings } from '../../../../generator/runtime/client/transport.ts';
import { startLoopbackServer, type LoopbackServer } from '../../../support/loopback.ts';
import { API_KEY, apiError, faultServers, inOrder, VirtualClock, type Step } from './fault-server.ts';
import { createIncidentClient, fixtureTables } from './fixture.ts';

interface Received {
  method: string;
  url: string;
  rawHeaders: string[];
  body: string;
}

let server: LoopbackServer;
const received: Received[] = [];
const BINARY = Buffer.from(Array.from({ length: 256 }, (_, index) => index));

/** `/respond/<shape>` answers with that shape; any other path with a small JSON body. */
const RESPONSES: Record<string, { status: number; headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean }> = {
  json: { status: 200, headers: { 'content-type': 'application/json' }, body: '{"incidents":[{"id":"01","name":"é ☃"}],"n":1.5}' },
  'json-chunked': { status: 200, headers: { 'content-type': 'application/json' }, body: '{"a":[1,2,{"b":null}]}', chunked: true },
  'empty-chunked': { status: 200, body: '', chunked: true },
  'invalid-json': { status: 200, headers: { 'content-type': 'application/json' }, body: '{"a": nope' },
  'invalid-json-chunked': { status: 200, body: 'not json at all', chunked: true },
  'no-content': { status: 204 },
  'length-zero': { status: 200, headers: { 'content-length': '0' } },
  created: { status: 201, headers: { 'content-type': 'application/json' }, body: '[1,"two",false]' },
  text: { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'hello\nworld' },
  binary: { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: BINARY },
  moved: { status: 301, headers: { location: '/elsewhere', 'content-type': 'application/json' }, body: '{"moved":true}' },
};

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, rawHeaders: request.rawHeaders, body: Buffer.concat(chunks).toString('latin1') });
      const shape = RESPONSES[/\/respond\/([^/?]+)/.exec(request.url!)?.[1] ?? ''] ?? { status: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };
      const body = shape.body ?? '';
      const headers = { ...shape.headers, ...(shape.chunked || shape.status === 204 || shape.headers?.['content-length'] ? {} : { 'content-length': String(Buffer.byteLength(body)) }) };
      response.writeHead(shape.status, headers);
      if (shape.chunked && body.length > 0) response.write(body);
      response.end(shape.chunked ? undefined : body);
    });
  });
});
afterAll(() => server.close());

type Init = Record<string, unknown>;
type Outcome = Record<string, unknown>;

/** The same call through openapi-fetch and through the transport: each side's Request, what the server got, and the outcome. */
async function sendBoth(method: string, path: string, init: () => Init, settings?: Partial<TransportSettings>): Promise<[Outcome, Outcome]> {
  const full: TransportSettings = { baseUrl: server.url, headers: { 'X-Client': 'settings', Accept: 'application/json' }, querySerializer: serializeQuery, ...settings };
  const reference = createClient(full) as unknown as Record<string, (path: string, init: Init) => ReturnType<Send>>;
  const ours = createTransport(full);
  return [await observe((fetch) => reference[method]!(path, { ...init(), fetch })), await observe((fetch) => ours(method, path, { ...init(), fetch }))];
}

/** Runs one call with the real fetch, noting the Request it was given. */
async function observe(run: (fetch: (request: Request) => Promise<Response>) => ReturnType<Send>): Promise<Outcome> {
  received.length = 0;
  let sent: Request | undefined;
  const fetch = (request: Request): Promise<Response> => {
    sent = request;
    return globalThis.fetch(request);
  };
  const outcome = await settle(() => run(fetch));
  return { request: sent && describeRequest(sent), received: received.map(withoutBoundary), ...outcome };
}

async function settle(run: () => ReturnType<Send>): Promise<Outcome> {
  try {
    const result = await run();
    return { keys: Object.keys(result), data: await plain(result.data), error: await plain(result.error), status: result.response.status, bodyUsed: result.response.bodyUsed };
  } catch (error) {
    const { name, message } = error as Error;
    return { threw: { type: (error as object).constructor.name, name, message } };
  }
}

/** A body as comparable data: blobs, buffers and streams as their bytes. */
async function plain(value: unknown): Promise<unknown> {
  if (value instanceof Blob) return { blob: value.type, bytes: [...new Uint8Array(await value.arrayBuffer())] };
  if (value instanceof ArrayBuffer) return { arrayBuffer: [...new Uint8Array(value)] };
  if (value instanceof ReadableStream) return { stream: [...new Uint8Array(await new Response(value).arrayBuffer())] };
  return value;
}

function describeRequest(request: Request): Record<string, unknown> {
  const { method, url, redirect, cache, credentials, mode, keepalive, integrity, referrer, referrerPolicy, signal } = request;
  return {
    method,
    url,
    init: { redirect, cache, credentials, mode, keepalive, integrity, referrer, referrerPolicy, aborted: signal.aborted },
    duplex: (request as { duplex?: unknown }).duplex,
    headers: entries(request.headers).map(([name, value]) => [name, value.replace(/formdata-undici-\d+/, 'BOUNDARY')]),
    copied: Object.entries(request),
  };
}

function entries(headers: Headers): [string, string][] {
  const list: [string, string][] = [];
  headers.forEach((value, name) => list.push([name, value]));
  return list;
}

/** A multipart body's boundary is random per Request: both sides' become one word. */
function withoutBoundary(request: Received): Received {
  const boundary = /boundary=(\S+)/.exec(request.rawHeaders.join('\n'))?.[1];
  if (!boundary) return request;
  const same = (text: string) => text.split(boundary).join('BOUNDARY');
  return { ...request, rawHeaders: request.rawHeaders.map(same), body: same(request.body) };
}

async function expectSame(method: string, path: string, init: () => Init, settings?: Partial<TransportSettings>): Promise<Outcome> {
  const [reference, ours] = await sendBoth(method, path, init, settings);
  expect(ours).toEqual(reference);
  return ours;
}

const PATH_VALUES: unknown[] = [
  'plain',
  'a b',
  'a/b',
  '100%',
  '%2F',
  'a?b=c',
  'a#b',
  'é☃😀',
  '',
  0,
  42,
  -1.5,
  true,
  '$&',
  '$$',
  "$'",
  '$`',
  '$1',
  '{id}',
  ['a', 'b c', 'd/e'],
  { k: 'v w', 'x/y': '%' },
  { '$&': 'key', "$'": 1 },
  undefined,
  null,
];

describe('createTransport builds the Request openapi-fetch builds', () => {
  it('reaches the server with the call on both sides (the comparisons below compare something)', async () => {
    const outcome = await expectSame('POST', '/v2/incidents/{id}', () => ({ params: { path: { id: 'a b/c' }, query: { status: { one_of: ['live'] } } }, body: { n: 1 } }));
    expect(outcome['received']).toEqual([expect.objectContaining({ method: 'POST', url: '/v2/incidents/a%20b%2Fc?status[one_of]=live', body: '{"n":1}' })]);
    expect(outcome).toMatchObject({ keys: ['data', 'response'], data: { ok: true }, status: 200 });
  });

  it('serialises every kind of path parameter value the same way, in each position of the path', async () => {
    for (const value of PATH_VALUES) {
      await expectSame('GET', '/v2/incidents/{id}', () => ({ params: { path: { id: value } } }));
      await expectSame('GET', '/v2/{a}/actions/{b}', () => ({ params: { path: { a: value, b: 'second' } } }));
      await expectSame('GET', '/v2/{id}/twice/{id}', () => ({ params: { path: { id: value } } }));
    }
    await expectSame('GET', '/v2/incidents/{id}', () => ({ params: { path: {} } }));
    await expectSame('GET', '/v2/incidents/{id}', () => ({ params: { path: { other: 'x' } } }));
    await expectSame('GET', '/v2/incidents', () => ({ params: { path: { id: 'unused' } } }));
  });

  it('joins the base URL and the path the same way, with or without trailing slashes, and a per-call base URL', async () => {
    const bases = [server.url, `${server.url}/`, `${server.url}//`, `${server.url}/api`, `${server.url}/api/`, `${server.url}/{id}`];
    for (const baseUrl of bases) {
      await expectSame('GET', '/v1/identity', () => ({}), { baseUrl });
      await expectSame('GET', '/v2/incidents/{id}', () => ({ params: { path: { id: 'a b' } } }), { baseUrl });
      for (const callBase of [`${server.url}/other/`, `${server.url}/other`, '', undefined]) {
        await expectSame('GET', '/v1/identity', () => ({ baseUrl: callBase }), { baseUrl });
      }
    }
  });

  it("serialises queries through the settings' serializer, or a per-call function, with `?` only when non-empty", async () => {
    const queries: unknown[] = [
      undefined,
      {},
      { page_size: 25 },
      { a: 'x y', b: true, c: 0, d: '' },
      { tags: ['a', 'b&c'] },
      { status: { one_of: ['triage', 'live'] }, custom_field: { ID: { one_of: ['x'] } } },
      { gone: undefined, nothing: null },
      { date_range: ['2024-01-01', '2024-02-01'] },
      { created_at: { date_range: [new Date(0), new Date(86_400_000)] } },
      { 'we ird&=': '?=#', 'é': 'ü' },
      { at: new Date(1_700_000_000_000) },
    ];
    for (const query of queries) {
      await expectSame('GET', '/v2/incidents', () => ({ params: { query } }));
      await expectSame('GET', '/v2/incidents/{id}', () => ({ params: { query, path: { id: '1' } } }));
    }
    for (const serialised of ['', '?', '?x=1', 'a=b&c=d', '??twice']) {
      await expectSame('GET', '/v2/incidents', () => ({ params: { query: { a: 1 } }, querySerializer: () => serialised }));
      await expectSame('GET', '/v2/incidents', () => ({ params: { query: { a: 1 } } }), { querySerializer: () => serialised });
    }
  });

  it('merges headers from the settings, the call and params.header, with undefined, null, arrays and mixed case', async () => {
    const callHeaders: unknown[] = [
      undefined,
      { 'X-Call': 'one' },
      { 'x-client': 'call wins', 'X-MiXeD': 'Case' },
      { 'X-Client': null, accept: undefined },
      { 'X-List': ['a', 'b'] },
      new Headers({ 'x-from-headers': 'h', accept: 'text/plain' }),
      [['x-pair', 'p']],
    ];
    const paramHeaders: unknown[] = [undefined, { 'X-Param': 'p' }, { 'X-CALL': 'param wins', 'x-client': undefined }, { accept: null, 'X-Extra': 7 }];
    for (const headers of callHeaders) {
      for (const header of paramHeaders) {
        await expectSame('GET', '/v1/identity', () => ({ headers, params: { header } }));
        await expectSame('POST', '/v2/incidents', () => ({ headers, params: { header }, body: { a: 1 } }));
      }
    }
    await expectSame('GET', '/v1/identity', () => ({}), { headers: {} });
  });

  it('serialises each kind of body the same way, with Content-Type only where openapi-fetch sets it', async () => {
    const form = (): FormData => {
      const data = new FormData();
      data.append('name', 'é value');
      data.append('file', new Blob(['bytes\0here'], { type: 'text/plain' }), 'a.txt');
      return data;
    };
    const bodies: [string, () => Init][] = [
      ['none', () => ({})],
      ['undefined', () => ({ body: undefined })],
      ['object', () => ({ body: { name: 'é', nested: { list: [1, null] } } })],
      ['array', () => ({ body: [1, 'two', { three: 3 }] })],
      ['string', () => ({ body: 'already a string' })],
      ['null', () => ({ body: null })],
      ['zero', () => ({ body: 0 })],
      ['false', () => ({ body: false })],
      ['form data', () => ({ body: form() })],
      ['url-encoded by header', () => ({ body: { a: '1', b: 'x y' }, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })],
      ['url-encoded by params.header', () => ({ body: { a: '1' }, params: { header: { 'content-type': 'application/x-www-form-urlencoded' } } })],
      ['own content type', () => ({ body: { a: 1 }, headers: { 'content-type': 'text/plain' } })],
      ['content type removed', () => ({ body: { a: 1 }, headers: { 'Content-Type': null } })],
      ['per-call serializer', () => ({ body: { a: 1 }, bodySerializer: (body: unknown) => `custom:${JSON.stringify(body)}` })],
      ['serializer to undefined', () => ({ body: { a: 1 }, bodySerializer: () => undefined })],
      ['serializer to form data', () => ({ body: { a: 1 }, bodySerializer: form })],
      ['serializer sees headers', () => ({ body: { a: 1 }, headers: { 'x-seen': 'yes' }, bodySerializer: (_: unknown, headers: Headers) => entries(headers).join(';') })],
      ['function body', () => ({ body: () => 1 })],
    ];
    for (const [, init] of bodies) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) await expectSame(method, '/v2/incidents', init);
    }
    for (const method of ['GET', 'HEAD']) {
      await expectSame(method, '/v2/incidents', () => ({}));
      const refused = await expectSame(method, '/v2/incidents', () => ({ body: { a: 1 } }));
      expect(refused['threw']).toMatchObject({ type: 'TypeError' });
    }
  });

  it('passes RequestInit keys as openapi-fetch does: redirect follows by default, unknown keys land on the Request', async () => {
    const inits: (() => Init)[] = [
      () => ({ redirect: 'manual' }),
      () => ({ redirect: 'error', cache: 'no-store', credentials: 'omit', mode: 'same-origin', referrerPolicy: 'no-referrer', integrity: '', keepalive: false }),
      () => ({ signal: new AbortController().signal }),
      () => ({ custom: 'value', priority: 'high', another: { nested: true } }),
      () => ({ method: 'DELETE' }),
      () => ({ body: 'x', duplex: 'half' }),
      () => ({ parseAs: 'text', url: 'http://elsewhere.invalid/', headers: { 'x-a': 'b' } }),
      () => ({ signal: AbortSignal.abort() }),
      () => ({ Request: class Special extends Request {} }),
    ];
    for (const init of inits) {
      await expectSame('GET', '/v1/identity', init);
      await expectSame('POST', '/v2/incidents', init);
    }
    for (const method of ['OPTIONS', 'TRACE', 'PATCH']) await expectSame(method, '/v2/incidents', () => ({}));
  });

  it('throws what openapi-fetch throws when the Request cannot be built or sent', async () => {
    await expectSame('GET', '/v1/identity', () => ({ headers: { 'bad header': 'x' } }));
    await expectSame('GET', '/v1/identity', () => ({ headers: { 'x-ok': 'line\nbreak' } }));
    await expectSame('GET', '/v1/identity', () => ({}), { baseUrl: 'not a url' });
    await expectSame('GET', '/v1/identity', () => ({}), { baseUrl: 'http://127.0.0.1:1' });
    await expectSame('GET', '/v1/identity', () => ({ bodySerializer: null, body: { a: 1 } }));
    await expectSame('GET', '/v1/identity', () => ({ params: null }));
  });
});

describe('createTransport reads the response as openapi-fetch reads it', () => {
  const parseAs = [undefined, 'json', 'text', 'blob', 'arrayBuffer', 'stream'];

  it('gives data or a throw for every 2xx response shape under every parseAs', async () => {
    for (const shape of Object.keys(RESPONSES)) {
      for (const as of parseAs) {
        for (const method of ['GET', 'POST']) await expectSame(method, `/respond/${shape}`, () => ({ parseAs: as }));
        // Not followed, a redirect is a 3xx: the pipeline's to answer, never the transport's.
        if (shape !== 'moved') await expectSame('GET', `/respond/${shape}`, () => ({ parseAs: as, redirect: 'manual' }));
      }
      await expectSame('HEAD', `/respond/${shape}`, () => ({}));
    }
  });

  it('surfaces the SyntaxError openapi-fetch lets through for a 2xx body that is not JSON', async () => {
    for (const shape of ['invalid-json', 'invalid-json-chunked']) {
      const outcome = await expectSame('GET', `/respond/${shape}`, () => ({}));
      expect(outcome['threw']).toMatchObject({ type: 'SyntaxError' });
    }
  });
});

describe('what createTransport leaves to createIncidentClient', () => {
  it('refuses per-call middleware and querySerializer options rather than ignoring them', async () => {
    const send = createTransport({ baseUrl: server.url, headers: {}, querySerializer: serializeQuery });
    const middleware = [{ onRequest: () => undefined }];
    await expect(send('GET', '/v1/identity', { middleware, fetch })).rejects.toThrow('GET /v1/identity: per-call middleware needs createIncidentClient');
    await expect(send('GET', '/v1/identity', { querySerializer: { array: { style: 'form' } }, fetch })).rejects.toThrow('querySerializer options need createIncidentClient');
    expect(await expectSame('GET', '/v1/identity', () => ({ middleware: [] }))).toMatchObject({ status: 200 });
  });

  it('leaves a path template of another style ({.id}, {;id}, {id*}) as written, where openapi-fetch would fill it', async () => {
    const send = createTransport({ baseUrl: server.url, headers: {}, querySerializer: serializeQuery });
    for (const template of ['{.id}', '{;id}', '{id*}']) {
      received.length = 0;
      await send('GET', `/v2/${template}/x`, { params: { path: { id: 'a' } }, fetch });
      expect(received.map(({ url }) => url)).toEqual([`/v2/${encodeURI(template)}/x`]);
    }
  });
});

type PathCall = (path: string, init?: object) => Promise<{ data?: unknown; response: Response }>;

/** createIncidentClient's path style and operations, over the lean client's call: this transport, no rate limiter, no deprecation part. */
function onTransport(options: ClientOptions): object {
  const { call, baseUrl } = buildClient(options, { warned: new Set(), validation: undefined, driftWarned: new Set() }, { connect: (settings) => ({ send: createTransport(settings) }) });
  return pathStyleClient(call, baseUrl, undefined, indexOperations(fixtureTables.operations)).client;
}

describe('through the client pipeline: the lean client\'s call on this transport does what createIncidentClient does on openapi-fetch', () => {
  const { serve } = faultServers();
  const OK = { status: 200, json: { incidents: [{ id: '01', name: 'é' }], pagination_meta: { page_size: 25 } } };
  const scenarios: [string, Step[], string, string, object?][] = [
    ['a list with filters', [OK], 'GET', '/v2/incidents', { params: { query: { status: { one_of: ['live', 'triage'] }, page_size: 25 } } }],
    ['a path parameter that needs encoding', [OK], 'GET', '/v2/incidents/{id}', { params: { path: { id: 'a b/c?d' } } }],
    ['a JSON body', [{ status: 201, json: { incident: { id: '1' } } }], 'POST', '/v2/incidents', { body: { name: 'n', visibility: 'public' } }],
    ['an alert secret in params.header', [{ status: 202, json: { status: 'ok' } }], 'POST', '/v2/alert_events/http/{alert_source_config_id}', { params: { path: { alert_source_config_id: 'c1' }, header: { authorization: 'alert-secret' } }, body: { title: 't', status: 'firing' } }],
    ['per-call headers and pipeline keys', [OK], 'GET', '/v1/identity', { headers: { 'X-Trace': 't', accept: null }, timeoutMs: 5_000, retry: false }],
    ['a 404', [{ status: 404, json: apiError(404, 'not_found') }], 'GET', '/v2/incidents/{id}', { params: { path: { id: 'x' } } }],
    ['a 409 with an empty body', [{ status: 409 }], 'POST', '/v2/incidents', { body: { name: 'n' } }],
    ['a 422 whose body is text', [{ status: 422, text: 'no such thing' }], 'GET', '/v2/incidents', undefined],
    ['a 301 not followed', [{ status: 301, headers: { location: '/elsewhere' }, json: { moved: true } }], 'GET', '/v1/identity', { redirect: 'manual' }],
    ['a 503, retried', [{ status: 503, json: apiError(503, 'unavailable') }, OK], 'GET', '/v2/incidents', undefined],
    ['a 2xx body that is not JSON', [{ status: 200, text: '{"incidents": [' }], 'GET', '/v2/incidents', undefined],
    ['a 2xx body cut on the way, retried', [{ cutBodyAfter: '{"incidents": [' }, OK], 'GET', '/v2/incidents', undefined],
    ['a 204', [{ status: 204 }], 'DELETE', '/v2/incidents/{id}', { params: { path: { id: 'x' } } }],
    ['a text body read as text', [{ status: 200, text: 'plain words' }], 'GET', '/v1/identity', { parseAs: 'text' }],
    ['a body on a GET', [OK], 'GET', '/v1/identity', { body: { a: 1 } }],
  ];

  async function run(make: (baseUrl: string, clock: VirtualClock) => unknown, steps: Step[], method: string, path: string, init: object | undefined) {
    const server = await serve(inOrder(...steps));
    const clock = new VirtualClock();
    const call = (make(server.url, clock) as Record<string, PathCall>)[method]!;
    const outcome = await call(path, init && structuredClone(init)).then(
      async ({ data, response }) => ({ data: await plain(data), status: response.status }),
      (error: Error & { status?: number; attempts?: number }) => ({ threw: [error.constructor.name, error.message, error.status, error.attempts] }),
    );
    // Each side has its own server: only the port in Host may differ.
    const requests = server.requests.map(({ method, url, headers: { host, ...headers }, body }) => ({ method, url, headers, body, host: host?.replace(/:\d+$/, '') }));
    return { outcome, requests, waits: clock.sleeps.length };
  }

  it.each(scenarios)('%s', async (_, steps, method, path, init) => {
    const options = { apiKey: API_KEY, rateLimit: false as const };
    const whole = await run((baseUrl, clock) => createIncidentClient({ ...options, baseUrl, clock }), steps, method, path, init);
    const lean = await run((baseUrl, clock) => onTransport({ ...options, baseUrl, clock }), steps, method, path, init);
    expect(lean).toEqual(whole);
  });
});
