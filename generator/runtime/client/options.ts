/**
 * createIncidentClient's options and their defaults, resolved once per client.
 */
import { systemClock, type Clock } from './clock.js';
import type { OperationMeta } from './tables.js';

export interface RetryOptions {
  /** Requests sent at most for one call, the first included. Default 4. */
  maxAttempts?: number | undefined;
  /** Stop retrying once a call has taken this long, waits included. Default 60 000 ms. */
  maxElapsedMs?: number | undefined;
  /** The first back-off wait; it doubles per retry, with jitter. Default 500 ms. */
  initialDelayMs?: number | undefined;
  /** The longest back-off wait (a server's Retry-After is not capped by it). Default 8 000 ms. */
  maxDelayMs?: number | undefined;
}

export interface RateLimitOptions {
  /** The default per-key token bucket. Defaults: 1200 tokens, 20 per second (the reference's). */
  capacity?: number | undefined;
  refillPerSecond?: number | undefined;
  /** Apply the per-endpoint and hourly limits from the spec (`x-rate-limit`). Default true. */
  perEndpoint?: boolean | undefined;
  /** Incident creation opens a chat channel, so its lower hourly cap applies. Default false. */
  incidentsCreateChatChannel?: boolean | undefined;
  /** Hold a request at most this long; beyond it throw LocalRateLimitError. Default 60 000 ms. */
  maxWaitMs?: number | undefined;
}

export interface DeprecationNotice {
  operationId: string;
  method: string;
  path: string;
  /** The successor operationId or path, when the spec names one. */
  successor?: string | undefined;
  message: string;
}

export type DeprecationHandling = 'warn' | 'ignore' | ((notice: DeprecationNotice) => void);

/** Must honour `init.signal` (globalThis.fetch does): timeouts and aborts reach the request through it. */
export type FetchFunction = (request: Request, init?: { signal: AbortSignal }) => Promise<Response>;

export interface ClientOptions {
  apiKey: string;
  /** Default https://api.incident.io */
  baseUrl?: string | undefined;
  userAgent?: string | undefined;
  /** A fetch to send requests with (globalThis.fetch by default). */
  fetch?: FetchFunction | undefined;
  /** `false` sends every request once. */
  retry?: RetryOptions | false | undefined;
  /** `false` switches client-side rate limiting off. */
  rateLimit?: RateLimitOptions | false | undefined;
  /** Per attempt, response body included, to within 100 ms. Default 30 000 ms; 0 or Infinity: none. */
  timeoutMs?: number | undefined;
  /** What happens on the first call of a deprecated operation. Default 'warn' (console.warn). */
  onDeprecated?: DeprecationHandling | undefined;
  /** Time source for waits and limits; tests pass a virtual one. */
  clock?: Clock | undefined;
}

export const DEFAULT_BASE_URL = 'https://api.incident.io';
export const DEFAULT_USER_AGENT = 'incident-api-client (openapi-fetch)';

/** Every option set: what the pipeline reads. */
type Settled<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
export type ResolvedRetry = Settled<RetryOptions>;
export type ResolvedRateLimit = Settled<RateLimitOptions>;

export interface ResolvedOptions {
  apiKey: string;
  baseUrl: string;
  userAgent: string;
  fetch: FetchFunction;
  retry: ResolvedRetry | undefined;
  rateLimit: ResolvedRateLimit | undefined;
  timeoutMs: number;
  onDeprecated: DeprecationHandling;
  clock: Clock;
}

const RETRY_DEFAULTS: ResolvedRetry = { maxAttempts: 4, maxElapsedMs: 60_000, initialDelayMs: 500, maxDelayMs: 8_000 };
const RATE_LIMIT_DEFAULTS: ResolvedRateLimit = {
  capacity: 1200,
  refillPerSecond: 20,
  perEndpoint: true,
  incidentsCreateChatChannel: false,
  maxWaitMs: 60_000,
};

export function resolveOptions(options: ClientOptions): ResolvedOptions {
  if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') {
    throw new TypeError('createIncidentClient: apiKey must be a non-empty string');
  }
  return {
    apiKey: options.apiKey,
    baseUrl: (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ''),
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    fetch: options.fetch ?? ((request, init) => globalThis.fetch(request, init)),
    retry: options.retry === false ? undefined : { ...RETRY_DEFAULTS, ...definedOnly(options.retry) },
    rateLimit: options.rateLimit === false ? undefined : { ...RATE_LIMIT_DEFAULTS, ...definedOnly(options.rateLimit) },
    timeoutMs: options.timeoutMs ?? 30_000,
    onDeprecated: options.onDeprecated ?? 'warn',
    clock: options.clock ?? systemClock,
  };
}

// `{ maxAttempts: undefined }` means "the default", not "no bound".
function definedOnly<T extends object>(value: T | undefined): Partial<Settled<T>> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, entry]) => entry !== undefined)) as Partial<Settled<T>>;
}

/** What the pipeline knows about the call it is sending. */
export interface CallContext {
  method: string;
  /** The path template the caller named (`/v2/incidents/{id}`). */
  path: string;
  operation: OperationMeta | undefined;
}
