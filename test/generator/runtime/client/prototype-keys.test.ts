/**
 * A key a server chooses never sets a prototype. `__proto__`, `constructor` and `prototype`, at
 * every place of an error body a real loopback server sends (top level, `errors[]`, `source`,
 * `rate_limit`, a body of another shape, deep inside), stay plain own keys of what the caller
 * gets: nothing inherits from them, nothing global changes, and `fieldErrors()` files a field of
 * any name under that name.
 */
import { describe, expect, it } from 'vitest';
import { IncidentApiError } from '../../../../generator/runtime/client/index.ts';
import { faultServers, type Step } from './fault-server.ts';
import { createIncidentClient } from './fixture.ts';
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
