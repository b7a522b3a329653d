/**
 * The API the consumer programs talk to in `make consumer`: a real node:http server on loopback
 * answering the few calls they make, with the platform's documented shapes: cursor pages, a 422
 * validation body, a 429 with Retry-After. Plain node can run it (no TypeScript-only syntax).
 * It answers browsers too (the runtime checks' headless Chromium loads its page from another
 * origin): CORS preflights, and every answer readable cross-origin, its rate-limit headers included.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Every list spans two full pages and one short one, whatever page size the client asks for. */
const FULL_PAGES = 2;

export interface ApiLog {
  /** `GET /v2/incidents?...` as received, in order. */
  requests: string[];
}

export function consumerApi(log: ApiLog) {
  const throttled = new Set<string>();
  return (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', 'http://loopback');
    log.requests.push(`${request.method} ${url.pathname}${url.search}`);
    const cors = corsHeaders(request);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE', 'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '', 'access-control-max-age': '600' });
      return void response.end();
    }
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req-${log.requests.length}`, ...cors, ...headers });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== 'Bearer inc_example_key') return json(401, { type: 'authentication_error', status: 401, request_id: 'r', errors: [] });
    if (request.method === 'GET' && url.pathname === '/v2/incidents') {
      const pageSize = Number(url.searchParams.get('page_size') ?? 25);
      const page = Number(url.searchParams.get('after') ?? 0);
      const count = page < FULL_PAGES ? pageSize : 1;
      const incidents = Array.from({ length: count }, (_, i) => incident(`01INC${page}-${i}`));
      const after = page < FULL_PAGES ? String(page + 1) : undefined;
      return json(200, { incidents, pagination_meta: { page_size: pageSize, ...(after && { after }) } });
    }
    const single = /^\/v2\/(incidents|alerts)\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && single) {
      const [, kind, id] = single;
      // The first read of an alert is throttled once: the client must wait Retry-After and retry.
      if (kind === 'alerts' && !throttled.has(id!)) {
        throttled.add(id!);
        return json(429, { type: 'too_many_requests', status: 429, request_id: 'r429', errors: [{ code: 'rate_limited', message: 'slow down' }] }, { 'retry-after': '1' });
      }
      return json(200, kind === 'incidents' ? { incident: incident(id!) } : { alert: { id, title: 'Disk full', status: 'firing' } });
    }
    if (request.method === 'POST' && url.pathname === '/v2/incidents') {
      return json(422, {
        type: 'validation_error',
        status: 422,
        request_id: 'r422',
        errors: [{ code: 'is_required', message: 'name is required', source: { field: 'name' } }, { code: 'invalid', message: 'unknown severity', source: { field: 'severity_id' } }],
      });
    }
    // The package README's first call is built from whichever operations the document has: any other
    // collection answers a list with one empty page, a create with the record it was given.
    const collection = /^\/v\d+\/([a-z_]+)$/.exec(url.pathname);
    if (collection && request.method === 'GET') return json(200, { [collection[1]!]: [], pagination_meta: { page_size: Number(url.searchParams.get('page_size') ?? 25) } });
    if (collection && request.method === 'POST') return void echoBody(request, (body) => json(201, body));
    json(404, { type: 'not_found', status: 404, request_id: 'r404', errors: [] });
  };
}

/** What a browser needs to read an answer from another origin; nothing for a caller that sends no Origin. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (origin === undefined) return {};
  return { 'access-control-allow-origin': origin, vary: 'Origin', 'access-control-expose-headers': EXPOSED_HEADERS };
}

/** The headers the client reads from an answer: the request id, and the rate-limit ones it waits by. */
const EXPOSED_HEADERS = 'x-request-id, retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset';

const incident = (id: string) => ({ id, name: `Incident ${id}`, team_ids: ['team-a', 'team-b'], last_activity_at: '2026-11-23T10:00:00Z' });

/** Reads a JSON request body (an empty or unreadable one as `{}`) and hands it on. */
function echoBody(request: IncomingMessage, answer: (body: unknown) => void): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    try {
      answer(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
    } catch {
      answer({});
    }
  });
}
