/**
 * Named methods against a real loopback server: the argument splits into path, query, header and
 * body as the table says, `.withResponse()` reaches the raw response, list methods iterate every
 * record through paginate and stop where paginate stops, and a deprecated method warns as the path
 * style does.
 */
import { describe, expect, it, vi } from 'vitest';
import { bindClient } from '../../../../generator/runtime/client/index.ts';
import { API_KEY, faultServers, inOrder, type Recorded } from './fault-server.ts';
import { fixtureTables, type FixtureItems, type FixturePaths, type FixtureResources } from './fixture.ts';

const { setUp } = faultServers();

const incident = (id: string) => ({ id, name: `incident ${id}`, status: 'active' });
const page = (ids: string[], after?: string, pageSize = 2) => ({ status: 200, json: { incidents: ids.map(incident), pagination_meta: { page_size: pageSize, ...(after && { after }) } } });
const query = (request: Recorded) => Object.fromEntries(new URL(request.url, 'http://x').searchParams);

describe('named methods', () => {
  it('send the path parameter in the path, and resolve to the data with the raw response on request', async () => {
    const { server, client } = await setUp(inOrder({ status: 200, json: { incident: incident('01H') }, headers: { 'x-request-id': 'req-1' } }));
    const data = await client.incidentsV2.show({ id: '01H/x' });
    expect(data).toEqual({ incident: incident('01H') });
    const { data: again, response } = await client.incidentsV2.show({ id: '01H' }).withResponse();
    expect(again.incident.id).toBe('01H');
    expect(response.headers.get('x-request-id')).toBe('req-1');
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /v2/incidents/01H%2Fx', 'GET /v2/incidents/01H']);
  });

  it('spread a flat body into its fields, and keep the body whole under `body` where a field shares a parameter name', async () => {
    const { server, client } = await setUp(inOrder({ status: 201, json: { incident: incident('1') } }, { status: 200, json: { incident: incident('1') } }));
    await client.incidentsV2.create({ name: 'Fire', visibility: 'public', idempotency_key: 'k1' });
    await client.incidentsV2.edit({ id: 'path-id', body: { name: 'renamed', id: 'body-id' } as { name: string } });
    expect(server.requests.map((request) => [request.method, request.url, JSON.parse(request.body)])).toEqual([
      ['POST', '/v2/incidents', { name: 'Fire', visibility: 'public', idempotency_key: 'k1' }],
      ['PUT', '/v2/incidents/path-id', { name: 'renamed', id: 'body-id' }],
    ]);
  });

  it('send a header parameter as a header and the rest as the body', async () => {
    const { server, client } = await setUp(inOrder({ status: 202, json: { status: 'ok' } }));
    await client.alertEventsV2.createHttp({ alert_source_config_id: 'cfg', authorization: 'alert-secret-123456', title: 't', status: 'firing' });
    const [request] = server.requests;
    expect([request!.url, request!.headers.authorization, JSON.parse(request!.body)]).toEqual(['/v2/alert_events/http/cfg', 'Bearer alert-secret-123456', { title: 't', status: 'firing' }]);
  });

  it('keep a `__proto__` key as a query parameter rather than a prototype', async () => {
    const { server, client } = await setUp(inOrder(page([])));
    await client.incidentsV2.list(JSON.parse('{"__proto__":"x","page_size":5}') as object);
    expect(Object.entries(query(server.requests[0]!))).toEqual([['__proto__', 'x'], ['page_size', '5']]);
  });

  it('a list method awaited sends one request for one page', async () => {
    const { server, client } = await setUp(inOrder(page(['a', 'b'], 'c1')));
    const first = await client.incidentsV2.list({ page_size: 2 });
    expect(first.incidents.map((record) => record.id)).toEqual(['a', 'b']);
    expect(server.requests.map(query)).toEqual([{ page_size: '2' }]);
  });

  it('a list method iterated yields every record across pages, with its filters, and sends nothing until then', async () => {
    const { server, client } = await setUp(inOrder(page(['a', 'b'], 'c1'), page(['c', 'd'], 'c2'), page(['e'])));
    const listing = client.incidentsV2.list({ page_size: 2, status: { one_of: ['live'] } });
    expect(server.requests).toHaveLength(0);
    const ids: string[] = [];
    for await (const record of listing) ids.push(record.id);
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(server.requests.map(query)).toEqual([
      { page_size: '2', 'status[one_of]': 'live' },
      { page_size: '2', 'status[one_of]': 'live', after: 'c1' },
      { page_size: '2', 'status[one_of]': 'live', after: 'c2' },
    ]);
  });

  it('iteration stops where paginate stops: no cursor, a short page, a cursor already followed', async () => {
    const cases = [
      { name: 'no cursor', steps: [page(['a', 'b'])], requests: 1 },
      { name: 'short page', steps: [page(['a'], 'c1')], requests: 1 },
      { name: 'cycle', steps: [page(['a', 'b'], 'A'), page(['c', 'd'], 'B'), page(['e', 'f'], 'A')], requests: 3 },
    ];
    for (const { steps, requests } of cases) {
      const { server, client } = await setUp(inOrder(...steps));
      const records = [];
      for await (const record of client.incidentsV2.list({ page_size: 2 })) records.push(record);
      expect(server.requests).toHaveLength(requests);
      expect(records).toHaveLength(steps.reduce((sum, step) => sum + step.json.incidents.length, 0));
    }
  });

  it('a deprecated method warns once, through the logger, as the path style does', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = await setUp(inOrder({ status: 200, json: { follow_ups: [] } }), { onDeprecated: 'warn' });
    await client.followUpsV2.list();
    await client.GET('/v2/follow_ups');
    expect(warn.mock.calls.filter(([line]) => String(line).includes('Follow-ups V2#List'))).toHaveLength(1);
  });

  it('refuse an argument that is not an object, naming the operation', async () => {
    const { client } = await setUp(inOrder(page([])));
    expect(() => client.incidentsV2.show('01H' as unknown as { id: string })).toThrow(/Incidents V2#Show: the argument must be an object/);
    expect(() => client.incidentsV2.show(null as unknown as { id: string })).toThrow(/Incidents V2#Show: the argument must be an object/);
  });
});

describe('named methods: the table and the promise', () => {
  it('a resource never hides a client property, and a method whose operation the table lacks is left out', async () => {
    const { server } = await setUp(inOrder({ status: 200, json: { identity: { name: 'me' } } }));
    const tables = {
      ...fixtureTables,
      resources: { ...fixtureTables.resources, GET: { show: { operationId: 'Identity V1#Show' } }, ghostsV1: { list: { operationId: 'Ghosts V1#List' }, show: { operationId: 'Identity V1#Show' } } },
    };
    const client = bindClient<FixturePaths, FixtureItems>(tables).createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, rateLimit: false }) as unknown as Record<string, Record<string, unknown>> & {
      GET(path: string): Promise<{ data: unknown }>;
    };
    expect(typeof client.GET).toBe('function');
    expect((await client.GET('/v1/identity')).data).toEqual({ identity: { name: 'me' } });
    expect(Object.keys(client['ghostsV1']!)).toEqual(['show']);
    expect(Object.isFrozen(client['ghostsV1'])).toBe(true);
  });

  it('a list call is a promise in full: then, catch, finally and withResponse', async () => {
    const { client } = await setUp(inOrder({ status: 404, json: { type: 'not_found', errors: [] } }, page(['a'], undefined, 1)), { retry: false });
    const events: string[] = [];
    await client.incidentsV2
      .list()
      .catch((error: Error) => void events.push(error.name))
      .finally(() => events.push('finally'));
    const { data, response } = await client.incidentsV2.list().withResponse();
    expect(response.status).toBe(200);
    expect(data.incidents.map((record) => record.id)).toEqual(['a']);
    expect(events).toEqual(['NotFoundError', 'finally']);
    expect(Object.prototype.toString.call(client.incidentsV2.list())).toBe('[object Promise]');
  });

  it('a failed call read only through withResponse leaves no unhandled rejection behind', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const { client } = await setUp(inOrder({ status: 404, json: { type: 'not_found', errors: [] } }), { retry: false });
      await expect(client.incidentsV2.show({ id: 'gone' }).withResponse()).rejects.toMatchObject({ name: 'NotFoundError' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});

describe('named methods: when they send, and where each key goes', () => {
  it('a method that is not a list sends at once, awaited or not (fire and forget)', async () => {
    const { server, client } = await setUp(inOrder({ status: 204 }));
    void client.incidentsV2.delete({ id: '01H' });
    await vi.waitFor(() => expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['DELETE /v2/incidents/01H']));
  });

  it('a list iterated with page_size from untyped code (a string) asks every page for that size, as the awaited call does', async () => {
    const { server, client } = await setUp(inOrder(page(['a', 'b'], 'c1'), page(['a', 'b'], 'c1'), page(['c'])));
    const untyped = JSON.parse('{"page_size":"2"}') as { page_size: number };
    await client.incidentsV2.list(untyped);
    const ids: string[] = [];
    for await (const record of client.incidentsV2.list(untyped)) ids.push(record.id);
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(server.requests.map(query)).toEqual([{ page_size: '2' }, { page_size: '2' }, { page_size: '2', after: 'c1' }]);
  });

  it("a body operation's query parameters go in the query; a key a nested-body method does not list goes there too, never over the body", async () => {
    const { server } = await setUp(inOrder({ status: 201, json: { incident: incident('1') } }));
    const incidentsV2 = { ...fixtureTables.resources!['incidentsV2'], create: { operationId: 'Incidents V2#Create', body: 'flat' as const, query: ['dry_run'] } };
    const tables = { ...fixtureTables, resources: { ...fixtureTables.resources, incidentsV2 } };
    const client = bindClient<FixturePaths, FixtureItems, FixtureResources>(tables).createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, rateLimit: false });
    await client.incidentsV2.create({ name: 'Fire', visibility: 'public', dry_run: true } as never);
    await client.incidentsV2.edit({ id: '1', body: { name: 'renamed' }, notify: 'no' } as never);
    expect(server.requests.map((request) => [request.method, request.url, JSON.parse(request.body)])).toEqual([
      ['POST', '/v2/incidents?dry_run=true', { name: 'Fire', visibility: 'public' }],
      ['PUT', '/v2/incidents/1?notify=no', { name: 'renamed' }],
    ]);
  });

  it('a list call settles through finally alone, with its data', async () => {
    const { client } = await setUp(inOrder(page(['a'], undefined, 1)));
    const settled: string[] = [];
    const data = await client.incidentsV2.list().finally(() => settled.push('finally'));
    expect([settled, data.incidents.map((record) => record.id)]).toEqual([['finally'], ['a']]);
  });

  it("the resources are among the client's own keys, as its methods are", async () => {
    const { client } = await setUp(inOrder(page([])));
    expect(Object.keys(client)).toEqual(expect.arrayContaining(['GET', 'v2', 'identityV1', 'incidentsV2', 'followUpsV2', 'alertEventsV2', 'catalogV3']));
  });
});
