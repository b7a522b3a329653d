/**
 * The request pipeline, plugged into openapi-fetch as its `fetch`: the alert-secret scheme, the
 * client-side rate limit, one attempt under a timeout, then either the response or a decision to
 * wait and retry, and finally a typed error. openapi-fetch reads the body after we return, under the
 * same timeout, and a call's `explain` names what goes wrong then.
 */
import { createRedactor, type Redactor } from '../redaction/redact.js';
import { normaliseAuthorization, secretsOf } from './auth.js';
import { readApiError } from './error-body.js';
import { IncidentError, InvalidResponseError, NetworkError, TimeoutError } from './errors.js';
import type { CallSettings } from './call-options.js';
import { loggedUrl, type ClientLog } from './logger.js';
import type { CallContext, ResolvedOptions } from './options.js';
import type { CallLimiter } from './rate-limit.js';
import { hasIdempotencyKey, isRepeatableMethod, nextWaitMs, retryClass, type AttemptOutcome } from './retry.js';
import type { OperationFacts } from './tables.js';
import { sharedTimeoutSignal } from './timeouts.js';

export interface CallInit {
  method: string;
  path: string;
  operation: OperationFacts | undefined;
  callerSignal: AbortSignal | undefined;
  settings: CallSettings;
  apiKey: string;
  givenAuthorization: unknown;
}

/** One call's state across its attempts. */
export interface Call extends CallContext {
  attempts: number;
  /** The status of the last response, for errors raised while openapi-fetch reads its body. */
  status?: number | undefined;
  /** The request openapi-fetch built (its body stays readable: attempts send copies). */
  request?: Request | undefined;
  /** When the first attempt started: retries after a cut body count against maxElapsedMs too. */
  startedAt?: number | undefined;
  /** The signal the last attempt carried when it had a timeout: aborted, it timed out. */
  attemptSignal?: AbortSignal | undefined;
  readonly operation: OperationFacts | undefined;
  /** The caller's own signal: aborting it ends the call, waits included. */
  readonly callerSignal: AbortSignal | undefined;
  /** This call's retry policy, rate limiting and timeout: the client's unless the call set its own. */
  readonly settings: CallSettings;
  /** Built on the first error or log line only: a quiet successful call never pays for it. */
  readonly redactor: Redactor;
  /**
   * Gives a failure outside the pipeline (openapi-fetch reading a 2xx body, building the request)
   * the client's error type, and a redacted copy of what it quotes: a SyntaxError quotes the body,
   * undici's TypeError a refused header value.
   */
  explain(error: unknown): unknown;
}

const callerAborted = (call: Call): boolean => call.callerSignal?.aborted ?? false;
const attemptTimedOut = (call: Call): boolean => !callerAborted(call) && (call.attemptSignal?.aborted ?? false);

/**
 * Plain fields, read by the pipeline's functions below: a getter or a method per question would
 * keep its property name in every bundle. The key and the given authorization stay in this
 * closure, off the object the rate limiter and the validators see.
 */
export function createCall(init: CallInit): Call {
  const { apiKey, givenAuthorization, ...fields } = init;
  let redactor: Redactor | undefined;
  const call: Call = {
    ...fields,
    attempts: 0,
    get redactor() {
      // The call's own `params.header.authorization` is a secret even when it was never sent.
      return (redactor ??= createRedactor(secretsOf(apiKey, call.request?.headers.get('authorization'), givenAuthorization)));
    },
    explain(error) {
      const { method, path, attempts, status } = call;
      if (error instanceof IncidentError || callerAborted(call)) return error;
      if (attemptTimedOut(call)) return new TimeoutError(method, path, call.settings.timeoutMs, attempts);
      if (error instanceof SyntaxError) {
        // V8 quotes up to 20 characters of the text around a JSON fault: the start of a key is still
        // part of the key, and no pattern can recognise a fragment, so the quote goes.
        const cause = new SyntaxError(error.message.replace(/, (?:\.\.\.)?"[\s\S]*"(?:\.\.\.)? is not valid JSON$/, ' (the body is not valid JSON)'));
        return new InvalidResponseError(status ?? 0, method, path, { cause });
      }
      const cause = call.redactor.error(error);
      if (error instanceof TypeError && status !== undefined) {
        return new NetworkError(`${method} ${path}: the connection broke while reading the response body`, method, path, attempts, { cause });
      }
      return cause;
    },
  };
  return call;
}

export interface Pipeline {
  /** openapi-fetch's `fetch`: sends with retries, returns a 2xx response or throws a typed error. */
  send(request: Request, call: Call): Promise<Response>;
  /**
   * After openapi-fetch failed to read a 2xx body: waits and returns true when the call should be
   * made again (the connection broke or timed out, and the request may be repeated).
   */
  retryAfterReadFailure(error: unknown, call: Call): Promise<boolean>;
}

