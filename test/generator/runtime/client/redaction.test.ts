/**
 * Every form of every secret a request carries, echoed back in every place a server can put it,
 * is absent from the error the client throws however that error is looked at: its message, its
 * fields, its parsed body, its cause, its stack, JSON and util.inspect.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { secretsOf } from '../../../../generator/runtime/client/auth.ts';
import { createRedactor } from '../../../../generator/runtime/redaction/redact.ts';
import { API_KEY, VirtualClock, apiError, faultServers, type Step } from './fault-server.ts';
import { createIncidentClient } from './fixture.ts';

const { serve } = faultServers();

const ALERT_SECRET = 'alert-source-secret-9876543210';
const BASIC = 'dXNlcjpwYXNzd29yZA==';

/** How a secret may come back: as sent, or as the token alone. */
const FORMS = {
  bare: (secret: string) => secret,
  bearer: (secret: string) => `Bearer ${secret}`,
  'lower-case bearer': (secret: string) => `bearer ${secret}`,
} as const;

/** Where a server may put it. */
const PLACES: Record<string, (echoed: string) => Step> = {
  'an error message': (echoed) => ({ status: 401, json: apiError(401, 'authentication_error', { errors: [{ code: 'bad', message: `key ${echoed} refused` }] }) }),
  'a field of the error body': (echoed) => ({ status: 403, json: apiError(403, 'forbidden', { detail: { header: echoed } }) }),
  'an undocumented JSON body': (echoed) => ({ status: 400, json: { proxy: { received: echoed } } }),
  'a rate-limit body': (echoed) => ({ status: 429, json: apiError(429, 'too_many_requests', { rate_limit: { name: echoed } }) }),
  'an HTML page': (echoed) => ({ status: 502, text: `<html><body>authorization: ${echoed}</body></html>` }),
  'a truncated body': (echoed) => ({ status: 500, text: `{"error": "${echoed}` }),
  'a plain-text body': (echoed) => ({ status: 503, text: `upstream said: ${echoed}` }),
};

const renderings = (value: unknown): string => {
  const error = value as Error;
  return [String(error), error.stack ?? '', JSON.stringify(error), JSON.stringify(Object.entries(error)), inspect(error, { depth: 10, showHidden: true }), inspect(error.cause, { depth: 10 })].join('\n');
};

async function thrownFor(step: Step, send: (client: ReturnType<typeof createIncidentClient>) => Promise<unknown>): Promise<string> {
  const server = await serve(() => step);
  const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), retry: false });
  const error = await send(client).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  return renderings(error);
}

const alertCall = (authorization: string | undefined) => (client: ReturnType<typeof createIncidentClient>) =>
  client.POST('/v2/alert_events/http/{alert_source_config_id}', {
    params: { path: { alert_source_config_id: 's' }, ...(authorization === undefined ? {} : { header: { authorization } }) },
    body: { title: 't', status: 'firing' },
  });

describe('redaction of every form of the API key', () => {
  describe.each(Object.entries(PLACES))('echoed in %s', (_, place) => {
    it.each(Object.entries(FORMS))('as %s', async (_, form) => {
      const seen = await thrownFor(place(form(API_KEY)), (client) => client.GET('/v1/identity'));
      expect(seen).not.toContain(API_KEY);
      expect(seen).toContain('[redacted]');
    });
  });
});

