/** Per-operation rate limits from the `x-rate-limit` extension. */
import type { OperationObject } from '../load/document.ts';
import type { RateLimitMeta } from './types.ts';

const FIELDS = ['burst', 'perMinute', 'perHour', 'perHourWithChatChannel'] as const satisfies ReadonlyArray<keyof RateLimitMeta>;

export function readRateLimit(operation: OperationObject): RateLimitMeta | undefined {
  const raw = operation['x-rate-limit'];
  if (typeof raw !== 'object' || raw === null) return undefined;
  const limit: RateLimitMeta = {};
  for (const field of FIELDS) {
    const value = (raw as Record<string, unknown>)[field];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) limit[field] = value;
  }
  return Object.keys(limit).length > 0 ? limit : undefined;
}