export function createPipeline(options: ResolvedOptions, limiter: CallLimiter | undefined, log: ClientLog): Pipeline {
  const { clock } = options;

  async function attempt(request: Request, call: Call): Promise<AttemptOutcome> {
    const { callerSignal, settings } = call;
    call.attempts += 1;
    // The process's slots, shared by every client: the call's own timeout picks the slot. Without
    // a timeout the caller's signal already rides on openapi-fetch's Request.
    const overdue = sharedTimeoutSignal(settings.timeoutMs);
    const signal = overdue && (call.attemptSignal = callerSignal ? AbortSignal.any([callerSignal, overdue]) : overdue);
    // Each attempt sends a copy of a body, so the original stays readable for the next one.
    const outgoing = request.body !== null && settings.retry ? request.clone() : request;
    const debugging = log.enabled('debug');
    const sentAt = debugging ? clock.now() : 0;
    try {
      const response = await (signal ? options.fetch(outgoing, { signal }) : options.fetch(outgoing));
      call.status = response.status;
      if (debugging) {
        const { method, path, attempts } = call;
        const durationMs = clock.now() - sentAt;
        const requestId = response.headers.get('x-request-id') ?? undefined;
        const line = `${method} ${loggedUrl(request.url)} -> ${response.status} ${response.statusText} in ${durationMs} ms (attempt ${attempts}${requestId ? `, request_id ${requestId}` : ''})`;
        log.write('debug', call.redactor, line, { method, path, status: response.status, durationMs, attempt: attempts, requestId });
      }
      return { kind: 'response', response };
    } catch (error) {
      if (callerAborted(call)) throw callerSignal!.reason;
      return attemptTimedOut(call) ? { kind: 'timeout' } : { kind: 'network', error };
    }
  }

  /**
   * Waits before the call's next attempt and says true, or says false when the call must end with
   * this outcome. Called once `send` has set the call's request and start.
   */
  async function waitedToRetry(call: Call, outcome: AttemptOutcome): Promise<boolean> {
    const request = call.request!;
    const policy = call.settings.retry;
    if (!policy) return false;
    const kind = retryClass(outcome);
    if (kind === 'never') return false;
    // GET/PUT/DELETE repeat safely; a POST only when its body carries an idempotency key.
    const sent = request.method;
    if (kind === 'if-repeatable' && !isRepeatableMethod(sent) && !(sent === 'POST' && request.body !== null && hasIdempotencyKey(await request.clone().text()))) return false;
    const now = clock.now();
    const wait = nextWaitMs(outcome, { attempts: call.attempts, elapsedMs: now - call.startedAt! }, policy, now);
    if (wait === undefined) return false;
    if (log.enabled('info')) {
      const { method, path, attempts } = call;
      const reason =
        outcome.kind === 'response' ? `${outcome.response.status} ${outcome.response.statusText}` : outcome.kind === 'timeout' ? 'a timeout' : describeNetworkError(outcome.error);
      const line = `retrying ${method} ${path} in ${wait} ms after ${reason} (attempt ${attempts + 1} of ${policy.maxAttempts})`;
      log.write('info', call.redactor, line, { method, path, waitMs: wait, attempt: attempts + 1 });
    }
    // Not awaited: a body stream whose cancel never settles (MSW's, @mswjs/interceptors#799) must not hold the retry.
    if (outcome.kind === 'response') void outcome.response.body?.cancel().catch(() => undefined);
    await clock.sleep(wait, call.callerSignal);
    return true;
  }

  async function retryAfterReadFailure(error: unknown, call: Call): Promise<boolean> {
    // A failure while openapi-fetch read a 2xx body (status set: `send` has run).
    const outcome: AttemptOutcome | undefined =
      error instanceof IncidentError || callerAborted(call) || call.status === undefined
        ? undefined
        : attemptTimedOut(call)
          ? { kind: 'timeout' }
          : error instanceof TypeError
            ? { kind: 'network', error }
            : undefined;
    return outcome !== undefined && (await waitedToRetry(call, outcome));
  }

  async function send(request: Request, call: Call): Promise<Response> {
    normaliseAuthorization(request);
    call.request = request;
    call.startedAt ??= clock.now();
    for (;;) {
      const reserved = call.settings.rateLimited ? limiter?.acquire(call, log) : undefined;
      const buckets = reserved instanceof Promise ? await reserved : reserved;
      const outcome = await attempt(request, call);
      if (buckets && outcome.kind === 'response') limiter!.observe(buckets, outcome.response);
      if (outcome.kind === 'response' && outcome.response.ok) return outcome.response;
      if (!(await waitedToRetry(call, outcome))) {
        // The last attempt's outcome, as the error the call ends with.
        const { method, path, attempts, redactor } = call;
        if (outcome.kind === 'response') throw await readApiError(outcome.response, call);
        if (outcome.kind === 'timeout') throw new TimeoutError(method, path, call.settings.timeoutMs, attempts);
        const after = attempts > 1 ? ` (after ${attempts} attempts)` : '';
        throw new NetworkError(redactor.text(`${method} ${path}: ${describeNetworkError(outcome.error)}${after}`), method, path, attempts, { cause: redactor.error(outcome.error) });
      }
    }
  }

  return { send, retryAfterReadFailure };
}

function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const message = typeof cause?.message === 'string' ? cause.message : error instanceof Error ? error.message : String(error);
  return `network error${code ? ` ${code}` : ''}: ${message}`;
}
