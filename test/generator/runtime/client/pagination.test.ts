import { describe, expect, it } from 'vitest';
import { bindClient, IncidentError, type ClientTables } from '../../../../generator/runtime/client/index.ts';
import { API_KEY, VirtualClock, faultServers, inOrder, type FaultServer, type Recorded, type Responder } from './fault-server.ts';
import { createIncidentClient, fixtureTables, paginate, type FixtureItems, type FixturePaths } from './fixture.ts';

const harness = faultServers();

/** A list of `total` incidents, paged by `page_size` (capped at `maxPageSize`) and `after`. */
function listing(total: number, { maxPageSize = 250, itemsKey = 'incidents', extra = {} as Record<string, unknown> } = {}): Responder {
  return (request: Recorded) => {
    const query = new URL(request.url, 'http://x').searchParams;
    const pageSize = Math.min(Number(query.get('page_size') ?? 25), maxPageSize);
    const start = query.get('after') ? Number(query.get('after')) + 1 : 0;
    const records = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, offset) => ({ id: String(start + offset), status: 'active', ...extra }));
    const last = records.at(-1);
    return { status: 200, json: { [itemsKey]: records, pagination_meta: { page_size: pageSize, ...(last && { after: last.id }) } } };
  };
}

const serve = (respond: Responder) => harness.setUp(respond, { rateLimit: false });

const queries = (server: FaultServer) => server.requests.map((request) => decodeURIComponent(new URL(request.url, 'http://x').search));

describe('paginate', () => {
  it('asks for the largest allowed page and follows the cursor to the end', async () => {
    const { server, client } = await serve(listing(600));
    const ids: string[] = [];
    for await (const incident of paginate(client, '/v2/incidents')) ids.push(incident.id);
    expect(ids).toEqual(Array.from({ length: 600 }, (_, index) => String(index)));
    expect(queries(server)).toEqual(['?page_size=250', '?page_size=250&after=249', '?page_size=250&after=499']);
  });

  it('stops on a full last page only when the next page comes back empty or without a cursor', async () => {
    const { server, client } = await serve(listing(500));
    expect(await paginate(client, '/v2/incidents').collect()).toHaveLength(500);
    expect(server.requests).toHaveLength(3);
  });

  it("trusts the server's page_size when it caps the request lower", async () => {
    const { server, client } = await serve(listing(120, { maxPageSize: 50 }));
    expect(await paginate(client, '/v2/incidents').collect()).toHaveLength(120);
    expect(server.requests).toHaveLength(3);
  });

  it('keeps the caller query, the filters and a chosen page size', async () => {
    const { server, client } = await serve(listing(3));
    await paginate(client, '/v2/incidents', { query: { status: { one_of: ['a', 'b'] } }, pageSize: 2 }).collect();
    expect(queries(server)).toEqual(['?status[one_of]=a&status[one_of]=b&page_size=2', '?status[one_of]=a&status[one_of]=b&page_size=2&after=1']);
  });

  it("uses the spec's default page size when no maximum is known, and required query parameters", async () => {
    const { server, client } = await serve(listing(30, { itemsKey: 'catalog_entries' }));
    const entries = await paginate(client, '/v3/catalog_entries', { query: { catalog_type_id: 'T1' } }).collect();
    expect(entries).toHaveLength(30);
    expect(queries(server)[0]).toBe('?catalog_type_id=T1&page_size=25');
  });

  it('fetches one page at a time, only when the loop asks', async () => {
    const { server, client } = await serve(listing(1000));
    let seen = 0;
    for await (const _incident of paginate(client, '/v2/incidents')) {
      seen += 1;
      if (seen === 251) break;
    }
    expect(server.requests).toHaveLength(2);
  });

  it('passes unknown properties and enum values through', async () => {
    const { client } = await serve(listing(1, { extra: { status: 'brand_new_status', future_field: { x: 1 } } }));
    expect(await paginate(client, '/v2/incidents').collect()).toEqual([{ id: '0', status: 'brand_new_status', future_field: { x: 1 } }]);
  });

  it('stops when the server repeats a cursor', async () => {
    const page = { status: 200, json: { incidents: [{ id: '1' }, { id: '2' }], pagination_meta: { page_size: 2, after: 'same' } } };
    const { server, client } = await serve(inOrder(page));
    expect(await paginate(client, '/v2/incidents', { pageSize: 2 }).collect()).toHaveLength(4);
    expect(server.requests).toHaveLength(2);
  });

  it('honours an AbortSignal between pages', async () => {
    const { server, client } = await serve(listing(1000));
    const controller = new AbortController();
    const seen: string[] = [];
    const run = async () => {
      for await (const incident of paginate(client, '/v2/incidents', { signal: controller.signal })) {
        seen.push(incident.id);
        if (seen.length === 250) controller.abort(new Error('enough'));
      }
    };
    await expect(run()).rejects.toThrow('enough');
    expect(server.requests).toHaveLength(1);
  });

  it('refuses a path that is not a paginated operation', () => {
    const client = createIncidentClient({ apiKey: API_KEY });
    // @ts-expect-error: not a paginated path
    expect(() => paginate(client, '/v1/identity')).toThrow('/v1/identity is not a paginated list operation');
  });

  it('reports a page without the records array', async () => {
    const { client } = await serve(inOrder({ status: 200, json: { something_else: [] } }));
    await expect(paginate(client, '/v2/incidents').collect()).rejects.toThrow('GET /v2/incidents answered without a "incidents" array');
  });

  it("pages through a version view's own paths, and refuses another version's", async () => {
    const { server, client } = await serve(listing(300));
    expect(await paginate(client.v2, '/v2/incidents').collect()).toHaveLength(300);
    expect(server.requests).toHaveLength(2);
    await expect(paginate(client.v3, '/v2/incidents').collect()).rejects.toThrow('/v2/incidents is not a /v3/ path');
    expect(server.requests).toHaveLength(2);
  });
});

