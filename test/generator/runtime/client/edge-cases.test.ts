/**
 * Options and edge cases say what they do: numeric options out of range are refused when the
 * client is made; a deprecation handler that throws or rejects cannot fail a call or go unheard;
 * a body-less 2xx where the operation documents a JSON body is an InvalidResponseError; a body cut
 * while a repeatable request's response is read is retried like any network error.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidResponseError, NetworkError, type ClientOptions } from '../../../../generator/runtime/client/index.ts';
import { API_KEY, faultServers, inOrder, type Step } from './fault-server.ts';
import { createIncidentClient } from './fixture.ts';

const harness = faultServers();

describe('numeric options out of range are refused at construction', () => {
  const bad: [string, Partial<ClientOptions>][] = [
    ...[-1, -0.5, Number.NaN, -Infinity].map((timeoutMs): [string, Partial<ClientOptions>] => ['timeoutMs', { timeoutMs }]),
    ...[0, -1, 1.5, Number.NaN, Infinity].map((maxAttempts): [string, Partial<ClientOptions>] => ['retry.maxAttempts', { retry: { maxAttempts } }]),
    ...[-1, Number.NaN].map((maxElapsedMs): [string, Partial<ClientOptions>] => ['retry.maxElapsedMs', { retry: { maxElapsedMs } }]),
    ...[-1, Number.NaN, Infinity].map((initialDelayMs): [string, Partial<ClientOptions>] => ['retry.initialDelayMs', { retry: { initialDelayMs } }]),
    ...[-1, Number.NaN].map((maxDelayMs): [string, Partial<ClientOptions>] => ['retry.maxDelayMs', { retry: { maxDelayMs } }]),
    ...[0, -5, Number.NaN].map((capacity): [string, Partial<ClientOptions>] => ['rateLimit.capacity', { rateLimit: { capacity } }]),
    ...[0, -1, Number.NaN].map((refillPerSecond): [string, Partial<ClientOptions>] => ['rateLimit.refillPerSecond', { rateLimit: { refillPerSecond } }]),
    ...[-1, Number.NaN].map((maxWaitMs): [string, Partial<ClientOptions>] => ['rateLimit.maxWaitMs', { rateLimit: { maxWaitMs } }]),
  ];
  it.each(bad.map(([name, options]) => [name, JSON.stringify(options, (_key, value: unknown) => (typeof value === 'number' ? String(value) : value)), options] as const))(
    '%s: %s',
    (name, _shown, options) => {
      expect(() => createIncidentClient({ apiKey: API_KEY, ...options })).toThrow(new RegExp(`^createIncidentClient: ${name.replace('.', '\\.')} must be`));
    },
  );

  it('timeoutMs -1 is refused, while 0 and Infinity still mean no timeout, as documented', () => {
    expect(() => createIncidentClient({ apiKey: API_KEY, timeoutMs: -1 })).toThrow(RangeError);
    for (const options of [{ timeoutMs: 0 }, { timeoutMs: Infinity }, { retry: { maxElapsedMs: Infinity } }, { rateLimit: { maxWaitMs: Infinity } }]) {
      expect(() => createIncidentClient({ apiKey: API_KEY, ...options })).not.toThrow();
    }
  });
});

describe('a deprecation handler cannot fail the call', () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown): void => void unhandled.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', record);
    unhandled.length = 0;
  });

  it.each([
    ['throws', () => {
      throw new Error('logger down');
    }],
    ['returns a rejected promise', () => Promise.reject(new Error('logger down'))],
    ['throws a non-Error', () => {
      throw 'logger down';
    }],
  ])('a handler that %s: the call resolves and nothing goes unhandled', async (_name, onDeprecated) => {
    process.on('unhandledRejection', record);
    const { client } = await harness.setUp(inOrder({ status: 200, json: { follow_ups: [] } }), { onDeprecated: onDeprecated as () => void });
    await expect(client.GET('/v2/follow_ups')).resolves.toMatchObject({ data: { follow_ups: [] } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
  });
});

describe('a body-less 2xx where the operation documents a JSON body', () => {
  const empty: [string, Step][] = [
    ['204 No Content', { status: 204 }],
    ['200 with Content-Length: 0', { status: 200, text: '', headers: { 'content-length': '0' } }],
    ['201 with Content-Length: 0', { status: 201, text: '', headers: { 'content-length': '0', 'content-type': 'application/json' } }],
  ];
  it.each(empty)('%s on GET /v2/incidents/{id} is an InvalidResponseError', async (_name, step) => {
    const { client } = await harness.setUp(inOrder(step), { retry: false });
    const thrown = await client.GET('/v2/incidents/{id}', { params: { path: { id: '1' } } }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(InvalidResponseError);
    expect((thrown as Error).message).toMatch(/without the JSON body the operation documents/);
  });

  it.each(empty)('%s on POST /v2/incidents is an InvalidResponseError', async (_name, step) => {
    const { client } = await harness.setUp(inOrder(step), { retry: false });
    await expect(client.POST('/v2/incidents', { body: { name: 'x', visibility: 'public' } })).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('while a 204 on the DELETE that documents one resolves with no data', async () => {
    const { client } = await harness.setUp(inOrder({ status: 204 }, { status: 200, text: '', headers: { 'content-length': '0' } }), { retry: false });
    await expect(client.DELETE('/v2/incidents/{id}', { params: { path: { id: '1' } } })).resolves.toMatchObject({ data: undefined });
    await expect(client.GET('/v2/incidents/{id}', { params: { path: { id: '1' } } })).rejects.toBeInstanceOf(InvalidResponseError);
  });
});

describe('a body cut while it is read', () => {
  const CUT: Step = { cutBodyAfter: '{"incident": {"id": "1", "na' };
  const INCIDENT: Step = { status: 200, json: { incident: { id: '1', name: 'x', status: 'active' } } };
  const retry = { maxAttempts: 3, initialDelayMs: 1 };
  const id = { params: { path: { id: '1' } } };

  it.each([
    ['GET', (client: ReturnType<typeof createIncidentClient>) => client.GET('/v2/incidents/{id}', id)],
    ['PUT', (client: ReturnType<typeof createIncidentClient>) => client.PUT('/v2/incidents/{id}', { ...id, body: { name: 'x' } })],
    ['POST with an idempotency_key', (client: ReturnType<typeof createIncidentClient>) => client.POST('/v2/incidents', { body: { name: 'x', visibility: 'public', idempotency_key: 'k1' } })],
  ])('%s is retried and succeeds', async (_name, send) => {
    const { server, client, clock } = await harness.setUp(inOrder(CUT, CUT, INCIDENT), { retry });
    await expect(send(client)).resolves.toMatchObject({ data: { incident: { id: '1' } } });
    expect(server.requests).toHaveLength(3);
    expect(clock.sleeps).toHaveLength(2);
  });

  it('a GET cut on every attempt stops at maxAttempts with a NetworkError', async () => {
    const { server, client } = await harness.setUp(inOrder(CUT), { retry });
    await expect(client.GET('/v2/incidents/{id}', id)).rejects.toBeInstanceOf(NetworkError);
    expect(server.requests).toHaveLength(3);
  });

  it('a POST without an idempotency_key is not repeated, and a GET is', async () => {
    const { server, client } = await harness.setUp(inOrder(CUT, CUT, INCIDENT), { retry });
    await expect(client.POST('/v2/incidents', { body: { name: 'x', visibility: 'public' } })).rejects.toBeInstanceOf(NetworkError);
    expect(server.requests).toHaveLength(1);
    await expect(client.GET('/v2/incidents/{id}', id)).resolves.toMatchObject({ data: { incident: { id: '1' } } });
    expect(server.requests).toHaveLength(3);
  });
});
