import { describe, expect, it } from 'vitest';
import { API_KEY, faultServers, inOrder } from './fault-server.ts';
import { createIncidentClient } from './fixture.ts';

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
