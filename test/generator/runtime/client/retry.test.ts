import { describe, expect, it } from 'vitest';
import type { ResolvedRetry } from '../../../../generator/runtime/client/options.ts';
import { backoffMs, hasIdempotencyKey, isRepeatableMethod, MAX_SERVER_WAIT_MS, nextWaitMs, retryClass, serverRequestedWaitMs } from '../../../../generator/runtime/client/retry.ts';

const POLICY: ResolvedRetry = { maxAttempts: 4, maxElapsedMs: 10_000, initialDelayMs: 100, maxDelayMs: 1000 };
const NOW = Date.parse('2026-01-01T00:00:00Z');
const response = (status: number, headers: Record<string, string> = {}) => ({ kind: 'response' as const, response: new Response(null, { status, headers }) });

describe('retryClass', () => {
  it('always retries a 429, retries 5xx, 408 and lost connections only when repeatable, never other 4xx', () => {
    expect(retryClass(response(429))).toBe('always');
    expect([500, 502, 503, 504, 408].map((status) => retryClass(response(status)))).toEqual(Array(5).fill('if-repeatable'));
    expect(retryClass({ kind: 'network', error: new Error('reset') })).toBe('if-repeatable');
    expect(retryClass({ kind: 'timeout' })).toBe('if-repeatable');
    expect([400, 401, 404, 409, 422].map((status) => retryClass(response(status)))).toEqual(Array(5).fill('never'));
  });

  it('repeats GET, PUT and DELETE by method; POST and PATCH never by method alone', () => {
    expect(['GET', 'PUT', 'DELETE'].every(isRepeatableMethod)).toBe(true);
    expect(['POST', 'PATCH'].some(isRepeatableMethod)).toBe(false);
    expect(hasIdempotencyKey('{"name":"x","idempotency_key":"k1"}')).toBe(true);
    expect(hasIdempotencyKey('{"name":"x","idempotency_key":""}')).toBe(false);
    expect(hasIdempotencyKey('{"nested":{"idempotency_key":"k1"}}')).toBe(false);
    expect(hasIdempotencyKey('not json')).toBe(false);
    expect(hasIdempotencyKey('{"idempotency_key":7}')).toBe(true);
    // A body of any other JSON kind carries no key, whatever it holds.
    for (const body of ['null', '"idempotency_key"', '""', '0', '7', 'true', 'false', '[]', '[{"idempotency_key":"k1"}]', '{"idempotency_key":null}', '{"idempotency_key":true}', '{"idempotency_key":{}}']) {
      expect(hasIdempotencyKey(body), body).toBe(false);
    }
  });
});

describe('waits', () => {
  it('reads Retry-After as seconds or an HTTP date, before X-RateLimit-Reset', () => {
    const reset = String(NOW / 1000 + 9);
    expect(serverRequestedWaitMs(new Headers({ 'retry-after': '3', 'x-ratelimit-reset': reset }), NOW, true)).toBe(3000);
    expect(serverRequestedWaitMs(new Headers({ 'retry-after': new Date(NOW + 5000).toUTCString() }), NOW, true)).toBe(5000);
    expect(serverRequestedWaitMs(new Headers({ 'x-ratelimit-reset': reset }), NOW, true)).toBe(9000);
    expect(serverRequestedWaitMs(new Headers({ 'x-ratelimit-reset': reset }), NOW, false)).toBeUndefined();
    expect(serverRequestedWaitMs(new Headers({ 'retry-after': 'soon' }), NOW, true)).toBeUndefined();
  });

  it('backs off exponentially, jittered between half and all of the step, capped', () => {
    expect([0, 1, 2, 3, 4].map((retry) => backoffMs(retry, POLICY, () => 0))).toEqual([50, 100, 200, 400, 500]);
    expect([0, 1, 2, 3, 4].map((retry) => backoffMs(retry, POLICY, () => 1))).toEqual([100, 200, 400, 800, 1000]);
  });

  it('stops at maxAttempts and before passing maxElapsedMs', () => {
    expect(nextWaitMs(response(429, { 'retry-after': '2' }), { attempts: 1, elapsedMs: 0 }, POLICY, NOW)).toBe(2000);
    expect(nextWaitMs(response(429, { 'retry-after': '2' }), { attempts: 4, elapsedMs: 0 }, POLICY, NOW)).toBeUndefined();
    expect(nextWaitMs(response(429, { 'retry-after': '2' }), { attempts: 2, elapsedMs: 8001 }, POLICY, NOW)).toBeUndefined();
  });
});

