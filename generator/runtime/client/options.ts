/**
 * createIncidentClient's options and their defaults, resolved once per client.
 */
import { MIN_SECRET_LENGTH } from '../redaction/redact.js';
import { systemClock, type Clock } from './clock.js';
import { LOG_LEVELS, type Logger, type LogLevel } from './logger.js';
import type { OperationFacts } from './tables.js';
import type { DriftHandler, ValidationMode } from '../validation/findings.js';

/** How a failed call is retried (429, 5xx and network failures; a non-idempotent POST only when the server says it is safe). */
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

/** Client-side rate limiting: calls wait for a token instead of meeting the server's 429. */
export interface RateLimitOptions {
  /** The default per-key token bucket's size. Default 1200 tokens (the reference's). */
  capacity?: number | undefined;
  /** How fast the per-key bucket refills. Default 20 tokens per second. */
  refillPerSecond?: number | undefined;
  /** Apply the per-endpoint and hourly limits from the spec (`x-rate-limit`). Default true. */
  perEndpoint?: boolean | undefined;
  /** Incident creation opens a chat channel, so its lower hourly cap applies. Default false. */
  incidentsCreateChatChannel?: boolean | undefined;
  /**
   * Hold a request at most this long, a server's wait that arrives meanwhile included; beyond it
   * throw LocalRateLimitError. Default 60 000 ms.
   */
  maxWaitMs?: number | undefined;
}

/** What `onDeprecated` is handed on the first call of a deprecated operation. */
export interface DeprecationNotice {
  /** The deprecated operation's operationId. */
  operationId: string;
  /** Its HTTP method, upper case. */
  method: string;
  /** Its path template, `/v1/incidents/{id}`. */
  path: string;
  /** The successor operationId or path, when the spec names one. */
  successor?: string | undefined;
  /** The warning as `'warn'` prints it. */
  message: string;
}

/** A handler may return a promise (awaited); one that throws or rejects is ignored and the call goes ahead. */
export type DeprecationHandling = 'warn' | 'ignore' | ((notice: DeprecationNotice) => void);

/** Must honour `init.signal` (globalThis.fetch does): timeouts and aborts reach the request through it. */
export type FetchFunction = (request: Request, init?: { signal: AbortSignal }) => Promise<Response>;

/** `createIncidentClient`'s options: only `apiKey` is required, every other one has the default it names. */
export interface ClientOptions {
  /**
   * The API key, sent as `Authorization: Bearer ...` and redacted from every message and log line.
   * Printable ASCII, at least 8 characters (shorter could not be told from words to redact); refused otherwise.
   */
  apiKey: string;
  /** Where the API is. Default https://api.incident.io */
  baseUrl?: string | undefined;
  /** The `User-Agent` header (where the runtime lets a request set it). Default `incident-api-client (openapi-fetch)`. */
  userAgent?: string | undefined;
  /** A fetch to send requests with (globalThis.fetch by default). */
  fetch?: FetchFunction | undefined;
  /** `false` sends every request once. */
  retry?: RetryOptions | false | undefined;
  /** `false` switches client-side rate limiting off. */
  rateLimit?: RateLimitOptions | false | undefined;
  /**
   * Per attempt, response body included, to within 100 ms. Default 30 000 ms; 0, Infinity or more
   * than a timer counts (2^31 ms, 24.8 days): none; negative or NaN: refused.
   */
  timeoutMs?: number | undefined;
  /** What happens on the first call of a deprecated operation. Default 'warn' (console.warn). */
  onDeprecated?: DeprecationHandling | undefined;
  /**
   * What the client tells `logger`: 'debug' each request, response and failed call, 'info' each
   * retry and rate-limit wait, 'warn' deprecations; 'error' and 'off' keep it quiet (a failure is
   * thrown to the caller, not logged). Default 'warn', or the
   * `INCIDENT_API_LOG` environment variable where `process.env` exists.
   */
  logLevel?: LogLevel | undefined;
  /** Where log lines go, already redacted. Default `console`. */
  logger?: Logger | undefined;
  /**
   * Checks every 2xx JSON body against the operation's response schema, by the platform's
   * compatibility policy (unknown properties and enum values are fine). 'report' (the default)
   * hands each finding to `onDrift`; 'throw' rejects the call with ResponseValidationError; 'off'
   * checks nothing.
   */
  validateResponses?: ValidationMode | undefined;
  /** Receives each finding under 'report'. Default: `logger.warn`, once per operation and location per process. */
  onDrift?: DriftHandler | undefined;
  /** Time source for waits and limits; tests pass a virtual one. */
  clock?: Clock | undefined;
}

