/**
 * The message of every failure a call can end in, as a caller logs it: method, path, what went
 * wrong, how many attempts, and the request id, each from a real loopback server's answer.
 */
import { describe, expect, it } from 'vitest';
import { InvalidResponseError, NetworkError, TimeoutError, type ClientOptions } from '../../../../generator/runtime/client/index.ts';
import { apiError, faultServers, inOrder, type Responder } from './fault-server.ts';

const harness = faultServers();
const setUp = (respond: Responder, options: Partial<ClientOptions> = {}) => harness.setUp(respond, { rateLimit: false, ...options });
const failureOf = async (promise: Promise<unknown>): Promise<Error> => promise.then(() => expect.fail('the call succeeded'), (error: Error) => error);
const quick = { initialDelayMs: 1, maxDelayMs: 1 };

describe('network failures', () => {
  it('a reset names the code and the cause, and how many attempts were made past the first', async () => {
    const { client } = await setUp(inOrder({ reset: true }), { retry: { maxAttempts: 2, ...quick } });
    const error = await failureOf(client.GET('/v2/incidents'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(/^GET \/v2\/incidents: network error (ECONNRESET|UND_ERR_SOCKET): \S.* \(after 2 attempts\)$/);
    expect(error.cause).toBeInstanceOf(TypeError);
    const once = await failureOf((await setUp(inOrder({ reset: true }), { retry: false })).client.GET('/v2/incidents'));
    expect(once.message).toMatch(/^GET \/v2\/incidents: network error (ECONNRESET|UND_ERR_SOCKET): \S.*[^)]$/);
  });

  it('a port nobody listens on is ECONNREFUSED', async () => {
    const { server, client } = await setUp(inOrder({ status: 200, json: {} }), { retry: false });
    await server.close();
    const error = await failureOf(client.GET('/v2/incidents'));
    expect(error.message).toMatch(/^GET \/v2\/incidents: network error ECONNREFUSED: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
  });

  it('a body cut while openapi-fetch reads it says so', async () => {
    const { client } = await setUp(inOrder({ cutBodyAfter: '{"incidents": [' }), { retry: false });
    const error = await failureOf(client.GET('/v2/incidents'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe('GET /v2/incidents: the connection broke while reading the response body');
    expect(error).toMatchObject({ method: 'GET', path: '/v2/incidents', attempts: 1 });
  });
});

describe('timeouts', () => {
  it('says the timeout and the attempts, singular and plural', async () => {
    const slow = inOrder({ delayMs: 3000, then: { status: 200, json: {} } });
    const once = await failureOf((await setUp(slow, { timeoutMs: 100, retry: false })).client.GET('/v2/incidents'));
    expect(once).toBeInstanceOf(TimeoutError);
    expect(once.message).toBe('GET /v2/incidents: no response within 100 ms (after 1 attempt)');
    const twice = await failureOf((await setUp(slow, { timeoutMs: 100, retry: { maxAttempts: 2, ...quick } })).client.GET('/v2/incidents'));
    expect(twice.message).toBe('GET /v2/incidents: no response within 100 ms (after 2 attempts)');
  });
});

describe('a 2xx body that is not JSON', () => {
  it('names the status, and its cause quotes none of the body (V8 quotes the text around the fault)', async () => {
    const { client } = await setUp(inOrder({ status: 200, text: '{"incidents": private-incident-name}', headers: { 'content-type': 'application/json' } }));
    const error = await failureOf(client.GET('/v2/incidents'));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.message).toBe('GET /v2/incidents: HTTP 200 with a body that is not valid JSON');
    expect(error.cause).toBeInstanceOf(SyntaxError);
    expect((error.cause as Error).message).not.toContain('private');
    expect((error.cause as Error).message).toMatch(/\(the body is not valid JSON\)$/);
  });
});

describe('API errors', () => {
  it('counts the attempts of a retried error and ends with the request id', async () => {
    const { client } = await setUp(inOrder({ status: 503, json: apiError(503, 'unavailable') }), { retry: { maxAttempts: 3, ...quick } });
    const error = await failureOf(client.GET('/v2/incidents'));
    expect(error.message).toBe('GET /v2/incidents: HTTP 503 (after 3 attempts) unavailable; a unavailable [request_id req-503]');
  });

  it('quotes a body that is not JSON, or not the documented shape, so the caller sees what came back', async () => {
    const { client } = await setUp(
      inOrder(
        { status: 400, text: '{"type": "bad_req', headers: { 'content-type': 'application/json' } },
        { status: 400, json: { message: 'gateway says no', code: 17 } },
        { status: 400, json: ['not', 'an', 'object'] },
        { status: 400, json: {} },
      ),
      { retry: false },
    );
    expect((await failureOf(client.GET('/v2/incidents'))).message).toBe('GET /v2/incidents: HTTP 400 with a body that is not valid JSON (truncated?): "{\\"type\\": \\"bad_req"');
    expect((await failureOf(client.GET('/v2/incidents'))).message).toBe('GET /v2/incidents: HTTP 400 with a JSON body that is not the documented error shape: {"message":"gateway says no","code":17}');
    expect((await failureOf(client.GET('/v2/incidents'))).message).toBe('GET /v2/incidents: HTTP 400 with a JSON body that is not the documented error shape: ["not","an","object"]');
    expect((await failureOf(client.GET('/v2/incidents'))).message).toBe('GET /v2/incidents: HTTP 400 with a JSON body that is not the documented error shape: {}');
  });

  it('a documented body with nothing to say still says error', async () => {
    const { client } = await setUp(inOrder({ status: 409, json: { type: '', errors: [] } }), { retry: false });
    expect((await failureOf(client.GET('/v2/incidents'))).message).toBe('GET /v2/incidents: HTTP 409 error');
  });
});
