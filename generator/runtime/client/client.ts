/**
 * Builds the client object: a transport underneath (URL, params, body, parsing: openapi-fetch's
 * createClient, or transport.ts's smaller equivalent), our pipeline as its fetch, the method
 * surface, and the per-version views. Rate limiting, response validation and deprecation notices
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
import { CLIENT_METHODS as METHODS, CLIENT_VERSIONS as VERSIONS, type OperationFacts, type OperationMeta } from './tables.js';

type Init = Record<string, unknown> | undefined;
/**
 * The untyped call every typed method forwards to. A named method passes its own operation; a
 * path-style call is looked up in the package's operations, when the client was given them.
 */
export type CallFunction = (method: string, path: string, init: Init, operation?: OperationFacts) => Promise<{ data?: unknown; response: Response }>;
type Methods = Record<(typeof METHODS)[number], (path: string, init?: Init) => Promise<unknown>>;

export interface BuiltClient {
  client: object;
  /** The call behind the client. */
  call: CallFunction;
  /** Each version view with the call behind it (which refuses other versions' paths). */
  views: ReadonlyArray<readonly [object, CallFunction]>;
}

/** `GET /v2/incidents` -> its OperationMeta. */
export type OperationIndex = ReadonlyMap<string, OperationMeta>;

export function indexOperations(operations: Readonly<Record<string, OperationMeta>>): OperationIndex {
  return new Map(Object.values(operations).map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation]));
}

/** What the clients of one bound package share. */
export interface PackageState {
  /** Undefined: a path-style call knows no operation (the lean client keeps no table of them). */
  operations?: OperationIndex | undefined;
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

export function buildClient(options: ClientOptions, { operations, warned, validation, driftWarned }: PackageState, { connect, rateLimiter, deprecation }: ClientParts): BuiltClient {
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

  const call: CallFunction = async (method, path, init, known) => {
    const given = (init?.['params'] as { header?: { authorization?: unknown } } | undefined)?.header?.authorization;
    checkGivenAuthorization(given, `${method} ${path}`);
    const settings = callSettings(defaults, init, `${method} ${path}`);
    const state = createCall({
      method,
      path,
      operation: known ?? operations?.get(`${method} ${path}`),
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

  const views = VERSIONS.map((version) => {
    const viewCall = callWithPrefix(call, `/${version}/`);
    return [methodsFor(viewCall), viewCall] as const;
  });
  const client = {
    ...methodsFor(call),
    baseUrl: resolved.baseUrl,
    ...Object.fromEntries(views.map(([methods], index) => [VERSIONS[index], methods])),
    ...middleware,
  };
  return { client, call, views };
}

const describeError = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

// The views check the prefix at run time too, for callers without the types.
function callWithPrefix(call: CallFunction, prefix: string): CallFunction {
  return (method, path, init, operation) => (path.startsWith(prefix) ? call(method, path, init, operation) : Promise.reject(new TypeError(`${path} is not a ${prefix} path`)));
}

function methodsFor(call: CallFunction): Methods {
  return Object.fromEntries(METHODS.map((method) => [method, (path: string, init?: Init) => call(method, path, init)])) as Methods;
}
