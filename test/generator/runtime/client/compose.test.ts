/**
 * A composed client (composeClient, the package's createIncidentClientWith) against a real
 * loopback server: its named methods carry their own operation and paging, so they behave as the
 * whole client's do (deprecation notice, empty-body check, iteration across pages) with no table
 * of operations; it has no path-style calls or version views (createIncidentClient's); it holds only what it is given:
 * responses are checked only against the validators given, calls wait locally only given the
 * rate limiter (then exactly as the whole client's do), and it has no middleware hooks.
 */
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { composeClient, type ComposeFunction } from '../../../../generator/runtime/client/compose.ts';
import { createDeprecationNotifier } from '../../../../generator/runtime/client/deprecation.ts';
import { InvalidResponseError, LocalRateLimitError, ResponseValidationError } from '../../../../generator/runtime/client/errors.ts';
import { clientRateLimiter } from '../../../../generator/runtime/client/rate-limit.ts';
import { withResponseValidation } from '../../../../generator/runtime/client/response-validation.ts';
import { bodySplit, listCall, type NamedCall, type NamedListCall } from '../../../../generator/runtime/client/resources.ts';
import { CLIENT_METHODS, CLIENT_VERSIONS, type CarriedNamedOperation, type ResourceTable } from '../../../../generator/runtime/client/tables.ts';
import * as $ from '../../../../generator/runtime/validation/checks.ts';
import { API_KEY, apiError, faultServers, inOrder, VirtualClock } from './fault-server.ts';
import { createIncidentClient, fixtureTables, type FixturePaths, type FixtureResources } from './fixture.ts';

const { serve } = faultServers();

/** The fixture's resources as named-methods.ts writes them: each method with its operation (a deprecated one's with the notifier) and no operationId beside it, a list the paginator's facts and list call, a body method its body split. */
function carried(names: string[]): ResourceTable<CarriedNamedOperation> {
  const { operations, pagination, resources } = fixtureTables;
  return Object.fromEntries(
    names.map((resource) => [
      resource,
      Object.fromEntries(
        Object.entries(resources![resource]!).map(([method, { operationId, ...split }]): [string, CarriedNamedOperation] => {
          const meta = operations[operationId]!;
          const operation = meta.deprecated ? { ...meta, notifier: createDeprecationNotifier } : meta;
          const paged = pagination[meta.path];
          const paging = paged && { itemsKey: paged.itemsKey, maxPageSize: paged.maxPageSize, defaultPageSize: paged.defaultPageSize };
          return [method, { ...split, operation, ...(paging && { paging, listCall }), ...(split.body && { bodySplit }) }];
        }),
      ),
    ]),
  );
}

interface Composed {
  incidentsV2: {
    list(args?: object, options?: object): NamedListCall<{ incidents: { id: string }[] }, { id: string }>;
    show(args: { id: string }): NamedCall<unknown>;
    create(args: object): NamedCall<unknown>;
    delete(args: { id: string }): NamedCall<unknown>;
  };
  followUpsV2?: { list(): NamedCall<unknown> };
  identityV1?: { show(): NamedCall<unknown> };
}

