/**
 * Named methods (`client.incidentsV2.list(args)`) over the same call as `client.GET(path)`: one
 * object per resource, built from the generated `resources` table on first use. A method splits
 * its one argument by the operation's parameter names (tables.ts, NamedOperation): path, header
 * and query parameters by name, the rest into the body, or, where a body field shares a name with
 * a parameter, the body whole under `body`.
 */
import type { CallFunction } from './client.js';
import type { CallOptions } from './call-options.js';
import { createPaginator, type GetPage, type PageRequest } from './pagination.js';
import type { ArgumentSplit, ClientTables, NamedOperation, OperationFacts, PagingFacts, ResourceTable } from './tables.js';

export interface NamedResponse<Data> {
  data: Data;
  /** The raw response: status, headers (`x-request-id`, rate-limit counters). */
  response: Response;
}

/** What a named method returns: a promise of the response data, and the raw response on request. */
export interface NamedCall<Data> extends Promise<Data> {
  withResponse(): Promise<NamedResponse<Data>>;
}

/**
 * A list method's result. Awaited (or `withResponse()`), it sends one request for one page;
 * iterated with `for await`, it yields every record across pages through `paginate`, and sends
 * nothing else.
 */
export interface NamedListCall<Data, Item> extends NamedCall<Data>, AsyncIterable<Item> {}

type Args = Readonly<Record<string, unknown>>;
type Method = (args?: Args, options?: CallOptions) => NamedCall<unknown>;

type Sent = Promise<{ data?: unknown; response: Response }>;

/**
 * A list method's call: awaited (or `withResponse()`), it sends one request for one page; iterated
 * with `for await`, it yields every record across pages through the paginator, and sends nothing
 * else. A list method's data carries it (NamedOperation.listCall) and the whole client passes it,
 * so a client of no list method bundles none of the paging code.
 */
export function listCall(send: () => Sent, getPage: GetPage, path: string, paging: PagingFacts, request: PageRequest): NamedListCall<unknown, unknown> {
  // Sends on the first `then`/`withResponse`, never on iteration alone.
  let sent: Sent | undefined;
  const start = () => (sent ??= send());
  const data = (): Promise<unknown> => start().then(dataOf);
  const call = {
    then: (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) => data().then(onFulfilled, onRejected),
    catch: (onRejected?: (reason: unknown) => unknown) => data().catch(onRejected),
    finally: (onFinally?: () => void) => data().finally(onFinally),
    withResponse: () => start().then(withData),
    [Symbol.asyncIterator]: () => createPaginator(getPage, path, paging, request)[Symbol.asyncIterator](),
    [Symbol.toStringTag]: 'Promise',
  };
  return call as unknown as NamedListCall<unknown, unknown>;
}

type Entry = [string, unknown];

/**
 * A body method's split of the argument's keys that are neither path nor header parameters: the
 * operation's `query` names go to the query; with `body: 'flat'` the rest are the body's fields,
 * with 'nested' the `body` key is the body and the rest go to the query. A body method's data
 * carries it (NamedOperation.bodySplit) and the whole client passes it, so a client of no body
 * method bundles none of it.
 */
export function bodySplit(named: ArgumentSplit, rest: Entry[]): { query: Entry[]; body: unknown } {
  const query: Entry[] = [];
  const fields: Entry[] = [];
  let body: unknown;
  for (const entry of rest) {
    if (named.query?.includes(entry[0])) query.push(entry);
    else if (named.body === 'flat') fields.push(entry);
    else if (entry[0] === 'body') body = entry[1];
    else query.push(entry);
  }
  return { query, body: named.body === 'flat' ? Object.fromEntries(fields) : body };
}

/** The whole client's tables, and the parts its methods' entries in `resources` do not carry. */
export interface WholeResources extends Pick<ClientTables, 'operations' | 'pagination'> {
  listCall: typeof listCall;
  bodySplit: typeof bodySplit;
}

/**
 * Adds a lazily built getter per resource; a name the client already has is left alone. A method
 * carrying its operation (and paging, and list call) uses those; one without is looked up in `whole`.
 */
