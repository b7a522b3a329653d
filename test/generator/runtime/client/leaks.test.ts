/**
 * Secrets never reach what a caller sees. Every secret the client holds (the API key, an alert
 * source's secret sent bare, as Bearer or inside Basic) is echoed by a real loopback server in
 * every encoding, at every place server text reaches an error; each error is then looked at every
 * way a caller or a logger can (String, stack, JSON.stringify, util.inspect with causes).
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { IncidentError } from '../../../../generator/runtime/client/index.ts';
import { ENCODINGS } from '../redaction/encodings.ts';
import { faultServers, VirtualClock, type Step } from './fault-server.ts';
import { createIncidentClient } from './fixture.ts';

const { serve } = faultServers();

// The short ones fit whole in the 20 characters V8 quotes from a body it cannot parse; the
// shortest is as short as a key may be (shorter ones are refused: they could not be redacted).
const API_KEYS = ['inc_live_SECRET_0123456789abcdef', 'inc/live+SECRET&x=0123456789', 'inc_SECRET_12345', 'SECRET/8'];
const ALERT_SECRET = 'alert-source-SECRET-9876543210';
const BASIC_PASSWORD = 'basic-PASSWORD-SECRET-2468';

/** A place server text reaches, given the secret as it appears in a JSON string and as raw text. */
type Position = (inJson: string, raw: string) => Step;

const json = (status: number, body: string, headers: Record<string, string> = {}): Step => ({
  status,
  text: body,
  headers: { 'content-type': 'application/json', ...headers },
});

const POSITIONS: Record<string, Position> = {
  'errors[].message': (s) => json(422, `{"type":"validation_error","errors":[{"code":"invalid","message":"got ${s}"}]}`),
  'errors[].source.field': (s) => json(422, `{"type":"validation_error","errors":[{"code":"invalid","message":"bad","source":{"field":"${s}"}}]}`),
  'type': (s) => json(400, `{"type":"${s}","errors":[]}`),
  'request_id in the body': (s) => json(404, `{"type":"not_found","request_id":"${s}","errors":[]}`),
  'title and detail (problem+json)': (s) => json(500, `{"title":"${s}","detail":"echo ${s}","type":"about:blank"}`),
  'an object key': (s) => json(409, `{"type":"conflict","errors":[],"echo":{"${s}":true}}`),
  'rate_limit on a 429': (s) => json(429, `{"type":"too_many_requests","errors":[],"rate_limit":{"name":"${s}","limit":1}}`),
  'a JSON body of another shape': (s) => json(502, `{"proxy":{"seen":["${s}"]}}`),
  'an HTML title': (_, raw) => ({ status: 502, text: `<html><head><title>Bad gateway ${raw}</title></head></html>`, headers: { 'content-type': 'text/html' } }),
  'an HTML page without a title': (_, raw) => ({ status: 503, text: `<html><body><p>upstream said ${raw}</p></body></html>`, headers: { 'content-type': 'text/html' } }),
  'a malformed JSON error body': (s) => json(500, `{"broken": "${s}`),
  'a plain-text error body': (_, raw) => ({ status: 401, text: `unauthorised: ${raw}`, headers: { 'content-type': 'text/plain' } }),
  'the x-request-id header and the status text': (_, raw) => ({ ...json(401, '{"type":"authentication_error","errors":[]}', { 'x-request-id': raw }), statusText: `No ${raw}` }),
  'a 2xx body that is not JSON (SyntaxError cause)': (_, raw) => json(200, raw),
};

/** How a caller or a logger may look at a thrown value. */
const renderings = (value: unknown): string =>
  [
    String(value),
    (value as Error).stack ?? '',
    JSON.stringify(value) ?? '',
    JSON.stringify(Object.entries(value as object)),
    inspect(value, { depth: 10, showHidden: true }),
    inspect((value as Error).cause, { depth: 10, showHidden: true }),
  ].join('\n');

interface Holder {
  name: string;
  secret: string;
  call(baseUrl: string): Promise<unknown>;
}

const options = { clock: new VirtualClock(), retry: false as const, rateLimit: false as const, timeoutMs: 2000 };
const alertCall = (authorization: string) => (baseUrl: string) =>
  createIncidentClient({ apiKey: API_KEYS[0]!, baseUrl, ...options }).POST('/v2/alert_events/http/{alert_source_config_id}', {
    params: { path: { alert_source_config_id: 'src' }, header: { authorization } },
    body: { title: 't', status: 'firing' },
  });

const HOLDERS: Holder[] = [
  ...API_KEYS.map((apiKey) => ({
    name: `API key ${apiKey.slice(0, 8)}...`,
    secret: apiKey,
    call: (baseUrl: string) => createIncidentClient({ apiKey, baseUrl, ...options }).GET('/v2/incidents/{id}', { params: { path: { id: '01H' } } }),
  })),
  { name: 'alert-source secret, bare', secret: ALERT_SECRET, call: alertCall(ALERT_SECRET) },
  { name: 'alert-source secret, Bearer', secret: ALERT_SECRET, call: alertCall(`Bearer ${ALERT_SECRET}`) },
  { name: 'Basic password', secret: BASIC_PASSWORD, call: alertCall(`Basic ${Buffer.from(`user:${BASIC_PASSWORD}`).toString('base64')}`) },
];

const CASES_PER_POSITION = HOLDERS.length * Object.keys(ENCODINGS).length;

