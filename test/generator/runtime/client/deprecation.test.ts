import { describe, expect, it, vi } from 'vitest';
import { composeClient } from '../../../../generator/runtime/client/compose.ts';
import { createDeprecationNotifier } from '../../../../generator/runtime/client/deprecation.ts';
import { bindClient, type ClientOptions, type DeprecationNotice, type NamedOperation } from '../../../../generator/runtime/client/index.ts';
import { API_KEY, faultServers, inOrder } from './fault-server.ts';
import { createIncidentClient, fixtureTables, type FixtureItems, type FixturePaths } from './fixture.ts';

const { serve } = faultServers();
const serveOk = (json: unknown = { follow_ups: [] }) => serve(inOrder({ status: 200, json }));

describe('deprecated operations', () => {
  it('warn once per operation and package by default, naming the successor', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = await serveOk();
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url });
    await client.GET('/v2/follow_ups');
    await client.GET('/v2/follow_ups');
    await client.GET('/v1/identity');
    const another = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url });
    await another.GET('/v2/follow_ups');
    expect(warn.mock.calls).toEqual([['incident API: GET /v2/follow_ups (Follow-ups V2#List) is deprecated; use Follow-ups V3#List instead']]);
  });

  it("call the caller's handler once per client", async () => {
    const server = await serveOk();
    const notices: DeprecationNotice[] = [];
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, onDeprecated: (notice) => notices.push(notice) });
    await client.GET('/v2/follow_ups');
    await client.GET('/v2/follow_ups');
    expect(notices).toMatchObject([{ operationId: 'Follow-ups V2#List', method: 'GET', path: '/v2/follow_ups', successor: 'Follow-ups V3#List' }]);
    const second = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, onDeprecated: (notice) => notices.push(notice) });
    await second.GET('/v2/follow_ups');
    expect(notices).toHaveLength(2);
  });

  it("stay silent on 'ignore', without using up the package's one warning", async () => {
    // A package of its own: the other tests' warnings are in their package's shared set.
    const fresh = bindClient<FixturePaths, FixtureItems>(fixtureTables);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = await serveOk();
    const quiet = fresh.createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, onDeprecated: 'ignore' });
    await quiet.GET('/v2/follow_ups');
    await quiet.GET('/v2/follow_ups');
    expect(warn).not.toHaveBeenCalled();
    await fresh.createIncidentClient({ apiKey: API_KEY, baseUrl: server.url }).GET('/v2/follow_ups');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('a handler of deprecation notices', () => {
  it('is awaited before the request goes out; one that throws or rejects does not fail the call', async () => {
    const server = await serveOk();
    const events: string[] = [];
    const awaited = createIncidentClient({
      apiKey: API_KEY,
      baseUrl: server.url,
      onDeprecated: () => new Promise<void>((resolve) => setTimeout(() => (events.push(`notice settled, ${server.requests.length} requests`), resolve()), 50)),
    });
    await awaited.GET('/v2/follow_ups');
    expect(events).toEqual(['notice settled, 0 requests']);
    const broken = () => {
      throw new Error('handler broke');
    };
    const throwing = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, onDeprecated: broken });
    await expect(throwing.GET('/v2/follow_ups')).resolves.toMatchObject({ data: { follow_ups: [] } });
    const rejecting = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, onDeprecated: () => Promise.reject(new Error('handler rejected')) });
    await expect(rejecting.GET('/v2/follow_ups')).resolves.toMatchObject({ data: { follow_ups: [] } });
    expect(server.requests).toHaveLength(3);
  });

  it('a path the package does not know (an endpoint newer than it) is called without a notice or a failure', async () => {
    const server = await serveOk({ widgets: [] });
    for (const onDeprecated of ['warn', () => undefined] as const) {
      const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, onDeprecated });
      const call = client.GET as unknown as (path: string) => Promise<{ data: unknown }>;
      await expect(call('/v2/widgets')).resolves.toMatchObject({ data: { widgets: [] } });
    }
  });

  it('hears of an operation without a successor, and nothing of one that is not deprecated', async () => {
    const identity = fixtureTables.operations['Identity V1#Show']!;
    const tables = { ...fixtureTables, operations: { ...fixtureTables.operations, 'Identity V1#Show': { ...identity, deprecated: true } } };
    const server = await serveOk({ identity: { name: 'x' } });
    const notices: DeprecationNotice[] = [];
    const client = bindClient<FixturePaths, FixtureItems>(tables).createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, onDeprecated: (notice) => notices.push(notice) });
    await client.GET('/v1/identity');
    await createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, onDeprecated: (notice) => notices.push(notice) }).GET('/v1/identity');
    expect(notices).toEqual([{ operationId: 'Identity V1#Show', method: 'GET', path: '/v1/identity', successor: undefined, message: 'incident API: GET /v1/identity (Identity V1#Show) is deprecated' }]);
  });
});

