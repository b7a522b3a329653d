/**
 * Per-call options in both styles, against a real loopback server: each overrides the client's
 * setting for that call alone, and a bad one is refused by the same rules as the client's options.
 */
import { describe, expect, it } from 'vitest';
import { InternalServerError, LocalRateLimitError, TimeoutError, type CallOptions } from '../../../../generator/runtime/client/index.ts';
import { faultServers, inOrder } from './fault-server.ts';
import type { createIncidentClient } from './fixture.ts';

const { setUp } = faultServers();
type Client = ReturnType<typeof createIncidentClient>;

const SHOWN = { status: 200, json: { incident: { id: '1', name: 'x', status: 'active' } } };

/** The same call, GET /v2/incidents/{id}, in each style. */
const STYLES: Record<string, (client: Client, options: CallOptions) => Promise<unknown>> = {
  'path style': (client, options) => client.GET('/v2/incidents/{id}', { params: { path: { id: '1' } }, ...options }),
  'named method': (client, options) => client.incidentsV2.show({ id: '1' }, options),
};

describe.each(Object.entries(STYLES))('per-call options, %s', (_style, show) => {
  it('a per-call timeoutMs shorter than the client\'s ends the call at its own', async () => {
    const { client } = await setUp(inOrder({ delayMs: 5_000, then: SHOWN }), { timeoutMs: 30_000, retry: false });
    const started = Date.now();
    const error = await show(client, { timeoutMs: 150 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(150);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('retry: false sends a 503 call once, while the client retries its other calls', async () => {
    const { server, client } = await setUp(inOrder({ status: 503, json: { type: 'unavailable', errors: [] } }, SHOWN, { status: 503, json: { type: 'unavailable', errors: [] } }));
    await expect(show(client, {})).resolves.toBeDefined();
    expect(server.requests).toHaveLength(2);
    await expect(show(client, { retry: false })).rejects.toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(3);
  });

  it('retry: { maxAttempts } replaces only what it names', async () => {
    const { server, client } = await setUp(inOrder({ status: 503, json: { type: 'unavailable', errors: [] } }), { retry: { maxAttempts: 5 } });
    await expect(show(client, { retry: { maxAttempts: 2 } })).rejects.toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(2);
  });

  it('rateLimit: false goes out under an empty bucket, which still holds the client\'s other calls', async () => {
    const { server, client } = await setUp(inOrder(SHOWN), { retry: false, rateLimit: { capacity: 1, refillPerSecond: 0.001, maxWaitMs: 10, perEndpoint: false } });
    await show(client, {});
    await expect(show(client, {})).rejects.toBeInstanceOf(LocalRateLimitError);
    await expect(show(client, { rateLimit: false })).resolves.toBeDefined();
    expect(server.requests).toHaveLength(2);
  });

  it('timeoutMs, retry and rateLimit set together each apply, and any one alone keeps the client\'s rate limit', async () => {
    const unavailable = { status: 503, json: { type: 'unavailable', errors: [] } };
    const { server, client } = await setUp(inOrder(unavailable), { rateLimit: { capacity: 1, refillPerSecond: 0.001, maxWaitMs: 10, perEndpoint: false } });
    await expect(show(client, { retry: false })).rejects.toBeInstanceOf(InternalServerError);
    await expect(show(client, { timeoutMs: 5_000, retry: false, rateLimit: false })).rejects.toBeInstanceOf(InternalServerError);
    await expect(show(client, { timeoutMs: 5_000 })).rejects.toBeInstanceOf(LocalRateLimitError);
    expect(server.requests).toHaveLength(2);
  });

  it('the per-call options stay off the Request a middleware sees, and the rest of the call goes as given', async () => {
    const { server, client } = await setUp(inOrder(SHOWN));
    const seen: string[][] = [];
    client.use({ onRequest: ({ request }) => void seen.push(['timeoutMs', 'retry', 'rateLimit'].filter((key) => key in request)) });
    await show(client, { timeoutMs: 5_000, headers: { 'x-trace-id': 't1' } });
    await show(client, { timeoutMs: 5_000, retry: false, rateLimit: false });
    expect(seen).toEqual([[], []]);
    expect(server.requests.map((request) => [request.url, request.headers['x-trace-id']])).toEqual([['/v2/incidents/1', 't1'], ['/v2/incidents/1', undefined]]);
  });

  it('signal aborts the call in flight', async () => {
    const { client } = await setUp(inOrder({ delayMs: 5_000, then: SHOWN }), { retry: false });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('caller gave up')), 50);
    await expect(show(client, { signal: controller.signal })).rejects.toThrow('caller gave up');
  });

  it('headers are added to that call only', async () => {
    const { server, client } = await setUp(inOrder(SHOWN));
    await show(client, { headers: { 'x-trace-id': 'trace-1' } });
    await show(client, {});
    expect(server.requests.map((request) => request.headers['x-trace-id'])).toEqual(['trace-1', undefined]);
  });

  it.each([
    [{ timeoutMs: -1 }, RangeError, /GET \/v2\/incidents\/\{id\}: timeoutMs must be a number >= 0/],
    [{ timeoutMs: Number.NaN }, RangeError, /timeoutMs must be/],
    [{ retry: { maxAttempts: 0 } }, RangeError, /GET \/v2\/incidents\/\{id\}: retry.maxAttempts must be an integer >= 1/],
    [{ retry: { initialDelayMs: -5 } }, RangeError, /retry.initialDelayMs must be/],
    [{ retry: 'never' }, TypeError, /retry must be an object or false/],
    [{ rateLimit: { capacity: 1 } }, TypeError, /rateLimit may only be false for one call/],
  ])('refuses %o as the client would, sending nothing', async (options, kind, message) => {
    const { server, client } = await setUp(inOrder(SHOWN));
    const error = await Promise.resolve()
      .then(() => show(client, options as CallOptions))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(kind);
    expect((error as Error).message).toMatch(message);
    expect(server.requests).toHaveLength(0);
  });
});

describe('per-call options over a client without retries or limits', () => {
  it("a call's retry starts from the defaults when the client has retry: false; timeoutMs alone keeps the client's retry", async () => {
    const unavailable = { status: 503, json: { type: 'unavailable', errors: [] } };
    const { server, client } = await setUp(inOrder(unavailable), { retry: false, rateLimit: false });
    await expect(client.incidentsV2.show({ id: '1' }, { retry: { maxAttempts: 2, initialDelayMs: 1 } })).rejects.toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(2);
    await expect(client.incidentsV2.show({ id: '1' }, { timeoutMs: 5_000 })).rejects.toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(3);
  });

  it('rateLimit: false on a client without limits changes nothing', async () => {
    const { server, client } = await setUp(inOrder(SHOWN), { rateLimit: false });
    await expect(client.incidentsV2.show({ id: '1' }, { rateLimit: false })).resolves.toBeDefined();
    expect(server.requests).toHaveLength(1);
  });
});