/** The API's address when `baseUrl` is not given. */
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
  /** As given: resolved (resolveRateLimit) by the client's rate limiter, which a lean client may not have. */
  rateLimit: RateLimitOptions | false | undefined;
  timeoutMs: number;
  onDeprecated: DeprecationHandling;
  logLevel: LogLevel;
  logger: Logger;
  /**
   * `validateResponses` and `onDrift` as given: the response validation a client is given checks
   * them (response-validation.ts), so a client without it bundles none of their checks.
   */
  validateResponses: ValidationMode | undefined;
  /** Undefined: the default, a warning once per operation and location. */
  onDrift: DriftHandler | undefined;
  clock: Clock;
}

export const RETRY_DEFAULTS: ResolvedRetry = { maxAttempts: 4, maxElapsedMs: 60_000, initialDelayMs: 500, maxDelayMs: 8_000 };
const RATE_LIMIT_DEFAULTS: ResolvedRateLimit = {
  capacity: 1200,
  refillPerSecond: 20,
  perEndpoint: true,
  incidentsCreateChatChannel: false,
  maxWaitMs: 60_000,
};

/**
 * How many API keys' rate limiters the process keeps for clients made later with the same key (the
 * most recently used ones); a client keeps its own limiter for as long as it lives.
 */
export const MAX_SHARED_RATE_LIMITERS = 1000;

/** The factory every option message names (both clients resolve their options here). */
export const CLIENT = 'createIncidentClient';

/**
 * Settles every option, refusing at construction what would fail or mislead later. Messages name
 * the option and never quote its value: the key, or a URL's credentials, must not reach them.
 */
export function resolveOptions(options: ClientOptions): ResolvedOptions {
  return {
    apiKey: checkApiKey(options.apiKey),
    baseUrl: checkBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL),
    userAgent: checkHeaderText('userAgent', options.userAgent ?? DEFAULT_USER_AGENT),
    fetch: options.fetch ?? ((request, init) => globalThis.fetch(request, init)),
    retry: resolveRetry(CLIENT, options.retry, RETRY_DEFAULTS),
    rateLimit: options.rateLimit,
    timeoutMs: checkTimeoutMs(CLIENT, options.timeoutMs ?? 30_000),
    onDeprecated: options.onDeprecated ?? 'warn',
    logLevel: checkLogLevel('logLevel', options.logLevel ?? environmentLogLevel() ?? 'warn'),
    logger: checkLogger(options.logger ?? console),
    validateResponses: options.validateResponses,
    onDrift: options.onDrift,
    clock: options.clock ?? systemClock,
  };
}

/**
 * The retry policy a client or one call runs with: `false` none, else the given settings over
 * `base` (the defaults for a client, the client's own policy for a call). `where` names the caller in messages.
 */
export function resolveRetry(where: string, given: RetryOptions | false | undefined, base: ResolvedRetry): ResolvedRetry | undefined {
  if (given === false) return undefined;
  if (given !== undefined && (typeof given !== 'object' || given === null)) throw new TypeError(`${where}: retry must be an object or false`);
  const retry = { ...base, ...definedOnly(given) };
  checkNumber(where, 'retry.maxAttempts', retry.maxAttempts, { min: 1, integer: true });
  checkNumber(where, 'retry.maxElapsedMs', retry.maxElapsedMs, { min: 0, infinite: true });
  checkNumber(where, 'retry.initialDelayMs', retry.initialDelayMs, { min: 0 });
  checkNumber(where, 'retry.maxDelayMs', retry.maxDelayMs, { min: 0 });
  return retry;
}

/** The rate limiter's settings over the defaults; the limiter resolves them, so a client without one bundles none of this. */
export function resolveRateLimit(given: RateLimitOptions | undefined): ResolvedRateLimit {
  const rateLimit = { ...RATE_LIMIT_DEFAULTS, ...definedOnly(given) };
  checkNumber(CLIENT, 'rateLimit.capacity', rateLimit.capacity, { min: 0, above: true });
  checkNumber(CLIENT, 'rateLimit.refillPerSecond', rateLimit.refillPerSecond, { min: 0, above: true });
  checkNumber(CLIENT, 'rateLimit.maxWaitMs', rateLimit.maxWaitMs, { min: 0, infinite: true });
  return rateLimit;
}

