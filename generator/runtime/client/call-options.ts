/**
 * Options one call may set for itself, in either style (`client.GET(path, { ...init, timeoutMs })`
 * or `client.incidentsV2.list(args, { timeoutMs })`), over the client's own settings for that call
 * alone. They are checked by the same rules as the client's options (options.ts).
 */
import { checkTimeoutMs, resolveRetry, RETRY_DEFAULTS, type ResolvedOptions, type ResolvedRetry, type RetryOptions } from './options.js';

export interface CallOptions {
  /** This call's per-attempt timeout; 0 or Infinity: none. Default the client's. Any value costs no state of its own. */
  timeoutMs?: number | undefined;
  /** This call's retry policy, over the client's (or the defaults when the client has none); `false`: send once. */
  retry?: RetryOptions | false | undefined;
  /** `false`: this call does not wait for, nor spend, the client-side rate limit. */
  rateLimit?: false | undefined;
  /** Aborting it ends the call, waits included. */
  signal?: AbortSignal | undefined;
  /** Extra request headers for this call. */
  headers?: Record<string, string> | undefined;
}

/** The keys the pipeline reads and openapi-fetch does not know. */
const PIPELINE_KEYS = ['timeoutMs', 'retry', 'rateLimit'] as const;

/** What the pipeline runs one call with. */
export interface CallSettings {
  retry: ResolvedRetry | undefined;
  rateLimited: boolean;
  timeoutMs: number;
}

/** `rateLimited`: the client has a rate limiter (none when `rateLimit` is false or no limiter was given). */
export function clientCallSettings(options: ResolvedOptions, rateLimited: boolean): CallSettings {
  return { retry: options.retry, rateLimited, timeoutMs: options.timeoutMs };
}

/**
 * The settings of one call: the client's own object when the call overrides nothing (the common
 * case allocates nothing), else a merged copy. `where` (`GET /v2/incidents`) names the call in refusals.
 */
export function callSettings(client: CallSettings, init: Readonly<Record<string, unknown>> | undefined, where: string): CallSettings {
  if (!init || PIPELINE_KEYS.every((key) => init[key] === undefined)) return client;
  const { timeoutMs, retry, rateLimit } = init;
  if (rateLimit !== undefined && rateLimit !== false) throw new TypeError(`${where}: rateLimit may only be false for one call (set limits on the client)`);
  return {
    retry: retry === undefined ? client.retry : resolveRetry(where, retry as RetryOptions | false, client.retry ?? RETRY_DEFAULTS),
    rateLimited: rateLimit === false ? false : client.rateLimited,
    timeoutMs: timeoutMs === undefined ? client.timeoutMs : checkTimeoutMs(where, timeoutMs),
  };
}

/** The init openapi-fetch gets: without the pipeline's keys, which it would hand on to `Request`. */
export function withoutPipelineKeys(init: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!init || PIPELINE_KEYS.every((key) => !(key in init))) return init;
  const rest = { ...init };
  for (const key of PIPELINE_KEYS) delete rest[key];
  return rest;
}
