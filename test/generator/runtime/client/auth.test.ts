import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { createRedactor } from '../../../../generator/runtime/redaction/redact.ts';
import { API_KEY, VirtualClock, apiError, faultServers, inOrder, type Responder } from './fault-server.ts';
import { createIncidentClient } from './fixture.ts';

const { serve } = faultServers();

const ALERT_SECRET = 'alert-source-secret-9876543210';

describe('credentials on the wire', () => {
  it('sends the API key as a Bearer token, and a User-Agent', async () => {
    const server = await serve(inOrder({ status: 200, json: { identity: { name: 'k' } } }));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, userAgent: 'my-app/1.0' });
    await client.GET('/v1/identity');
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(server.requests[0]!.headers['user-agent']).toBe('my-app/1.0');
  });

  it("sends the alert source's secret in the alert-event operation's authorization header when given", async () => {
    const server = await serve(inOrder({ status: 202, json: { status: 'accepted' } }));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url });
    const path = { alert_source_config_id: 'src1' };
    const body = { title: 't', status: 'firing' };
    await client.POST('/v2/alert_events/http/{alert_source_config_id}', { params: { path, header: { authorization: `Bearer ${ALERT_SECRET}` } }, body });
    await client.POST('/v2/alert_events/http/{alert_source_config_id}', { params: { path, header: { authorization: ALERT_SECRET } }, body });
    await client.POST('/v2/alert_events/http/{alert_source_config_id}', { params: { path, header: { authorization: 'Basic dXNlcjpwYXNz' } }, body });
    await client.POST('/v2/alert_events/http/{alert_source_config_id}', { params: { path }, body });
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${ALERT_SECRET}`, `Bearer ${ALERT_SECRET}`, 'Basic dXNlcjpwYXNz', `Bearer ${API_KEY}`]);
  });
});

describe('credentials a caller changes', () => {
  it('a bare secret with non-breaking spaces around it (copied from a web page) is sent as Bearer and the secret alone', async () => {
    const server = await serve(inOrder({ status: 202, json: { status: 'accepted' } }));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url });
    for (const authorization of [`\u00a0${ALERT_SECRET}\u00a0`, `${ALERT_SECRET}\u00a0`]) {
      await client.POST('/v2/alert_events/http/{alert_source_config_id}', { params: { path: { alert_source_config_id: 'src1' }, header: { authorization } }, body: { title: 't', status: 'firing' } });
    }
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${ALERT_SECRET}`, `Bearer ${ALERT_SECRET}`]);
  });

  it('a call that removes the Authorization header is sent without one', async () => {
    const server = await serve(inOrder({ status: 200, json: { identity: { name: 'k' } } }));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url });
    await client.GET('/v1/identity', { headers: { Authorization: null } });
    expect(server.requests[0]!.headers).not.toHaveProperty('authorization');
  });
});

describe('the key never leaks', () => {
  // Every way a thrown error or a log line can be looked at.
  const renderings = (value: unknown): string[] => [
    String(value),
    JSON.stringify(value) ?? '',
    JSON.stringify(Object.entries(value as object)),
    (value as Error).stack ?? '',
    inspect(value, { depth: 8, showHidden: false }),
  ];

  const echoing: Responder = (request, index) => {
    const echoed = `received authorization ${request.headers.authorization}`;
    const steps = [
      { status: 401, json: apiError(401, 'authentication_error', { errors: [{ code: 'bad', message: echoed }] }) },
      { status: 502, text: `<html><title>${echoed}</title></html>` },
      { status: 500, text: `{"broken": "${echoed}` },
      { reset: true as const },
      { delayMs: 1000, then: { status: 200, text: '{}' } },
      { status: 429, json: apiError(429, 'too_many_requests', { detail: echoed }), headers: { 'retry-after': '1' } },
    ];
    return steps[index % steps.length]!;
  };

  it('is absent from every thrown error and every log line, even when the server echoes it', async () => {
    const server = await serve(echoing);
    const logged: unknown[] = [];
    for (const level of ['log', 'warn', 'error', 'info', 'debug'] as const) vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), retry: { maxAttempts: 1 }, timeoutMs: 100 });
    const alertClient = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), retry: false, timeoutMs: 100 });
    const thrown: unknown[] = [];
    for (let index = 0; index < 6; index += 1) thrown.push(await client.GET('/v2/follow_ups').catch((error: unknown) => error));
    const header = { authorization: `Bearer ${ALERT_SECRET}` };
    const alert = (): Promise<unknown> =>
      alertClient
        .POST('/v2/alert_events/http/{alert_source_config_id}', { params: { path: { alert_source_config_id: 's' }, header }, body: { title: 't', status: 'firing' } })
        .catch((error: unknown) => error);
    for (let index = 0; index < 3; index += 1) thrown.push(await alert());

    expect(thrown.filter((error) => error instanceof Error)).toHaveLength(9);
    expect(logged.length).toBeGreaterThan(0);
    const seen = [...thrown.flatMap(renderings), inspect(logged, { depth: 8 })].join('\n');
    expect(seen).toContain('[redacted]');
    expect(seen).not.toContain(API_KEY);
    expect(seen).not.toContain(ALERT_SECRET);
    expect(inspect(client, { depth: 8, showHidden: true })).not.toContain(API_KEY);
  });
});

describe('createRedactor', () => {
  it('replaces every occurrence of every secret', () => {
    expect(createRedactor(['SECRET-ONE', 'SECRET-TWO']).text('a SECRET-ONE b SECRET-ONE c SECRET-TWO')).toBe('a [redacted] b [redacted] c [redacted]');
  });
});

describe("a call's own secret too short to be redacted", () => {
  it('is refused before anything is sent, bare or Bearer, by a message that gives its length and not the secret', async () => {
    const server = await serve(inOrder({ status: 202, json: { status: 'accepted' } }));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url });
    const send = (authorization: string) =>
      client.POST('/v2/alert_events/http/{alert_source_config_id}', { params: { path: { alert_source_config_id: 'src1' }, header: { authorization } }, body: { title: 't', status: 'firing' } });
    for (let length = 0; length < 8; length += 1) {
      const secret = 'Zq7!xK#'.slice(0, length);
      for (const authorization of [secret, `Bearer ${secret}`, ` bearer  ${secret} `]) {
        const refused = await send(authorization).catch((error: unknown) => error as Error);
        expect(refused).toBeInstanceOf(TypeError);
        expect((refused as Error).message).toBe(
          `POST /v2/alert_events/http/{alert_source_config_id}: params.header.authorization has a secret of ${length} characters, fewer than the 8 of any real one`,
        );
        if (length > 1) expect((refused as Error).message).not.toContain(secret);
      }
    }
    expect(server.requests).toHaveLength(0);
    await send('Zq7!xK#p');
    await send('Basic dXNlcjpwYXNz');
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer Zq7!xK#p', 'Basic dXNlcjpwYXNz']);
  });
});
