/**
 * A composed client (composeClient, the package's createIncidentClientWith) against a real
 * loopback server: its named methods carry their own operation and paging, so they behave as the
 * whole client's do (deprecation notice, empty-body check, iteration across pages) with no table
 * of operations; a path-style call through it knows no operation; responses are checked only
 * against the validators it is given.
 */
import { describe, expect, it, vi } from 'vitest';
import { composeClient } from '../../../../generator/runtime/client/compose.ts';
import { InvalidResponseError, ResponseValidationError } from '../../../../generator/runtime/client/errors.ts';
import type { NamedCall, NamedListCall } from '../../../../generator/runtime/client/resources.ts';
import type { NamedOperation, ResourceTable } from '../../../../generator/runtime/client/tables.ts';
import * as $ from '../../../../generator/runtime/validation/checks.ts';
import { API_KEY, faultServers, inOrder, VirtualClock } from './fault-server.ts';
import { fixtureTables } from './fixture.ts';

const { serve } = faultServers();

/** The fixture's resources as named-methods.ts writes them: each method with its operation and paging. */
function carried(names: string[]): ResourceTable {
  const { operations, pagination, resources } = fixtureTables;
  return Object.fromEntries(
    names.map((resource) => [
      resource,
      Object.fromEntries(
        Object.entries(resources![resource]!).map(([method, named]): [string, NamedOperation] => {
          const operation = operations[named.operationId]!;
          return [method, { ...named, operation, ...(operation.paginated && { paging: pagination[operation.path] }) }];
        }),
      ),
    ]),
  );
}

interface Composed {
  GET(path: string, init?: object): Promise<{ data?: unknown; response: Response }>;
  incidentsV2: { list(args?: object): NamedListCall<{ incidents: { id: string }[] }, { id: string }>; show(args: { id: string }): NamedCall<unknown>; delete(args: { id: string }): NamedCall<unknown> };
  followUpsV2?: { list(): NamedCall<unknown> };
  identityV1?: unknown;
}

async function setUp(steps: Parameters<typeof inOrder>, names: string[], options: object = {}) {
  const server = await serve(inOrder(...steps));
  const client = composeClient(carried(names), { apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock(), ...options }) as Composed;
  return { server, client };
}

const page = (ids: string[], after?: string) => ({ status: 200, json: { incidents: ids.map((id) => ({ id })), pagination_meta: { page_size: 2, ...(after && { after }) } } });

describe('composeClient', () => {
  it('has the named resources and no other; its list method iterates every page from the paging it carries', async () => {
    const { server, client } = await setUp([page(['a', 'b'], 'c1'), page(['c'])], ['incidentsV2']);
    expect(client.identityV1).toBeUndefined();
    expect(Object.keys(client)).toContain('incidentsV2');
    const ids: string[] = [];
    for await (const record of client.incidentsV2.list({ status: 'active' })) ids.push(record.id);
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(server.requests.map((request) => request.url)).toEqual(['/v2/incidents?status=active&page_size=250', '/v2/incidents?status=active&page_size=250&after=c1']);
  });

  it('a named method knows its operation: a deprecated one warns once, and a documented body missing is refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = await setUp([{ status: 200, json: { follow_ups: [] } }, { status: 204 }], ['followUpsV2', 'incidentsV2']);
    await client.followUpsV2!.list();
    expect(warn.mock.calls.flat().join('\n')).toMatch(/Follow-ups V2#List\) is deprecated; use Follow-ups V3#List instead/);
    await expect(client.incidentsV2.show({ id: 'x' })).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('a path-style call knows no operation: no deprecation notice, an empty answer passes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = await setUp([{ status: 200, json: { follow_ups: [] } }, { status: 204 }], ['incidentsV2']);
    await client.GET('/v2/follow_ups');
    expect(warn).not.toHaveBeenCalled();
    const { data } = await client.GET('/v2/incidents/{id}', { params: { path: { id: 'x' } } });
    expect(data).toBeUndefined();
  });

  it('checks responses against the validators given, and against none when given none', async () => {
    const drift = [{ status: 200, json: { incident: { id: 7 } } }];
    const checks = [['Incidents V2#Show', $.o('Incident', [['incident', $.o('IncidentV2', [['id', $.s, 1]]), 1]]), 'IncidentResult']] as const;
    const given = await setUp(drift, ['incidentsV2'], { validateResponses: 'throw', validators: checks });
    await expect(given.client.incidentsV2.show({ id: 'x' })).rejects.toBeInstanceOf(ResponseValidationError);
    const none = await setUp(drift, ['incidentsV2'], { validateResponses: 'throw' });
    await expect(none.client.incidentsV2.show({ id: 'x' })).resolves.toEqual({ incident: { id: 7 } });
  });
});