/** 0 and Infinity mean no timeout; negative and NaN are refused. */
export function checkTimeoutMs(where: string, timeoutMs: unknown): number {
  checkNumber(where, 'timeoutMs', timeoutMs, { min: 0, infinite: true });
  return timeoutMs as number;
}

const ENVIRONMENT_LOG_LEVEL = 'INCIDENT_API_LOG';

/** `process.env.INCIDENT_API_LOG` where there is a process (Node, Bun, Deno's compatibility layer). */
function environmentLogLevel(): LogLevel | undefined {
  const value = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[ENVIRONMENT_LOG_LEVEL];
  return value === undefined || value === '' ? undefined : checkLogLevel(ENVIRONMENT_LOG_LEVEL, value.trim().toLowerCase());
}

function checkLogLevel(name: string, level: unknown): LogLevel {
  if (typeof level === 'string' && (LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
  throw new RangeError(`${CLIENT}: ${name} must be one of ${LOG_LEVELS.join(', ')}, got ${String(level).slice(0, 40)}`);
}

/**
 * Anything with the four methods, a function carrying them too (the Logger type accepts one). It is
 * never null or undefined (`options.logger ?? console`), and a primitive has none of the methods.
 */
function checkLogger(logger: unknown): Logger {
  const methods = ['error', 'warn', 'info', 'debug'] as const;
  if (methods.some((method) => typeof (logger as Record<string, unknown>)[method] !== 'function')) {
    throw new TypeError(`${CLIENT}: logger must have error, warn, info and debug methods`);
  }
  return logger as Logger;
}

/**
 * Printable ASCII only: a header cannot carry anything else, and undici's refusal would quote the
 * key. No shorter than the redaction's minimum: a shorter key could not be told from ordinary
 * words, so it would be printed wherever a server echoes it; no real key is that short.
 */
function checkApiKey(apiKey: unknown): string {
  if (typeof apiKey !== 'string' || apiKey.trim() === '') throw new TypeError(`${CLIENT}: apiKey must be a non-empty string`);
  if (apiKey.length < MIN_SECRET_LENGTH) {
    throw new TypeError(`${CLIENT}: apiKey has ${apiKey.length} characters, fewer than the ${MIN_SECRET_LENGTH} of any real key (a placeholder or a cut value?)`);
  }
  const bad = apiKey.search(/[^\x21-\x7e]/);
  if (bad >= 0) {
    throw new TypeError(`${CLIENT}: apiKey must be printable ASCII without spaces; character ${bad + 1} of ${apiKey.length} is not (a stray newline?)`);
  }
  return apiKey;
}

function checkBaseUrl(baseUrl: unknown): string {
  let url: URL;
  try {
    url = new URL(String(baseUrl));
  } catch {
    // URL's own error quotes the input, credentials and all.
    throw new TypeError(`${CLIENT}: baseUrl is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`${CLIENT}: baseUrl must be an http: or https: URL`);
  if (url.username !== '' || url.password !== '') {
    throw new TypeError(`${CLIENT}: baseUrl must not carry credentials (user:password@); the API key authenticates every request`);
  }
  return String(baseUrl).replace(/\/+$/, '');
}

function checkHeaderText(name: string, value: unknown): string {
  if (typeof value !== 'string' || /[^\x20-\x7e\x80-\xff]|^\s|\s$/.test(value)) {
    throw new TypeError(`${CLIENT}: ${name} must be a header-safe string (no control characters, no surrounding spaces)`);
  }
  return value;
}

function checkNumber(where: string, name: string, value: unknown, { min, above = false, integer = false, infinite = false }: NumberRule): void {
  const inRange = typeof value === 'number' && (above ? value > min : value >= min);
  const ok = inRange && (Number.isFinite(value) ? !integer || Number.isInteger(value) : infinite);
  if (!ok) {
    const bound = `${integer ? 'an integer' : 'a number'} ${above ? '>' : '>='} ${min}${infinite ? ' (or Infinity)' : ''}`;
    throw new RangeError(`${where}: ${name} must be ${bound}, got ${String(value).slice(0, 40)}`);
  }
}

interface NumberRule {
  min: number;
  /** Strictly above `min`. */
  above?: boolean;
  integer?: boolean;
  /** Infinity allowed (no limit). */
  infinite?: boolean;
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
  operation: OperationFacts | undefined;
}