describe('paginate: pagination_meta a server may get wrong', () => {
  const page = (meta: unknown, records = 2) => ({ status: 200, json: { incidents: Array.from({ length: records }, (_, index) => ({ id: String(index) })), pagination_meta: meta } });

  it('an empty cursor, or none, ends the list', async () => {
    for (const meta of [{ page_size: 2, after: '' }, { page_size: 2 }, { page_size: 2, after: 7 }]) {
      const { server, client } = await serve(inOrder(page(meta), page({ page_size: 2 }, 0)));
      expect(await paginate(client, '/v2/incidents', { pageSize: 2 }).collect(), JSON.stringify(meta)).toHaveLength(2);
      expect(server.requests).toHaveLength(1);
    }
  });

  it('a page_size that is not a positive number is not believed: the requested size decides when a page is short', async () => {
    for (const pageSize of [0, -5, '2', null]) {
      const { server, client } = await serve(inOrder(page({ page_size: pageSize, after: 'A' }), page({ page_size: 2 }, 0)));
      // Two records asked for and two received: a full page, so the cursor is followed.
      await paginate(client, '/v2/incidents', { pageSize: 2 }).collect();
      expect(server.requests, String(pageSize)).toHaveLength(2);
      // Three asked for and two received: the list has ended.
      const short = await serve(inOrder(page({ page_size: pageSize, after: 'A' }), page({ page_size: 2 }, 0)));
      await paginate(short.client, '/v2/incidents', { pageSize: 3 }).collect();
      expect(short.server.requests, String(pageSize)).toHaveLength(1);
    }
  });

  it('without pagination_meta, or with one that is not an object, the first page is the last', async () => {
    for (const meta of [undefined, null, 'after=A', '', ['A'], [{ after: 'A' }], 0, 2, true, false]) {
      const { server, client } = await serve(inOrder(page(meta), page({ page_size: 2 }, 0)));
      expect(await paginate(client, '/v2/incidents', { pageSize: 2 }).collect()).toHaveLength(2);
      expect(server.requests).toHaveLength(1);
    }
  });

  it('a body that is not an object is a page without records, whatever JSON kind it is', async () => {
    for (const body of ['incidents', '', 0, 25, true, false, [], [[{ id: '1' }]]]) {
      const { client } = await serve(inOrder({ status: 200, json: body }));
      await expect(paginate(client, '/v2/incidents').collect(), JSON.stringify(body)).rejects.toThrow('paginate: GET /v2/incidents answered without a "incidents" array');
    }
    const { client } = await serve(inOrder({ status: 200, text: 'null', headers: { 'content-type': 'application/json' } }));
    await expect(paginate(client, '/v2/incidents').collect()).rejects.toThrow('paginate: GET /v2/incidents answered without a "incidents" array');
  });
});

