/**
 * Builds a client's call: a transport underneath (URL, params, body, parsing: openapi-fetch's
 * createClient, or transport.ts's smaller equivalent) and our pipeline as its fetch. The whole
 * client adds the path style and the version views (path-style.ts); a lean one only the named
 * methods it is given. Rate limiting, response validation and deprecation notices
 * come in as values (a lean client's notices on its deprecated methods' facts), so a client built
 * without them bundles none of their code.
 */
import { checkGivenAuthorization, credentialHeaders } from './auth.js';
import { callSettings, clientCallSettings, withoutPipelineKeys } from './call-options.js';
import { createCall, createPipeline } from './core.js';
import { createRedactor } from '../redaction/redact.js';
import { InvalidResponseError } from './errors.js';
import type { DeprecationNotifier, DeprecationNotifierFactory } from './deprecation.js';
import { serializeQuery } from './filters.js';
import { createClientLog } from './logger.js';
import { resolveOptions, type ClientOptions } from './options.js';
import type { RateLimiterFactory } from './rate-limit.js';
import type { ResponseValidation } from './response-validation.js';
import type { Send, TransportSettings } from './transport.js';
import type { OperationFacts } from './tables.js';

type Init = Record<string, unknown> | undefined;
/**
 * The untyped call every typed method forwards to, given the operation's facts: a named method
 * passes its own, a path-style call the one it looked up (none for a path the package lacks).
 */
export type CallFunction = (method: string, path: string, init: Init, operation?: OperationFacts) => Promise<{ data?: unknown; response: Response }>;

export interface BuiltClient {
  call: CallFunction;
  baseUrl: string;
  /** The connection's middleware hooks, when it has them. */
  middleware: Connection['middleware'];
}

/** What the clients of one bound package share. */
export interface PackageState {
  /** Deprecated operations already warned about on the console. */
  warned: Set<string>;
  /** The success-body checks and the code that runs them; undefined: no response is checked. */
  validation: ResponseValidation | undefined;
  /** Operations and locations whose drift was already warned about. */
  driftWarned: Set<string>;
}

/** A transport, and the openapi-fetch middleware hooks when it has them (the client then has `use` and `eject`). */
export interface Connection {
  send: Send;
  middleware?: { use: (...middleware: never[]) => void; eject: (...middleware: never[]) => void } | undefined;
}

/** What a client is built with besides its options: how it sends, and its rate limiter, when it has one. */
export interface ClientParts {
  connect: (settings: TransportSettings) => Connection;
  /** Client-side rate limiting (`clientRateLimiter`); without it only the server's 429 and Retry-After hold calls back. */
  rateLimiter?: RateLimiterFactory | undefined;
  /** Deprecation notices for every call; without it, a deprecated operation's facts bring their own (OperationFacts.notifier). */
  deprecation?: DeprecationNotifierFactory | undefined;
}

export function buildClient(options: ClientOptions, { warned, validation, driftWarned }: PackageState, { connect, rateLimiter, deprecation }: ClientParts): BuiltClient {
  const resolved = resolveOptions(options);
  const log = createClientLog(resolved.logLevel, resolved.logger);
  const keyOnly = createRedactor([resolved.apiKey]);
  const warn = (message: string) => log.write('warn', keyOnly, message);
  // Before the limiter: it checks validateResponses and onDrift, and a refused client must leave no limiter behind.
  const validateResponse = validation?.(resolved, driftWarned, warn);
  const limiter = resolved.rateLimit === false ? undefined : rateLimiter?.(resolved.rateLimit, resolved.clock, resolved.baseUrl, resolved.apiKey);
  const pipeline = createPipeline(resolved, limiter, log);
  // Built on the first deprecated call, from the client's part or else the one the operation's facts carry.
  let notifier: DeprecationNotifier | undefined;
  const announceDeprecation = (operation: OperationFacts) => {
    const make = (deprecation ?? operation.notifier) as DeprecationNotifierFactory | undefined;
    return make && (notifier ??= make(resolved.onDeprecated, warned, warn))(operation);
  };
  const defaults = clientCallSettings(resolved, limiter !== undefined);
  const { send, middleware } = connect({
    baseUrl: resolved.baseUrl,
    querySerializer: serializeQuery,
    headers: credentialHeaders(resolved.apiKey, resolved.userAgent),
  });

  const call: CallFunction = async (method, path, init, operation) => {
    const given = (init?.['params'] as { header?: { authorization?: unknown } } | undefined)?.header?.authorization;
    checkGivenAuthorization(given, `${method} ${path}`);
    const settings = callSettings(defaults, init, `${method} ${path}`);
    const state = createCall({
      method,
      path,
      operation,
      callerSignal: init?.['signal'] as AbortSignal | undefined,
      settings,
      apiKey: resolved.apiKey,
      givenAuthorization: given,
    });
    const announcing = state.operation?.deprecated && announceDeprecation(state.operation);
    if (announcing) await announcing;
    const fetch = (sent: Request): Promise<Response> => pipeline.send(sent, state);
    const forwarded = withoutPipelineKeys(init);
    for (;;) {
      try {
        const result = await send(method, path, { ...forwarded, fetch });
        // openapi-fetch resolves a 204 or a `Content-Length: 0` answer with no data, whatever was documented.
        if (result.data === undefined && state.operation?.successBody && method !== 'HEAD') {
          throw new InvalidResponseError(result.response.status, method, path, { empty: true });
        }
        if (validateResponse && result.data !== undefined) validateResponse(state, result.response, result.data);
        return result;
      } catch (error) {
        // A GET whose body was cut on the way is sent again, as any other network error would be.
        if (!(await pipeline.retryAfterReadFailure(error, state))) {
          const explained = state.explain(error);
          // The caller gets the error itself: a line at 'error' would print every handled failure twice.
          if (log.enabled('debug')) log.write('debug', state.redactor, `${method} ${path} failed: ${describeError(explained)}`);
          throw explained;
        }
      }
    }
  };

  return { call, baseUrl: resolved.baseUrl, middleware };
}

const describeError = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
