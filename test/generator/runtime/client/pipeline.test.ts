/**
 * The request pipeline (core.ts) where its other tests leave it open: what the retry and wait
 * lines say for every reason and which fields they carry, no retry line for a call that gives up,
 * a caller's abort of a request that may not be repeated, a 429 that says only when the limit is
 * full again, a failed attempt's body let go before the next attempt, a malformed body quoted
 * nowhere, a network failure without a code or cause, failures while a 2xx body is read (a stall,
 * a cut, bad JSON), a request refused before it is sent, and a client without a timeout.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { IncidentError, InvalidResponseError, NetworkError, TimeoutError, type Logger } from '../../../../generator/runtime/client/index.ts';
import { startLoopbackServer } from '../../../support/loopback.ts';
import { API_KEY, VirtualClock, apiError, faultServers, inOrder } from './fault-server.ts';
import { createIncidentClient } from './fixture.ts';

const OK = { status: 200, json: { incidents: [], pagination_meta: { page_size: 25 } } };
const UNAVAILABLE = { status: 503, json: apiError(503, 'unavailable') };
const harness = faultServers();

/** The lines at 'info' and above, each as a logger prints it: the message, then its fields. */
function infoLines(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const record = (message: string, ...details: unknown[]) => lines.push([message, ...details.map((detail) => inspect(detail, { breakLength: Infinity }))].join(' '));
  return { logger: { error: record, warn: record, info: record, debug: () => undefined }, lines };
}

describe('the retry line', () => {
  it('names a timeout as the reason, and carries method, path, wait and the next attempt as fields', async () => {
    const { logger, lines } = infoLines();
    const server = await harness.serve(inOrder({ delayMs: 10_000, then: OK }, OK));
    const clock = new VirtualClock();
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock, rateLimit: false, timeoutMs: 100, logLevel: 'info', logger });
    await client.GET('/v2/incidents');
    expect(lines).toEqual([`incident API: retrying GET /v2/incidents in ${clock.sleeps[0]} ms after a timeout (attempt 2 of 4) { method: 'GET', path: '/v2/incidents', waitMs: ${clock.sleeps[0]}, attempt: 2 }`]);
  });

  it('names a broken connection by its code and message', async () => {
    const { logger, lines } = infoLines();
    const server = await harness.serve(inOrder({ reset: true }, OK));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), rateLimit: false, logLevel: 'info', logger });
    await client.GET('/v2/incidents');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^incident API: retrying GET \/v2\/incidents in \d+ ms after network error (ECONNRESET|UND_ERR_SOCKET): \S[^{]* \(attempt 2 of 4\) \{/);
  });

  it('is written only for a retry that happens: a call that gives up writes none for its last failure', async () => {
    const { logger, lines } = infoLines();
    const server = await harness.serve(inOrder(UNAVAILABLE));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), rateLimit: false, retry: { maxAttempts: 2 }, logLevel: 'info', logger });
    await expect(client.GET('/v2/incidents')).rejects.toMatchObject({ status: 503, attempts: 2 });
    expect(lines).toEqual([expect.stringMatching(/^incident API: retrying GET \/v2\/incidents in \d+ ms after 503 Service Unavailable \(attempt 2 of 2\) /)]);
  });
});

describe('the rate-limit wait line', () => {
  it('carries method, path, the wait and the bucket as fields', async () => {
    const { logger, lines } = infoLines();
    const server = await harness.serve(inOrder(OK));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), retry: false, rateLimit: { capacity: 1, refillPerSecond: 1 }, logLevel: 'info', logger });
    await client.GET('/v1/identity');
    await client.GET('/v1/identity');
    expect(lines).toEqual([
      "incident API: waiting 1000 ms for the default rate limit before GET /v1/identity { method: 'GET', path: '/v1/identity', waitMs: 1000, bucket: 'default' }",
    ]);
  });
});

describe("a caller's abort", () => {
  it('of a POST in flight, which may not be repeated, rejects with the caller’s reason, not a network error', async () => {
    const server = await harness.serve(inOrder({ delayMs: 10_000, then: { status: 201, json: {} } }));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), rateLimit: false });
    const controller = new AbortController();
    const reason = new Error('the caller gave up');
    const sent = client.POST('/v2/incidents', { body: { name: 'x', visibility: 'public' }, signal: controller.signal });
    setTimeout(() => controller.abort(reason), 100);
    await expect(sent).rejects.toBe(reason);
  });
});

describe('a 429 that says only when the limit is full again', () => {
  it('holds the other callers of that limit until X-RateLimit-Reset', async () => {
    const clock = new VirtualClock();
    const reset = String(clock.now() / 1000 + 9);
    const server = await harness.serve(inOrder({ status: 429, json: apiError(429, 'too_many_requests'), headers: { 'x-ratelimit-reset': reset } }, OK));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock, retry: false });
    await expect(client.GET('/v1/identity')).rejects.toMatchObject({ status: 429 });
    await client.GET('/v1/identity');
    expect(clock.sleeps).toEqual([9000]);
  });
});