describe('what a server can send in the wait headers', () => {
  const wait = (headers: Record<string, string>, rateLimited = true) => serverRequestedWaitMs(new Headers(headers), NOW, rateLimited);

  it('Retry-After in seconds: digits only, surrounding spaces trimmed, 0 to one hour believed', () => {
    expect(wait({ 'retry-after': ' 3 ' })).toBe(3000);
    // Headers strips only spaces and tabs; a non-breaking space (byte 0xA0) stays in the value.
    expect(wait({ 'retry-after': '3\u00a0' })).toBe(3000);
    expect(wait({ 'retry-after': '0' })).toBe(0);
    expect(wait({ 'retry-after': String(MAX_SERVER_WAIT_MS / 1000) })).toBe(MAX_SERVER_WAIT_MS);
    for (const garbage of [String(MAX_SERVER_WAIT_MS / 1000 + 1), '1.5', '-1', '+2', '1e3', '1234567890123', '3 s', '']) {
      expect(wait({ 'retry-after': garbage }), garbage).toBeUndefined();
    }
  });

  it('Retry-After as an HTTP date: IMF-fixdate or RFC 850, in the future and within the hour', () => {
    expect(wait({ 'retry-after': new Date(NOW + 5000).toUTCString() })).toBe(5000);
    expect(wait({ 'retry-after': 'Thursday, 01-Jan-26 00:00:07 GMT' })).toBe(7000);
    expect(wait({ 'retry-after': new Date(NOW).toUTCString() })).toBeUndefined();
    expect(wait({ 'retry-after': new Date(NOW - 5000).toUTCString() })).toBeUndefined();
    expect(wait({ 'retry-after': new Date(NOW + MAX_SERVER_WAIT_MS + 1000).toUTCString() })).toBeUndefined();
    // Date.parse reads far more than HTTP allows; none of these is an HTTP date.
    for (const loose of ['2026-01-01T00:00:05Z', 'Jan 1 2026 00:00:05 GMT', `x${new Date(NOW + 5000).toUTCString()}`, `${new Date(NOW + 5000).toUTCString()} x`]) {
      expect(wait({ 'retry-after': loose }), loose).toBeUndefined();
    }
  });

  it('X-RateLimit-Reset on a 429: integer Unix seconds in the future, within the hour', () => {
    const at = (seconds: number) => String(NOW / 1000 + seconds);
    expect(wait({ 'x-ratelimit-reset': ` ${at(1)} ` })).toBe(1000);
    expect(wait({ 'x-ratelimit-reset': `${at(1)}\u00a0` })).toBe(1000);
    expect(wait({ 'x-ratelimit-reset': at(MAX_SERVER_WAIT_MS / 1000) })).toBe(MAX_SERVER_WAIT_MS);
    for (const garbage of [at(0), at(-5), at(MAX_SERVER_WAIT_MS / 1000 + 1), `${at(5)}.5`, `-${at(5)}`, `${at(5)}x`, '1234567890123']) {
      expect(wait({ 'x-ratelimit-reset': garbage }), garbage).toBeUndefined();
    }
    // A Retry-After it cannot use leaves the reset to decide.
    expect(wait({ 'retry-after': 'soon', 'x-ratelimit-reset': at(4) })).toBe(4000);
  });

  it('a numeric idempotency_key counts, a body that is not an object has none', () => {
    expect(hasIdempotencyKey('{"idempotency_key":7}')).toBe(true);
    expect(hasIdempotencyKey('{"idempotency_key":0}')).toBe(true);
    expect(hasIdempotencyKey('{"idempotency_key":true}')).toBe(false);
    expect(hasIdempotencyKey('{"idempotency_key":null}')).toBe(false);
    for (const body of ['null', '"idempotency_key"', '["idempotency_key"]', '7']) expect(hasIdempotencyKey(body), body).toBe(false);
  });

  it('HEAD and OPTIONS repeat like GET; a 499 is not retried, a 500 is', () => {
    expect(['HEAD', 'OPTIONS'].every(isRepeatableMethod)).toBe(true);
    expect(retryClass(response(499))).toBe('never');
    expect(retryClass(response(407))).toBe('never');
    expect(retryClass(response(500))).toBe('if-repeatable');
  });
});

describe('nextWaitMs at its edges', () => {
  it('a wait that ends exactly at maxElapsedMs is waited', () => {
    expect(nextWaitMs(response(429, { 'retry-after': '2' }), { attempts: 2, elapsedMs: 8000 }, POLICY, NOW)).toBe(2000);
    expect(nextWaitMs(response(429, { 'retry-after': '2' }), { attempts: 3, elapsedMs: 0 }, POLICY, NOW)).toBe(2000);
  });

  it('a 5xx takes Retry-After but not X-RateLimit-Reset; a lost connection backs off', () => {
    const reset = String(NOW / 1000 + 9);
    expect(nextWaitMs(response(503, { 'retry-after': '2' }), { attempts: 1, elapsedMs: 0 }, POLICY, NOW)).toBe(2000);
    const backedOff = nextWaitMs(response(503, { 'x-ratelimit-reset': reset }), { attempts: 1, elapsedMs: 0 }, POLICY, NOW)!;
    expect(backedOff).toBeGreaterThanOrEqual(50);
    expect(backedOff).toBeLessThanOrEqual(100);
    const third = nextWaitMs({ kind: 'network', error: new TypeError('fetch failed') }, { attempts: 3, elapsedMs: 0 }, POLICY, NOW)!;
    expect(third).toBeGreaterThanOrEqual(200);
    expect(third).toBeLessThanOrEqual(400);
  });
});
