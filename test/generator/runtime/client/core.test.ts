import { describe, expect, it } from 'vitest';
import {
  IncidentApiError,
  InternalServerError,
  InvalidResponseError,
  NetworkError,
  RateLimitError,
  TimeoutError,
  type ApiErrorDetail,
  type ClientOptions,
} from '../../../../generator/runtime/client/index.ts';
import { API_KEY, VirtualClock, apiError, faultServers, inOrder, type Responder } from './fault-server.ts';
import { createIncidentClient } from './fixture.ts';

const OK = { status: 200, json: { incidents: [], pagination_meta: { page_size: 25 } } };
const CREATED = { status: 201, json: { incident: { id: '1', name: 'x', status: 'active' } } };
const harness = faultServers();
const setUp = (respond: Responder, options: Partial<ClientOptions> = {}) => harness.setUp(respond, { rateLimit: false, ...options });

/**
 * A caller's signal that gives up (as AbortSignal.timeout does) once the server holds `count`
 * requests: a fixed timer could fire before a loaded machine sent the request at all.
 */
function abortOnceReceived(requests: readonly unknown[], count: number): AbortSignal {
  const controller = new AbortController();
  const check = () => (requests.length >= count ? controller.abort(new DOMException('the caller gave up', 'TimeoutError')) : setTimeout(check, 5));
  check();
  return controller.signal;
}


const failureOf = async (promise: Promise<unknown>): Promise<unknown> => promise.then(() => expect.fail('the call succeeded'), (error: unknown) => error);

describe('429', () => {
  it('waits the Retry-After seconds, in preference to X-RateLimit-Reset, then succeeds', async () => {
    const reset = String(Math.floor(new VirtualClock().now() / 1000) + 30);
    const { server, clock, client } = await setUp(
      inOrder({ status: 429, json: apiError(429, 'too_many_requests'), headers: { 'retry-after': '2', 'x-ratelimit-reset': reset } }, OK),
    );
    const { data } = await client.GET('/v2/incidents');
    expect(data.incidents).toEqual([]);
    expect(server.requests).toHaveLength(2);
    expect(clock.sleeps).toEqual([2000]);
  });

  it('falls back to X-RateLimit-Reset when there is no Retry-After', async () => {
    const clock = new VirtualClock();
    const reset = String(clock.now() / 1000 + 5);
    const { server } = await setUp(inOrder({ status: 429, json: apiError(429, 'too_many_requests'), headers: { 'x-ratelimit-reset': reset } }, OK));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock, rateLimit: false });
    await client.GET('/v2/incidents');
    expect(server.requests).toHaveLength(2);
    expect(clock.sleeps).toEqual([5000]);
  });

  it('gives up on a 429 storm after maxAttempts with a RateLimitError carrying rate_limit', async () => {
    const rateLimit = { name: 'key', limit: 1200, remaining: 0, retry_after: '2026-01-01T00:00:00Z' };
    const { server, clock, client } = await setUp(inOrder({ status: 429, json: apiError(429, 'too_many_requests', { rate_limit: rateLimit }), headers: { 'retry-after': '1' } }), {
      retry: { maxAttempts: 4 },
    });
    const error = await failureOf(client.GET('/v2/incidents'));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, type: 'too_many_requests', requestId: 'req-429', rateLimit, attempts: 4 });
    expect(server.requests).toHaveLength(4);
    expect(clock.sleeps).toEqual([1000, 1000, 1000]);
  });

  it('stops when the next wait would pass maxElapsedMs', async () => {
    const { server, clock, client } = await setUp(inOrder({ status: 429, json: apiError(429, 'too_many_requests'), headers: { 'retry-after': '10' } }), {
      retry: { maxAttempts: 10, maxElapsedMs: 25_000 },
    });
    await expect(client.GET('/v2/incidents')).rejects.toBeInstanceOf(RateLimitError);
    expect(server.requests).toHaveLength(3);
    expect(clock.sleeps).toEqual([10_000, 10_000]);
  });

  it('retries a POST without an idempotency key: a 429 was never processed', async () => {
    const { server, client } = await setUp(inOrder({ status: 429, json: apiError(429, 'too_many_requests'), headers: { 'retry-after': '1' } }, CREATED));
    await client.POST('/v2/incidents', { body: { name: 'x', visibility: 'public' } });
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(JSON.parse(server.requests[1]!.body)).toEqual({ name: 'x', visibility: 'public' });
  });
});

