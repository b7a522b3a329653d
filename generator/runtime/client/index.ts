/**
 * The client runtime's entry: `bindClient` ties it to one generated package's `paths`, its
 * paginated-record map and its tables. generated/index.ts calls it once and re-exports the rest.
 */
import { buildClient, type ClientParts } from './client.js';
import { createDeprecationNotifier } from './deprecation.js';
import { openapiFetchConnection } from './openapi-fetch-connection.js';
import type { ClientOptions } from './options.js';
import { indexOperations, pathStyleClient, type PathCall } from './path-style.js';
import { createPaginator, type GetPage, type PageRequest } from './pagination.js';
import type { ClientTables } from './tables.js';
import type { ClientMethods, IncidentClient, PaginateOptions, Paginator, PathsWithPrefix } from './types.js';

import { sharedRateLimiter } from './rate-limit.js';
import { attachResources, bodySplit, listCall } from './resources.js';
import { responseValidation } from './response-validation.js';

export type { ClientTables, HttpMethod, OperationFacts, OperationMeta, OperationsTable, PaginationMeta, PaginationTable, PagingFacts, RateLimitMeta } from './tables.js';
export type { ArgumentSplit, CarriedNamedOperation, NamedOperation, ResourceTable, TableNamedOperation } from './tables.js';
export type { ClientOptions, DeprecationHandling, DeprecationNotice, FetchFunction, RateLimitOptions, RetryOptions } from './options.js';
export type { CallOptions } from './call-options.js';
export type { Logger, LogLevel } from './logger.js';
export type { NamedCall, NamedListCall, NamedResponse } from './resources.js';
export { DEFAULT_BASE_URL } from './options.js';
export type { Clock } from './clock.js';
export type { ClientMethod, ClientMethods, IncidentClient, IncidentClientBase, PageQuery, PaginateOptions, Paginator, PathsWithMethod, PathsWithPrefix, SuccessResponse } from './types.js';
// Two statements: a declaration file prints each on one line, and a hover's file keeps its lines short.
export { fieldErrors, IncidentApiError, IncidentError, InvalidResponseError, LocalRateLimitError, ResponseValidationError, NetworkError, TimeoutError } from './errors.js';
export { AuthenticationError, BadRequestError, ConflictError, InternalServerError, NotFoundError, PermissionDeniedError, RateLimitError, ValidationError } from './errors.js';
export type { ApiErrorDetail, ApiErrorSource, ErrorBodyKind, RateLimitInfo } from './errors.js';
export { dateRange, serializeQuery } from './filters.js';
export { clientRateLimiter, type RateLimiterFactory } from './rate-limit.js';
export type { DriftFinding, DriftHandler, DriftRule, ValidationMode } from '../validation/findings.js';

export interface BoundClient<Paths, Items, Named = unknown> {
  /**
   * A client of the API: the named methods, one object per resource and version
   * (`client.incidentsV2.list()`, listed in the package's reference.md), and the path style
   * (`client.GET('/v2/incidents')`, `client.v2`). Every call shares the options' retries, rate
   * limits, timeouts, logging and redaction; a failed call throws an `IncidentError` subclass.
   * Throws a `TypeError` at once for a bad option (an API key shorter than 8 characters, say).
   * @param options `apiKey` is the only one required; see `ClientOptions` for the rest and their defaults.
   * @example
   * const client = createIncidentClient({ apiKey: process.env['INCIDENT_API_KEY'] ?? '' });
   * const { data } = await client.GET('/v2/incidents', { params: { query: { page_size: 25 } } });
   */
  createIncidentClient(options: ClientOptions): IncidentClient<Paths> & Named;
  /**
   * Every record of a paginated list operation, fetched page by page as the loop asks (the
   * cursor and page size handled here); `.collect()` gathers them into an array.
   * @param client A client from `createIncidentClient`, or one of its version views (`client.v2`).
   * @param path A paginated list's path; the options carry its path parameters and query.
   * @example
   * for await (const incident of paginate(client, '/v2/incidents', { pageSize: 100 })) console.log(incident);
   */
  paginate<P extends keyof Items & string>(client: IncidentClient<Paths> | VersionView<Paths, P>, path: P, ...options: PaginateArgs<Paths, P>): Paginator<Items[P]>;
}

/** `client.v2` for a `/v2/...` path; a view given another version's path refuses it at run time. */
type VersionView<Paths, P> = P extends `/${infer Version}/${string}` ? ClientMethods<PathsWithPrefix<Paths, `/${Version}/`>> : never;

// The options argument is required exactly when the path has path parameters.
type PaginateArgs<Paths, P> = object extends PaginateOptions<Paths, P> ? [PaginateOptions<Paths, P>?] : [PaginateOptions<Paths, P>];

/** Binds the generic runtime to one generated package's paths and tables. */
export function bindClient<Paths extends object, Items extends object, Named = unknown>(tables: ClientTables): BoundClient<Paths, Items, Named> {
  const operations = indexOperations(tables.operations);
  const shared = { warned: new Set<string>(), validation: responseValidation(tables.validators), driftWarned: new Set<string>() };
  // The whole client: openapi-fetch with its middleware, client-side rate limiting on by default, and deprecation notices for path-style calls too.
  const parts: ClientParts = { connect: openapiFetchConnection, rateLimiter: sharedRateLimiter, deprecation: createDeprecationNotifier };
  const whole = { operations: tables.operations, pagination: tables.pagination, listCall, bodySplit };
  // Private to this module: nothing on the client object exposes the pipeline.
  const calls = new WeakMap<object, PathCall>();
  return {
    createIncidentClient(options) {
      const { call, baseUrl, middleware } = buildClient(options, shared, parts);
      const { client, calls: targets } = pathStyleClient(call, baseUrl, middleware, operations);
      for (const [target, targetCall] of targets) calls.set(target, targetCall);
      attachResources(client, call, tables.resources, whole);
      return client as unknown as IncidentClient<Paths> & Named;
    },
    paginate(client, path, ...[options]) {
      const call = calls.get(client);
      if (!call) throw new TypeError('paginate: pass a client made by createIncidentClient, or one of its version views');
      const getPage: GetPage = (pagePath, init) => call('GET', pagePath, init);
      return createPaginator<Items[typeof path]>(getPage, path, tables.pagination[path], options as PageRequest | undefined);
    },
  };
}