describe('paginate: a list whose spec names no page size', () => {
  // The fixture's package with the catalog list stating neither a default nor a maximum page size.
  async function sizeless(respond: Responder) {
    const { itemsKey, operationId, method } = fixtureTables.pagination['/v3/catalog_entries']!;
    const tables: ClientTables = { ...fixtureTables, pagination: { ...fixtureTables.pagination, '/v3/catalog_entries': { itemsKey, operationId, method } } };
    const bound = bindClient<FixturePaths, FixtureItems>(tables);
    const server = await harness.serve(respond);
    const client = bound.createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), rateLimit: false });
    return { server, pages: () => bound.paginate(client, '/v3/catalog_entries', { query: { catalog_type_id: 'T1' } }) };
  }
  const entries = (count: number, after?: string) => ({ status: 200, json: { catalog_entries: Array.from({ length: count }, (_, index) => ({ id: String(index), name: 'n' })), pagination_meta: after ? { after } : {} } });

  it('sends no page_size and takes the reference default of 25 as a full page', async () => {
    const { server, pages } = await sizeless(inOrder(entries(25, 'A'), entries(24, 'B'), entries(25, 'C')));
    expect(await pages().collect()).toHaveLength(49);
    expect(queries(server)).toEqual(['?catalog_type_id=T1', '?catalog_type_id=T1&after=A']);
  });
});

describe('paginate: what a caller or a server may give it', () => {
  it('a maxPages that is not a number is refused, quoted at most 40 characters long', () => {
    const client = createIncidentClient({ apiKey: API_KEY });
    const given = `x${'y'.repeat(100)}`;
    const thrown = (() => {
      try {
        paginate(client, '/v2/incidents', { maxPages: given as unknown as number });
      } catch (error) {
        return error as Error;
      }
      return expect.fail('paginate accepted it');
    })();
    expect(thrown).toBeInstanceOf(RangeError);
    expect(thrown.message).toBe(`paginate: maxPages must be a number >= 1, got ${given.slice(0, 40)}`);
  });

  it('a page whose body is JSON null is a page without records', async () => {
    const { client } = await serve(inOrder({ status: 200, json: null }));
    const error = await paginate(client, '/v2/incidents').collect().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IncidentError);
    expect(error).toMatchObject({ message: 'paginate: GET /v2/incidents answered without a "incidents" array' });
  });
});

describe('paginate: a list under a path parameter', () => {
  it('fills the path parameters into every page’s URL', async () => {
    const path = '/v2/incidents/{id}/updates';
    const tables: ClientTables = {
      operations: { ...fixtureTables.operations, 'Updates V2#List': { operationId: 'Updates V2#List', name: 'Updates V2#List', method: 'get', path, version: 'v2', tags: [], deprecated: false, paginated: true } },
      pagination: { [path]: { operationId: 'Updates V2#List', method: 'get', itemsKey: 'incident_updates', defaultPageSize: 2 } },
    };
    const bound = bindClient<Record<string, never>, Record<string, { id: string }>>(tables);
    const server = await harness.serve((_request, index) =>
      ({ status: 200, json: { incident_updates: index === 0 ? [{ id: 'u1' }, { id: 'u2' }] : [{ id: 'u3' }], pagination_meta: { page_size: 2, after: `u${2 * index + 2}` } } }));
    const client = bound.createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), rateLimit: false });
    const updates = await (bound.paginate as (client: unknown, path: string, options: object) => { collect(): Promise<{ id: string }[]> })(client, path, { path: { id: 'INC-7' } }).collect();
    expect(updates.map((update) => update.id)).toEqual(['u1', 'u2', 'u3']);
    expect(server.requests.map((request) => request.url)).toEqual(['/v2/incidents/INC-7/updates?page_size=2', '/v2/incidents/INC-7/updates?page_size=2&after=u2']);
  });
});
