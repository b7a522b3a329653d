/**
 * The limiter over many calls, with time moving: the refill clock must advance at every look (or
 * the bucket refills from its start again and over-admits), and what the server reports about
 * a per-endpoint limit must land on the bucket that binds, not the widest one.
 */
import { describe, expect, it } from 'vitest';
import { TokenBucket } from '../../../../generator/runtime/client/rate-limit.ts';
import { API_KEY, VirtualClock, faultServers, inOrder, type Step } from './fault-server.ts';
import { createIncidentClient } from './fixture.ts';

const OK = { status: 200, json: { incidents: [], pagination_meta: { page_size: 25 } } };
const harness = faultServers();

async function repeat(times: number, call: () => Promise<unknown>): Promise<void> {
  for (let index = 0; index < times; index += 1) await call();
}

/** Each caller waits what the bucket says before the next arrives, as the client does. */
function waitsOf(bucket: TokenBucket, calls: number, start: number): { waits: number[]; end: number } {
  const waits: number[] = [];
  let now = start;
  for (let index = 0; index < calls; index += 1) {
    const wait = bucket.reserve(now);
    waits.push(wait);
    now += wait;
  }
  return { waits, end: now };
}

describe('a token bucket over many calls', () => {
  it('admits a burst, then one call per refill interval for as long as callers keep coming', () => {
    const bucket = new TokenBucket('t', 3, 1 / 1000, 0);
    expect(waitsOf(bucket, 10, 0).waits).toEqual([0, 0, 0, 1000, 1000, 1000, 1000, 1000, 1000, 1000]);
  });

  it('refills for the time that passed since it was last used, never beyond its capacity', () => {
    const bucket = new TokenBucket('t', 3, 1 / 1000, 0);
    const { end } = waitsOf(bucket, 3, 0);
    expect(bucket.available(end + 1500)).toBe(1.5);
    expect(bucket.available(end + 2000)).toBe(2);
    expect(waitsOf(bucket, 5, end + 60_000).waits).toEqual([0, 0, 0, 1000, 1000]);
  });

  it('a release gives back one token, capped at the capacity', () => {
    const bucket = new TokenBucket('t', 3, 1 / 1000, 0);
    waitsOf(bucket, 3, 0);
    bucket.release(0);
    expect(bucket.available(0)).toBe(1);
    bucket.release(0);
    bucket.release(0);
    bucket.release(0);
    expect(bucket.available(0)).toBe(3);
  });
});

describe('the client over many calls', () => {
  it('waits one refill interval for every call after the burst', async () => {
    const { clock, client } = await harness.setUp(inOrder(OK), { retry: false, rateLimit: { capacity: 3, refillPerSecond: 1 } });
    await repeat(8, () => client.GET('/v1/identity'));
    expect(clock.sleeps).toEqual([1000, 1000, 1000, 1000, 1000]);
  });

  it("an endpoint's X-RateLimit-Remaining: 0 with a reset holds that endpoint, not every call of the key", async () => {
    const clock = new VirtualClock();
    const reset = String(clock.now() / 1000 + 7);
    const server = await harness.serve((request, index) => (index === 0 ? { ...OK, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } } : OK));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock, retry: false });
    await client.GET('/v2/incidents');
    await repeat(3, () => client.GET('/v1/identity'));
    expect(clock.sleeps).toEqual([]);
    await client.GET('/v2/incidents');
    expect(clock.sleeps).toEqual([7000]);
  });

  it("an endpoint's X-RateLimit-Remaining lowers that endpoint's bucket only", async () => {
    const server = await harness.serve((request, index) => (index === 0 ? { ...OK, headers: { 'x-ratelimit-remaining': '1' } } : OK));
    const clock = new VirtualClock();
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock, retry: false });
    await client.GET('/v2/incidents');
    await repeat(5, () => client.GET('/v1/identity'));
    expect(clock.sleeps).toEqual([]);
    // One token left of the 60-per-minute list limit, refilling one a second.
    await repeat(3, () => client.GET('/v2/incidents'));
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it('X-RateLimit-Remaining with tokens left and a reset in the future blocks nothing; 0 without a reset waits one interval', async () => {
    const clock = new VirtualClock();
    const reset = String(clock.now() / 1000 + 7);
    const answers: Step[] = [{ ...OK, headers: { 'x-ratelimit-remaining': '5', 'x-ratelimit-reset': reset } }, { ...OK, headers: { 'x-ratelimit-remaining': '0' } }, OK];
    const server = await harness.serve((request, index) => answers[Math.min(index, answers.length - 1)]!);
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock, retry: false });
    await repeat(2, () => client.GET('/v2/incidents'));
    expect(clock.sleeps).toEqual([]);
    await client.GET('/v2/incidents');
    expect(clock.sleeps).toEqual([1000]);
  });

  it('a wait of exactly maxWaitMs is waited, not refused', async () => {
    const { clock, client } = await harness.setUp(inOrder(OK), { retry: false, rateLimit: { capacity: 1, refillPerSecond: 1, maxWaitMs: 1000 } });
    await repeat(2, () => client.GET('/v1/identity'));
    expect(clock.sleeps).toEqual([1000]);
  });

  it('a caller that gives up while queued gives its token back and sends nothing', async () => {
    const { server, clock, client } = await harness.setUp(inOrder(OK), { retry: false, rateLimit: { capacity: 1, refillPerSecond: 1 } });
    await client.GET('/v1/identity');
    const given = await client.GET('/v1/identity', { signal: AbortSignal.abort() }).catch((error: unknown) => error);
    expect(given).toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(1);
    await client.GET('/v1/identity');
    expect(clock.sleeps).toEqual([1000]);
  });

  it("refuses a wait beyond maxWaitMs naming the key's default bucket", async () => {
    const { server, client } = await harness.setUp(inOrder(OK), { retry: false, rateLimit: { capacity: 1, refillPerSecond: 1, maxWaitMs: 999 } });
    await client.GET('/v1/identity');
    await expect(client.GET('/v1/identity')).rejects.toMatchObject({ name: 'LocalRateLimitError', limit: 'default', waitMs: 1000 });
    expect(server.requests).toHaveLength(1);
  });
});

