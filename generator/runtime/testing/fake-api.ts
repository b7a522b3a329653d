import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { FaultQueue, type FakeFault, type FaultScope } from './faults.js';
import { servingOrder, type FakeOperation } from './operations.js';
import { exampleRecords, mergeKnown, pageOf, recordId, removeRecord, seededRecords, type FakeRecord, type RemovedRecords } from './records.js';
import { formsPattern, REDACTED, redactText, redactValue, secretForms } from './redact.js';
import { errorBody, invalidFieldBody, missingFieldsBody, notFoundBody, rateLimitReply, RequestIds, unauthorizedBody } from './responses.js';
import { parseBaseUrl, routeOf } from './routes.js';
import type { FakeReply, HttpMethodName, ListPathOf, MethodsOf, OperationAt, RecordOf } from './types.js';

export interface FakeApiOptions {
  /** Where the client under test sends requests (default: the API's own base URL); an absolute http(s) URL, or a path for the page's own origin. */
  baseUrl?: string;
  /** When set, only `Authorization: Bearer <apiKey>` is accepted; else any non-empty key is. */
  apiKey?: string;
  /** The clock for a 429's `Retry-After` date and `X-RateLimit-Reset` (default: the real one). */
  now?: () => Date;
}

/**
 * One request the fake received, for assertions. The API key is never kept: `authorization` reads
 * `Bearer [redacted]`, and the key (or the token sent) is `[redacted]` wherever else it appears.
 */
export interface RecordedRequest {
  operationId: string;
  method: string;
  /** The document's path (`/v2/incidents/{id}`), not the URL's. */
  path: string;
  /** The URL's path, as sent (`/v2/incidents/01H…`). */
  urlPath: string;
  /** Each query parameter's value; a parameter sent more than once (`?status=a&status=b`) has all its values, in order. */
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** The parsed JSON body; undefined when none was sent, the raw text when it is not JSON. */
  body: unknown;
}

export interface FakeCall {
  request: RecordedRequest;
  params: Record<string, string>;
}

/** One operation of the fake; its reply's status and body are typed by the operation. */
export interface FakeRoute<Operation> {
  /** Answers every call of the operation with `reply` until `reset()`. */
  reply(reply: (call: FakeCall) => FakeReply<Operation> | Promise<FakeReply<Operation>>): void;
}

export interface FakeApi<Paths> {
  /** MSW handlers: `setupServer(...fake.handlers)` (msw/node) or `setupWorker(...fake.handlers)` (msw/browser). */
  readonly handlers: readonly HttpHandler[];
  /** Every request received since the last `reset()`, in order. */
  readonly requests: readonly RecordedRequest[];
  /** Replaces a list's records; list, show, update and delete calls then serve them, created ones are added. */
  seed<P extends ListPathOf<Paths>>(path: P, records: readonly RecordOf<Paths, P>[]): void;
  /** A list's current records (seeded, created, updated, not deleted). */
  records<P extends ListPathOf<Paths>>(path: P): RecordOf<Paths, P>[];
  /** `count` records of a list built from the document's examples, defaults and types; the same for the same `seed`. */
  examples<P extends ListPathOf<Paths>>(path: P, count: number, seed?: number): RecordOf<Paths, P>[];
  /** One operation, to answer yourself: `fake.on('get', '/v1/identity').reply(() => ({ status: 200, body }))`. */
  on<P extends keyof Paths & string, M extends MethodsOf<Paths, P>>(method: M, path: P): FakeRoute<OperationAt<Paths, P, M>>;
  /** Queues a fault for the next call (or `times` calls) of one operation, or of any. */
  fail(fault: FakeFault, scope?: FaultScope): void;
  /** Forgets records, requests, overrides and faults. */
  reset(): void;
}

type Override = (call: FakeCall) => { status: number | string; body?: unknown; headers?: Record<string, string> } | Promise<{ status: number | string; body?: unknown; headers?: Record<string, string> }>;

const CREATED_SEEDS = 0x40000000;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => HttpResponse.json(body as Record<string, unknown>, { status, headers });
const bodiless = (status: number) => new HttpResponse(null, { status });

