/** Limits the client would wait on: only a positive, finite number is one a server keeps. */
import { describe, expect, it } from 'vitest';
import { readRateLimit } from '../../../generator/model/rate-limits.ts';

describe('readRateLimit on malformed extensions', () => {
  it('drops a zero, an infinite or a missing number rather than promising a limit no server keeps', () => {
    expect(readRateLimit({ 'x-rate-limit': null })).toBeUndefined();
    expect(readRateLimit({ 'x-rate-limit': { burst: 0, perMinute: Infinity, perHour: Number.NaN, perHourWithChatChannel: -Infinity } })).toBeUndefined();
    expect(readRateLimit({ 'x-rate-limit': { burst: 0, perMinute: 30, perHour: Infinity } })).toEqual({ perMinute: 30 });
  });
});
