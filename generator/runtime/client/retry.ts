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
    // Optional chaining: a parsed primitive has no `idempotency_key` of its own or inherited.
    const key = (JSON.parse(bodyText) as Record<string, unknown> | null)?.['idempotency_key'];
    return (typeof key === 'string' && key !== '') || typeof key === 'number';
  } catch {
    return false;
  }
}

/**
 * The longest wait a header is believed: an hour, the longest window the reference documents
 * (incident creation per hour). Beyond it a header is taken as garbage, and back-off applies.
 */
export const MAX_SERVER_WAIT_MS = 3_600_000;

/**
 * The wait the server asked for: `Retry-After` (integer seconds or an HTTP date) first, then, on
 * a 429 only, `X-RateLimit-Reset` (integer Unix seconds: when the binding limit is full again;
 * every response carries it, so on a 5xx it says nothing about the failure). Undefined when
 * neither is usable: signed, fractional, malformed, or beyond MAX_SERVER_WAIT_MS.
 */
export function serverRequestedWaitMs(headers: Headers, nowMs: number, rateLimited: boolean): number | undefined {
  const retryAfter = headers.get('retry-after')?.trim();
  const requested = retryAfter ? retryAfterMs(retryAfter, nowMs) : undefined;
  if (requested !== undefined) return requested;
  return rateLimited ? believableUntil(resetAtMs(headers), nowMs) : undefined;
}

/** `X-RateLimit-Reset` as epoch milliseconds, when it is integer Unix seconds. */
export function resetAtMs(headers: Headers): number | undefined {
  const reset = headers.get('x-ratelimit-reset')?.trim();
  return reset && /^\d{1,12}$/.test(reset) ? Number(reset) * 1000 : undefined;
}

// RFC 9110: delay-seconds is 1*DIGIT; an HTTP-date is IMF-fixdate, or the obsolete RFC 850 and asctime forms.
const HTTP_DATE = /^(?:[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT|[A-Z][a-z]+, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT|[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4})$/;

function retryAfterMs(value: string, nowMs: number): number | undefined {
  if (/^\d{1,12}$/.test(value)) return believable(Number(value) * 1000);
  return HTTP_DATE.test(value) ? believableUntil(Date.parse(value), nowMs) : undefined;
}

const believable = (waitMs: number): number | undefined => (waitMs > MAX_SERVER_WAIT_MS ? undefined : waitMs);

/**
 * The wait until `at` (epoch milliseconds). A time already past says nothing (clocks differ):
 * back off instead of sending at once. NaN (a date Date.parse rejects) is never later than now.
 */
const believableUntil = (at: number | undefined, nowMs: number): number | undefined => (at !== undefined && at > nowMs ? believable(at - nowMs) : undefined);

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
