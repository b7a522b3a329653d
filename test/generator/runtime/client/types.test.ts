/**
 * Type-level behaviour, checked by `tsc` (this file is in tsconfig.json) and run by vitest so
 * each expectation also executes against a real loopback server.
 */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { FetchResponse } from 'openapi-fetch';
import type { ClientMethod, IncidentClient, PathsWithPrefix, SuccessResponse } from '../../../../generator/runtime/client/index.ts';
import type { CallInit } from '../../../../generator/runtime/client/types.ts';
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

  it('types data exactly as openapi-fetch’s success branch, for every way a success response can be written', () => {
    type Data<P extends keyof ParityPaths, Init extends CallInit<ParityPaths, P, 'get'> = CallInit<ParityPaths, P, 'get'>> = Awaited<ReturnType<typeof _parityGet<P, Init>>>['data'];
    type Fetch<P extends keyof ParityPaths, Init = CallInit<ParityPaths, P, 'get'>> = SuccessResponse<FetchResponse<ParityPaths[P]['get'], Init, `${string}/${string}`>>['data'];
    expectTypeOf<Data<'/json'>>().toEqualTypeOf<Fetch<'/json'>>();
    expectTypeOf<Data<'/created'>>().toEqualTypeOf<Fetch<'/created'>>();
    expectTypeOf<Data<'/empty'>>().toEqualTypeOf<Fetch<'/empty'>>();
    expectTypeOf<Data<'/range'>>().toEqualTypeOf<Fetch<'/range'>>();
    expectTypeOf<Data<'/two-media'>>().toEqualTypeOf<Fetch<'/two-media'>>();
    expectTypeOf<Data<'/two-statuses'>>().toEqualTypeOf<Fetch<'/two-statuses'>>();
    expectTypeOf<Data<'/nullable'>>().toEqualTypeOf<Fetch<'/nullable'>>();
    expectTypeOf<Data<'/json', { parseAs: 'text' }>>().toEqualTypeOf<Fetch<'/json', { parseAs: 'text' }>>();
    expectTypeOf<Data<'/json'>>().toEqualTypeOf<Named>();
  });
});

/** A named schema type, as generated/schema.ts declares one (an alias, so its implicit index signature stays). */
type Named = { id: string; tags?: string[]; nested: { deep: number[] } };
type Content<T> = { headers: { [name: string]: unknown }; content: T };
interface ParityPaths {
  '/json': { get: { parameters: object; responses: { 200: Content<{ 'application/json': Named }>; 404: Content<{ 'application/json': { message: string } }> } } };
  '/created': { get: { parameters: object; responses: { 201: Content<{ 'application/json': Named[] }> } } };
  '/empty': { get: { parameters: object; responses: { 204: { headers: { [name: string]: unknown }; content?: never } } } };
  '/range': { get: { parameters: object; responses: { '2XX': Content<{ 'application/json': { ok: boolean } }>; default: Content<{ 'application/json': unknown }> } } };
  '/two-media': { get: { parameters: object; responses: { 200: Content<{ 'application/json': Named; 'text/plain': string }> } } };
  '/two-statuses': { get: { parameters: object; responses: { 200: Content<{ 'application/json': Named }>; 202: Content<{ 'application/json': { queued: true } }> } } };
  '/nullable': { get: { parameters: object; responses: { 200: Content<{ 'application/json': Named | null }> } } };
}

/** The client's GET over ParityPaths, read for its result type only. */
declare const _parityGet: ClientMethod<ParityPaths, 'get'>;
