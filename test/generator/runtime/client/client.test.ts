import { describe, expect, it } from 'vitest';
import { bindClient, InvalidResponseError } from '../../../../generator/runtime/client/index.ts';
import { o, s } from '../../../../generator/runtime/validation/checks.ts';
import { API_KEY, faultServers, inOrder } from './fault-server.ts';
import { createIncidentClient, fixtureTables, type FixtureItems, type FixturePaths } from './fixture.ts';

const { serve } = faultServers();
const serveOk = (json: unknown = { follow_ups: [] }) => serve(inOrder({ status: 200, json }));

describe('createIncidentClient', () => {
  it('defaults to https://api.incident.io and needs an API key', () => {
    expect(createIncidentClient({ apiKey: API_KEY }).baseUrl).toBe('https://api.incident.io');
    expect(createIncidentClient({ apiKey: API_KEY, baseUrl: 'http://127.0.0.1:1/' }).baseUrl).toBe('http://127.0.0.1:1');
    expect(() => createIncidentClient({ apiKey: ' ' })).toThrow('apiKey must be a non-empty string');
  });

  it('per-version entry points reach their own paths and refuse others', async () => {
    const server = await serveOk({ identity: { name: 'k' } });
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url });
    const { data } = await client.v1.GET('/v1/identity');
    expect(data.identity.name).toBe('k');
    const wrong = client.v2.GET as unknown as (path: string) => Promise<unknown>;
    await expect(wrong('/v1/identity')).rejects.toThrow('/v1/identity is not a /v2/ path');
    expect(server.requests).toHaveLength(1);
  });

  it('passes unknown response properties and enum values through', async () => {
    const body = { incident: { id: '1', name: 'n', status: 'not_yet_known', added_later: [1, 2] }, extra: true };
    const server = await serveOk(body);
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url });
    const { data } = await client.GET('/v2/incidents/{id}', { params: { path: { id: '1' } } });
    expect(data).toEqual(body);
  });

  it('runs openapi-fetch middleware around the pipeline', async () => {
    const server = await serveOk({ identity: { name: 'k' } });
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url });
    const seen: number[] = [];
    client.use({
      onRequest: ({ request }) => {
        request.headers.set('x-trace', 't1');
      },
      onResponse: ({ response }) => void seen.push(response.status),
    });
    await client.GET('/v1/identity');
    expect(server.requests[0]!.headers['x-trace']).toBe('t1');
    expect(seen).toEqual([200]);
  });
});

describe('createIncidentClient: views, middleware and the failure line', () => {
  it('has a view per version, each refusing the others', async () => {
    const server = await serve(() => ({ status: 200, json: { catalog_entries: [], pagination_meta: { page_size: 25 } } }));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url });
    await client.v3.GET('/v3/catalog_entries', { params: { query: { catalog_type_id: 't' } } });
    for (const [version, path] of [['v1', '/v3/catalog_entries'], ['v3', '/v2/incidents'], ['v2', '/v22/x']] as const) {
      const view = (client as unknown as Record<string, { GET(path: string): Promise<unknown> }>)[version]!;
      await expect(view.GET(path)).rejects.toThrow(`${path} is not a /${version}/ path`);
    }
    expect(server.requests).toHaveLength(1);
  });

  it('eject removes a middleware', async () => {
    const server = await serveOk({ identity: { name: 'k' } });
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url });
    const middleware = {
      onRequest: ({ request }: { request: Request }) => {
        request.headers.set('x-trace', 't1');
      },
    };
    client.use(middleware);
    client.eject(middleware);
    await client.GET('/v1/identity');
    expect(server.requests[0]!.headers['x-trace']).toBeUndefined();
  });

  it("a failed call is one 'debug' line naming the error, and nothing at 'info'", async () => {
    const server = await serve(inOrder({ status: 404, json: { type: 'not_found', errors: [] } }));
    const lines: string[] = [];
    const record = (level: string) => (message: string) => void lines.push(`${level}: ${message}`);
    const logger = { error: record('error'), warn: record('warn'), info: record('info'), debug: record('debug') };
    for (const logLevel of ['info', 'debug'] as const) {
      await createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, logLevel, logger, retry: false }).GET('/v2/incidents/{id}', { params: { path: { id: 'x' } } }).catch(() => undefined);
    }
    expect(lines.filter((line) => line.includes('failed'))).toEqual(['debug: incident API: GET /v2/incidents/{id} failed: NotFoundError: GET /v2/incidents/{id}: HTTP 404 not_found']);
  });
});

describe('createIncidentClient: answers without a body, and timeouts that mean none', () => {
  it('timeoutMs 0 or Infinity waits as long as the server takes', async () => {
    const server = await serve(inOrder({ delayMs: 60, then: { status: 200, json: { identity: { name: 'k' } } } }));
    for (const timeoutMs of [0, Infinity]) {
      const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, retry: false, timeoutMs });
      expect((await client.GET('/v1/identity')).data).toEqual({ identity: { name: 'k' } });
    }
    expect(server.requests).toHaveLength(2);
  });

  it('a path the package does not know (an operation newer than it) may answer 204: no data, no error', async () => {
    const server = await serve(inOrder({ status: 204 }));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, retry: false });
    const { data, response } = await (client.GET as unknown as (path: string) => Promise<{ data: unknown; response: Response }>)('/v2/newer_than_the_package');
    expect([data, response.status]).toEqual([undefined, 204]);
  });

  it('a HEAD operation documenting a body is answered without one, and that is neither an error nor drift', async () => {
    const server = await serve(inOrder({ status: 200, json: { incident: { id: '1' } } }));
    const show = { ...fixtureTables.operations['Incidents V2#Show']!, operationId: 'Incidents V2#Head', method: 'head' as const, successBody: true };
    const tables = { ...fixtureTables, operations: { ...fixtureTables.operations, 'Incidents V2#Head': show }, validators: [['Incidents V2#Head', o('IncidentResultV2', [['incident', s, 1]]), 'IncidentResultV2'] as const] };
    const client = bindClient<FixturePaths, FixtureItems>(tables).createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, retry: false, validateResponses: 'throw' });
    const head = client.HEAD as unknown as (path: string, init: object) => Promise<{ data: unknown; response: Response }>;
    const { data, response } = await head('/v2/incidents/{id}', { params: { path: { id: '1' } } });
    expect([data, response.status]).toEqual([undefined, 200]);
    // The same answer to the GET beside it is what the guards are for: no body where one is documented.
    const empty = await serve(inOrder({ status: 204 }));
    const get = bindClient<FixturePaths, FixtureItems>(tables).createIncidentClient({ apiKey: API_KEY, baseUrl: empty.url, retry: false, validateResponses: 'throw' });
    await expect(get.GET('/v2/incidents/{id}', { params: { path: { id: '1' } } })).rejects.toBeInstanceOf(InvalidResponseError);
  });
});
