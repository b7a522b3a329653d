/**
 * Types the test kit reads off openapi-typescript's `paths`: which methods a path has, each
 * operation's statuses and bodies, and a list operation's record type. A handler, a seed or an
 * override that names a path, method, status or body the API does not have fails to compile.
 */
export type HttpMethodName = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The JSON body of a `content` map (openapi-typescript writes `'application/json'`), else its only one. */
type BodyOfContent<Content> = Content extends { 'application/json': infer Body } ? Body : Content extends Record<string, infer Body> ? Body : never;

/** The operation object at `Paths[P][M]`; never when the path has no such method (openapi-typescript writes `put?: never`). */
export type OperationAt<Paths, P extends keyof Paths, M extends HttpMethodName> = Paths[P] extends { [K in M]: infer Operation } ? Operation : never;

/** The methods `Paths[P]` declares. */
export type MethodsOf<Paths, P extends keyof Paths> = {
  [M in HttpMethodName]: [OperationAt<Paths, P, M>] extends [never] ? never : M;
}[HttpMethodName];

/** The statuses an operation declares (`200`, `201`, `'default'`…). */
export type StatusOf<Operation> = Operation extends { responses: infer Responses } ? keyof Responses & (number | string) : never;

/** The body a response of `Status` carries; undefined for one without content. */
export type ResponseBodyOf<Operation, Status> = Operation extends { responses: infer Responses }
  ? Status extends keyof Responses
    ? Responses[Status] extends { content: infer Content }
      ? BodyOfContent<Content>
      : undefined
    : never
  : never;

/** What an overriding handler returns: one of the operation's statuses, with that status's body. */
export type FakeReply<Operation> = {
  [Status in StatusOf<Operation>]: { status: Status; body: ResponseBodyOf<Operation, Status>; headers?: Record<string, string> };
}[StatusOf<Operation>];

/** A type's named keys, its index signature left out (openapi-typescript adds `[key: string]: unknown` to open objects). */
type NamedKeys<T> = keyof { [Key in keyof T as string extends Key ? never : number extends Key ? never : Key]: unknown };

/** The records of a list body: the array beside `pagination_meta`. */
type RecordsOf<Body> = { [Key in Exclude<NamedKeys<Body>, 'pagination_meta'> & keyof Body]: NonNullable<Body[Key]> extends ReadonlyArray<infer Item> ? Item : never }[Exclude<NamedKeys<Body>, 'pagination_meta'> & keyof Body];

type SuccessBodyOf<Operation> = ResponseBodyOf<Operation, 200>;

/** The paths whose GET answers a page of records (`pagination_meta` beside an array). */
export type ListPathOf<Paths> = {
  [P in keyof Paths]: SuccessBodyOf<OperationAt<Paths, P, 'get'>> extends { pagination_meta?: unknown } ? P : never;
}[keyof Paths] &
  string;

/** One record of a list path (`IncidentV2` for `/v2/incidents`). */
export type RecordOf<Paths, P extends keyof Paths> = RecordsOf<SuccessBodyOf<OperationAt<Paths, P, 'get'>>>;
