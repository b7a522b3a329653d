/**
 * A server's wait holds every caller of the bucket it lands on, on the real clock against a real
 * loopback server: the callers already queued in the limiter when it arrives (they look again
 * before sending), those that arrive during it, in every form a wait can take (seconds, an HTTP
 * date, X-RateLimit-Reset, on a 429 or any other error status); what is no wait (a past date, a
 * huge or malformed value, a 2xx's Retry-After) holds nobody; and no other bucket is held.
 *
 * The bucket (8 tokens, 4 per second) takes 2 s to fill from empty, so no wait below is cut short
 * by the limiter's own cap, while its queue moves every 250 ms: a call queued before the wait
 * would go out long before the wait ends if it did not look again.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { API_KEY, apiError, faultServers, type Recorded, type Step } from './fault-server.ts';
import { createIncidentClient } from './fixture.ts';

const OK: Step = { status: 200, json: { identity: { name: 'x' } } };
const BURST = 8;
const QUEUED = 2;
const harness = faultServers();

/** When the first answer (to call 0) was sent, and what it said. */
interface FirstAnswer {
  at: number;
  headers: Record<string, string>;
}

const callIndex = (request: Recorded): number => Number(request.headers['x-call']);

/**
 * Sends BURST + QUEUED calls at once; call 0 gets `first(now)`, every other call 200. Returns when
 * all are answered, with the requests the server saw, by call index.
 */
async function run(first: (now: number) => Step, options: { lateCalls?: boolean; path?: '/v1/identity' | '/v2/incidents' } = {}) {
  const answered: FirstAnswer[] = [];
  const server = await harness.serve((request) => {
    if (callIndex(request) !== 0) return request.url.startsWith('/v2/incidents') ? { status: 200, json: { incidents: [], pagination_meta: { page_size: 25 } } } : OK;
    const step = first(request.at);
    answered.push({ at: request.at, headers: 'headers' in step ? { ...step.headers } : {} });
    return step;
  });
  const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, retry: false, rateLimit: { capacity: BURST, refillPerSecond: 4 } });
  const send = (index: number) => client.GET(options.path ?? '/v1/identity', { headers: { 'x-call': String(index) } }).catch((error: unknown) => error);
  const calls = Array.from({ length: BURST + QUEUED }, (_, index) => send(index));
  if (options.lateCalls) {
    // Two callers arrive while the wait is on (the answer to call 0 has long come back by then).
    await delay(300);
    calls.push(send(100), send(101));
  }
  await Promise.all(calls);
  const byIndex = new Map(server.requests.map((request) => [callIndex(request), request]));
  return { first: answered[0]!, byIndex, server, client };
}

const queuedAt = (byIndex: Map<number, Recorded>): number[] =>
  [...byIndex.entries()].filter(([index]) => index >= BURST).map(([, request]) => request.at);

const httpDate = (ms: number): string => new Date(ms).toUTCString();

/** A form of server wait, and the epoch ms it names, given when the answer was sent. */
interface WaitForm {
  name: string;
  step: (now: number) => Step;
  until: (answer: FirstAnswer) => number;
}

const tooMany = (headers: Record<string, string>): Step => ({ status: 429, json: apiError(429, 'too_many_requests'), headers });
const WAITS: WaitForm[] = [
  { name: '429, Retry-After in seconds', step: () => tooMany({ 'retry-after': '1' }), until: (answer) => answer.at + 1000 },
  {
    name: '429, Retry-After as an HTTP date',
    step: (now) => tooMany({ 'retry-after': httpDate(now + 2000) }),
    until: (answer) => Date.parse(answer.headers['retry-after']!),
  },
  {
    name: '429 without Retry-After, X-RateLimit-Reset',
    step: (now) => tooMany({ 'x-ratelimit-reset': String(Math.floor(now / 1000) + 2) }),
    until: (answer) => Number(answer.headers['x-ratelimit-reset']) * 1000,
  },
  ...[503, 500, 418].map(
    (status): WaitForm => ({
      name: `${status}, Retry-After in seconds`,
      step: () => ({ status, json: apiError(status, 'unavailable'), headers: { 'retry-after': '1' } }),
      until: (answer) => answer.at + 1000,
    }),
  ),
  {
    name: '503, Retry-After as an HTTP date',
    step: (now) => ({ status: 503, json: apiError(503, 'unavailable'), headers: { 'retry-after': httpDate(now + 2000) } }),
    until: (answer) => Date.parse(answer.headers['retry-after']!),
  },
];

