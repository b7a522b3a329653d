import { describe, expect, it } from 'vitest';
import { readRateLimit } from '../../../generator/model/rate-limits.ts';

describe('readRateLimit', () => {
  it('keeps the known positive numbers of x-rate-limit', () => {
    expect(readRateLimit({ 'x-rate-limit': { burst: 60, perMinute: 60 } })).toEqual({ burst: 60, perMinute: 60 });
    expect(readRateLimit({ 'x-rate-limit': { perHour: 300, perHourWithChatChannel: 10, colour: 'red' } })).toEqual({ perHour: 300, perHourWithChatChannel: 10 });
  });

  it('has no limit without the extension or without usable numbers', () => {
    expect(readRateLimit({})).toBeUndefined();
    expect(readRateLimit({ 'x-rate-limit': 'fast' })).toBeUndefined();
    expect(readRateLimit({ 'x-rate-limit': { burst: -1, perMinute: '60' } })).toBeUndefined();
  });
});
