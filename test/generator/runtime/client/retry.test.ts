import { describe, expect, it } from 'vitest';
import type { ResolvedRetry } from '../../../../generator/runtime/client/options.ts';
import { backoffMs, hasIdempotencyKey, isRepeatableMethod, nextWaitMs, retryClass, serverRequestedWaitMs } from '../../../../generator/runtime/client/retry.ts';

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
