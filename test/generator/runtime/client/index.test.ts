/**
 * bindClient, the entry generated/index.ts calls: each bound package keeps its clients' calls to
 * itself, so `paginate` reads pages through a client or one of its version views made by the same
 * package, and refuses anything else before sending.
 */
import { describe, expect, it } from 'vitest';
import { bindClient } from '../../../../generator/runtime/client/index.ts';
import { API_KEY, faultServers, inOrder } from './fault-server.ts';
import { fixtureTables, type FixtureItems, type FixturePaths } from './fixture.ts';

const { serve } = faultServers();
const onePage = { status: 200, json: { incidents: [{ id: 'a', name: 'n', status: 'active' }], pagination_meta: { page_size: 25 } } };

describe('bindClient', () => {
  it('paginate reads through a client or its version view, sending the client\'s key', async () => {
    const server = await serve(inOrder(onePage));
    const { createIncidentClient, paginate } = bindClient<FixturePaths, FixtureItems>(fixtureTables);
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, rateLimit: false });
    const viaClient = await paginate(client, '/v2/incidents').collect();
    const viaView = await paginate(client.v2, '/v2/incidents').collect();
    expect([viaClient, viaView].map((records) => records.map((record) => record.id))).toEqual([['a'], ['a']]);
    expect(server.requests.map((request) => [request.url, request.headers.authorization])).toEqual([
      ['/v2/incidents?page_size=250', `Bearer ${API_KEY}`],
      ['/v2/incidents?page_size=250', `Bearer ${API_KEY}`],
    ]);
  });

  it("paginate refuses what the package did not make (another package's client, a lookalike), sending nothing", async () => {
    const server = await serve(inOrder(onePage));
    const one = bindClient<FixturePaths, FixtureItems>(fixtureTables);
    const other = bindClient<FixturePaths, FixtureItems>(fixtureTables).createIncidentClient({ apiKey: API_KEY, baseUrl: server.url });
    const lookalike = { ...other };
    for (const client of [other, lookalike]) {
      expect(() => one.paginate(client as typeof other, '/v2/incidents')).toThrow(new TypeError('paginate: pass a client made by createIncidentClient, or one of its version views'));
    }
    expect(server.requests).toHaveLength(0);
  });
});
