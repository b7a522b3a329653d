/**
 * A key a server chooses never sets a prototype. `__proto__`, `constructor` and `prototype`, at
 * every place of an error body a real loopback server sends (top level, `errors[]`, `source`,
 * `rate_limit`, a body of another shape, deep inside), stay plain own keys of what the caller
 * gets: nothing inherits from them, nothing global changes, and `fieldErrors()` files a field of
 * any name under that name. Success bodies and the records of a paginated list too.
 */
import { describe, expect, it } from 'vitest';
import { IncidentApiError } from '../../../../generator/runtime/client/index.ts';
import { faultServers, type Step } from './fault-server.ts';
import { createIncidentClient, paginate } from './fixture.ts';
import { API_KEY } from './fault-server.ts';

const { serve } = faultServers();

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
const PAYLOAD = '{"isAdmin":true,"polluted":"yes"}';

/** Where in an error body a hostile key goes, and how to reach the object that holds it. */
const POSITIONS: Record<string, { body: (entry: string) => string; holder: (body: Record<string, unknown>) => unknown }> = {
  'the top level of a documented body': { body: (entry) => `{"type":"validation_error","errors":[],${entry}}`, holder: (body) => body },
  'an errors[] entry': { body: (entry) => `{"type":"validation_error","errors":[{"code":"c","message":"m",${entry}}]}`, holder: (body) => (body['errors'] as unknown[])[0] },
  "an errors[] entry's source": {
    body: (entry) => `{"type":"validation_error","errors":[{"code":"c","message":"m","source":{"field":"f",${entry}}}]}`,
    holder: (body) => ((body['errors'] as Record<string, unknown>[])[0]!['source'] as object),
  },
  'rate_limit on a 429': { body: (entry) => `{"type":"too_many_requests","errors":[],"rate_limit":{"limit":1,${entry}}}`, holder: (body) => body['rate_limit'] },
  'a JSON body of another shape': { body: (entry) => `{"proxy":"x",${entry}}`, holder: (body) => body },
  'ten levels down': {
    body: (entry) => `{"type":"x","errors":[],"a":${'{"b":'.repeat(9)}{${entry}}${'}'.repeat(9)}}`,
    holder: (body) => {
      let at = body['a'] as Record<string, unknown>;
      for (let depth = 0; depth < 9; depth += 1) at = at['b'] as Record<string, unknown>;
      return at;
    },
  },
};

async function thrownFor(body: string, status: number): Promise<IncidentApiError> {
  const step: Step = { status, text: body, headers: { 'content-type': 'application/json' } };
  const server = await serve(() => step);
  const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, retry: false, rateLimit: false });
  const thrown = await client.GET('/v1/identity').catch((error: unknown) => error);
  expect(thrown).toBeInstanceOf(IncidentApiError);
  return thrown as IncidentApiError;
}

describe('a hostile key in an error body stays a key', () => {
  for (const key of HOSTILE_KEYS) {
    it.each(Object.entries(POSITIONS))(`${key} in %s`, async (_name, { body, holder }) => {
      const error = await thrownFor(body(`"${key}":${PAYLOAD}`), _name.includes('429') ? 429 : 422);
      const held = holder(error.body as Record<string, unknown>) as Record<string, unknown>;
      expect(Object.getPrototypeOf(held)).toBe(Object.prototype);
      expect(held['isAdmin']).toBeUndefined();
      expect(held['polluted']).toBeUndefined();
      expect(Object.hasOwn(held, key)).toBe(true);
      expect(Object.getOwnPropertyDescriptor(held, key)?.value).toEqual({ isAdmin: true, polluted: 'yes' });
      for (const detail of error.errors) expect(Object.getPrototypeOf(detail)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
      expect(JSON.parse(JSON.stringify(error.body))).toBeTypeOf('object');
    });
  }
});

describe('fieldErrors() files a field of any name under that name', () => {
  it.each(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', ''])('%j', async (field) => {
    const entries = [1, 2].map((n) => `{"code":"c","message":"m${n}","source":{"field":${JSON.stringify(field)}}}`).join(',');
    const error = await thrownFor(`{"type":"validation_error","errors":[${entries},{"code":"c","message":"other","source":{"field":"name"}}]}`, 422);
    const byField = error.fieldErrors();
    expect(Object.getPrototypeOf(byField)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(byField, field)?.value).toEqual(['m1', 'm2']);
    expect(byField['name']).toEqual(['other']);
    expect(Object.keys(byField).sort()).toEqual([field, 'name'].sort());
  });
});

describe('a hostile key in a success body stays a key', () => {
  const hostile = '"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}';

  it('in data, at the top and inside', async () => {
    const server = await serve(() => ({ status: 200, text: `{${hostile},"identity":{"name":"n",${hostile}}}`, headers: { 'content-type': 'application/json' } }));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, retry: false, rateLimit: false });
    const { data } = await client.GET('/v1/identity');
    for (const held of [data as Record<string, unknown>, data!.identity as Record<string, unknown>]) {
      expect(Object.getPrototypeOf(held)).toBe(Object.prototype);
      expect(held['isAdmin']).toBeUndefined();
      expect(Object.hasOwn(held, '__proto__')).toBe(true);
    }
  });

  it('in the records and the pagination_meta of a paginated list (no cursor borrowed from `__proto__`)', async () => {
    const page = `{${hostile},"incidents":[{"id":"1","name":"a","status":"active",${hostile}}],"pagination_meta":{"page_size":25,"__proto__":{"after":"next"}}}`;
    const server = await serve(() => ({ status: 200, text: page, headers: { 'content-type': 'application/json' } }));
    const client = createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, retry: false, rateLimit: false });
    const records = await paginate(client, '/v2/incidents').collect();
    expect(records).toHaveLength(1);
    expect(Object.getPrototypeOf(records[0])).toBe(Object.prototype);
    expect((records[0] as unknown as Record<string, unknown>)['isAdmin']).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });
});
