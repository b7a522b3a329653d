/**
 * Per-endpoint limits as the spec's `x-rate-limit` may state them (a burst apart from the rate, a
 * rate alone, an hourly cap without a chat-channel variant), which bucket a server's report lands
 * on when two limits are the same size, and what a refused call leaves behind.
 */
import { describe, expect, it } from 'vitest';
import { bindClient, type ClientOptions, type ClientTables, type OperationMeta } from '../../../../generator/runtime/client/index.ts';
import { API_KEY, VirtualClock, faultServers, inOrder, type Responder } from './fault-server.ts';
import { createIncidentClient, fixtureTables, type FixtureItems, type FixturePaths } from './fixture.ts';

const OK = { status: 200, json: { incidents: [], pagination_meta: { page_size: 25 } } };
const CREATED = { status: 201, json: { incident: { id: '1', name: 'x', status: 'active' } } };
const harness = faultServers();

async function repeat(times: number, call: () => Promise<unknown>): Promise<void> {
  for (let index = 0; index < times; index += 1) await call();
}

/** The fixture's package with one operation's `x-rate-limit` replaced, bound in the test. */
async function clientWithLimit(operationId: string, rateLimit: OperationMeta['rateLimit'], respond: Responder, options: Partial<ClientOptions> = {}) {
  const operation = fixtureTables.operations[operationId]!;
  const tables: ClientTables = { ...fixtureTables, operations: { ...fixtureTables.operations, [operationId]: { ...operation, rateLimit } } };
  const server = await harness.serve(respond);
  const clock = new VirtualClock();
  const client = bindClient<FixturePaths, FixtureItems>(tables).createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock, retry: false, ...options });
  return { server, clock, client };
}

const create = (client: { POST: (path: '/v2/incidents', init: { body: { name: string; visibility: 'public' } }) => Promise<unknown> }) =>
  client.POST('/v2/incidents', { body: { name: 'x', visibility: 'public' } });

describe('per-endpoint limits as the spec states them', () => {
  it('a burst smaller than the per-minute rate admits the burst, then one call per refill interval', async () => {
    const { clock, client } = await clientWithLimit('Incidents V2#List', { burst: 5, perMinute: 60 }, inOrder(OK));
    await repeat(7, () => client.GET('/v2/incidents'));
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it('a per-minute rate without a burst admits that many at once', async () => {
    const { clock, client } = await clientWithLimit('Incidents V2#List', { perMinute: 30 }, inOrder(OK));
    await repeat(32, () => client.GET('/v2/incidents'));
    expect(clock.sleeps).toEqual([2000, 2000]);
  });

  it('an hourly cap without a chat-channel variant applies whether incidents open a chat channel or not', async () => {
    for (const incidentsCreateChatChannel of [true, false]) {
      const { server, client } = await clientWithLimit('Incidents V2#Create', { perHour: 3 }, inOrder(CREATED), { rateLimit: { incidentsCreateChatChannel } });
      await repeat(3, () => create(client));
      await expect(create(client), String(incidentsCreateChatChannel)).rejects.toMatchObject({ name: 'LocalRateLimitError', limit: 'Incidents V2#Create per hour', waitMs: 1_200_000 });
      expect(server.requests).toHaveLength(3);
    }
  });

  it('names the per-minute limit that holds a call back', async () => {
    const { client } = await clientWithLimit('Incidents V2#List', { burst: 1, perMinute: 1 }, inOrder(OK), { rateLimit: { maxWaitMs: 59_999 } });
    await client.GET('/v2/incidents');
    await expect(client.GET('/v2/incidents')).rejects.toMatchObject({ name: 'LocalRateLimitError', limit: 'Incidents V2#List per minute', waitMs: 60_000 });
  });

  it("an operation's limits count for that operation alone, every call of it", async () => {
    const { clock, client } = await clientWithLimit('Incidents V2#List', { burst: 2, perMinute: 60 }, inOrder(OK));
    await repeat(2, () => client.GET('/v2/incidents'));
    await repeat(4, () => client.GET('/v1/identity'));
    expect(clock.sleeps).toEqual([]);
    await client.GET('/v2/incidents');
    expect(clock.sleeps).toEqual([1000]);
  });
});

describe("the server's report on limits of the same size", () => {
  it("lands on the key's default bucket: X-RateLimit-Remaining: 0 with a reset then holds every call of the key", async () => {
    const clock = new VirtualClock();
    const reset = String(clock.now() / 1000 + 7);
    const server = await harness.serve((_request, index) => (index === 0 ? { ...OK, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } } : OK));
    // The key's bucket as large as the list endpoint's burst: the header cannot say which it counts.
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock, retry: false, rateLimit: { capacity: 60, refillPerSecond: 1 } });
    await client.GET('/v2/incidents');
    await client.GET('/v1/identity');
    expect(clock.sleeps).toEqual([7000]);
  });

  it('believes a count padded with a non-breaking space, which Headers keeps', async () => {
    const clock = new VirtualClock();
    const reset = String(clock.now() / 1000 + 7);
    const server = await harness.serve((_request, index) => (index === 0 ? { ...OK, headers: { 'x-ratelimit-remaining': '0\u00a0', 'x-ratelimit-reset': reset } } : OK));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock, retry: false });
    await repeat(2, () => client.GET('/v1/identity'));
    expect(clock.sleeps).toEqual([7000]);
  });
});

describe('a refused call', () => {
  it('gives its token back: the next caller is told the same wait, not a longer one', async () => {
    const { server, client } = await harness.setUp(inOrder(OK), { retry: false, rateLimit: { capacity: 1, refillPerSecond: 1, maxWaitMs: 999 } });
    await client.GET('/v1/identity');
    for (let refused = 0; refused < 3; refused += 1) await expect(client.GET('/v1/identity')).rejects.toMatchObject({ name: 'LocalRateLimitError', waitMs: 1000 });
    expect(server.requests).toHaveLength(1);
  });
});

describe('what the server reports after a wait', () => {
  it('a call that had to wait still learns from its response: X-RateLimit-Remaining: 0 with a reset then holds the next call', async () => {
    const clock = new VirtualClock();
    const reset = String(clock.now() / 1000 + 25);
    const server = await harness.serve((_request, index) => (index === 2 ? { ...OK, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } } : OK));
    // Two at once, then one every 10 s: the third call waits 10 s, and its answer holds the fourth until the reset, 15 s later.
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock, retry: false, rateLimit: { capacity: 2, refillPerSecond: 0.1 } });
    await repeat(4, () => client.GET('/v1/identity'));
    expect(clock.sleeps).toEqual([10_000, 15_000]);
  });

  it('X-RateLimit-Remaining is read as the whole count: 12 leaves twelve calls, and 0.5 or 0abc is not a count', async () => {
    for (const [remaining, free] of [['12', 12], ['0.5', 1199], ['0abc', 1199]] as const) {
      const server = await harness.serve((_request, index) => (index === 0 ? { ...OK, headers: { 'x-ratelimit-remaining': remaining } } : OK));
      const clock = new VirtualClock();
      const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock, retry: false, rateLimit: { maxWaitMs: 0 } });
      await client.GET('/v1/identity');
      await repeat(free, () => client.GET('/v1/identity'));
      expect(clock.sleeps, remaining).toEqual([]);
      await expect(client.GET('/v1/identity'), remaining).rejects.toMatchObject({ name: 'LocalRateLimitError', limit: 'default' });
    }
  });
});