async function setUp(steps: Parameters<typeof inOrder>, names: string[], options: object = {}) {
  const server = await serve(inOrder(...steps));
  const clock = new VirtualClock();
  const client = composeClient(carried(names), { apiKey: API_KEY, baseUrl: server.url, clock, ...options }) as Composed;
  return { server, client, clock };
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

  it('a method pages by the paging it carries, whatever its facts say of paginated: with it every page, without it one', async () => {
    const { operation, paging } = carried(['incidentsV2'])['incidentsV2']!['list']!;
    const { paginated: _paginated, ...unflagged } = operation;
    const methods = { paged: { operation: unflagged, paging, listCall }, flagged: { operation: { ...unflagged, paginated: true }, listCall } };
    const server = await serve(inOrder(page(['a', 'b'], 'c1'), page(['c']), page(['d'], 'c2')));
    const client = composeClient<{ incidentsV2: Record<string, () => NamedListCall<unknown, { id: string }>> }>({ incidentsV2: methods }, { apiKey: API_KEY, baseUrl: server.url });
    const ids: string[] = [];
    for await (const record of client.incidentsV2['paged']!()) ids.push(record.id);
    expect(ids).toEqual(['a', 'b', 'c']);
    const flagged = client.incidentsV2['flagged']!();
    expect(Symbol.asyncIterator in flagged).toBe(false);
    await expect(flagged).resolves.toEqual({ incidents: [{ id: 'd' }], pagination_meta: { page_size: 2, after: 'c2' } });
    expect(server.requests).toHaveLength(3);
  });

  it('a named method knows its operation: a deprecated one warns once, and a documented body missing is refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = await setUp([{ status: 200, json: { follow_ups: [] } }, { status: 204 }], ['followUpsV2', 'incidentsV2']);
    await client.followUpsV2!.list();
    expect(warn.mock.calls.flat().join('\n')).toMatch(/Follow-ups V2#List\) is deprecated; use Follow-ups V3#List instead/);
    await expect(client.incidentsV2.show({ id: 'x' })).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('has no path-style calls and no version views, in its types or at run time: those are createIncidentClient\'s', async () => {
    const { client } = await setUp([OK], ['incidentsV2']);
    const held = client as object;
    for (const member of [...CLIENT_METHODS, ...CLIENT_VERSIONS]) expect(member in held, member).toBe(false);
    expect(Object.keys(client).sort()).toEqual(['baseUrl', 'incidentsV2']);
    const whole = createIncidentClient({ apiKey: API_KEY });
    for (const member of [...CLIENT_METHODS, ...CLIENT_VERSIONS]) expect(member in whole, member).toBe(true);
  });

  it('checks responses against the validators given, and against none when given none', async () => {
    const drift = [{ status: 200, json: { incident: { id: 7 } } }];
    const checks = withResponseValidation([['Incidents V2#Show', $.o('Incident', [['incident', $.o('IncidentV2', [['id', $.s, 1]]), 1]]), 'IncidentResult']]);
    const given = await setUp(drift, ['incidentsV2'], { validateResponses: 'throw', validators: checks });
    await expect(given.client.incidentsV2.show({ id: 'x' })).rejects.toBeInstanceOf(ResponseValidationError);
    const onDrift = vi.fn<(finding: { location: string; rule: string }) => void>();
    const reported = await setUp(drift, ['incidentsV2'], { validators: checks, onDrift });
    await reported.client.incidentsV2.show({ id: 'x' });
    expect(onDrift.mock.calls.map(([finding]) => [finding.location, finding.rule])).toEqual([['IncidentV2.id', 'response-property-type-changed']]);
    const none = await setUp(drift, ['incidentsV2']);
    await expect(none.client.incidentsV2.show({ id: 'x' })).resolves.toEqual({ incident: { id: 7 } });
  });
});

const OK = { status: 200, json: { incidents: [], pagination_meta: { page_size: 25 } } };
const repeat = async (times: number, call: () => Promise<unknown>) => {
  for (let index = 0; index < times; index += 1) await call();
};

describe('composeClient: named methods with a body (the split their data carries)', () => {
  it('send what the whole client sends: a flat body, a nested one beside a query key, a header beside the body', async () => {
    type BodyClient = { incidentsV2: Record<string, (args: object) => Promise<unknown>>; alertEventsV2: Record<string, (args: object) => Promise<unknown>> };
    const calls = async (client: BodyClient) => {
      await client.incidentsV2['create']!({ name: 'Fire', visibility: 'public', idempotency_key: 'k1' });
      await client.incidentsV2['edit']!({ id: 'path-id', body: { name: 'renamed', id: 'body-id' }, notify: 'no' });
      await client.alertEventsV2['createHttp']!({ alert_source_config_id: 'cfg', authorization: 'alert-secret-123456', title: 't', status: 'firing' });
    };
    const answers = [{ status: 201, json: { incident: { id: '1' } } }, { status: 200, json: { incident: { id: '1' } } }, { status: 202, json: { status: 'ok' } }];
    const lean = await setUp(answers, ['incidentsV2', 'alertEventsV2']);
    await calls(lean.client as unknown as BodyClient);
    const server = await serve(inOrder(...answers));
    await calls(createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock: new VirtualClock() }) as unknown as BodyClient);
    const seen = (requests: typeof server.requests) => requests.map(({ method, url, headers, body }) => [method, url, headers.authorization, JSON.parse(body) as unknown]);
    expect(seen(lean.server.requests)).toEqual(seen(server.requests));
    expect(seen(server.requests)).toEqual([
      ['POST', '/v2/incidents', `Bearer ${API_KEY}`, { name: 'Fire', visibility: 'public', idempotency_key: 'k1' }],
      ['PUT', '/v2/incidents/path-id?notify=no', `Bearer ${API_KEY}`, { name: 'renamed', id: 'body-id' }],
      ['POST', '/v2/alert_events/http/cfg', 'Bearer alert-secret-123456', { title: 't', status: 'firing' }],
    ]);
  });
});

