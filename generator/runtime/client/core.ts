/**
 * The request pipeline, plugged into openapi-fetch as its `fetch`: the alert-secret scheme, the
 * client-side rate limit, one attempt under a timeout, then either the response or a decision to
 * wait and retry, and finally a typed error. openapi-fetch reads the body after we return, under the
 * same timeout, and `Call.explain` names what goes wrong then.
 */
import { normaliseAuthorization, redactSecrets, secretsOf } from './auth.js';
import { readApiError } from './error-body.js';
import { IncidentError, InvalidResponseError, NetworkError, TimeoutError } from './errors.js';
import type { CallContext, ResolvedOptions } from './options.js';
import type { RateLimiter, TokenBucket } from './rate-limit.js';
import { hasIdempotencyKey, isRepeatableMethod, nextWaitMs, retryClass, serverRequestedWaitMs, type AttemptOutcome } from './retry.js';
import type { OperationMeta } from './tables.js';
import type { TimeoutWindows } from './timeouts.js';

/** One call's state across its attempts. */
export class Call implements CallContext {
  attempts = 0;
  /** The status of the last response, for errors raised while openapi-fetch reads its body. */
  status: number | undefined;
  private attemptSignal: AbortSignal | undefined;

  readonly method: string;
  readonly path: string;
  readonly operation: OperationMeta | undefined;
  /** The caller's own signal: aborting it ends the call, waits included. */
  readonly callerSignal: AbortSignal | undefined;
  /** Undefined when the client has no timeout. */
  private readonly timeouts: TimeoutWindows | undefined;

  constructor(
    method: string,
    path: string,
    operation: OperationMeta | undefined,
    callerSignal: AbortSignal | undefined,
    timeouts: TimeoutWindows | undefined,
  ) {
    this.method = method;
    this.path = path;
    this.operation = operation;
    this.callerSignal = callerSignal;
    this.timeouts = timeouts;
  }

  /**
   * Starts an attempt; returns the signal it must carry, or undefined when there is no timeout
   * (the caller's signal already rides on openapi-fetch's Request).
   */
  startAttempt(): AbortSignal | undefined {
    this.attempts += 1;
    if (!this.timeouts) return undefined;
    const overdue = this.timeouts.join();
    this.attemptSignal = this.callerSignal ? AbortSignal.any([this.callerSignal, overdue]) : overdue;
    return this.attemptSignal;
  }

  get callerAborted(): boolean {
    return this.callerSignal?.aborted ?? false;
  }

  get attemptTimedOut(): boolean {
    return !this.callerAborted && (this.attemptSignal?.aborted ?? false);
  }

  get timeoutMs(): number {
    return this.timeouts?.timeoutMs ?? 0;
  }

  /** Gives a failure while openapi-fetch read a 2xx body the client's error type. */
  explain(error: unknown): unknown {
    if (error instanceof IncidentError || this.callerAborted) return error;
    if (this.attemptTimedOut) return new TimeoutError(this.method, this.path, this.timeoutMs, this.attempts);
    if (error instanceof SyntaxError) return new InvalidResponseError(this.status ?? 0, this.method, this.path, { cause: error });
    if (error instanceof TypeError && this.status !== undefined) {
      return new NetworkError(`${this.method} ${this.path}: the connection broke while reading the response body`, this.method, this.path, this.attempts, {
        cause: error,
      });
    }
    return error;
  }
}

export type Send = (request: Request, call: Call) => Promise<Response>;

export function createPipeline(options: ResolvedOptions, limiter: RateLimiter | undefined): Send {
  const { clock } = options;

  async function attempt(request: Request, call: Call): Promise<AttemptOutcome> {
    const signal = call.startAttempt();
    // Each attempt sends a copy of a body, so the original stays readable for the next one.
    const outgoing = request.body !== null && options.retry ? request.clone() : request;
    try {
      const response = await (signal ? options.fetch(outgoing, { signal }) : options.fetch(outgoing));
      call.status = response.status;
      return { kind: 'response', response };
    } catch (error) {
      if (call.callerAborted) throw call.callerSignal!.reason;
      return call.attemptTimedOut ? { kind: 'timeout' } : { kind: 'network', error };
    }
  }

  async function isRepeatable(request: Request): Promise<boolean> {
    if (isRepeatableMethod(request.method)) return true;
    return request.method === 'POST' && request.body !== null && hasIdempotencyKey(await request.clone().text());
  }

  async function retryWait(request: Request, call: Call, outcome: AttemptOutcome, startedAt: number): Promise<number | undefined> {
    if (!options.retry) return undefined;
    const kind = retryClass(outcome);
    if (kind === 'never' || (kind === 'if-repeatable' && !(await isRepeatable(request)))) return undefined;
    const now = clock.now();
    return nextWaitMs(outcome, { attempts: call.attempts, elapsedMs: now - startedAt }, options.retry, now);
  }

  function observe(buckets: TokenBucket[] | undefined, outcome: AttemptOutcome): void {
    if (!limiter || !buckets || outcome.kind !== 'response') return;
    const { response } = outcome;
    const serverWait = response.status === 429 ? serverRequestedWaitMs(response.headers, clock.now(), true) : undefined;
    limiter.observe(buckets, response, serverWait);
  }

  async function failure(request: Request, call: Call, outcome: AttemptOutcome): Promise<Error> {
    const { method, path, attempts } = call;
    const redact = (text: string): string => redactSecrets(text, secretsOf(request, options.apiKey));
    if (outcome.kind === 'timeout') return new TimeoutError(method, path, call.timeoutMs, attempts);
    if (outcome.kind === 'network') {
      const after = attempts > 1 ? ` (after ${attempts} attempts)` : '';
      return new NetworkError(redact(`${method} ${path}: ${describeNetworkError(outcome.error)}${after}`), method, path, attempts, { cause: outcome.error });
    }
    return readApiError(outcome.response, { method, path, attempts, redact });
  }

  return async function send(request, call) {
    normaliseAuthorization(request);
    const startedAt = clock.now();
    for (;;) {
      const reserved = limiter?.acquire(call, call.callerSignal);
      const buckets = reserved instanceof Promise ? await reserved : reserved;
      const outcome = await attempt(request, call);
      observe(buckets, outcome);
      if (outcome.kind === 'response' && outcome.response.ok) return outcome.response;
      const wait = await retryWait(request, call, outcome, startedAt);
      if (wait === undefined) throw await failure(request, call, outcome);
      if (outcome.kind === 'response') await outcome.response.body?.cancel().catch(() => undefined);
      await clock.sleep(wait, call.callerSignal);
    }
  };
}

function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const message = typeof cause?.message === 'string' ? cause.message : error instanceof Error ? error.message : String(error);
  return `network error${code ? ` ${code}` : ''}: ${message}`;
}