export function attachResources(client: object, call: CallFunction, resources: ResourceTable | undefined, whole?: WholeResources): void {
  for (const [resource, methods] of Object.entries(resources ?? {})) {
    if (resource in client) continue;
    let built: Readonly<Record<string, Method>> | undefined;
    Object.defineProperty(client, resource, {
      enumerable: true,
      get: () => (built ??= buildResource(call, methods, whole)),
    });
  }
}

function buildResource(call: CallFunction, methods: Readonly<Record<string, NamedOperation>>, whole: WholeResources | undefined): Readonly<Record<string, Method>> {
  const entries = Object.entries(methods).flatMap(([name, named]) => {
    // A method carries its operation's facts, or names its operation in the whole client's table.
    const meta = named.operation ? named.operation : whole?.operations[named.operationId];
    if (!meta) return [];
    // A method carrying its operation pages when it carries paging (its facts leave `paginated` out); a table's when its operation is paginated.
    const paging = named.paging ?? (meta.paginated ? whole?.pagination[meta.path] : undefined);
    // Paging without a list call, or a list call without paging facts, is an ordinary call: one page.
    const list = paging && ((named.listCall as typeof listCall | undefined) ?? whole?.listCall);
    const split = named.body && ((named.bodySplit as typeof bodySplit | undefined) ?? whole?.bodySplit);
    return [[name, namedMethod(call, meta, named, paging, list, split || undefined)] as const];
  });
  return Object.freeze(Object.fromEntries(entries));
}

/** `list` is given only with `paging`. */
function namedMethod(call: CallFunction, meta: OperationFacts, named: ArgumentSplit, paging: PagingFacts | undefined, list: typeof listCall | undefined, split: typeof bodySplit | undefined): Method {
  const method = meta.method.toUpperCase();
  return (args = {}, options = {}) => {
    const init = requestInit(meta.operationId, named, args, options, split);
    const send = () => call(method, meta.path, init, meta);
    if (!list) return eagerCall(send());
    const getPage: GetPage = (path, page) => call('GET', path, { ...init, ...page, params: { ...page.params, header: init.params.header } }, meta);
    // page_size goes as given, as the awaited call sends it: untyped code passing `'50'` still gets pages of 50.
    const { page_size: pageSize, ...query } = init.params.query ?? {};
    return list(send, getPage, meta.path, paging!, { query, path: init.params.path, pageSize: pageSize as number | undefined, signal: options.signal });
  };
}

interface SplitInit extends Record<string, unknown> {
  params: { path?: Record<string, unknown>; query?: Record<string, unknown>; header?: Record<string, unknown> };
}

/** Without `split` (a method without a body), every key neither path nor header goes to the query. */
function requestInit(operationId: string, named: ArgumentSplit, args: Args, options: CallOptions, split: typeof bodySplit | undefined): SplitInit {
  if (typeof args !== 'object' || args === null) throw new TypeError(`${operationId}: the argument must be an object`);
  const path: Entry[] = [];
  const rest: Entry[] = [];
  const header: Entry[] = [];
  for (const entry of Object.entries(args)) {
    const [key] = entry;
    if (named.path?.includes(key)) path.push(entry);
    else if (named.header?.includes(key)) header.push(entry);
    else rest.push(entry);
  }
  const { query, body } = split ? split(named, rest) : { query: rest, body: undefined };
  // fromEntries defines own properties: a `__proto__` key stays a key. Empty groups are left out,
  // so openapi-fetch has nothing to serialise for them.
  const params: SplitInit['params'] = {};
  if (path.length > 0) params.path = Object.fromEntries(path);
  if (query.length > 0) params.query = Object.fromEntries(query);
  if (header.length > 0) params.header = Object.fromEntries(header);
  return body === undefined ? { ...options, params } : { ...options, params, body };
}

const ignore = (): void => undefined;

const dataOf = (result: { data?: unknown }): unknown => result.data;
const withData = (result: { data?: unknown; response: Response }): NamedResponse<unknown> => ({ data: result.data, response: result.response });

function eagerCall(sent: Sent): NamedCall<unknown> {
  const data = sent.then(dataOf) as NamedCall<unknown>;
  // Whichever of the two the caller reads, the other must not be an unhandled rejection.
  data.catch(ignore);
  data.withResponse = () => sent.then(withData);
  return data;
}
