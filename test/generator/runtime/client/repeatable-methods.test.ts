/**
 * Which failed requests the client sends again after a 5xx, through a client on a loopback
 * server: a POST only when its body carries an idempotency_key; a PATCH never, key or not
 * (the API documents idempotency keys on creation only).
 */
import { describe, expect, it } from 'vitest';
import { bindClient, InternalServerError, type ClientTables, type OperationMeta } from '../../../../generator/runtime/client/index.ts';
import { API_KEY, VirtualClock, apiError, faultServers, inOrder } from './fault-server.ts';

interface Thing {
  id: string;
  name: string;
}
type Body = { content: { 'application/json': { name: string; idempotency_key?: string } } };
type Answer = { 200: { content: { 'application/json': { thing: Thing } } } };
type NoParameters = { query?: never; header?: never; path?: never; cookie?: never };
type IdParameters = { query?: never; header?: never; path: { id: string }; cookie?: never };
interface ThingPaths {
  '/v2/things': { parameters: NoParameters; get?: never; put?: never; delete?: never; options?: never; head?: never; patch?: never; trace?: never; post: { parameters: NoParameters; requestBody: Body; responses: Answer } };
  '/v2/things/{id}': { parameters: IdParameters; get?: never; put?: never; post?: never; delete?: never; options?: never; head?: never; trace?: never; patch: { parameters: IdParameters; requestBody: Body; responses: Answer } };
}

const meta = (operationId: string, method: OperationMeta['method'], path: string): OperationMeta => ({ operationId, name: operationId, method, path, version: 'v2', tags: [], deprecated: false, paginated: false });
const TABLES: ClientTables = {
  operations: {
    'Things V2#Create': meta('Things V2#Create', 'post', '/v2/things'),
    'Things V2#Update': meta('Things V2#Update', 'patch', '/v2/things/{id}'),
  },
  pagination: {},
};
const { serve } = faultServers();

const UNAVAILABLE = { status: 503, json: apiError(503, 'unavailable') };
const DONE = { status: 200, json: { thing: { id: '1', name: 'x' } } };

type ThingClient = ReturnType<ReturnType<typeof bindClient<ThingPaths, object>>['createIncidentClient']>;

async function sentAfter503(send: (client: ThingClient) => Promise<unknown>): Promise<{ requests: number; error: unknown }> {
  const server = await serve(inOrder(UNAVAILABLE, DONE));
  // Bound here, in the test, not at module load: code run at import is never mutated (Stryker activates a mutant later).
  const client = bindClient<ThingPaths, object>(TABLES).createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), rateLimit: false });
  const error = await send(client).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return { requests: server.requests.length, error };
}

describe('repeating a request after a 5xx', () => {
  it('repeats a POST with an idempotency_key, not one without', async () => {
    expect(await sentAfter503((client) => client.POST('/v2/things', { body: { name: 'x', idempotency_key: 'k-1' } }))).toEqual({ requests: 2, error: undefined });
    const plain = await sentAfter503((client) => client.POST('/v2/things', { body: { name: 'x' } }));
    expect(plain.requests).toBe(1);
    expect(plain.error).toBeInstanceOf(InternalServerError);
  });

  it('never repeats a PATCH, with or without an idempotency_key', async () => {
    for (const body of [{ name: 'x' }, { name: 'x', idempotency_key: 'k-2' }]) {
      const { requests, error } = await sentAfter503((client) => client.PATCH('/v2/things/{id}', { params: { path: { id: '1' } }, body }));
      expect(requests).toBe(1);
      expect(error).toMatchObject({ status: 503, attempts: 1 });
    }
  });
});
