import { describe, expect, it } from 'vitest';
import { LocalRateLimitError, type ClientOptions } from '../../../../generator/runtime/client/index.ts';
import { TokenBucket } from '../../../../generator/runtime/client/rate-limit.ts';
import { API_KEY, VirtualClock, apiError, faultServers, inOrder, type Responder } from './fault-server.ts';
import { createIncidentClient } from './fixture.ts';

const OK = { status: 200, json: { incidents: [], pagination_meta: { page_size: 25 } } };
const CREATED = { status: 201, json: { incident: { id: '1', name: 'x', status: 'active' } } };
const harness = faultServers();
const setUp = (respond: Responder, options: Partial<ClientOptions> = {}) => harness.setUp(respond, { retry: false, ...options });

async function repeat(times: number, call: () => Promise<unknown>): Promise<void> {
  for (let index = 0; index < times; index += 1) await call();
}

describe('TokenBucket', () => {
  it('lets a burst through, then queues callers in arrival order at the refill rate', () => {
    const bucket = new TokenBucket('t', 2, 1 / 500, 0);
    expect([bucket.reserve(0), bucket.reserve(0), bucket.reserve(0), bucket.reserve(0)]).toEqual([0, 0, 500, 1000]);
    bucket.release(0);
    expect(bucket.reserve(0)).toBe(1000);
    expect(bucket.available(5000)).toBe(2);
  });

  it('only lowers its count from server reports, and blocks until the reset when none remain', () => {
    const bucket = new TokenBucket('t', 10, 1 / 1000, 0);
    bucket.correct(50, undefined, 0);
    expect(bucket.available(0)).toBe(10);
    bucket.correct(0, 4000, 0);
    expect(bucket.reserve(0)).toBe(4000);
  });
});

describe('the client-side limiter', () => {
  it('the default bucket queues requests beyond its capacity', async () => {
    const { server, clock, client } = await setUp(inOrder(OK), { rateLimit: { capacity: 3, refillPerSecond: 1 } });
    await repeat(5, () => client.GET('/v1/identity'));
    expect(server.requests).toHaveLength(5);
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it('defaults to 1200 at once, then 20 per second', async () => {
    const { clock, client } = await setUp(inOrder(OK));
    await repeat(1202, () => client.GET('/v1/identity'));
    expect(clock.sleeps).toEqual([50, 50]);
  });

  it('applies the per-endpoint limit from the table (list incidents: 60 burst, 60 per minute)', async () => {
    const { clock, client } = await setUp(inOrder(OK));
    await repeat(62, () => client.GET('/v2/incidents'));
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it('applies the hourly incident-creation cap, and refuses a wait longer than maxWaitMs without sending', async () => {
    const { server, client } = await setUp(inOrder(CREATED), { rateLimit: { incidentsCreateChatChannel: true } });
    await repeat(10, () => client.POST('/v2/incidents', { body: { name: 'x', visibility: 'public' } }));
    const error = await client.POST('/v2/incidents', { body: { name: 'x', visibility: 'public' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LocalRateLimitError);
    expect(error).toMatchObject({ limit: 'Incidents V2#Create per hour', waitMs: 360_000 });
    expect(server.requests).toHaveLength(10);
  });

  it('uses the 300-per-hour cap when incidents open no chat channel', async () => {
    const { clock, client } = await setUp(inOrder(CREATED), { rateLimit: { maxWaitMs: 3_600_000 } });
    await repeat(301, () => client.POST('/v2/incidents', { body: { name: 'x', visibility: 'public' } }));
    expect(clock.sleeps).toEqual([12_000]);
  });

  it('corrects itself from X-RateLimit-Remaining and X-RateLimit-Reset', async () => {
    const clock = new VirtualClock();
    const reset = String(clock.now() / 1000 + 7);
    const { server } = await setUp(inOrder({ ...OK, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } }, OK));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock, retry: false });
    await repeat(2, () => client.GET('/v1/identity'));
    expect(clock.sleeps).toEqual([7000]);
  });

  it("a 429's Retry-After holds the other callers of that limit too", async () => {
    const { server, clock, client } = await setUp(inOrder({ status: 429, json: apiError(429, 'too_many_requests'), headers: { 'retry-after': '2' } }, OK));
    await client.GET('/v1/identity').catch(() => undefined);
    await client.GET('/v1/identity');
    expect(server.requests).toHaveLength(2);
    expect(clock.sleeps).toEqual([2000]);
  });

  it('is shared by clients of the same key, not across keys', async () => {
    const { server, clock } = await setUp(inOrder(OK));
    const options = { baseUrl: server.url, clock, retry: false as const, rateLimit: { capacity: 1, refillPerSecond: 1 } };
    const first = createIncidentClient({ apiKey: 'key-one-0123456789', ...options });
    const second = createIncidentClient({ apiKey: 'key-one-0123456789', ...options });
    const other = createIncidentClient({ apiKey: 'key-two-0123456789', ...options });
    await first.GET('/v1/identity');
    await other.GET('/v1/identity');
    expect(clock.sleeps).toEqual([]);
    await second.GET('/v1/identity');
    expect(clock.sleeps).toEqual([1000]);
  });

  it('keeps the limiters of the 1000 most recently used keys for later clients; a live client keeps its own', async () => {
    const { server, clock } = await setUp(inOrder(OK));
    const options = { baseUrl: server.url, clock, retry: false as const, rateLimit: { capacity: 1, refillPerSecond: 1 } };
    const first = createIncidentClient({ apiKey: 'key-first-0123456789', ...options });
    await first.GET('/v1/identity');
    // Used again within the last 1000 keys: the same limiter, its bucket still empty.
    for (let index = 0; index < 999; index += 1) createIncidentClient({ apiKey: `key-${index}-0123456789`, ...options });
    await createIncidentClient({ apiKey: 'key-first-0123456789', ...options }).GET('/v1/identity');
    expect(clock.sleeps).toEqual([1000]);
    // 1000 other keys since: forgotten, a new client starts full; the live client still waits on its own.
    for (let index = 999; index < 1999; index += 1) createIncidentClient({ apiKey: `key-${index}-0123456789`, ...options });
    await createIncidentClient({ apiKey: 'key-first-0123456789', ...options }).GET('/v1/identity');
    expect(clock.sleeps).toEqual([1000]);
    await first.GET('/v1/identity');
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it('can be switched off', async () => {
    const { server, clock, client } = await setUp(inOrder(OK), { rateLimit: false });
    await repeat(70, () => client.GET('/v2/incidents'));
    expect(server.requests).toHaveLength(70);
    expect(clock.sleeps).toEqual([]);
  });

  it('an AbortSignal cancels a queued wait, gives the token back and sends nothing', async () => {
    const server = await harness.serve(inOrder(OK));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, rateLimit: { capacity: 1, refillPerSecond: 0.05 } });
    await client.GET('/v1/identity');
    const started = Date.now();
    await expect(client.GET('/v1/identity', { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(server.requests).toHaveLength(1);
  });

  it('queues concurrent callers on the real clock instead of sending them at once', async () => {
    const server = await harness.serve(inOrder(OK));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, rateLimit: { capacity: 2, refillPerSecond: 20 } });
    const started = Date.now();
    await Promise.all(Array.from({ length: 6 }, () => client.GET('/v1/identity')));
    // Two at once, then four more at 20 per second.
    const spread = server.requests.at(-1)!.at - started;
    expect(spread).toBeGreaterThanOrEqual(180);
    expect(spread).toBeLessThan(2000);
  });
});
