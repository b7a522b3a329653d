/**
 * The path style (`client.GET(path, init)`) and the version views (`client.v2`), createIncidentClient's
 * alone: a path-style call finds its operation in the package's table, so it has the operation's
 * facts (deprecation notice, rate limit, refusal of an empty answer). Only the whole client's module
 * imports this, so a bundle of createIncidentClientWith holds none of it.
 */
import type { CallFunction, Connection } from './client.js';
import { CLIENT_METHODS as METHODS, CLIENT_VERSIONS as VERSIONS, type OperationMeta } from './tables.js';

type Init = Record<string, unknown> | undefined;
/** A call by method and path: its operation is looked up. */
export type PathCall = (method: string, path: string, init?: Init) => ReturnType<CallFunction>;
type Methods = Record<(typeof METHODS)[number], (path: string, init?: Init) => ReturnType<CallFunction>>;

/** `GET /v2/incidents` -> its OperationMeta. */
export type OperationIndex = ReadonlyMap<string, OperationMeta>;

export function indexOperations(operations: Readonly<Record<string, OperationMeta>>): OperationIndex {
  return new Map(Object.values(operations).map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation]));
}

export interface PathStyleClient {
  client: object;
  /** The client and each of its version views, with the call behind each (a view's refuses other versions' paths). */
  calls: ReadonlyArray<readonly [object, PathCall]>;
}

/** The client object: the path-style methods, `baseUrl`, the version views and, when the connection has them, the middleware hooks. */
export function pathStyleClient(call: CallFunction, baseUrl: string, middleware: Connection['middleware'], operations: OperationIndex): PathStyleClient {
  const pathCall: PathCall = (method, path, init) => call(method, path, init, operations.get(`${method} ${path}`));
  const views = VERSIONS.map((version) => {
    const viewCall = callWithPrefix(pathCall, `/${version}/`);
    return [methodsFor(viewCall), viewCall] as const;
  });
  const client = {
    ...methodsFor(pathCall),
    baseUrl,
    ...Object.fromEntries(views.map(([methods], index) => [VERSIONS[index], methods])),
    ...middleware,
  };
  return { client, calls: [[client, pathCall], ...views] };
}

// The views check the prefix at run time too, for callers without the types.
function callWithPrefix(call: PathCall, prefix: string): PathCall {
  return (method, path, init) => (path.startsWith(prefix) ? call(method, path, init) : Promise.reject(new TypeError(`${path} is not a ${prefix} path`)));
}

function methodsFor(call: PathCall): Methods {
  return Object.fromEntries(METHODS.map((method) => [method, (path: string, init?: Init) => call(method, path, init)])) as Methods;
}