describe('composeClient: rate limiting only given the limiter', () => {
  // The same sequences through the whole client, which limits by default: the lean one given the limiter must wait the same waits.
  const sequences: Array<[string, object, (client: Composed) => Promise<void>]> = [
    ['the default bucket past its capacity', { rateLimit: { capacity: 3, refillPerSecond: 1 } }, (client) => repeat(5, () => client.identityV1!.show())],
    ['the per-endpoint limit a named method carries', {}, (client) => repeat(62, () => client.incidentsV2.list())],
  ];

  it.each(sequences)('given clientRateLimiter, waits as createIncidentClient does: %s', async (_, options, calls) => {
    const lean = await setUp([OK], ['incidentsV2', 'identityV1'], { retry: false, rateLimiter: clientRateLimiter, ...options });
    await calls(lean.client);
    const server = await serve(inOrder(OK));
    const clock = new VirtualClock();
    await calls(createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, clock, retry: false, ...options }) as unknown as Composed);
    expect(lean.clock.sleeps).toEqual(clock.sleeps);
    expect(clock.sleeps.length).toBeGreaterThan(0);
    expect(lean.server.requests).toHaveLength(server.requests.length);
  });

  it.each(sequences.filter(([, options]) => !('rateLimit' in options)))('without it never waits locally: %s', async (_, options, calls) => {
    const { client, clock, server } = await setUp([OK], ['incidentsV2', 'identityV1'], { retry: false, ...options });
    await calls(client);
    expect(clock.sleeps).toEqual([]);
    expect(server.requests.length).toBeGreaterThan(5);
  });

  it('given it with rateLimit: false, never waits locally', async () => {
    const { client, clock } = await setUp([OK], ['incidentsV2'], { retry: false, rateLimiter: clientRateLimiter, rateLimit: false });
    await repeat(62, () => client.incidentsV2.list());
    expect(clock.sleeps).toEqual([]);
  });

  it('given it, shares one allowance with every client of the same key, the whole client included', async () => {
    const server = await serve(inOrder(OK));
    const clock = new VirtualClock();
    const options = { apiKey: API_KEY, baseUrl: server.url, clock, retry: false as const, rateLimit: { capacity: 2, refillPerSecond: 1 } };
    const whole = createIncidentClient(options);
    await repeat(2, () => whole.GET('/v1/identity'));
    const lean = composeClient<Composed>(carried(['identityV1']), { ...options, rateLimiter: clientRateLimiter });
    await lean.identityV1!.show();
    expect(clock.sleeps).toEqual([1000]);
  });

  it('without it still honours a 429 and its Retry-After through retries', async () => {
    const { client, clock, server } = await setUp([{ status: 429, json: apiError(429, 'too_many_requests'), headers: { 'retry-after': '2' } }, OK], ['identityV1']);
    await client.identityV1!.show();
    expect(clock.sleeps).toEqual([2000]);
    expect(server.requests).toHaveLength(2);
  });

  it('given it, refuses a wait past maxWaitMs without sending, as the whole client does', async () => {
    const created = { status: 201, json: { incident: { id: '1' } } };
    const { client, server } = await setUp([created], ['incidentsV2'], { rateLimiter: clientRateLimiter, rateLimit: { capacity: 1, refillPerSecond: 0.001, maxWaitMs: 10 } });
    await client.incidentsV2.create({ name: 'x' });
    await expect(client.incidentsV2.create({ name: 'x' })).rejects.toBeInstanceOf(LocalRateLimitError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('composeClient: what it refuses and what it leaves out', () => {
  const refusal = (options: object) => {
    try {
      composeClient(carried([]), { apiKey: API_KEY, ...options });
      return 'accepted';
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  };

  it('refuses rate-limit settings without the limiter, a limiter that is not one, and validators without their validation', () => {
    expect(refusal({ rateLimit: { capacity: 5 } })).toBe('TypeError: createIncidentClientWith: rateLimit settings need rateLimiter: clientRateLimiter (from the package\'s main entry)');
    expect(refusal({ rateLimit: {} })).toMatch(/rateLimit settings need rateLimiter/);
    expect(refusal({ rateLimit: false })).toBe('accepted');
    expect(refusal({ rateLimiter: clientRateLimiter, rateLimit: { capacity: 5 } })).toBe('accepted');
    for (const rateLimiter of [true, {}, 'clientRateLimiter', null]) {
      expect(refusal({ rateLimiter })).toBe("TypeError: createIncidentClientWith: rateLimiter must be clientRateLimiter from the package's main entry");
    }
    for (const validators of [[], [['Incidents V2#Show', $.s, 'IncidentResult']], {}, null, { validation: 'yes' }]) {
      expect(refusal({ validators })).toBe("TypeError: createIncidentClientWith: validators must be responseValidators from the package's validators entry");
    }
    expect(refusal({ validators: withResponseValidation([]) })).toBe('accepted');
  });

  it('refuses validateResponses (but off) and onDrift without validators, each in one line, whatever their value', () => {
    const needs = (option: string) => `TypeError: createIncidentClientWith: ${option} needs validators: responseValidators (from the package's validators entry)`;
    for (const validateResponses of ['report', 'throw', 'strict', null, 0]) expect(refusal({ validateResponses }), String(validateResponses)).toBe(needs('validateResponses'));
    for (const onDrift of [() => undefined, 'console.warn', null]) {
      expect(refusal({ onDrift }), String(onDrift)).toBe(needs('onDrift'));
      expect(refusal({ onDrift, validateResponses: 'off' }), String(onDrift)).toBe(needs('onDrift'));
    }
    expect(refusal({ validateResponses: 'throw', onDrift: () => undefined })).toBe(needs('validateResponses'));
    for (const accepted of [{}, { validateResponses: 'off' }, { validateResponses: undefined, onDrift: undefined }]) expect(refusal(accepted), JSON.stringify(accepted)).toBe('accepted');
  });

  it('given validators, and as createIncidentClient, accepts each mode and a handler, and refuses a bad one in the same line as ever', () => {
    const validators = withResponseValidation([]);
    const whole = (options: object) => {
      try {
        createIncidentClient({ apiKey: API_KEY, ...options });
        return 'accepted';
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    };
    for (const given of [(options: object) => refusal({ validators, ...options }), whole]) {
      for (const validateResponses of ['off', 'report', 'throw', undefined]) expect(given({ validateResponses, onDrift: () => undefined }), String(validateResponses)).toBe('accepted');
      for (const validateResponses of ['strict', null, 0, 'OFF']) {
        expect(given({ validateResponses }), String(validateResponses)).toBe('RangeError: createIncidentClient: validateResponses must be one of off, report, throw');
      }
      for (const onDrift of ['console.warn', null, {}]) expect(given({ onDrift }), String(onDrift)).toBe('TypeError: createIncidentClient: onDrift must be a function');
    }
  });

  it('has no middleware hooks: use and eject need createIncidentClient', async () => {
    const { client } = await setUp([OK], ['incidentsV2']);
    expect('use' in client || 'eject' in client).toBe(false);
    const whole = createIncidentClient({ apiKey: API_KEY });
    expect(typeof whole.use === 'function' && typeof whole.eject === 'function').toBe(true);
  });

  it('sends what the whole client sends: the same method, URL, headers and body', async () => {
    const { client, server } = await setUp([OK], ['incidentsV2']);
    const calls = async (target: Composed) => {
      await target.incidentsV2.list({ status: { one_of: ['live', 'closed'] }, page_size: 2 }, { headers: { 'x-extra': 'yes' } });
      await target.incidentsV2.create({ name: 'x', tags: ['a'] });
    };
    await calls(client);
    const whole = await serve(inOrder(OK));
    await calls(createIncidentClient({ apiKey: API_KEY, baseUrl: whole.url, clock: new VirtualClock() }) as unknown as Composed);
    // Each server has its own port, so `host` differs and is left out.
    const seen = (requests: typeof server.requests) => requests.map(({ method, url, headers: { host, ...headers }, body }) => ({ method, url, headers, body, host: typeof host }));
    expect(seen(server.requests)).toEqual(seen(whole.requests));
  });
});

describe('composeClient given single methods (createIncidentClientWith({ incidentsV2: { list: incidentsV2List } }))', () => {
  // As named-methods.ts exports them: each method a constant of its own type (`as const`), each resource an object of them.
  const table = carried(['incidentsV2', 'identityV1']);
  const pick = <Id extends string>(resource: string, method: string, operationId: Id) => {
    const named = table[resource]![method]!;
    return { ...named, operation: { ...named.operation, operationId } };
  };
  const incidentsV2List = pick('incidentsV2', 'list', 'Incidents V2#List');
  const incidentsV2Show = pick('incidentsV2', 'show', 'Incidents V2#Show');
  const incidentsV2Create = pick('incidentsV2', 'create', 'Incidents V2#Create');
  const incidentsV2Edit = pick('incidentsV2', 'edit', 'Incidents V2#Edit');
  const incidentsV2Delete = pick('incidentsV2', 'delete', 'Incidents V2#Delete');
  const identityV1Show = pick('identityV1', 'show', 'Identity V1#Show');
  const methods = {
    incidentsV2: { list: incidentsV2List, show: incidentsV2Show, create: incidentsV2Create, edit: incidentsV2Edit, delete: incidentsV2Delete },
    identityV1: { show: identityV1Show },
    incidentsV2List,
    incidentsV2Show,
  };
  const compose: ComposeFunction<{ paths: FixturePaths; methods: typeof methods; named: Pick<FixtureResources, 'incidentsV2' | 'identityV1'> }> = composeClient;

  it('has the methods given and no other, typed as the whole resource types them', async () => {
    const server = await serve(inOrder({ status: 200, json: { incidents: [{ id: 'a' }], pagination_meta: { page_size: 25 } } }, { status: 200, json: { incident: { id: 'a' } } }));
    const client = compose({ incidentsV2: { list: incidentsV2List, show: incidentsV2Show } }, { apiKey: API_KEY, baseUrl: server.url });
    expect(Object.keys(client.incidentsV2).sort()).toEqual(['list', 'show']);
    expect('identityV1' in client).toBe(false);
    expectTypeOf(client.incidentsV2.list).toEqualTypeOf<FixtureResources['incidentsV2']['list']>();
    expectTypeOf(client.incidentsV2.show).toEqualTypeOf<FixtureResources['incidentsV2']['show']>();
    expectTypeOf<keyof typeof client.incidentsV2>().toEqualTypeOf<'list' | 'show'>();
    // @ts-expect-error: a method not given is not on the client
    expect(client.incidentsV2.create).toBeUndefined();
    // @ts-expect-error: a resource not given is not on the client
    expect(client.identityV1).toBeUndefined();
    // @ts-expect-error: no path-style calls: those are createIncidentClient's
    expect(client.GET).toBeUndefined();
    // @ts-expect-error: no version views either
    expect(client.v2).toBeUndefined();
    const whole = createIncidentClient({ apiKey: API_KEY });
    expectTypeOf(whole.GET).toBeFunction();
    expectTypeOf(whole.v2.GET).toBeFunction();
    const { incidents } = await client.incidentsV2.list();
    await expect(client.incidentsV2.show({ id: incidents[0]!.id })).resolves.toEqual({ incident: { id: 'a' } });
    expect(server.requests.map((request) => request.url)).toEqual(['/v2/incidents', '/v2/incidents/a']);
  });

  it('types a whole resource as its interface, beside a resource of picked methods', () => {
    const client = compose({ incidentsV2: methods.incidentsV2, identityV1: { show: identityV1Show } }, { apiKey: API_KEY });
    expectTypeOf(client.incidentsV2).toEqualTypeOf<FixtureResources['incidentsV2']>();
    expectTypeOf(client.identityV1).toEqualTypeOf<Pick<FixtureResources['identityV1'], 'show'>>();
    expect(Object.keys(client.incidentsV2).sort()).toEqual(['create', 'delete', 'edit', 'list', 'show']);
    // Code written before methods could be picked, naming the resources as the type argument, still compiles.
    const named = compose<'incidentsV2'>({ incidentsV2: methods.incidentsV2 }, { apiKey: API_KEY });
    expectTypeOf(named.incidentsV2).toEqualTypeOf<FixtureResources['incidentsV2']>();
    // @ts-expect-error: nor through this signature any path-style call
    expect(named.POST).toBeUndefined();
    // @ts-expect-error: or version view
    expect(named.v1).toBeUndefined();
  });

  it('refuses, in the types, a method given under another method’s or another resource’s name', () => {
    const options = { apiKey: API_KEY };
    // @ts-expect-error: show is not list
    compose({ incidentsV2: { list: incidentsV2Show } }, options);
    // @ts-expect-error: incidentsV2's show is not identityV1's
    compose({ identityV1: { show: incidentsV2Show } }, options);
    // @ts-expect-error: a method export is not a resource
    compose({ incidentsV2List }, options);
  });
});
