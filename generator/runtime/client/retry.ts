/**
 * When to send a request again, and how long to wait first. Pure decisions: the pipeline in
 * core.ts sends and sleeps.
 */
import type { ResolvedRetry } from './options.js';

/** What one attempt produced. */
export type AttemptOutcome =
  | { kind: 'response'; response: Response }
  | { kind: 'network'; error: unknown }
  | { kind: 'timeout' };

/**
 * `always`: the server refused before doing anything (429), so any request may be repeated.
 * `if-repeatable`: the request may or may not have taken effect (5xx, cut connection, timeout).
 */
export type RetryClass = 'always' | 'if-repeatable' | 'never';

const REPEATABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export function retryClass(outcome: AttemptOutcome): RetryClass {
  if (outcome.kind !== 'response') return 'if-repeatable';
  const { status } = outcome.response;
  if (status === 429) return 'always';
  if (status >= 500 || status === 408) return 'if-repeatable';
  return 'never';
}

/** GET/PUT/DELETE repeat safely; a POST only when its body carries an `idempotency_key`. */
export function isRepeatableMethod(method: string): boolean {
  return REPEATABLE_METHODS.has(method);
}

/** True when a JSON request body has a non-empty top-level `idempotency_key`. */
export function hasIdempotencyKey(bodyText: string): boolean {
  try {
    const body: unknown = JSON.parse(bodyText);
    const key = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['idempotency_key'] : undefined;
    return (typeof key === 'string' && key !== '') || typeof key === 'number';
  } catch {
    return false;
  }
}

/**
 * The wait the server asked for: `Retry-After` (seconds or an HTTP date) first, then, on a 429
 * only, `X-RateLimit-Reset` (Unix seconds: when the binding limit is full again; every response
 * carries it, so on a 5xx it says nothing about the failure). Undefined when neither is usable.
 */
export function serverRequestedWaitMs(headers: Headers, nowMs: number, rateLimited: boolean): number | undefined {
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Number(retryAfter) * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - nowMs);
  }
  const reset = rateLimited ? headers.get('x-ratelimit-reset')?.trim() : undefined;
  if (reset && /^\d+(\.\d+)?$/.test(reset)) return Math.max(0, Number(reset) * 1000 - nowMs);
  return undefined;
}

/** Exponential back-off with jitter: between half and all of `initial * 2^retry`, capped. */
export function backoffMs(retryIndex: number, policy: ResolvedRetry, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** retryIndex);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface RetryState {
  /** Attempts made so far (1 after the first). */
  attempts: number;
  elapsedMs: number;
}

/** How long to wait before the next attempt, or undefined when the call must stop here. */
export function nextWaitMs(outcome: AttemptOutcome, state: RetryState, policy: ResolvedRetry, nowMs: number): number | undefined {
  if (state.attempts >= policy.maxAttempts) return undefined;
  const requested =
    outcome.kind === 'response' ? serverRequestedWaitMs(outcome.response.headers, nowMs, outcome.response.status === 429) : undefined;
  const wait = requested ?? backoffMs(state.attempts - 1, policy);
  return state.elapsedMs + wait > policy.maxElapsedMs ? undefined : wait;
}