describe(`no secret in any error: ${HOLDERS.length} secrets x ${Object.keys(ENCODINGS).length} encodings per position`, () => {
  it.each(Object.entries(POSITIONS))('%s', async (_name, position) => {
    let current: Step = { status: 500, text: '' };
    const server = await serve(() => current);
    const leaks: string[] = [];
    let checked = 0;
    for (const holder of HOLDERS) {
      for (const [encodingName, encoding] of Object.entries(ENCODINGS)) {
        const raw = encoding.encode(holder.secret);
        const inJson = encoding.json ? raw : JSON.stringify(raw).slice(1, -1);
        current = position(inJson, raw);
        const thrown = await holder.call(server.url).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(thrown, `${holder.name}, ${encodingName}`).toBeInstanceOf(IncidentError);
        const seen = renderings(thrown);
        for (const form of new Set([holder.secret, raw, inJson])) if (seen.includes(form)) leaks.push(`${holder.name}, ${encodingName}: ${form}`);
        checked += 1;
      }
    }
    expect(checked).toBe(CASES_PER_POSITION);
    expect(leaks).toEqual([]);
  });
});

describe('secrets refused at construction, in messages that do not quote them', () => {
  const key = 'inc_live_SECRET_0123456789';
  const badKeys = ['\n', '\r\n', '\t', '\0', '\x7f', ' ', 'é', '\u2028'].flatMap((bad) => [`${bad}${key}`, `${key.slice(0, 9)}${bad}${key.slice(9)}`, `${key}${bad}`]);

  it.each(badKeys.map((apiKey) => [JSON.stringify(apiKey), apiKey]))('apiKey %s', (_shown, apiKey) => {
    const thrown = (() => {
      try {
        createIncidentClient({ apiKey, baseUrl: 'http://127.0.0.1:9' });
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as Error).message).toMatch(/apiKey must be printable ASCII/);
    expect(renderings(thrown)).not.toMatch(/SECRET|0123456789/);
  });

  it.each([
    'http://user:SECRETPASS@127.0.0.1:9',
    'https://:SECRETPASS@api.example.test',
    'http://SECRETUSER@127.0.0.1:9/',
    'http://us%65r:SECRET%50ASS@127.0.0.1:9',
    'http://user:SECRETPASS@[not-a-host',
    'ftp://user:SECRETPASS@127.0.0.1/',
    'SECRETPASS',
  ])('baseUrl %s', (baseUrl) => {
    const thrown = (() => {
      try {
        createIncidentClient({ apiKey: API_KEYS[0]!, baseUrl });
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as Error).message).toMatch(/^createIncidentClient: baseUrl/);
    expect(renderings(thrown)).not.toMatch(/SECRET|%50ASS/);
  });

  it('an alert-source secret with a newline, refused by undici, is not quoted by the error', async () => {
    const server = await serve(() => ({ status: 202, json: { status: 'ok' } }));
    const thrown = await alertCall(`Bearer alert\nSECRET-${'9'.repeat(12)}`)(server.url).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Error);
    expect(renderings(thrown)).not.toMatch(/SECRET-9{12}/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('an error carries a bounded part of a huge body', () => {
  const fiveMegabytes = 5 * 1024 * 1024;
  const errors = Array.from({ length: fiveMegabytes / 64 }, (_, index) => ({ code: 'invalid', message: `field ${index} is wrong ${'x'.repeat(24)}` }));
  const bodies: [string, Step][] = [
    ['a 5 MB JSON error body', json(422, JSON.stringify({ type: 'validation_error', errors }))],
    ['a 5 MB JSON body of another shape', json(502, JSON.stringify({ proxy: errors }))],
    ['a 5 MB HTML page', { status: 502, text: `<html><body>${'gateway '.repeat(fiveMegabytes / 8)}</body></html>`, headers: { 'content-type': 'text/html' } }],
    ['a 5 MB plain body', { status: 500, text: 'e'.repeat(fiveMegabytes) }],
  ];

  it(`${bodies.map(([name]) => name).join(', ')}: message under 1200 characters, the whole error under 100 KB serialised`, async () => {
    let current = bodies[0]![1];
    const server = await serve(() => current);
    const client = createIncidentClient({ apiKey: API_KEYS[0]!, baseUrl: server.url, ...options });
    const sizes: Record<string, [number, number]> = {};
    for (const [name, step] of bodies) {
      current = step;
      const thrown = await client.GET('/v1/identity').catch((error: unknown) => error);
      expect(thrown, name).toBeInstanceOf(IncidentError);
      sizes[name] = [(thrown as Error).message.length, JSON.stringify(thrown).length];
    }
    for (const [name, [message, serialised]] of Object.entries(sizes)) {
      expect(message, name).toBeLessThan(1200);
      expect(serialised, name).toBeLessThan(100 * 1024);
    }
  });
});

it('a SyntaxError cause quotes no fragment of a 2xx body', async () => {
  const secret = API_KEYS[0]!;
  const server = await serve(() => json(200, `{"incident": ${secret}}`));
  const thrown = await createIncidentClient({ apiKey: secret, baseUrl: server.url, ...options })
    .GET('/v1/identity')
    .catch((error: unknown) => error);
  expect(thrown).toBeInstanceOf(IncidentError);
  expect(inspect(thrown, { depth: 10, showHidden: true })).toMatch(/not valid JSON/);
  expect(renderings(thrown)).not.toContain(secret.slice(0, 8));
});
