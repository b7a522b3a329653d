/**
 * The shapes of the tables the generator emits (`generated/operations.ts`,
 * `generated/pagination.ts`) and the runtime reads. This file is the contract between them.
 */
import type { CheckTable } from '../validation/checks.js';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** A rate limit from the spec's `x-rate-limit` extension. */
export interface RateLimitMeta {
  /** Requests possible at once (bucket capacity). */
  burst?: number;
  /** Sustained refill, per minute. */
  perMinute?: number;
  /** Hourly cap (incident creation). */
  perHour?: number;
  /** Lower hourly cap that applies when the request creates a chat channel (incident creation). */
  perHourWithChatChannel?: number;
}

export interface OperationMeta {
  operationId: string;
  /** The camelCase name the generator gives the operation (`incidentsV2List`). */
  name: string;
  method: HttpMethod;
  path: string;
  version: string;
  tags: readonly string[];
  deprecated: boolean;
  /** The successor operationId or path, when the spec names one (`x-successor`). */
  successor?: string;
  paginated: boolean;
  rateLimit?: RateLimitMeta;
  /**
   * The documented success response has a body: a 2xx without one (204, `Content-Length: 0`)
   * throws InvalidResponseError instead of resolving with `data: undefined`. Absent: not known.
   */
  successBody?: boolean;
}

/**
 * What a call reads of its operation; every OperationMeta is one. A named method carries this much
 * (named-methods.ts), the flags left out when false, and `paginated` too: its `paging` says it.
 */
export interface OperationFacts {
  operationId: string;
  method: HttpMethod;
  path: string;
  deprecated?: boolean;
  successor?: string;
  paginated?: boolean;
  rateLimit?: RateLimitMeta;
  successBody?: boolean;
  /**
   * A deprecated operation's, as a named method carries it: what builds a client's notices of
   * deprecated calls (deprecation.ts, createDeprecationNotifier, typed there), so a client whose
   * methods are none deprecated bundles none of that code.
   */
  notifier?: DeprecationNotifierPart;
}

/** deprecation.ts's createDeprecationNotifier, as this contract names it without importing it. */
export type DeprecationNotifierPart = (handling: never, warnedInPackage: Set<string>, warn: (message: string) => void) => (operation: OperationFacts | undefined) => void | Promise<void>;

/** What the paginator reads of a list: a named method carries this much (named-methods.ts). */
export interface PagingFacts {
  /** The response property holding the page's records (`incidents`). */
  itemsKey: string;
  /** The largest `page_size` the spec allows, when it says. */
  maxPageSize?: number;
  /** The spec's default `page_size`, when it says. */
  defaultPageSize?: number;
}

export interface PaginationMeta extends PagingFacts {
  operationId: string;
  method: 'get';
}

/** Keyed by operationId. */
export type OperationsTable = Readonly<Record<string, OperationMeta>>;
/** Keyed by path (`/v2/incidents`): every cursor-paginated GET. */
export type PaginationTable = Readonly<Record<string, PaginationMeta>>;

/**
 * How a named method's one argument splits. Keys named in `path`, `header` and `query` go there;
 * without a body every other key is a query parameter; with `body: 'flat'` every other key is a
 * body field; with `body: 'nested'` (a body field shares a name with a parameter) the body is the
 * `body` key. `query` is listed only when the operation has a body.
 */
export interface ArgumentSplit {
  path?: readonly string[];
  query?: readonly string[];
  header?: readonly string[];
  body?: 'flat' | 'nested';
  /** A body method's: what splits its argument into query and body (resources.ts, bodySplit), bundled only with such a method. */
  bodySplit?: (...args: never[]) => unknown;
}

/** A method of the whole client's `resources` table: its operation (and paging) looked up by operationId. */
export interface TableNamedOperation extends ArgumentSplit {
  operationId: string;
  operation?: undefined;
  paging?: undefined;
  listCall?: undefined;
}

/**
 * A named method as an export of its own (named-methods.ts): its operation's facts and, for a list,
 * what the paginator needs, so it needs neither the `operations` nor the `pagination` table and a
 * bundler keeps only the methods a consumer uses. Each fact is said once: the operationId and the
 * method are its operation's.
 */
export interface CarriedNamedOperation extends ArgumentSplit {
  operationId?: undefined;
  operation: OperationFacts;
  paging?: PagingFacts;
  /**
   * A list method's: what makes its call both a page and an iteration over every record
   * (resources.ts, listCall, typed there), so a client without list methods bundles no paging code.
   */
  listCall?: (...args: never[]) => unknown;
}

/** One named method (`client.incidentsV2.update`): which operation it calls and how its one argument splits. */
export type NamedOperation = TableNamedOperation | CarriedNamedOperation;

/** What the client object has of its own: the generator names no resource after these. */
export const CLIENT_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE'] as const;
export const CLIENT_VERSIONS = ['v1', 'v2', 'v3'] as const;
// Pure: a bundler cannot prove a spread harmless, so it kept the array in bundles that never read it.
export const CLIENT_MEMBERS: readonly string[] = /* @__PURE__ */ (CLIENT_METHODS as readonly string[]).concat('baseUrl', 'use', 'eject', CLIENT_VERSIONS);

/** Resource name (`incidentsV2`) -> method name (`list`) -> its operation; the whole client's table names each by operationId. */
export type ResourceTable<Named extends NamedOperation = NamedOperation> = Readonly<Record<string, Readonly<Record<string, Named>>>>;

export interface ClientTables {
  operations: OperationsTable;
  pagination: PaginationTable;
  /** The named-method layer; without it the client has the path style only. */
  resources?: ResourceTable<TableNamedOperation>;
  /** Success-body checks by operationId (generated validators.ts); without them nothing is validated. */
  validators?: CheckTable;
}
