/**
 * The lean client's transport: what openapi-fetch 0.17.0's `createClient(settings)[method](path, init)`
 * does without middleware (the same Request, the body read the same way) in a third of the bytes
 * (2.0 kB minified with the helper it reuses, against 6.6 kB). Its createClient is one closure,
 * so a bundle keeps all of it however few calls it makes; its named helpers shake, and this
 * reuses a small one (mergeHeaders).
 * Path parameters are serialised for the one style the API uses (`{name}`, simple, not exploded);
 * a template such as `{.name}`, `{;name}` or `{name*}` is left as written. Per-call middleware and
 * querySerializer options (an object) are refused: they need createClient. It reads only 2xx
 * responses: the client's pipeline, its `fetch`, throws a typed error for every other status, so
 * openapi-fetch's `{ error }` results for a non-2xx response are not mirrored (a non-2xx reaching
 * this would come back as `{ data }`). The differential test
 * (test/generator/runtime/client/transport.test.ts) holds the rest to openapi-fetch's Request and
 * results, so an upgrade of openapi-fetch that changes either fails it.
 */
import { mergeHeaders, type HeadersOptions, type PathSerializer } from 'openapi-fetch';

export interface TransportSettings {
  baseUrl: string;
  headers: Record<string, string>;
  querySerializer: (query: Record<string, unknown>) => string;
}

/** One call: `method` upper case (`GET`), `path` a template (`/v2/incidents/{id}`), `init` openapi-fetch's per-call options. */
export type Send = (
  method: string,
  path: string,
  init: Record<string, unknown> & { fetch: (request: Request) => Promise<Response> },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** What openapi-fetch's coreFetch reads of a call's init; the rest goes to the Request. */
interface CallInit {
  [key: string]: unknown;
  baseUrl?: string;
  fetch: (request: Request) => Promise<Response>;
  Request?: typeof Request;
  headers?: HeadersOptions;
  params?: { header?: HeadersOptions; path?: Record<string, unknown>; query?: Record<string, unknown> };
  parseAs?: string;
  querySerializer?: unknown;
  bodySerializer?: (body: unknown, headers: Headers) => unknown;
  pathSerializer?: PathSerializer;
  body?: unknown;
  middleware?: unknown[];
}
type Parsed = Record<string, () => Promise<unknown>>;

export function createTransport(settings: TransportSettings): Send {
  const baseUrl = withoutTrailingSlash(settings.baseUrl);
  return async (method, path, given) => {
    const {
      baseUrl: callBaseUrl,
      fetch,
      Request: RequestClass = Request,
      headers,
      params = {},
      parseAs = 'json',
      querySerializer: callQuerySerializer,
      bodySerializer = serializeBody,
      pathSerializer,
      body,
      middleware,
      ...init
    } = { ...given, method } as CallInit;
    // Refused rather than ignored: both need openapi-fetch's createClient, which this leaves out.
    if (middleware?.some(Boolean)) throw new TypeError(`${method} ${path}: per-call middleware needs createIncidentClient`);
    if (callQuerySerializer && typeof callQuerySerializer !== 'function') {
      throw new TypeError(`${method} ${path}: querySerializer options need createIncidentClient; pass a function`);
    }
    const serializedBody = body === undefined ? undefined : bodySerializer(body, mergeHeaders(settings.headers, headers, params.header));
    const finalHeaders = mergeHeaders(
      serializedBody === undefined || serializedBody instanceof FormData ? {} : { 'Content-Type': 'application/json' },
      settings.headers,
      headers,
      params.header,
    );
    // openapi-fetch's createFinalURL: the path filled in, then the query without a leading `?`.
    let url = `${callBaseUrl ? withoutTrailingSlash(callBaseUrl) : baseUrl}${path}`;
    if (params.path) url = (pathSerializer || serializePath)(url, params.path);
    const search = ((callQuerySerializer as TransportSettings['querySerializer'] | undefined) || settings.querySerializer)(params.query ?? {}).replace(/^\?/, '');
    if (search) url += `?${search}`;
    const request: Request = new RequestClass(url, { redirect: 'follow', ...init, body: serializedBody as NonNullable<RequestInit['body']>, headers: finalHeaders });
    // openapi-fetch hands keys a Request does not know on to the Request itself.
    for (const key in init) if (!(key in request)) (request as unknown as Record<string, unknown>)[key] = init[key];
    const response = await fetch(request);
    // Only a 2xx response comes back here: the pipeline's fetch throws a typed error for any other.
    const contentLength = response.headers.get('Content-Length');
    if (response.status === 204 || request.method === 'HEAD' || (contentLength === '0' && !response.headers.get('Transfer-Encoding')?.includes('chunked'))) {
      return { data: undefined, response };
    }
    if (parseAs === 'stream') return { data: response.body, response };
    if (parseAs === 'json') {
      const raw = await response.text();
      return { data: raw ? JSON.parse(raw) : undefined, response };
    }
    return { data: await (response as unknown as Parsed)[parseAs]!(), response };
  };
}

/** One trailing slash off, as openapi-fetch's removeTrailingSlash. */
const withoutTrailingSlash = (url: string): string => url.replace(/\/$/, '');

/** openapi-fetch's defaultBodySerializer for the Headers this always gives it (their names are case-insensitive). */
function serializeBody(body: unknown, headers: Headers): unknown {
  if (body instanceof FormData) return body;
  return headers.get('content-type') === 'application/x-www-form-urlencoded' ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
}

const PATH_TEMPLATE = /\{[^{}]+\}/g;

/** openapi-fetch's defaultPathSerializer for `{name}` templates, `$` patterns in `replace` included. */
function serializePath(url: string, values: Record<string, unknown>): string {
  let next = url;
  for (const template of url.match(PATH_TEMPLATE) ?? []) {
    const value = values[template.slice(1, -1)];
    if (value === undefined || value === null) continue;
    next = next.replace(template, Array.isArray(value) ? value.map(encode).join(',') : typeof value === 'object' ? pairs(value) : encode(value));
  }
  return next;
}

function pairs(value: object): string {
  const parts: unknown[] = [];
  for (const key in value) parts.push(key, encode((value as Record<string, unknown>)[key]));
  return parts.join(',');
}

const encode = encodeURIComponent as (value: unknown) => string;