describe('a failed attempt that is retried', () => {
  it("lets go of its body at once: a large error page does not hold the server's response open", async () => {
    let firstClosed!: () => void;
    const closed = new Promise<void>((resolve) => (firstClosed = resolve));
    let answered = 0;
    // 20 MB: far more than the socket buffers hold, so the server finishes only if the client reads or lets go.
    const server = await startLoopbackServer((_request, response) => {
      answered += 1;
      if (answered > 1) return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(OK.json));
      response.on('close', firstClosed);
      response.writeHead(503, { 'content-type': 'text/html' }).end('x'.repeat(20_000_000));
    });
    try {
      const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), rateLimit: false });
      await client.GET('/v2/incidents');
      expect(await Promise.race([closed.then(() => 'closed'), delay(3000, 'still sending')])).toBe('closed');
    } finally {
      await server.close();
    }
  });

  it('on a rate-limited client, a broken connection and a timeout are retried like any failure', async () => {
    const server = await harness.serve(inOrder({ reset: true }, { delayMs: 10_000, then: OK }, OK));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), timeoutMs: 100 });
    const { data } = await client.GET('/v2/incidents');
    expect(data.incidents).toEqual([]);
    expect(server.requests).toHaveLength(3);
  });
});

describe('a 2xx body that is not JSON', () => {
  // V8 quotes up to 20 characters around the fault, with "..." on the side it cut: each shape once.
  const bodies = {
    'short, no cut': 'nope',
    'with spaces': '{"a": nope}',
    'cut after': `x${'a'.repeat(100)}`,
    'cut before, with spaces': `{"incidents": [${' 1,'.repeat(50)} oops ]`,
    'cut on both sides': `[${'1,'.repeat(50)}oops${',1'.repeat(50)}]`,
  };

  it.each(Object.entries(bodies))('is quoted nowhere in the error or its cause (%s)', async (_shape, body) => {
    const { client } = await harness.setUp(inOrder({ status: 200, text: body, headers: { 'content-type': 'application/json' } }), { rateLimit: false, retry: false });
    const error = await client.GET('/v2/incidents').then(
      () => expect.fail('the call succeeded'),
      (caught: Error) => caught,
    );
    expect(error).toMatchObject({ name: 'InvalidResponseError', message: 'GET /v2/incidents: HTTP 200 with a body that is not valid JSON' });
    expect((error.cause as Error).message).toMatch(/^Unexpected token '.' \(the body is not valid JSON\)$/);
  });
});

describe('a network failure without an error code', () => {
  it('is named by its reason alone: a server that redirects for ever', async () => {
    const { client } = await harness.setUp(inOrder({ status: 302, headers: { location: '/v2/incidents' } }), { rateLimit: false, retry: false });
    await expect(client.GET('/v2/incidents')).rejects.toMatchObject({ name: 'NetworkError', message: 'GET /v2/incidents: network error: redirect count exceeded' });
  });
});