/**
 * The lean client (createIncidentClientWith) has no table of operations: a deprecated named
 * method's facts bring the notifier (OperationFacts.notifier), built once per client on the first
 * deprecated call. Each test names operations of its own: lean clients share one package's warnings.
 */
describe('deprecated named methods of a lean client', () => {
  const deprecated = (name: string, successor?: string): NamedOperation => ({
    operation: { operationId: `${name} V1#List`, method: 'get', path: `/v1/${name.toLowerCase()}`, deprecated: true, successor, notifier: createDeprecationNotifier },
  });
  const current: NamedOperation = { operation: { operationId: 'Current V1#List', method: 'get', path: '/v1/current' } };
  interface Lean {
    legacy: Record<string, () => Promise<unknown>>;
  }
  const lean = (methods: Record<string, NamedOperation>, options: Omit<ClientOptions, 'apiKey'>) => composeClient<Lean>({ legacy: methods }, { apiKey: API_KEY, ...options });

  it('warn once per operation and package by default, naming the successor', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = await serveOk();
    const methods = { old: deprecated('Old', 'Old V2#List'), current };
    const client = lean(methods, { baseUrl: server.url });
    await client.legacy['old']!();
    await client.legacy['old']!();
    await client.legacy['current']!();
    await lean(methods, { baseUrl: server.url }).legacy['old']!();
    expect(warn.mock.calls).toEqual([['incident API: GET /v1/old (Old V1#List) is deprecated; use Old V2#List instead']]);
    expect(server.requests).toHaveLength(4);
  });

  it("call the caller's handler once per operation and client, one notifier serving every deprecated method", async () => {
    const server = await serveOk();
    const notices: DeprecationNotice[] = [];
    const methods = { first: deprecated('First', 'First V2#List'), second: deprecated('Second'), current };
    const client = lean(methods, { baseUrl: server.url, onDeprecated: (notice) => notices.push(notice) });
    for (const name of ['first', 'second', 'first', 'current', 'second']) await client.legacy[name]!();
    expect(notices).toEqual([
      { operationId: 'First V1#List', method: 'GET', path: '/v1/first', successor: 'First V2#List', message: 'incident API: GET /v1/first (First V1#List) is deprecated; use First V2#List instead' },
      { operationId: 'Second V1#List', method: 'GET', path: '/v1/second', successor: undefined, message: 'incident API: GET /v1/second (Second V1#List) is deprecated' },
    ]);
    await lean(methods, { baseUrl: server.url, onDeprecated: (notice) => notices.push(notice) }).legacy['first']!();
    expect(notices).toHaveLength(3);
  });

  it("stay silent on 'ignore', without using up the package's one warning", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = await serveOk();
    const methods = { quiet: deprecated('Quiet') };
    const quiet = lean(methods, { baseUrl: server.url, onDeprecated: 'ignore' });
    await quiet.legacy['quiet']!();
    await quiet.legacy['quiet']!();
    expect(warn).not.toHaveBeenCalled();
    await lean(methods, { baseUrl: server.url }).legacy['quiet']!();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('await a handler before the request goes out; one that throws or rejects does not fail the call', async () => {
    const server = await serveOk();
    const events: string[] = [];
    const methods = { slow: deprecated('Slow') };
    const onDeprecated = () => new Promise<void>((resolve) => setTimeout(() => (events.push(`notice settled, ${server.requests.length} requests`), resolve()), 50));
    await lean(methods, { baseUrl: server.url, onDeprecated }).legacy['slow']!();
    expect(events).toEqual(['notice settled, 0 requests']);
    const broken = () => {
      throw new Error('handler broke');
    };
    await expect(lean(methods, { baseUrl: server.url, onDeprecated: broken }).legacy['slow']!()).resolves.toEqual({ follow_ups: [] });
    await expect(lean(methods, { baseUrl: server.url, onDeprecated: () => Promise.reject(new Error('handler rejected')) }).legacy['slow']!()).resolves.toEqual({ follow_ups: [] });
    expect(server.requests).toHaveLength(3);
  });

  it('say nothing of a method whose facts are not deprecated, whatever onDeprecated is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = await serveOk();
    const notices: DeprecationNotice[] = [];
    await lean({ current }, { baseUrl: server.url, onDeprecated: (notice) => notices.push(notice) }).legacy['current']!();
    await lean({ current }, { baseUrl: server.url }).legacy['current']!();
    expect([notices, warn.mock.calls]).toEqual([[], []]);
  });
});
