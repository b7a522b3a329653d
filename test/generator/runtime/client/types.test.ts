/**
 * Type-level behaviour, checked by `tsc` (this file is in tsconfig.json) and run by vitest so
 * each expectation also executes against a real loopback server.
 */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { IncidentClient, PathsWithPrefix } from '../../../../generator/runtime/client/index.ts';
import { API_KEY, startFaultServer, type FaultServer } from './fault-server.ts';
import { createIncidentClient, paginate, type FixturePaths } from './fixture.ts';

let server: FaultServer;
let client: IncidentClient<FixturePaths>;
beforeAll(async () => {
  server = await startFaultServer((request) => ({
    status: 200,
    json: request.url.startsWith('/v2/incidents/') ? { incident: { id: '1', name: 'n', status: 'active' } } : { incidents: [], catalog_entries: [], pagination_meta: { page_size: 25 } },
  }));
  client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url });
});
afterAll(() => server.close());

describe('client types', () => {
  it('types data per path and method, without an error branch', async () => {
    const result = await client.GET('/v2/incidents/{id}', { params: { path: { id: '1' } } });
    expectTypeOf(result.data.incident.status).toExtend<'active' | 'resolved'>();
    expectTypeOf<'active' | 'resolved'>().toExtend<typeof result.data.incident.status>();
    expectTypeOf(result.error).toEqualTypeOf<undefined>();
    expect(result.data.incident.id).toBe('1');
  });

  it('requires the init when the operation has required parameters or a body', () => {
    // @ts-expect-error: path parameters are required
    expect(client.GET('/v2/incidents/{id}')).toBeInstanceOf(Promise);
    // @ts-expect-error: a body is required
    expect(client.POST('/v2/incidents').catch(() => undefined)).toBeInstanceOf(Promise);
    // @ts-expect-error: no such path
    expect(client.GET('/v9/nothing').catch(() => undefined)).toBeInstanceOf(Promise);
    // @ts-expect-error: /v1/identity has no POST
    expect(client.POST('/v1/identity').catch(() => undefined)).toBeInstanceOf(Promise);
  });

  it('per-version clients accept only their own paths', async () => {
    type V2 = keyof PathsWithPrefix<FixturePaths, '/v2/'>;
    expectTypeOf<V2>().toEqualTypeOf<'/v2/incidents' | '/v2/incidents/{id}' | '/v2/follow_ups' | '/v2/alert_events/http/{alert_source_config_id}'>();
    await client.v2.GET('/v2/incidents');
    // @ts-expect-error: a v1 path on the v2 client
    await expect(client.v2.GET('/v1/identity')).rejects.toThrow(TypeError);
    // @ts-expect-error: a v2 path on the v3 client
    await expect(client.v3.GET('/v2/incidents')).rejects.toThrow(TypeError);
  });

  it('types paginate per path: records, query and required parameters', async () => {
    const incidents = paginate(client, '/v2/incidents', { query: { status: { one_of: ['active'] } } });
    expectTypeOf(incidents.collect).returns.resolves.items.toHaveProperty('status');
    // @ts-expect-error: catalog entries need catalog_type_id
    const missing = paginate(client, '/v3/catalog_entries', { query: {} });
    const entries = await paginate(client, '/v3/catalog_entries', { query: { catalog_type_id: 'T' } }).collect();
    expectTypeOf(entries).toEqualTypeOf<{ id: string; name: string }[]>();
    expect(await incidents.collect()).toEqual([]);
    expect(typeof missing.collect).toBe('function');
  });
});