describe('redaction of a key spelled with JSON escapes', () => {
  const escaped = (text: string) => [...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

  it.each([
    ['a message', (key: string) => `{"type":"authentication_error","errors":[{"code":"bad","message":"${key}"}]}`],
    ['a nested field', (key: string) => `{"type":"forbidden","detail":{"seen":["${key}"]}}`],
    ['a property name', (key: string) => `{"type":"forbidden","detail":{"${key}":true}}`],
    ['an undocumented body', (key: string) => `{"proxy":"${key}"}`],
  ])('in %s', async (_, body) => {
    const seen = await thrownFor({ status: 401, text: body(escaped(API_KEY)), headers: { 'content-type': 'application/json' } }, (client) => client.GET('/v1/identity'));
    expect(seen).not.toContain(API_KEY);
    expect(seen).toContain('[redacted]');
  });
});

describe("redaction of every form of an alert source's secret", () => {
  const given = { bare: ALERT_SECRET, bearer: `Bearer ${ALERT_SECRET}`, 'lower-case bearer': `bearer ${ALERT_SECRET}` };
  describe.each(Object.entries(given))('given %s', (_, authorization) => {
    it.each(Object.entries(FORMS))('echoed as %s in an error message and an HTML page', async (_, form) => {
      for (const place of [PLACES['an error message']!, PLACES['an HTML page']!]) {
        const seen = await thrownFor(place(form(ALERT_SECRET)), alertCall(authorization));
        expect(seen).not.toContain(ALERT_SECRET);
        expect(seen).toContain('[redacted]');
      }
    });
  });

  it('a Basic credential is redacted as sent and as its token', async () => {
    for (const echoed of [`Basic ${BASIC}`, BASIC]) {
      const seen = await thrownFor(PLACES['an error message']!(echoed), alertCall(`Basic ${BASIC}`));
      expect(seen).not.toContain(BASIC);
    }
  });

  it('the API key stays redacted on a call that sent an alert secret instead', async () => {
    const seen = await thrownFor(PLACES['an error message']!(`${API_KEY} ${ALERT_SECRET}`), alertCall(ALERT_SECRET));
    expect(seen).not.toContain(API_KEY);
    expect(seen).not.toContain(ALERT_SECRET);
  });
});

describe('redaction of an alert secret however its header value is spaced', () => {
  const NBSP = '\u00a0';
  const basic = Buffer.from(`user:${ALERT_SECRET}`).toString('base64');
  // A secret copied from a web page keeps its non-breaking spaces, which Headers does not strip;
  // several spaces after the scheme are as valid as one.
  it.each([
    ['Bearer, then a non-breaking space', `Bearer ${ALERT_SECRET}${NBSP}`, ALERT_SECRET],
    ['a non-breaking space, then Basic', `${NBSP}Basic ${basic}`, `user:${ALERT_SECRET}`],
    ['Bearer and several spaces', `Bearer   ${ALERT_SECRET}`, ALERT_SECRET],
    ['a token of the shortest length, Bearer form echoed', `Bearer short-8c${NBSP}`, 'Bearer short-8c'],
  ])('given %s', async (_, authorization, echoed) => {
    const seen = await thrownFor(PLACES['an error message']!(echoed), alertCall(authorization));
    expect(seen).toContain('[redacted]');
    expect(seen).not.toContain(echoed);
  });

  it('a Basic value that is not base64 is redacted as sent, and the call fails as the server said', async () => {
    const server = await serve(() => PLACES['an error message']!('Basic not*base64*at*all'));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), retry: false });
    const error = await alertCall('Basic not*base64*at*all')(client).catch((caught: unknown) => caught);
    expect((error as Error).name).toBe('AuthenticationError');
    expect(renderings(error)).not.toContain('not*base64*at*all');
  });
});

describe('secretsOf', () => {
  it('holds the key, the header as sent and its bare token', () => {
    const secrets = secretsOf(API_KEY, `Bearer ${ALERT_SECRET}`);
    expect(secrets).toContain(API_KEY);
    expect(secrets).toContain(ALERT_SECRET);
    expect(secrets).toContain(`Bearer ${ALERT_SECRET}`);
    expect(secretsOf(API_KEY)).toEqual([API_KEY]);
  });

  it('adds nothing for an authorization that is not a string (no header sent, a caller passing another type)', () => {
    const notStrings = [undefined, null, 0, 12345678901, true, { toString: () => ALERT_SECRET }, [ALERT_SECRET], Symbol('x'), 12345678901n];
    expect(secretsOf(API_KEY, ...notStrings)).toEqual([API_KEY]);
    expect(secretsOf(API_KEY, ...notStrings, ALERT_SECRET)).toEqual([API_KEY, ALERT_SECRET, ALERT_SECRET, ALERT_SECRET]);
  });

  it('a secret of exactly eight characters is still redacted, a shorter one is not', () => {
    expect(createRedactor(secretsOf('12345678')).text('x 12345678 y')).toBe('x [redacted] y');
    expect(createRedactor(secretsOf('1234567')).text('x 1234567 y')).toBe('x 1234567 y');
  });
});
