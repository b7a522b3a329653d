/**
 * Client-side rate limiting, so a busy caller queues instead of collecting 429s: the default
 * per-key token bucket, the per-endpoint and hourly limits the spec declares (`x-rate-limit`),
 * corrected by what the server reports. A reservation may drive a bucket below zero: the deficit
 * is the wait, which queues callers in arrival order without a queue. A server's wait (a 429's, or
 * a `Retry-After` on any error status) blocks the bucket: callers already waiting look again
 * before they send.
 */
import type { Redactor } from '../redaction/redact.js';
import type { Clock } from './clock.js';
import { LocalRateLimitError } from './errors.js';
import type { ClientLog } from './logger.js';
import { MAX_SHARED_RATE_LIMITERS, resolveRateLimit, type CallContext, type RateLimitOptions, type ResolvedRateLimit } from './options.js';
import { resetAtMs, serverRequestedWaitMs } from './retry.js';
import type { OperationFacts } from './tables.js';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;

export class TokenBucket {
  private tokens: number;
  private updatedAt: number;
  private blockedUntil = 0;

  readonly name: string;
  readonly capacity: number;
  private readonly refillPerMs: number;

  constructor(
    name: string,
    capacity: number,
    refillPerMs: number,
    now: number,
  ) {
    this.name = name;
    this.capacity = capacity;
    this.refillPerMs = refillPerMs;
    this.tokens = capacity;
    this.updatedAt = now;
  }

  /** Takes one token; returns how long the caller must wait before sending (0: now). */
  reserve(now: number): number {
    this.refill(now);
    this.tokens -= 1;
    const deficitWait = this.tokens < 0 ? -this.tokens / this.refillPerMs : 0;
    return Math.max(deficitWait, this.blockedUntil - now, 0);
  }

  /** Gives back a reservation that was never used (the caller gave up waiting). */
  release(now: number): void {
    this.refill(now);
    this.tokens = Math.min(this.capacity, this.tokens + 1);
  }

  /** What the server reports only ever lowers what we believe is left, and never below empty. */
  correct(remaining: number, resetAtMs: number | undefined, now: number): void {
    this.refill(now);
    this.tokens = Math.min(this.tokens, Math.max(0, remaining));
    if (remaining <= 0 && resetAtMs !== undefined) this.blockUntil(resetAtMs, now);
  }

  /**
   * Nobody sends through this bucket before `untilMs` (the server said so), but for no longer
   * than the bucket takes to fill from empty: no one header locks a key out beyond its limit's window.
   */
  blockUntil(untilMs: number, now: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, Math.min(untilMs, now + this.capacity / this.refillPerMs));
  }

  /** Until when the server asked everyone to hold off (0: it never did). */
  get blockedUntilMs(): number {
    return this.blockedUntil;
  }

  available(now: number): number {
    this.refill(now);
    return this.tokens;
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.capacity, this.tokens + (now - this.updatedAt) * this.refillPerMs);
    this.updatedAt = now;
  }
}

/** A call as the limiter sees it: what it names in a wait's log line and error, and the caller's signal that ends its wait. */
export interface WaitingCall extends CallContext {
  readonly callerSignal: AbortSignal | undefined;
  readonly redactor: Redactor;
}

/**
 * What a client asks of its rate limiter. The factory's type names this, not the class: a class
 * with private members is a different type in each copy of the package, so a release's surface
 * would read as broken against the one before it for no change at all.
 */
export interface CallLimiter {
  acquire(call: WaitingCall, log?: ClientLog): Reservation | Promise<Reservation>;
  observe(reservation: Reservation, response: Response): void;
}

/** The buckets one call reserved, handed back to `observe`. */
export type Reservation = readonly { readonly name: string }[];

/** The buckets one API key (at one base URL) spends. */
export class RateLimiter implements CallLimiter {
  private readonly global: TokenBucket;
  private readonly byOperation = new Map<string, TokenBucket[]>();

  private readonly settings: ResolvedRateLimit;
  private readonly clock: Clock;

  constructor(
    settings: ResolvedRateLimit,
    clock: Clock,
  ) {
    this.settings = settings;
    this.clock = clock;
    this.global = new TokenBucket('default', settings.capacity, settings.refillPerSecond / 1000, clock.now());
  }

  /**
   * Reserves a token in every bucket the call spends and returns them for `observe`: at once
   * when none has to wait (the common case costs no promise), else after the wait and any
   * server's wait that lands on one of them meanwhile. Each wait is logged at 'info' to `log`.
   */
  acquire(call: WaitingCall, log?: ClientLog): TokenBucket[] | Promise<TokenBucket[]> {
    const signal = call.callerSignal;
    const onWait = log && ((waitMs: number, bucket: string) => logWait(log, call, waitMs, bucket));
    const buckets = this.bucketsFor(call.operation);
    const now = this.clock.now();
    const waits = buckets.map((bucket) => bucket.reserve(now));
    const wait = Math.max(...waits);
    if (wait <= 0) return buckets;
    const binding = buckets[waits.indexOf(wait)]!;
    if (wait > this.settings.maxWaitMs) {
      this.releaseAll(buckets);
      return Promise.reject(new LocalRateLimitError(call.method, call.path, binding.name, wait));
    }
    onWait?.(wait, binding.name);
    return this.waitTurn(call, buckets, now + wait, now + this.settings.maxWaitMs, signal, onWait).then(
      () => buckets,
      (reason: unknown) => {
        this.releaseAll(buckets);
        throw reason;
      },
    );
  }

