import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../../generator/runtime/client/clock.ts';
import { DEFAULT_BASE_URL, resolveOptions } from '../../../../generator/runtime/client/options.ts';

describe('resolveOptions', () => {
  it("fills in the reference's defaults", () => {
    const resolved = resolveOptions({ apiKey: 'k' });
    expect(resolved).toMatchObject({ baseUrl: DEFAULT_BASE_URL, timeoutMs: 30_000, onDeprecated: 'warn', clock: systemClock });
    expect(resolved.retry).toEqual({ maxAttempts: 4, maxElapsedMs: 60_000, initialDelayMs: 500, maxDelayMs: 8_000 });
    expect(resolved.rateLimit).toEqual({ capacity: 1200, refillPerSecond: 20, perEndpoint: true, incidentsCreateChatChannel: false, maxWaitMs: 60_000 });
  });

  it('keeps what the caller set, treats undefined as the default and false as off', () => {
    const resolved = resolveOptions({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9/', retry: { maxAttempts: 2, maxDelayMs: undefined }, rateLimit: false });
    expect(resolved.baseUrl).toBe('http://127.0.0.1:9');
    expect(resolved.retry).toMatchObject({ maxAttempts: 2, maxDelayMs: 8_000 });
    expect(resolved.rateLimit).toBeUndefined();
    expect(resolveOptions({ apiKey: 'k', retry: false }).retry).toBeUndefined();
  });

  it('refuses a missing key', () => {
    expect(() => resolveOptions({ apiKey: '' })).toThrow('apiKey must be a non-empty string');
  });
});
