import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../generator/load/validate.ts';
import { newestRealSpecPath, readRealSpec } from '../../support/real-specs.ts';

const minimal = () => ({
  openapi: '3.0.3',
  info: { title: 't', version: '1' },
  paths: { '/v1/things': { get: { operationId: 'Things V1#List', responses: { '200': { description: 'ok' } } } } },
  components: { schemas: {} as Record<string, unknown> },
});

const failure = (document: unknown) => {
  try {
    validateDocument(document, 'spec.json');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected validateDocument to throw');
};

describe('validateDocument', () => {
  it('accepts a minimal OpenAPI 3.0 document', () => {
    expect(validateDocument(minimal(), 'spec.json').paths['/v1/things']).toBeDefined();
  });

  it('rejects what is not an OpenAPI 3.0 document', () => {
    expect(failure([])).toMatch(/top level is not a JSON object/);
    expect(failure({ swagger: '2.0', paths: {} })).toBe('spec.json: Swagger 2.0 is not supported; convert it to OpenAPI 3.0 first');
    expect(failure({ info: {} })).toMatch(/no "openapi" version field/);
    expect(failure({ ...minimal(), openapi: '4.0.0' })).toMatch(/OpenAPI 4\.0\.0 is not supported/);
    const { paths: _paths, components: _components, ...bare } = minimal();
    expect(failure(bare)).toBe('spec.json: the document has no paths (OpenAPI 3.0 requires them)');
    expect(failure({ ...bare, openapi: '3.1.0' })).toBe('spec.json: the document has no paths, webhooks or components (OpenAPI 3.1 requires one)');
    expect(validateDocument({ ...bare, paths: {} }, 'spec.json').paths).toEqual({});
    expect(validateDocument({ ...bare, openapi: '3.1.0', components: { schemas: { A: { type: 'string' } } } }, 'spec.json').paths).toEqual({});
    expect(failure({ ...minimal(), paths: [] })).toBe('spec.json: "paths" is not an object');
  });

  it('refuses any top level but an object, and a paths that is not a map', () => {
    for (const value of [null, 'openapi: 3.0.3', 42, true]) expect(failure(value), String(value)).toBe('spec.json: not an OpenAPI document (top level is not a JSON object)');
    for (const paths of [null, 'none', 7]) expect(failure({ ...minimal(), paths }), String(paths)).toBe('spec.json: "paths" is not an object');
  });

  it('accepts exactly the versions 3.0.x and 3.1.x', () => {
    for (const openapi of ['3.0.0', '3.0.3', '3.0.10', '3.1.0', '3.1.12']) expect(validateDocument({ ...minimal(), openapi }, 'spec.json').openapi, openapi).toBe(openapi);
    for (const openapi of ['3.0', '3.1', '3.0.x', '3.0.3-rc1', '3.1.0 ', 'v3.0.3', '13.0.3', 'v3.1.0', '13.1.0', '3.2.0', '2.0']) {
      expect(failure({ ...minimal(), openapi }), openapi).toBe(`spec.json: OpenAPI ${openapi} is not supported; expected 3.0.x or 3.1.x`);
    }
  });

  it('asks a 3.1 document without paths for webhooks or components that hold something', () => {
    const { paths: _paths, components: _components, ...bare } = minimal();
    for (const extra of [{ webhooks: {} }, { components: {} }, { webhooks: null, components: null }, { webhooks: 'push' }]) {
      expect(failure({ ...bare, openapi: '3.1.0', ...extra }), JSON.stringify(extra)).toBe('spec.json: the document has no paths, webhooks or components (OpenAPI 3.1 requires one)');
    }
    expect(validateDocument({ ...bare, openapi: '3.1.0', webhooks: { push: {} } }, 'spec.json').paths).toEqual({});
  });

  it('walks arrays of any values, nulls included, and checks the refs inside them', () => {
    const document = minimal();
    document.components.schemas.Nullable = { type: 'string', nullable: true, enum: ['a', null], 'x-list': [null, 1, 'two', [null]] };
    document.components.schemas.Union = { oneOf: [{ type: 'string' }, { allOf: [{ $ref: '#/components/schemas/Nullable' }] }] };
    expect(() => validateDocument(document, 'spec.json')).not.toThrow();
    document.components.schemas.Union = { oneOf: [{ type: 'string' }, { allOf: [{ type: 'object' }, { $ref: '#/components/schemas/Gone' }] }] };
    expect(failure(document)).toBe('spec.json #/components/schemas/Union/oneOf/1/allOf/1: dangling $ref "#/components/schemas/Gone"');
  });

  it('refuses a $ref that is not a URI fragment and a name holding a %, but not a % in data', () => {
    const bare = minimal();
    bare.components.schemas.Thing = { $ref: '#/components/schemas/100%' };
    expect(failure(bare)).toBe('spec.json #/components/schemas/Thing: $ref "#/components/schemas/100%" is not a URI fragment: write % as %25');
    const named = minimal();
    named.components.schemas.Thing = { type: 'object', properties: { '100% done': { type: 'string' } } };
    expect(failure(named)).toBe('spec.json #/components/schemas/Thing/properties: the name "100% done" holds a %, which openapi-typescript cannot convert');
    const data = minimal();
    data.components.schemas.Thing = { type: 'object', example: { '100% done': true }, 'x-notes': { '50%': 'half' } };
    expect(() => validateDocument(data, 'spec.json')).not.toThrow();
  });

  it('refuses a $ref into another file, naming where it is', () => {
    const document = minimal();
    document.components.schemas.Thing = { type: 'object', properties: { owner: { $ref: 'users.json#/User' } } };
    expect(failure(document)).toBe('spec.json #/components/schemas/Thing/properties/owner: $ref "users.json#/User" points into another file ("users.json"); bundle the description into one file first');
  });

  it('names a place deeper than 12 tokens by its first six and last four, and a place of 12 tokens whole', () => {
    const twelve = minimal();
    twelve.components.schemas.A = { properties: { b: { properties: { c: { properties: { d: { properties: { e: { $ref: 'other.json' } } } } } } } } };
    expect(failure(twelve)).toMatch(/^spec\.json #\/components\/schemas\/A\/properties\/b\/properties\/c\/properties\/d\/properties\/e: \$ref "other\.json" points into another file/);
    const thirteen = minimal();
    thirteen.components.schemas.A = { properties: { b: { properties: { c: { properties: { d: { properties: { e: { items: { $ref: 'other.json' } } } } } } } } } };
    expect(failure(thirteen)).toMatch(/^spec\.json #\/components\/schemas\/A\/properties\/b\/…\/d\/properties\/e\/items: \$ref "other\.json"/);
  });

  /** A document whose `x-deep` extension nests objects (or arrays) down to the given depth below the root. */
  const nestedTo = (depth: number, wrap: (inner: unknown) => unknown) => {
    let node: unknown = {};
    for (let level = 2; level <= depth; level++) node = wrap(node);
    return { ...minimal(), 'x-deep': node };
  };

  it('accepts nesting down to 256 levels and refuses 257, objects or arrays, naming the place in one short line', () => {
    expect(() => validateDocument(nestedTo(256, (inner) => ({ x: inner })), 'spec.json')).not.toThrow();
    expect(failure(nestedTo(257, (inner) => ({ x: inner })))).toBe('spec.json #/x-deep/x/x/x/x/…/x/x/x/x: nested more than 256 levels deep');
    expect(() => validateDocument(nestedTo(256, (inner) => [inner]), 'spec.json')).not.toThrow();
    expect(failure(nestedTo(257, (inner) => [inner]))).toBe('spec.json #/x-deep/0/0/0/0/…/0/0/0/0: nested more than 256 levels deep');
    // Only containers count: an array at the 256th level may hold numbers.
    let numbers: unknown = [7, 'text', null];
    for (let level = 2; level <= 256; level++) numbers = [numbers];
    expect(() => validateDocument({ ...minimal(), 'x-deep': numbers }, 'spec.json')).not.toThrow();
    expect(failure({ ...minimal(), paths: nestedTo(300, (inner) => ({ allOf: [inner] }))['x-deep'] })).toMatch(/^spec\.json #\/paths\/allOf\/0\/allOf\/0\/…\/\S+: nested more than 256 levels deep$/);
  });

  it('accepts a document of webhooks alone (3.1 webhooks, x-webhooks), giving it an empty paths map', () => {
    const { paths: _paths, ...rest } = minimal();
    const event = { post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '200': { description: 'ok' } } } };
    for (const key of ['webhooks', 'x-webhooks']) expect(validateDocument({ ...rest, openapi: '3.1.0', [key]: { push: event } }, 'spec.json').paths).toEqual({});
  });

  it('accepts operations without an operationId, each known by its route; refuses a non-string one', () => {
    const document = minimal();
    (document.paths as Record<string, unknown>)['/v1/others'] = { get: { responses: {} }, post: { operationId: '', responses: {} } };
    expect(() => validateDocument(document, 'spec.json')).not.toThrow();
    (document.paths as Record<string, unknown>)['/v1/ids'] = { get: { operationId: 7, responses: {} } };
    expect(failure(document)).toBe('spec.json GET /v1/ids: operationId is not a string');
    const clash = minimal();
    (clash.paths as Record<string, unknown>)['/v1/x'] = { get: { responses: {} }, put: { operationId: 'GET /v1/x', responses: {} } };
    expect(failure(clash)).toBe('spec.json PUT /v1/x: duplicate operationId "GET /v1/x" (also on GET /v1/x)');
  });

  it('names a dangling $ref and where it is', () => {
    const document = minimal();
    document.components.schemas.Thing = { properties: { owner: { $ref: '#/components/schemas/Missing' } } };
    expect(failure(document)).toBe(
      'spec.json #/components/schemas/Thing/properties/owner: dangling $ref "#/components/schemas/Missing"',
    );
  });

  it('spells the place of a dangling $ref below a path as a JSON pointer: / and ~ in a name escaped, array items by index', () => {
    const document = minimal();
    const responses = document.paths['/v1/things']!.get.responses as Record<string, unknown>;
    responses['200'] = { description: 'ok', content: { 'application/json': { schema: { oneOf: [{ type: 'string' }, { $ref: '#/components/schemas/Gone' }] } } } };
    expect(failure(document)).toBe('spec.json #/paths/~1v1~1things/get/responses/200/content/application~1json/schema/oneOf/1: dangling $ref "#/components/schemas/Gone"');
    const tilde = minimal();
    tilde.components.schemas['Thing~V1'] = { properties: { owner: { $ref: '#/components/schemas/Missing' } } };
    expect(failure(tilde)).toBe('spec.json #/components/schemas/Thing~0V1/properties/owner: dangling $ref "#/components/schemas/Missing"');
  });

  it('treats a $ref inside example values, value keywords and extensions as data, in every position', () => {
    const scim = { schemas: ['urn:scim'], members: [{ value: '1', $ref: 'https://example.com/scim/v2/Users/1', display: 'x' }] };
    const positions: Array<(document: ReturnType<typeof minimal>) => void> = [
      (d) => Object.assign(d.components, { examples: { group: { value: scim } } }),
      (d) => (d.components.schemas.Group = { type: 'object', example: scim, default: scim, enum: [scim], 'x-sample': scim }),
      (d) => (d.components.schemas.Group = { type: 'object', examples: [scim], const: scim }),
      (d) => Object.assign(d.paths['/v1/things']!.get.responses['200'], { content: { 'application/json': { examples: { one: { value: scim } }, example: scim } } }),
      (d) => Object.assign(d.paths['/v1/things']!.get, { 'x-code-samples': [{ $ref: 'elsewhere.json' }] }),
    ];
    for (const place of positions) {
      const document = minimal();
      place(document);
      expect(() => validateDocument(document, 'spec.json')).not.toThrow();
    }
  });

  it('still checks real references beside data: a property named example, an Example Object by $ref', () => {
    const named = minimal();
    named.components.schemas.Group = { type: 'object', properties: { example: { $ref: '#/components/schemas/Missing' } } };
    expect(failure(named)).toContain('dangling $ref "#/components/schemas/Missing"');
    const byRef = minimal();
    Object.assign(byRef.paths['/v1/things']!.get.responses['200'], { content: { 'application/json': { examples: { one: { $ref: 'other.json#/x' } } } } });
    expect(failure(byRef)).toContain('$ref "other.json#/x" points into another file ("other.json"); bundle the description into one file first');
  });

  it('rejects duplicate operationIds among paths', () => {
    const document = minimal();
    (document.paths as Record<string, unknown>)['/v1/others'] = { get: { operationId: 'Things V1#List', responses: {} } };
    expect(failure(document)).toBe('spec.json GET /v1/others: duplicate operationId "Things V1#List" (also on GET /v1/things)');
  });

  it('allows circular $refs and repeated event operationIds, as in the real documents', () => {
    const real = readRealSpec(newestRealSpecPath());
    const events = Object.values(real['x-webhooks'] as Record<string, { get: { operationId: string } }>);
    const ids = events.map((event) => event.get.operationId);
    expect(new Set(ids).size).toBeLessThan(ids.length);
    expect(() => validateDocument(real, 'real.json')).not.toThrow();
  });
});