describe('5xx and network failures', () => {
  it('retries a GET through a 500/502/503 burst with exponential back-off and jitter', async () => {
    const { server, clock, client } = await setUp(
      inOrder({ status: 500, json: apiError(500, 'internal_error') }, { status: 502, text: 'bad gateway' }, { status: 503, json: apiError(503, 'unavailable') }, OK),
      { retry: { initialDelayMs: 400, maxDelayMs: 10_000 } },
    );
    await client.GET('/v2/incidents');
    expect(server.requests).toHaveLength(4);
    const [first, second, third] = clock.sleeps;
    expect(clock.sleeps).toHaveLength(3);
    expect(first).toBeGreaterThanOrEqual(200);
    expect(first).toBeLessThanOrEqual(400);
    expect(second).toBeGreaterThanOrEqual(400);
    expect(second).toBeLessThanOrEqual(800);
    expect(third).toBeGreaterThanOrEqual(800);
    expect(third).toBeLessThanOrEqual(1600);
  });

  it('honours a 503 Retry-After', async () => {
    const { clock, client } = await setUp(inOrder({ status: 503, json: apiError(503, 'unavailable'), headers: { 'retry-after': '3' } }, OK));
    await client.GET('/v2/incidents');
    expect(clock.sleeps).toEqual([3000]);
  });

  it('really waits the back-off on the system clock', async () => {
    const server = await harness.serve(inOrder({ status: 503, json: apiError(503, 'unavailable') }, OK));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, rateLimit: false, retry: { initialDelayMs: 80 } });
    await client.GET('/v2/incidents');
    const waited = server.requests[1]!.at - server.requests[0]!.at;
    expect(waited).toBeGreaterThanOrEqual(38);
    expect(waited).toBeLessThan(1000);
  });

  it('retries PUT and DELETE on 5xx', async () => {
    const { server, client } = await setUp((request, index) => (index % 2 === 0 ? { status: 502, text: '' } : request.method === 'PUT' ? CREATED : { status: 204 }));
    await client.PUT('/v2/incidents/{id}', { params: { path: { id: '1' } }, body: { name: 'y' } });
    await client.DELETE('/v2/incidents/{id}', { params: { path: { id: '1' } } });
    expect(server.requests.map((request) => request.method)).toEqual(['PUT', 'PUT', 'DELETE', 'DELETE']);
    expect(server.requests[1]!.body).toBe('{"name":"y"}');
  });

  it('never repeats a POST without an idempotency key after a 5xx or a reset', async () => {
    const { server, client } = await setUp(inOrder({ status: 503, json: apiError(503, 'unavailable') }, { reset: true }, CREATED));
    const first = await failureOf(client.POST('/v2/incidents', { body: { name: 'x', visibility: 'public' } }));
    expect(first).toBeInstanceOf(InternalServerError);
    expect(first).toMatchObject({ status: 503, attempts: 1 });
    const second = await failureOf(client.POST('/v2/incidents', { body: { name: 'x', visibility: 'public' } }));
    expect(second).toBeInstanceOf(NetworkError);
    expect(server.requests).toHaveLength(2);
  });

  it('repeats a POST whose body carries an idempotency_key', async () => {
    const { server, clock, client } = await setUp(inOrder({ status: 502, text: '' }, { reset: true }, CREATED));
    const body = { name: 'x', visibility: 'public' as const, idempotency_key: 'create-x-1' };
    const { data } = await client.POST('/v2/incidents', { body });
    expect(data.incident.id).toBe('1');
    expect(server.requests).toHaveLength(3);
    expect(server.requests.every((request) => JSON.parse(request.body).idempotency_key === 'create-x-1')).toBe(true);
    expect(clock.sleeps).toHaveLength(2);
  });

  it('retries connection resets for GET and then reports a NetworkError', async () => {
    const { server, client } = await setUp(inOrder({ reset: true }), { retry: { maxAttempts: 3 } });
    const error = await failureOf(client.GET('/v2/incidents'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ method: 'GET', path: '/v2/incidents', attempts: 3 });
    expect((error as Error).message).toMatch(/ECONNRESET|socket|terminated/i);
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 4xx other than 429', async () => {
    const { server, client } = await setUp(inOrder({ status: 404, json: apiError(404, 'not_found') }));
    await expect(client.GET('/v2/incidents/{id}', { params: { path: { id: 'gone' } } })).rejects.toMatchObject({ name: 'NotFoundError', status: 404 });
    expect(server.requests).toHaveLength(1);
  });

  it('sends once when retry is false', async () => {
    const { server, client } = await setUp(inOrder({ status: 503, json: apiError(503, 'unavailable') }), { retry: false });
    await expect(client.GET('/v2/incidents')).rejects.toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('timeouts and cancellation', () => {
  it('times out a response slower than timeoutMs, per attempt, and retries a GET', async () => {
    const { server, client } = await setUp(inOrder({ delayMs: 2000, then: OK }), { timeoutMs: 100, retry: { maxAttempts: 2, initialDelayMs: 1 } });
    const started = Date.now();
    const error = await failureOf(client.GET('/v2/incidents'));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 100, attempts: 2 });
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('does not repeat a timed-out POST without an idempotency key', async () => {
    // 500 ms, not 100: on a loaded machine the server may not have read a POST's body within 100 ms.
    const { server, client } = await setUp(inOrder({ delayMs: 10_000, then: CREATED }), { timeoutMs: 500 });
    await expect(client.POST('/v2/incidents', { body: { name: 'x', visibility: 'public' } })).rejects.toMatchObject({ name: 'TimeoutError', attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('an AbortSignal cancels a Retry-After wait at once', async () => {
    const server = await harness.serve(inOrder({ status: 429, json: apiError(429, 'too_many_requests'), headers: { 'retry-after': '30' } }));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, rateLimit: false });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('caller gave up')), 100);
    const started = Date.now();
    await expect(client.GET('/v2/incidents', { signal: controller.signal })).rejects.toThrow('caller gave up');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(server.requests).toHaveLength(1);
  });

  it('timeoutMs 0 waits as long as the server takes, and the caller can still cancel', async () => {
    const { server, client } = await setUp(inOrder({ delayMs: 300, then: OK }, { delayMs: 5000, then: OK }), { timeoutMs: 0 });
    const { data } = await client.GET('/v2/incidents');
    expect(data.incidents).toEqual([]);
    await expect(client.GET('/v2/incidents', { signal: abortOnceReceived(server.requests, 2) })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(server.requests).toHaveLength(2);
  });

  it('an AbortSignal cancels a request in flight', async () => {
    const { server, client } = await setUp(inOrder({ delayMs: 5000, then: OK }));
    await expect(client.GET('/v2/incidents', { signal: abortOnceReceived(server.requests, 1) })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(server.requests).toHaveLength(1);
  });
});

describe('bodies that are not the documented shape', () => {
  it('a 2xx with malformed JSON is an InvalidResponseError with the status', async () => {
    const { client } = await setUp(inOrder({ status: 200, text: '{"incidents": [{"id": "1"', headers: { 'content-type': 'application/json' } }));
    const error = await failureOf(client.GET('/v2/incidents'));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ status: 200, method: 'GET', path: '/v2/incidents' });
  });

  it('a body cut mid-way is a NetworkError', async () => {
    const { client } = await setUp(inOrder({ cutBodyAfter: '{"incidents": [' }), { retry: false });
    await expect(client.GET('/v2/incidents')).rejects.toBeInstanceOf(NetworkError);
  });

  it('an HTML error page gives an error naming the status and the page', async () => {
    const page = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';
    const { client } = await setUp(inOrder({ status: 502, text: page, headers: { 'content-type': 'text/html' } }), { retry: false });
    const error = await failureOf(client.GET('/v2/incidents'));
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error).toMatchObject({ status: 502, bodyKind: 'html', body: '502 Bad Gateway', errors: [] });
    expect((error as Error).message).toBe('GET /v2/incidents: HTTP 502 with an HTML page instead of the JSON error body: "502 Bad Gateway"');
  });

  it('an empty error body and a truncated one still say what came back', async () => {
    const { client } = await setUp(inOrder({ status: 500, text: '' }, { status: 400, text: '{"type": "bad_req', headers: { 'x-request-id': 'req-h' } }), { retry: false });
    await expect(client.GET('/v2/incidents')).rejects.toMatchObject({ status: 500, bodyKind: 'empty', message: 'GET /v2/incidents: HTTP 500 with an empty body' });
    await expect(client.GET('/v2/incidents')).rejects.toMatchObject({ name: 'BadRequestError', status: 400, bodyKind: 'malformed', requestId: 'req-h' });
  });

  it('a 422 maps errors to form fields', async () => {
    const body = apiError(422, 'validation_error', {
      errors: [
        { code: 'is_required', message: 'name is required', source: { field: 'name' } },
        { code: 'invalid', message: 'must be public or private', source: { field: 'visibility' } },
        { code: 'other', message: 'something else' },
      ],
    });
    const { client } = await setUp(inOrder({ status: 422, json: body }));
    const error = (await failureOf(client.POST('/v2/incidents', { body: { name: '', visibility: 'public' } }))) as IncidentApiError;
    expect(error.name).toBe('ValidationError');
    expect(error.fieldErrors()).toEqual({ name: ['name is required'], visibility: ['must be public or private'], '': ['something else'] });
    expect(error.message).toBe('POST /v2/incidents: HTTP 422 validation_error; name: name is required; visibility: must be public or private; something else [request_id req-422]');
  });

  it('errors[] entries of any shape come out as ApiErrorDetail promises: strings, a source only with a field, the rest kept', async () => {
    const body = apiError(422, 'validation_error', {
      errors: [
        { code: 7, message: null, source: 'name', extra: [1] },
        { source: { field: 42 } },
        { source: null, message: 'no source' },
        { code: 'c', message: 'm', source: { field: 'f', pointer: '/f' } },
        'not an object',
      ],
    });
    const { client } = await setUp(inOrder({ status: 422, json: body }));
    const error = (await failureOf(client.POST('/v2/incidents', { body: { name: '', visibility: 'public' } }))) as IncidentApiError;
    const detail: ApiErrorDetail = error.errors[0]!;
    expect(detail).toStrictEqual({ code: '', message: '', extra: [1] });
    expect(error.errors.slice(1)).toStrictEqual([
      { code: '', message: '' },
      { code: '', message: 'no source' },
      { code: 'c', message: 'm', source: { field: 'f', pointer: '/f' } },
    ]);
    expect(error.fieldErrors()).toEqual({ '': ['', '', 'no source'], f: ['m'] });
  });
});

describe('problem+json bodies', () => {
  it('say their title and detail when there is no errors array', async () => {
    const problem = { type: 'https://example.invalid/problems#invalid', title: 'Invalid request', status: 422, detail: 'page_size must be <= 500' };
    const { client } = await setUp(inOrder({ status: 422, json: problem }));
    await expect(client.GET('/v2/incidents')).rejects.toThrow(
      'GET /v2/incidents: HTTP 422 https://example.invalid/problems#invalid; Invalid request; page_size must be <= 500',
    );
  });
});
