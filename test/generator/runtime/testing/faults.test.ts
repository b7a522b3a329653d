/**
 * Faults on demand, met by the generated client as a consumer's code meets them: the client must
 * retry a 429 (after its Retry-After) and a 5xx, report a cut body, and a fault must reach only the
 * calls it names, as many times as asked.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createIncidentClient, InvalidResponseError, RateLimitError } from '../../../../generated/index.ts';
import { createFakeIncidentApi, FAKE_BASE_URL } from '../../../../generated/testing.ts';

const KEY = 'kit-fault-key-0123456789';
const fake = createFakeIncidentApi();
const server = setupServer(...fake.handlers);
const client = createIncidentClient({ apiKey: KEY, retry: { initialDelayMs: 1, maxDelayMs: 5 }, rateLimit: false });
const identity = () => client.GET('/v1/identity');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fake.reset());
afterAll(() => server.close());

describe('faults', () => {
  it('sends a 429 as the platform does: Retry-After, the X-RateLimit set and the rate_limit body', async () => {
    const now = new Date('2026-05-01T12:00:00Z');
    const clocked = createFakeIncidentApi({ baseUrl: 'http://clocked.test', now: () => now });
    server.use(...clocked.handlers);
    clocked.fail({ kind: 'rate-limit', retryAfterSeconds: 7, limit: 60 });
    const response = await fetch('http://clocked.test/v1/identity', { headers: { authorization: `Bearer ${KEY}` } });
    server.resetHandlers();
    expect(response.status).toBe(429);
    const limits: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (/^(retry-after|x-ratelimit-)/.test(name)) limits[name] = value;
    });
    expect(limits).toEqual({
      'retry-after': '7',
      'x-ratelimit-limit': '60, 60;window=60',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-used': '60',
      'x-ratelimit-reset': String(now.getTime() / 1000 + 7),
    });
    expect(await response.json()).toMatchObject({
      type: 'too_many_requests',
      status: 429,
      errors: [{ code: 'too_many_requests' }],
      rate_limit: { limit: 60, remaining: 0, retry_after: '2026-05-01T12:00:07.000Z' },
    });
  });

  it('is retried by the client past a 429 and two 5xx, and the call succeeds', async () => {
    fake.fail({ kind: 'rate-limit', retryAfterSeconds: 0 });
    fake.fail({ kind: 'server-error', status: 503 }, { times: 2 });
    const result = await identity();
    expect(result.response.status).toBe(200);
    expect(fake.requests).toHaveLength(4);
  });

  it('fails the call once the faults outlast the retries, with the platform error the client documents', async () => {
    fake.fail({ kind: 'rate-limit', retryAfterSeconds: 0 }, { times: Infinity });
    await expect(identity()).rejects.toBeInstanceOf(RateLimitError);
    expect(fake.requests).toHaveLength(4);
    fake.reset();
    expect((await identity()).response.status).toBe(200);
  });

  it('cuts a body half-way: the client reports it, it does not parse half a document', async () => {
    const noRetry = createIncidentClient({ apiKey: KEY, retry: false, rateLimit: false });
    fake.fail({ kind: 'cut-body' });
    await expect(noRetry.GET('/v1/identity')).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('fails the connection itself, and the client retries it', async () => {
    fake.fail({ kind: 'network-error' });
    expect((await identity()).response.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it('delays a reply by the time asked', async () => {
    fake.fail({ kind: 'delay', ms: 150 });
    const started = performance.now();
    expect((await identity()).response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('reaches only the operation it names, by operationId or by method and path', async () => {
    fake.fail({ kind: 'server-error' }, { operation: { method: 'get', path: '/v2/incidents' }, times: Infinity });
    expect((await identity()).response.status).toBe(200);
    const raw = await fetch(`${FAKE_BASE_URL}/v2/incidents`, { headers: { authorization: `Bearer ${KEY}` } });
    expect(raw.status).toBe(500);
    const identityId = fake.requests[0]!.operationId;
    fake.reset();
    fake.fail({ kind: 'server-error' }, { operation: identityId });
    expect((await fetch(`${FAKE_BASE_URL}/v1/identity`, { headers: { authorization: `Bearer ${KEY}` } })).status).toBe(500);
    expect((await fetch(`${FAKE_BASE_URL}/v1/identity`, { headers: { authorization: `Bearer ${KEY}` } })).status).toBe(200);
  });

  it('refuses a fault for an operation the API does not have, and a count or delay that makes no sense', () => {
    expect(() => fake.fail({ kind: 'server-error' }, { operation: 'NoSuchOperation' })).toThrow(/not an operation/);
    expect(() => fake.fail({ kind: 'server-error' }, { operation: { method: 'get', path: '/v9/none' } })).toThrow(/not an operation/);
    expect(() => fake.fail({ kind: 'server-error' }, { times: 0 })).toThrow(RangeError);
    expect(() => fake.fail({ kind: 'delay', ms: -1 })).toThrow(RangeError);
  });
});