describe('a network failure without a cause', () => {
  it("is named by the error's own message: a caller's fetch that refuses a host", async () => {
    const server = await harness.serve(inOrder(OK));
    // An egress policy in the caller's own fetch: it refuses before anything is sent, as a proxy agent might.
    const policyFetch: typeof fetch = (input, init) => (String(input instanceof Request ? input.url : input).startsWith(server.url) ? Promise.reject(new TypeError('egress policy: host not allowed')) : fetch(input, init));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), rateLimit: false, retry: false, fetch: policyFetch });
    await expect(client.GET('/v2/incidents')).rejects.toMatchObject({ name: 'NetworkError', message: 'GET /v2/incidents: network error: egress policy: host not allowed' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('a client without a timeout (timeoutMs 0)', () => {
  it('reports a broken connection as a network error, never as a timeout', async () => {
    const { client } = await harness.setUp(inOrder({ reset: true }), { rateLimit: false, retry: false, timeoutMs: 0 });
    const error = await client.GET('/v2/incidents').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ message: expect.stringMatching(/^GET \/v2\/incidents: network error (ECONNRESET|UND_ERR_SOCKET): /) });
  });
});

describe('a 2xx body that fails while it is read', () => {
  /** Answers 200 with the headers and a first chunk of the body, then stalls until the client gives up; later requests get the whole body. */
  async function stallingFirstBody() {
    let answered = 0;
    const server = await startLoopbackServer((_request, response) => {
      answered += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      if (answered > 1) return void response.end(JSON.stringify(OK.json));
      response.write('{"incidents": [');
    });
    return { server, answered: () => answered };
  }

  it('a body that stalls past timeoutMs is a timeout: a GET is sent again, and the retry line says so', async () => {
    const { server, answered } = await stallingFirstBody();
    try {
      const { logger, lines } = infoLines();
      const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), rateLimit: false, timeoutMs: 100, logLevel: 'info', logger });
      const { data } = await client.GET('/v2/incidents');
      expect(data.incidents).toEqual([]);
      expect(answered()).toBe(2);
      expect(lines).toEqual([expect.stringMatching(/^incident API: retrying GET \/v2\/incidents in \d+ ms after a timeout \(attempt 2 of 4\) /)]);
    } finally {
      await server.close();
    }
  });

  it('without retries, a stalled body is the client’s TimeoutError naming the timeout', async () => {
    const { server } = await stallingFirstBody();
    try {
      const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), rateLimit: false, retry: false, timeoutMs: 100 });
      const error = await client.GET('/v2/incidents').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TimeoutError);
      expect((error as Error).message).toBe('GET /v2/incidents: no response within 100 ms (after 1 attempt)');
      expect(error).toMatchObject({ attempts: 1 });
    } finally {
      await server.close();
    }
  });

  it('a body cut on the way is sent again, the retry line naming the broken connection; without retries the error keeps the cause', async () => {
    const { logger, lines } = infoLines();
    const { server, client } = await harness.setUp(inOrder({ cutBodyAfter: '{"incidents": [' }, OK), { rateLimit: false, logLevel: 'info', logger });
    await client.GET('/v2/incidents');
    expect(server.requests).toHaveLength(2);
    expect(lines).toEqual([expect.stringMatching(/^incident API: retrying GET \/v2\/incidents in \d+ ms after network error \S+: \S[^{]* \(attempt 2 of 4\) /)]);
    const once = await (await harness.setUp(inOrder({ cutBodyAfter: '{"incidents": [' }), { rateLimit: false, retry: false })).client.GET('/v2/incidents').catch((caught: unknown) => caught);
    expect(once).toBeInstanceOf(NetworkError);
    expect((once as Error).cause).toBeInstanceOf(TypeError);
  });

  it('a body that is not JSON is not sent again: the server answered, and will answer the same', async () => {
    const { server, client } = await harness.setUp(inOrder({ status: 200, text: '{"incidents": nope', headers: { 'content-type': 'application/json' } }, OK), { rateLimit: false });
    await expect(client.GET('/v2/incidents')).rejects.toBeInstanceOf(InvalidResponseError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('an error body that stalls past timeoutMs', () => {
  it('is the API error the status says, not a timeout: a 404 is not sent again', async () => {
    let answered = 0;
    const server = await startLoopbackServer((_request, response) => {
      answered += 1;
      response.writeHead(answered > 1 ? 200 : 404, { 'content-type': 'application/json' });
      if (answered > 1) return void response.end(JSON.stringify(OK.json));
      response.write('{"type": "not_found", "status": 404, ');
    });
    try {
      const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), rateLimit: false, timeoutMs: 100 });
      const error = await client.GET('/v2/incidents').catch((caught: unknown) => caught);
      expect(error).toMatchObject({ name: 'NotFoundError', status: 404, attempts: 1, bodyKind: 'malformed' });
      expect(answered).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe('a call out of time for its next back-off', () => {
  it('stops for good after a timeout: the wait is drawn once, not drawn again until one fits', async () => {
    // Every back-off drawn at its longest until the call gives up, then at its shortest, which would fit.
    const draws = [1, 1];
    vi.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? 0);
    const { logger, lines } = infoLines();
    const { server, clock, client } = await harness.setUp(inOrder(UNAVAILABLE, { delayMs: 10_000, then: OK }, OK), {
      rateLimit: false,
      timeoutMs: 100,
      retry: { maxAttempts: 4, initialDelayMs: 1000, maxElapsedMs: 2000 },
      logLevel: 'info',
      logger,
    });
    // 1000 ms after the 503; after the timeout the next wait, 2000 ms, would end at 3000 ms, past maxElapsedMs.
    const error = await client.GET('/v2/incidents').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ attempts: 2 });
    expect(server.requests).toHaveLength(2);
    expect(clock.sleeps).toEqual([1000]);
    expect(lines).toHaveLength(1);
  });
});

describe('a request refused before it is sent', () => {
  it("stays the TypeError that refused it, not a network error, and does not quote the header's secret", async () => {
    const server = await harness.serve(inOrder({ status: 202, json: { status: 'ok' } }));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), rateLimit: false });
    const secret = 'alert-secret-0123456789';
    const error = await client.alertEventsV2.createHttp({ alert_source_config_id: 'A1', authorization: `Bearer ${secret}\nX`, title: 't', status: 'firing' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(IncidentError);
    expect((error as Error).message).toBe('Headers.set: "[redacted]" is an invalid header value.');
    expect(inspect(error)).not.toContain(secret);
    expect(server.requests).toHaveLength(0);
  });
});