  /**
   * Sleeps until `until`, then again for as long as a server's wait that arrived meanwhile still
   * blocks one of the buckets: a 429 holds the callers queued before it, not only those after.
   */
  private async waitTurn(
    call: CallContext,
    buckets: readonly TokenBucket[],
    until: number,
    deadline: number,
    signal: AbortSignal | undefined,
    onWait: ((waitMs: number, bucket: string) => void) | undefined,
  ): Promise<void> {
    await this.clock.sleep(Math.max(0, until - this.clock.now()), signal);
    for (;;) {
      const binding = buckets.reduce((latest, bucket) => (bucket.blockedUntilMs > latest.blockedUntilMs ? bucket : latest));
      const now = this.clock.now();
      const blockedMs = binding.blockedUntilMs - now;
      if (blockedMs <= 0 || binding.blockedUntilMs <= until) return;
      if (binding.blockedUntilMs > deadline) throw new LocalRateLimitError(call.method, call.path, binding.name, blockedMs);
      onWait?.(blockedMs, binding.name);
      until = binding.blockedUntilMs;
      await this.clock.sleep(blockedMs, signal);
    }
  }

  /**
   * Learns from a response: `X-RateLimit-Remaining`/`-Reset` describe the binding limit, taken
   * to be the smallest bucket the call spent; a server's wait (a 429's, or a `Retry-After` on any
   * error status) blocks that bucket for everyone, those already waiting included. A 2xx took
   * effect: its Retry-After (a 202's poll interval) holds nobody back.
   */
  observe(buckets: readonly TokenBucket[], response: Response): void {
    const binding = buckets.reduce((smallest, bucket) => (bucket.capacity < smallest.capacity ? bucket : smallest));
    const now = this.clock.now();
    const serverWaitMs = response.ok ? undefined : serverRequestedWaitMs(response.headers, now, response.status === 429);
    // Only a plain count is believed: `-1000000` or `1e9` from a confused proxy is ignored.
    const remainingHeader = response.headers.get('x-ratelimit-remaining')?.trim();
    if (remainingHeader && /^\d{1,12}$/.test(remainingHeader)) binding.correct(Number(remainingHeader), resetAtMs(response.headers), now);
    if (serverWaitMs !== undefined) binding.blockUntil(now + serverWaitMs, now);
  }

  private bucketsFor(operation: OperationFacts | undefined): TokenBucket[] {
    if (!operation?.rateLimit || !this.settings.perEndpoint) return [this.global];
    let buckets = this.byOperation.get(operation.operationId);
    if (!buckets) {
      buckets = [this.global, ...this.operationBuckets(operation)];
      this.byOperation.set(operation.operationId, buckets);
    }
    return buckets;
  }

  private operationBuckets({ operationId, rateLimit = {} }: OperationFacts): TokenBucket[] {
    const now = this.clock.now();
    const buckets: TokenBucket[] = [];
    if (rateLimit.perMinute) {
      const burst = rateLimit.burst ?? rateLimit.perMinute;
      buckets.push(new TokenBucket(`${operationId} per minute`, burst, rateLimit.perMinute / MS_PER_MINUTE, now));
    }
    const hourly = this.settings.incidentsCreateChatChannel ? (rateLimit.perHourWithChatChannel ?? rateLimit.perHour) : rateLimit.perHour;
    if (hourly) buckets.push(new TokenBucket(`${operationId} per hour`, hourly, hourly / MS_PER_HOUR, now));
    return buckets;
  }

  private releaseAll(buckets: readonly TokenBucket[]): void {
    const now = this.clock.now();
    for (const bucket of buckets) bucket.release(now);
  }
}

function logWait(log: ClientLog, call: WaitingCall, waitMs: number, bucket: string): void {
  if (!log.enabled('info')) return;
  log.write('info', call.redactor, `waiting ${Math.ceil(waitMs)} ms for the ${bucket} rate limit before ${call.method} ${call.path}`, {
    method: call.method,
    path: call.path,
    waitMs: Math.ceil(waitMs),
    bucket,
  });
}

/**
 * One limiter per (clock, base URL, API key): clients sharing a key share its allowance. The most
 * recently used MAX_SHARED_RATE_LIMITERS are kept, so a process that sees a key per tenant does not
 * keep every key it ever saw; a client holds its own limiter, so one in use never loses its state.
 */
const limiters = new WeakMap<Clock, Map<string, RateLimiter>>();

/**
 * How a client gets its rate limiter: the one its clock, base URL and key share, made with the
 * client's `rateLimit` settings (refused here, at the client's construction, when out of range).
 */
export type RateLimiterFactory = (settings: RateLimitOptions | undefined, clock: Clock, baseUrl: string, apiKey: string) => CallLimiter;

export function sharedRateLimiter(given: RateLimitOptions | undefined, clock: Clock, baseUrl: string, apiKey: string): RateLimiter {
  const settings = resolveRateLimit(given);
  let byKey = limiters.get(clock);
  if (!byKey) limiters.set(clock, (byKey = new Map()));
  const id = `${baseUrl}\n${apiKey}`;
  let limiter = byKey.get(id);
  // Map keeps insertion order: taking an entry out and putting it back makes it the newest.
  if (limiter) byKey.delete(id);
  else limiter = new RateLimiter(settings, clock);
  byKey.set(id, limiter);
  if (byKey.size > MAX_SHARED_RATE_LIMITERS) byKey.delete(byKey.keys().next().value!);
  return limiter;
}

/**
 * Client-side rate limiting for `createIncidentClientWith`, which has none unless given this
 * (`{ apiKey, rateLimiter: clientRateLimiter }`): calls then wait for a token as
 * `createIncidentClient`'s do, its `rateLimit` settings apply, and clients of one key share its
 * allowance with every other client of that key. A value to pass, not to call.
 */
export const clientRateLimiter: RateLimiterFactory = sharedRateLimiter;