describe("a server's wait holds the callers already queued in the limiter", () => {
  it.each(WAITS)('$name', async ({ step, until }) => {
    const { first, byIndex } = await run(step);
    const heldUntil = until(first);
    expect(heldUntil).toBeGreaterThan(first.at + 900);
    const queued = queuedAt(byIndex);
    expect(queued).toHaveLength(QUEUED);
    for (const at of queued) expect(at).toBeGreaterThanOrEqual(heldUntil);
  });

  it('and the callers that arrive while it lasts', async () => {
    const { first, byIndex } = await run(() => tooMany({ 'retry-after': '1' }), { lateCalls: true });
    expect(byIndex.get(100)!.at).toBeGreaterThanOrEqual(first.at + 1000);
    expect(byIndex.get(101)!.at).toBeGreaterThanOrEqual(first.at + 1000);
  });

  it('a queued caller the wait would hold past maxWaitMs is refused without sending', async () => {
    const server = await harness.serve((request) => (callIndex(request) === 0 ? tooMany({ 'retry-after': '2' }) : OK));
    // 4 at once, the fifth queued for 500 ms (within maxWaitMs); the 2 s wait arrives meanwhile.
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, retry: false, rateLimit: { capacity: 4, refillPerSecond: 2, maxWaitMs: 1000 } });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, index) => client.GET('/v1/identity', { headers: { 'x-call': String(index) } }).then(() => 'sent', (error: unknown) => (error as Error).name)),
    );
    expect(outcomes[0]).toBe('RateLimitError');
    expect(outcomes[4]).toBe('LocalRateLimitError');
    expect(server.requests.map(callIndex).sort()).toEqual([0, 1, 2, 3]);
  });
});

/** What holds nobody: the queue moves at the bucket's pace (every 250 ms), as if nothing had been said. */
const NOT_WAITS: Array<{ name: string; step: (now: number) => Step }> = [
  { name: 'a Retry-After date in the past', step: (now) => tooMany({ 'retry-after': httpDate(now - 5000) }) },
  { name: 'a huge Retry-After (beyond the hour a header is believed)', step: () => tooMany({ 'retry-after': '999999' }) },
  ...['soon', '-1', '1.5', ''].map((value) => ({ name: `a malformed Retry-After ${JSON.stringify(value)}`, step: () => tooMany({ 'retry-after': value }) })),
  { name: 'an X-RateLimit-Reset already past', step: (now: number) => tooMany({ 'x-ratelimit-reset': String(Math.floor(now / 1000) - 10) }) },
  { name: "a 2xx's Retry-After (a poll interval, not a refusal)", step: () => ({ ...OK, headers: { 'retry-after': '2' } }) },
];

describe('what names no wait holds nobody', () => {
  it.each(NOT_WAITS)('$name', async ({ step }) => {
    const { first, byIndex } = await run(step);
    // Unheld, the first queued call goes out one refill (250 ms) after the burst, well inside the
    // 2 s any believed wait above would hold it for.
    expect(Math.min(...queuedAt(byIndex))).toBeLessThan(first.at + 1000);
  });
});

describe("a server's wait holds only its own bucket", () => {
  it("another key's calls go out while a key is held", async () => {
    const server = await harness.serve((request) => (callIndex(request) === 0 ? tooMany({ 'retry-after': '1' }) : OK));
    const held = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, retry: false });
    const other = createIncidentClient({ apiKey: `${API_KEY}-other`, baseUrl: server.url, retry: false });
    await held.GET('/v1/identity', { headers: { 'x-call': '0' } }).catch(() => undefined);
    const [late] = await Promise.all([held.GET('/v1/identity', { headers: { 'x-call': '1' } }), other.GET('/v1/identity', { headers: { 'x-call': '2' } })]);
    expect(late.response.status).toBe(200);
    expect(server.requests.map(callIndex)).toEqual([0, 2, 1]);
    expect(server.requests[2]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(1000);
  });

  it("an endpoint's own limit held by its 429 leaves the key's other endpoints free", async () => {
    const server = await harness.serve((request) =>
      callIndex(request) === 0 ? tooMany({ 'retry-after': '1' }) : request.url.startsWith('/v2/incidents') ? { status: 200, json: { incidents: [], pagination_meta: { page_size: 25 } } } : OK,
    );
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, retry: false });
    await client.GET('/v2/incidents', { headers: { 'x-call': '0' } }).catch(() => undefined);
    await Promise.all([client.GET('/v2/incidents', { headers: { 'x-call': '1' } }), client.GET('/v1/identity', { headers: { 'x-call': '2' } })]);
    expect(server.requests.map(callIndex)).toEqual([0, 2, 1]);
    expect(server.requests[2]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(1000);
  });

  it("a 429 on the key's default bucket holds the calls of an endpoint with its own limit too (they spend both)", async () => {
    const server = await harness.serve((request) =>
      callIndex(request) === 0 ? tooMany({ 'retry-after': '1' }) : { status: 200, json: { incidents: [], pagination_meta: { page_size: 25 } } },
    );
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, retry: false });
    await client.GET('/v1/identity', { headers: { 'x-call': '0' } }).catch(() => undefined);
    await client.GET('/v2/incidents', { headers: { 'x-call': '1' } });
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(1000);
  });
});
