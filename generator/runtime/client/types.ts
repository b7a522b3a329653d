/**
 * The client's types, derived from a generated `paths` interface the way openapi-fetch derives
 * its own, with one change: non-2xx responses throw IncidentApiError, so a call resolves to the
 * success branch only (`data` typed, no `error`).
 */
import type { MaybeOptionalInit, Middleware, ParseAsResponse } from 'openapi-fetch';
import type { CallOptions } from './call-options.js';

export type HttpVerb = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
type MediaType = `${string}/${string}`;

/** Paths that have an operation for the method. */
export type PathsWithMethod<Paths, Method extends HttpVerb> = {
  [P in keyof Paths]-?: Paths[P] extends { [M in Method]: object } ? P : never;
}[keyof Paths] &
  string;

/** Only the paths under a version prefix (`/v2/`). */
export type PathsWithPrefix<Paths, Prefix extends string> = {
  [P in keyof Paths as P extends `${Prefix}${string}` ? P : never]: Paths[P];
};

type OperationAt<Item, Method> = Method extends keyof Item ? (Item[Method] extends Record<string | number, unknown> ? Item[Method] : never) : never;

type RequiredKeysOf<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The second argument: required when the operation has required parameters or a body. */
type InitParam<Init> = RequiredKeysOf<Init> extends never ? [Init?] : [Init];

/** openapi-fetch's result with the error branch removed: errors are thrown. */
export type SuccessResponse<Response> = Response extends { error: unknown } ? never : Response;

/** The statuses openapi-fetch counts as success. */
type OkStatus = 200 | 201 | 202 | 203 | 204 | 206 | 207 | '2XX';

/** A response's body for the media type, as openapi-fetch picks it; `undefined` when it has none. */
type BodyOf<Response, Media extends MediaType> = Response extends { content?: unknown } ? ContentFor<Response['content'], Media> : never;

/** The content's entry for the media type, or the whole content when it has none (named apart: declarations stay short lines). */
type ContentFor<Content, Media extends MediaType> = Content extends object
  ? [Content[keyof Content & Media]] extends [never]
    ? Content
    : Content[keyof Content & Media]
  : Content;

/**
 * The success body as openapi-fetch types it, minus its `Readable<...>`: that recursive mapped
 * type strips read/write markers, which the generated schema never has, and in doing so rebuilds
 * every named schema type as an anonymous structure: hovers and errors would print 3 KB instead
 * of `IncidentV2`, and the checker would do that work on every call.
 */
type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? { [Status in keyof Responses & OkStatus]: BodyOf<Responses[Status], MediaType> }[keyof Responses & OkStatus]
  : never;

/** openapi-fetch's init, plus the per-call options it does not know (`timeoutMs`, `retry`, `rateLimit`). */
export type CallInit<Paths, P extends keyof Paths, Method extends HttpVerb> = MaybeOptionalInit<Paths[P], Extract<Method, keyof Paths[P]>> &
  Pick<CallOptions, 'timeoutMs' | 'retry' | 'rateLimit'>;

/** Resolves to openapi-fetch's success branch (errors are thrown), written out so hovers show the body's name. */
export type ClientMethod<Paths, Method extends HttpVerb> = <P extends PathsWithMethod<Paths, Method>, Init extends CallInit<Paths, P, Method>>(
  path: P,
  ...init: InitParam<Init>
) => Promise<{ data: ParseAsResponse<SuccessBody<OperationAt<Paths[P], Method>>, Init>; error?: never; response: Response }>;

/** `client.GET('/v2/incidents', { params: { query } })` and friends. */
export interface ClientMethods<Paths> {
  GET: ClientMethod<Paths, 'get'>;
  PUT: ClientMethod<Paths, 'put'>;
  POST: ClientMethod<Paths, 'post'>;
  DELETE: ClientMethod<Paths, 'delete'>;
  PATCH: ClientMethod<Paths, 'patch'>;
  OPTIONS: ClientMethod<Paths, 'options'>;
  HEAD: ClientMethod<Paths, 'head'>;
  TRACE: ClientMethod<Paths, 'trace'>;
}

/** The path style and the version views: `createIncidentClient`'s client without its middleware hooks. */
export interface IncidentClientBase<Paths> extends ClientMethods<Paths> {
  readonly baseUrl: string;
  /** Only `/v1/...` paths. */
  readonly v1: ClientMethods<PathsWithPrefix<Paths, '/v1/'>>;
  /** Only `/v2/...` paths. */
  readonly v2: ClientMethods<PathsWithPrefix<Paths, '/v2/'>>;
  /** Only `/v3/...` paths. */
  readonly v3: ClientMethods<PathsWithPrefix<Paths, '/v3/'>>;
}

/** `createIncidentClient`'s client: the path style, the version views and openapi-fetch's middleware hooks. */
export interface IncidentClient<Paths> extends IncidentClientBase<Paths> {
  /** openapi-fetch middleware, run around the client's own pipeline. */
  use(...middleware: Middleware[]): void;
  eject(...middleware: Middleware[]): void;
}

type GetParameters<Paths, P> = P extends keyof Paths ? (Paths[P] extends { get: { parameters: infer Parameters } } ? Parameters : object) : object;

/** The list operation's query, without the cursor fields paginate sets itself. */
export type PageQuery<Paths, P> = GetParameters<Paths, P> extends { query?: infer Query } ? Omit<NonNullable<Query>, 'after' | 'page_size'> : Record<string, unknown>;

type PathParams<Paths, P> = GetParameters<Paths, P> extends { path: infer Params } ? Params : never;

/** paginate's options: the list's query and path parameters, and how far and how fast to page. */
export type PaginateOptions<Paths, P> = {
  /** The list operation's query parameters, the cursor and page size aside (paginate sets them). */
  query?: PageQuery<Paths, P>;
  /** Records per request; default the largest the spec allows. */
  pageSize?: number;
  /** Throw IncidentError rather than ask for more pages than this; default no limit (a repeated cursor still ends the list). */
  maxPages?: number;
  /** Aborts the page under way and ends the loop with the signal's reason. */
  signal?: AbortSignal;
} & PathOption<Paths, P>;

/** The path parameters, required exactly when the list's path has some. */
type PathOption<Paths, P> = [PathParams<Paths, P>] extends [never]
  ? {
      /** The list's path parameters: it has none. */
      path?: Record<string, string>;
    }
  : {
      /** The list's path parameters, by name. */
      path: PathParams<Paths, P>;
    };

export interface Paginator<Item> extends AsyncIterable<Item> {
  /** Every record in one array: for lists known to be small. */
  collect(): Promise<Item[]>;
}
