/**
 * Numbers a server sends are clamped. Each table attacks one header with negative, signed,
 * fractional, exponent, hexadecimal, absurd and past values; each must fall back to the documented
 * behaviour (back-off; the limit's own window) and never lock the key out beyond that window.
 */
import { describe, expect, it } from 'vitest';
import { LocalRateLimitError, type ClientOptions } from '../../../../generator/runtime/client/index.ts';
import { apiError, faultServers, inOrder, VirtualClock, type Step } from './fault-server.ts';

const OK: Step = { status: 200, json: { identity: { name: 'k' } } };
const NOW_SECONDS = new VirtualClock().now() / 1000;
// The default bucket: 1200 tokens refilled at 20/s is full again after 60 s.
const DEFAULT_WINDOW_MS = 60_000;
const harness = faultServers();
const setUp = (steps: Step[], options: Partial<ClientOptions> = {}) => harness.setUp(inOrder(...steps), options);

const ABSURD = ['99999999', '999999999999', String(NOW_SECONDS + 10 * 365 * 86_400)];
const MALFORMED = ['-5', '+5', '-0', '1.5', '5.', '.5', '1e3', '0x10', '5 seconds', '', 'soon'];

describe('X-RateLimit-Remaining', () => {
  it.each(['-1000000', '-1', '-0.5', '+5', '1e9', '0x10', '12abc', '99999999999999999999', 'NaN'])(
    '%s: the next call goes out at once',
    async (remaining) => {
      const { server, clock, client } = await setUp([{ ...OK, headers: { 'x-ratelimit-remaining': remaining } }, OK], { retry: false });
      await client.GET('/v1/identity');
      await expect(client.GET('/v1/identity')).resolves.toBeDefined();
      expect(clock.sleeps).toEqual([]);
      expect(server.requests).toHaveLength(2);
    },
  );
});

describe('X-RateLimit-Remaining: 0 with an X-RateLimit-Reset', () => {
  it.each([...ABSURD, ...MALFORMED.map((value) => `${value}`)])('reset %s: no lock-out longer than the window', async (reset) => {
    const { clock, client } = await setUp([{ ...OK, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } }, OK], { retry: false });
    await client.GET('/v1/identity');
    await expect(client.GET('/v1/identity')).resolves.toBeDefined();
    expect(clock.sleeps.every((ms) => ms <= DEFAULT_WINDOW_MS)).toBe(true);
  });
});

describe('a 429 with an unusable Retry-After or X-RateLimit-Reset backs off instead', () => {
  const retry = { maxAttempts: 2, initialDelayMs: 100, maxDelayMs: 100, maxElapsedMs: 60_000 };
  const tooMany = (headers: Record<string, string>): Step => ({ status: 429, json: apiError(429, 'too_many_requests'), headers });

  it.each([...MALFORMED, ...ABSURD, 'Thu, 01 Jan 1970 00:00:00 GMT', 'Mon, 32 Foo 2026 25:61:61 GMT'])('Retry-After %j', async (retryAfter) => {
    const { server, clock, client } = await setUp([tooMany({ 'retry-after': retryAfter }), OK], { retry });
    await expect(client.GET('/v1/identity')).resolves.toBeDefined();
    expect(server.requests).toHaveLength(2);
    expect(clock.sleeps).toHaveLength(1);
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(50);
    expect(clock.sleeps[0]).toBeLessThanOrEqual(100);
  });

  it.each([...MALFORMED.filter((value) => value !== ''), ...ABSURD, String(NOW_SECONDS - 100)])('X-RateLimit-Reset %j', async (reset) => {
    const { server, clock, client } = await setUp([tooMany({ 'x-ratelimit-reset': reset }), OK], { retry });
    await expect(client.GET('/v1/identity')).resolves.toBeDefined();
    expect(server.requests).toHaveLength(2);
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(50);
    expect(clock.sleeps[0]).toBeLessThanOrEqual(100);
  });

  it.each(ABSURD)('a 429 with Retry-After %s does not lock the key out for later calls', async (retryAfter) => {
    const { clock, client } = await setUp([tooMany({ 'retry-after': retryAfter }), OK], { retry: false });
    await client.GET('/v1/identity').catch(() => undefined);
    const next = await client.GET('/v1/identity').catch((error: unknown) => error);
    expect(next).not.toBeInstanceOf(LocalRateLimitError);
    expect(clock.sleeps.every((ms) => ms <= DEFAULT_WINDOW_MS)).toBe(true);
  });

  it('a believable Retry-After still wins, and blocks the bucket no longer than its window', async () => {
    const { clock, client } = await setUp([tooMany({ 'retry-after': '3000' }), OK], { retry: false });
    await client.GET('/v1/identity').catch(() => undefined);
    await client.GET('/v1/identity');
    expect(clock.sleeps).toEqual([DEFAULT_WINDOW_MS]);
  });
});