/** The fake of an API described by `operations` (the generated table); `Paths` is openapi-typescript's `paths`. */
export function createFakeApi<Paths>(operations: readonly FakeOperation[], defaultBaseUrl: string, options: FakeApiOptions = {}): FakeApi<Paths> {
  const base = parseBaseUrl(options.baseUrl ?? defaultBaseUrl);
  // A key no Authorization header can carry would answer every request 401, far from its cause.
  if (options.apiKey !== undefined && (typeof options.apiKey !== 'string' || !/^\S+$/.test(options.apiKey))) throw new TypeError('apiKey must be a non-empty string without spaces');
  const now = options.now ?? (() => new Date());
  const lists = new Map(operations.filter((operation) => operation.list).map((operation) => [operation.path, operation]));
  const store = new Map<string, FakeRecord[]>();
  const removed = new Map<string, RemovedRecords>();
  const removedFrom = (path: string): RemovedRecords => removed.get(path) ?? removed.set(path, new Map()).get(path)!;
  const requests: RecordedRequest[] = [];
  const overrides = new Map<string, Override>();
  const faults = new FaultQueue();
  const ids = new RequestIds();
  const idempotent = new Map<string, FakeRecord>();
  let created = 0;

  const listOperation = (path: string): FakeOperation => {
    const operation = lists.get(path);
    if (!operation) throw new RangeError(`${path} is not a list operation of this API`);
    return operation;
  };
  const recordsOf = (path: string): FakeRecord[] => store.get(path) ?? [];

  async function serve(operation: FakeOperation, request: Request, params: Record<string, string>): Promise<Response> {
    const url = new URL(request.url);
    const key = bearerToken(request.headers.get('authorization'));
    const text = await request.text();
    let body: unknown;
    let bodyIsJson = true;
    if (text !== '') {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = text;
        bodyIsJson = false;
      }
    }
    const secrets = [options.apiKey, key];
    const pattern = formsPattern(secretForms(secrets));
    const redact = (value: string) => redactText(value, pattern, secrets);
    const recorded: RecordedRequest = {
      operationId: operation.operationId,
      method: request.method,
      path: operation.path,
      urlPath: redact(url.pathname),
      query: redactValue(queryOf(url.searchParams), redact) as RecordedRequest['query'],
      headers: recordedHeaders(request.headers, redact),
      body: redactValue(body, redact),
    };
    requests.push(recorded);

    if (key === undefined || (options.apiKey !== undefined && key !== options.apiKey)) return json(401, unauthorizedBody(ids));

    const fault = faults.take(operation);
    if (fault?.kind === 'delay') await delay(fault.ms);
    else if (fault) return faultResponse(fault, operation);

    const override = overrides.get(`${operation.method} ${operation.path}`);
    if (override) {
      const reply = await override({ request: recorded, params });
      const status = Number(reply.status);
      return reply.body === undefined ? new HttpResponse(null, { status, ...(reply.headers !== undefined && { headers: reply.headers }) }) : json(status, reply.body, reply.headers);
    }
    if (!bodyIsJson) return json(400, errorBody(ids, 400, 'bad_request', [{ code: 'invalid_json', message: 'The request body is not JSON' }]));
    // A record is written from an object only: null, an array or a scalar would otherwise create one from the example.
    if (writesRecord(operation) && body !== undefined && !isObject(body)) return json(400, errorBody(ids, 400, 'bad_request', [{ code: 'invalid_body', message: 'The request body must be a JSON object' }]));
    const missing = (operation.required ?? []).filter((field) => !isObject(body) || body[field] === undefined || body[field] === null);
    if (missing.length > 0) return json(422, missingFieldsBody(ids, missing));
    return answer(operation, url.searchParams, params, body);
  }

  function faultResponse(fault: Exclude<FakeFault, { kind: 'delay' }>, operation: FakeOperation): Response {
    switch (fault.kind) {
      case 'rate-limit': {
        const reply = rateLimitReply(ids, fault.retryAfterSeconds ?? 1, fault.limit ?? 1200, now());
        return json(429, reply.body, reply.headers);
      }
      case 'server-error': {
        const status = fault.status ?? 500;
        return json(status, errorBody(ids, status, 'internal_server_error', [{ code: 'internal_server_error', message: 'Something went wrong' }]));
      }
      case 'cut-body': {
        const whole = JSON.stringify(operation.example ?? {});
        return new HttpResponse(whole.slice(0, Math.max(1, Math.floor(whole.length / 2))), { status: operation.status, headers: { 'content-type': 'application/json' } });
      }
      case 'network-error':
        return HttpResponse.error();
    }
  }

  function answer(operation: FakeOperation, query: URLSearchParams, params: Record<string, string>, body: unknown): Response {
    if (operation.list) {
      const page = pageOf(recordsOf(operation.path), query, operation.list, removed.get(operation.path));
      if ('invalid' in page) return json(422, invalidFieldBody(ids, page.invalid, page.message));
      const meta = { page_size: page.pageSize, ...(page.after !== undefined && { after: page.after }) };
      return json(operation.status, { ...operation.list.besides, [operation.list.itemsKey]: page.records, pagination_meta: meta });
    }
    const target = operation.record;
    if (target !== undefined) {
      const records = store.get(target.collection) ?? [];
      const wrap = (record: FakeRecord | undefined) => (target.key === undefined ? record : { [target.key]: record });
      if (target.param === undefined && operation.method === 'post') return json(operation.status, wrap(create(operation, records, body)));
      const id = target.param === undefined ? undefined : params[target.param];
      const index = records.findIndex((record) => recordId(record) === id);
      if (index < 0) return json(404, notFoundBody(ids));
      if (operation.method === 'delete') {
        removeRecord(records, index, removedFrom(target.collection));
        return operation.status === 204 || operation.example === undefined ? bodiless(operation.status) : json(operation.status, operation.example);
      }
      if (operation.method === 'put' || operation.method === 'patch') records[index] = mergeKnown(records[index]!, body);
      return json(operation.status, wrap(records[index]));
    }
    return operation.example === undefined || operation.status === 204 ? bodiless(operation.status) : json(operation.status, operation.example);
  }

  /** A POST that repeats an `idempotency_key` gets the record the first one made, and makes none. */
  function create(operation: FakeOperation, records: FakeRecord[], body: unknown): FakeRecord {
    const idempotencyKey = isObject(body) && typeof body['idempotency_key'] === 'string' ? `${operation.operationId} ${body['idempotency_key']}` : undefined;
    const earlier = idempotencyKey === undefined ? undefined : idempotent.get(idempotencyKey);
    if (earlier) return earlier;
    created += 1;
    // Seeds apart from those of examples(), so a created id never repeats a seeded one.
    const record = mergeKnown(exampleRecords(operation.example, 1, CREATED_SEEDS + created)[0]!, body);
    records.push(record);
    store.set(operation.record!.collection, records);
    if (idempotencyKey !== undefined) idempotent.set(idempotencyKey, record);
    return record;
  }

  const handlers = servingOrder(operations).map((operation) => {
    const route = routeOf(base, operation.path);
    return http[operation.method](route.matcher, ({ request }) => serve(operation, request, route.params(request.url)));
  });

  return {
    handlers,
    requests,
    seed: (path, records) => {
      listOperation(path);
      store.set(path, seededRecords(records));
      removed.delete(path);
    },
    records: (path) => {
      listOperation(path);
      return structuredClone(recordsOf(path)) as never[];
    },
    examples: (path, count, seed) => exampleRecords(listOperation(path).example, count, seed) as never[],
    on: (method, path) => {
      const operation = operations.find((candidate) => candidate.method === method && candidate.path === path);
      if (!operation) throw new RangeError(`${String(method).toUpperCase()} ${path} is not an operation of this API`);
      return { reply: (reply) => void overrides.set(`${method as HttpMethodName} ${path}`, reply as Override) };
    },
    fail: (fault, scope) => {
      const selector = scope?.operation;
      if (selector !== undefined && !operations.some((operation) => (typeof selector === 'string' ? operation.operationId === selector : operation.method === selector.method && operation.path === selector.path))) {
        throw new RangeError(`${typeof selector === 'string' ? selector : `${selector.method.toUpperCase()} ${selector.path}`} is not an operation of this API`);
      }
      faults.add(fault, scope);
    },
    reset: () => {
      store.clear();
      removed.clear();
      requests.length = 0;
      overrides.clear();
      faults.clear();
      idempotent.clear();
      ids.reset();
      created = 0;
    },
  };
}

const writesRecord = (operation: FakeOperation): boolean => operation.record !== undefined && (operation.method === 'post' || operation.method === 'put' || operation.method === 'patch');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function bearerToken(header: string | null): string | undefined {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    Object.defineProperty(query, name, { value: values.length === 1 ? values[0] : values, enumerable: true, writable: true, configurable: true });
  }
  return query;
}

function recordedHeaders(headers: Headers, redact: (value: string) => string): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    const recorded = name === 'authorization' ? `Bearer ${REDACTED}` : redact(value);
    Object.defineProperty(kept, name, { value: recorded, enumerable: true, writable: true, configurable: true });
  });
  return kept;
}
