/**
 * What diffOperation records about one operation kept across versions: its parameters (where
 * they are declared, how they are matched and serialised), its request body and its responses
 * with their headers and media types.
 */
import { describe, expect, it } from 'vitest';
import { diffTree } from '../../../../generator/drift/tree/document.ts';
import type { OperationDiff } from '../../../../generator/drift/tree/types.ts';
import { jsonContent, ok, spec } from '../fixtures.ts';

type Json = Record<string, unknown>;
const one = (before: Json, after: Json, path = '/v1/a/{id}', afterPath = path): OperationDiff =>
  diffTree(spec({ paths: { [path]: before } as never }), spec({ paths: { [afterPath]: after } as never })).operations.common[0]!;
const get = (extra: Json) => ({ get: { operationId: 'A V1#Show', responses: ok({ type: 'string' }), ...extra } });
const withParameters = (...parameters: Json[]) => get({ parameters });
const query = (name: string, extra: Json = {}) => ({ name, in: 'query', schema: { type: 'string' }, ...extra });

describe('diffOperation: parameters', () => {
  it('matches header parameters whatever the case of their names, other parameters by exact name', () => {
    const header = one(withParameters({ name: 'X-Request-Id', in: 'header', schema: { type: 'string' } }), withParameters({ name: 'x-request-id', in: 'header', schema: { type: 'string' } }));
    expect([header.parametersAdded, header.parametersRemoved, header.parameters.map((p) => p.name)]).toEqual([[], [], ['x-request-id']]);
    const named = one(withParameters(query('Page')), withParameters(query('page')));
    expect([named.parametersRemoved.map((p) => p.name), named.parametersAdded.map((p) => p.name)]).toEqual([['Page'], ['page']]);
  });

  it('records an added or removed parameter with whether it is required and deprecated', () => {
    const change = one(withParameters(query('gone', { required: true, deprecated: true })), withParameters(query('new')));
    expect(change.parametersRemoved).toEqual([{ in: 'query', name: 'gone', required: true, deprecated: true }]);
    expect(change.parametersAdded).toEqual([{ in: 'query', name: 'new', required: false, deprecated: false }]);
  });

  it('lets an operation redeclare a path-level parameter: the operation’s own declaration counts', () => {
    const before = { parameters: [query('q', { required: false })], ...get({ parameters: [query('q', { required: true })] }) };
    const after = { parameters: [query('q', { required: true })], ...get({}) };
    expect(one(before, after).parameters).toMatchObject([{ name: 'q' }]);
    expect(one(before, after).parameters[0]!.required).toBeUndefined();
  });

  it('skips parameters that are no objects or have no name, and reads a parameters field that is no list as none', () => {
    const change = one({ parameters: 'none', ...withParameters(query('q'), { in: 'query' }, 'junk' as never) }, withParameters(query('q')));
    expect([change.parametersAdded, change.parametersRemoved, change.parameters.map((p) => p.name)]).toEqual([[], [], ['q']]);
    const fromNothing = one(get({ parameters: 'none' }), withParameters(query('q')));
    expect(fromNothing.parametersAdded.map((p) => p.name)).toEqual(['q']);
  });

  it('records required and deprecated changes, and nothing when neither changed', () => {
    const change = one(withParameters(query('q'), query('r', { required: true })), withParameters(query('q', { required: true, deprecated: true }), query('r', { required: 1 })));
    const [q, r] = change.parameters;
    expect(q).toMatchObject({ required: { from: false, to: true }, deprecated: { from: false, to: true } });
    expect(r!.required).toBeUndefined();
    expect(r!.deprecated).toBeUndefined();
  });

  it('fills in the serialisation defaults: form and exploded for query and cookie, simple and not exploded for path and header', () => {
    const same = [
      [query('q'), query('q', { style: 'form', explode: true })],
      [{ name: 'c', in: 'cookie' }, { name: 'c', in: 'cookie', style: 'form', explode: true }],
      [{ name: 'id', in: 'path', required: true }, { name: 'id', in: 'path', required: true, style: 'simple', explode: false }],
      [{ name: 'h', in: 'header' }, { name: 'h', in: 'header', style: 'simple', explode: false }],
    ];
    for (const [before, after] of same) {
      const [parameter] = one(withParameters(before!), withParameters(after!)).parameters;
      expect(parameter, String(before!.in)).toMatchObject({ name: before!.name });
      expect([parameter!.style, parameter!.explode], String(before!.in)).toEqual([undefined, undefined]);
    }
  });

  it('records style and explode changes, and explode following a changed style when not written', () => {
    const [styled] = one(withParameters(query('q')), withParameters(query('q', { style: 'spaceDelimited' }))).parameters;
    expect([styled!.style, styled!.explode]).toEqual([{ from: 'form', to: 'spaceDelimited' }, { from: true, to: false }]);
    const [exploded] = one(withParameters(query('q', { explode: false })), withParameters(query('q'))).parameters;
    expect([exploded!.style, exploded!.explode]).toEqual([undefined, { from: false, to: true }]);
    const [ignored] = one(withParameters(query('q', { style: 7, explode: 'no' })), withParameters(query('q'))).parameters;
    expect([ignored!.style, ignored!.explode]).toEqual([undefined, undefined]);
  });

  it("diffs a parameter's schema, or the schema of its one content media type", () => {
    const [schema] = one(withParameters(query('q')), withParameters(query('q', { schema: { type: 'integer' } }))).parameters;
    expect(schema!.schema!.type).toMatchObject({ from: 'string', to: 'integer' });
    const contentOf = (type: string) => ({ name: 'f', in: 'query', content: { 'application/json': { schema: { type } } } });
    const [content] = one(withParameters(contentOf('object')), withParameters(contentOf('array'))).parameters;
    expect(content!.schema!.type).toMatchObject({ from: 'object', to: 'array' });
    const [none] = one(withParameters({ name: 'f', in: 'query' }), withParameters({ name: 'f', in: 'query', content: {} })).parameters;
    expect(none!.schema!.type).toBeUndefined();
  });

  it('keys a renamed path parameter by its new name, so it is the same parameter', () => {
    const path = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });
    const change = one(withParameters(path('id')), withParameters(path('key_id')), '/v1/keys/{id}', '/v1/keys/{key_id}');
    expect(change.pathRenamed).toEqual({ from: '/v1/keys/{id}', to: '/v1/keys/{key_id}', parameters: [{ from: 'id', to: 'key_id' }] });
    expect([change.parametersAdded, change.parametersRemoved, change.parameters.map((p) => p.name)]).toEqual([[], [], ['key_id']]);
  });

  it('renames only path parameters: a query parameter named like the renamed one stays itself', () => {
    const path = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });
    const change = one(withParameters(path('id'), query('id')), withParameters(path('key_id'), query('id')), '/v1/keys/{id}', '/v1/keys/{key_id}');
    expect([change.parametersAdded, change.parametersRemoved, change.parameters.map((p) => `${p.in}:${p.name}`)]).toEqual([[], [], ['path:key_id', 'query:id']]);
  });

  it('names only the path parameters that changed name, in order', () => {
    const change = one(get({}), get({}), '/v1/{org}/keys/{id}/{part}', '/v1/{org}/keys/{key_id}/{piece}');
    expect(change.pathRenamed!.parameters).toEqual([
      { from: 'id', to: 'key_id' },
      { from: 'part', to: 'piece' },
    ]);
    expect(one(get({}), get({})).pathRenamed).toBeUndefined();
  });

  it('lists added, removed and kept parameters sorted by location and name', () => {
    const change = one(withParameters(query('z'), query('b'), query('y'), query('a')), withParameters(query('y'), query('x'), query('z'), query('c')));
    expect(change.parametersRemoved.map((p) => p.name)).toEqual(['a', 'b']);
    expect(change.parametersAdded.map((p) => p.name)).toEqual(['c', 'x']);
    expect(change.parameters.map((p) => p.name)).toEqual(['y', 'z']);
  });

  it('sorts header parameters by their lower-cased names, as they are matched', () => {
    const header = (name: string) => ({ name, in: 'header', schema: { type: 'string' } });
    const change = one(withParameters(header('XA'), header('X_B')), withParameters(header('Xc'), header('X_d')));
    expect(change.parametersRemoved.map((p) => p.name)).toEqual(['X_B', 'XA']);
    expect(change.parametersAdded.map((p) => p.name)).toEqual(['X_d', 'Xc']);
  });
});

describe('diffOperation: request body', () => {
  const post = (requestBody?: unknown) => ({ post: { operationId: 'A V1#Create', ...(requestBody === undefined ? {} : { requestBody }), responses: ok({ type: 'string' }) } });
  const body = (before?: unknown, after?: unknown, document: Json = {}) =>
    diffTree({ ...spec({ paths: { '/a': post(before) } }), ...document } as never, { ...spec({ paths: { '/a': post(after) } }), ...document } as never).operations.common[0]!.requestBody;

  it('records presence: absent, optional or required', () => {
    expect(body(undefined, jsonContent({})).presence).toEqual({ from: 'absent', to: 'optional' });
    expect(body({ required: true, ...jsonContent({}) }, undefined).presence).toEqual({ from: 'required', to: 'absent' });
    expect(body({ required: false, ...jsonContent({}) }, jsonContent({})).presence).toBeUndefined();
  });

  it('follows a $ref to the request body', () => {
    const document = { components: { schemas: {}, requestBodies: { Create: { required: true, ...jsonContent({ type: 'object' }) } } } };
    expect(body({ $ref: '#/components/requestBodies/Create' }, jsonContent({ type: 'object' }), document).presence).toEqual({ from: 'required', to: 'optional' });
  });

  it('records media types added and removed only when both sides have content; sorted', () => {
    const content = (...types: string[]) => ({ content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' } }])) });
    const change = body(content('text/plain', 'application/xml', 'application/json'), content('text/csv', 'application/json', 'application/cbor'));
    expect([change.mediaTypesRemoved, change.mediaTypesAdded, change.media.map((media) => media.mediaType)]).toEqual([['application/xml', 'text/plain'], ['application/cbor', 'text/csv'], ['application/json']]);
    const appeared = body(undefined, content('application/json'));
    expect([appeared.mediaTypesAdded, appeared.mediaTypesRemoved, appeared.media]).toEqual([[], [], []]);
    const gone = body({ description: 'no content' }, content('application/json'));
    expect(gone.mediaTypesAdded).toEqual([]);
    expect(body(content('application/json'), { description: 'no content' }).mediaTypesRemoved).toEqual([]);
  });

  it('diffs a media type without a schema (or that is null) as any value, and one with a schema by it', () => {
    const [media] = body({ content: { 'application/json': {} } }, jsonContent({ type: 'object' })).media;
    expect(media!.schema.type).toMatchObject({ from: undefined, to: 'object' });
    const [changed] = body(jsonContent({ type: 'object' }), jsonContent({ type: 'array' })).media;
    expect(changed!.schema.type).toMatchObject({ from: 'object', to: 'array' });
    expect(body({ content: { 'application/json': null } }, jsonContent({ type: 'object' })).media[0]!.schema.type).toMatchObject({ from: undefined, to: 'object' });
    expect(body(jsonContent({ type: 'object' }), { content: { 'application/json': null } }).media[0]!.schema.type).toMatchObject({ from: 'object', to: undefined });
  });
});

describe('diffOperation: responses and their headers', () => {
  const withResponses = (responses: Json) => get({ responses });
  const headersOf = (headers: Json) => withResponses({ '200': { description: 'OK', headers } });
  const headerChange = (before: Json, after: Json) => one(headersOf(before), headersOf(after)).responses[0]!;

  it('lists removed and added status codes sorted, and diffs the kept ones through $refs', () => {
    const document = { components: { schemas: {}, responses: { Ok: { description: 'OK', ...jsonContent({ type: 'integer' }) } } } };
    const before = { ...spec({ paths: { '/a': withResponses({ '404': { description: 'x' }, '200': { $ref: '#/components/responses/Ok' }, '400': { description: 'x' } }) } }), ...document };
    const after = { ...spec({ paths: { '/a': withResponses({ '201': { description: 'x' }, '200': { description: 'OK', ...jsonContent({ type: 'string' }) }, '202': { description: 'x' } }) } }), ...document };
    const change = diffTree(before as never, after as never).operations.common[0]!;
    expect([change.responsesRemoved, change.responsesAdded]).toEqual([['400', '404'], ['201', '202']]);
    expect(change.responses.map((response) => [response.status, response.media[0]!.schema.type?.to])).toEqual([['200', 'string']]);
  });

  it('lists status ranges and default sorted too, which objects keep in insertion order', () => {
    const change = one(withResponses({ '200': { description: 'OK' }, default: { description: 'x' }, '5XX': { description: 'x' }, '4XX': { description: 'x' } }), withResponses({ '200': { description: 'OK' }, '3XX': { description: 'x' }, '1XX': { description: 'x' } }));
    expect([change.responsesRemoved, change.responsesAdded]).toEqual([['4XX', '5XX', 'default'], ['1XX', '3XX']]);
    // An extension no rule reads tells the sides apart: an operation that reads the same is not walked (operation.ts).
    const kept = one(withResponses({ default: { description: 'x' }, '2XX': { description: 'x' } }), withResponses({ default: { description: 'x' }, '2XX': { description: 'x', 'x-walked': true } }));
    expect(kept.responses.map((response) => response.status)).toEqual(['2XX', 'default']);
  });

  it('lists a kept response that reads the same with nothing to look at, and diffs one that differs anywhere it reaches', () => {
    const components = (schema: Json, headers: Json = {}) => ({ schemas: {}, responses: { Ok: { description: 'OK', headers, ...jsonContent(schema) } } });
    const document = (schema: Json, headers: Json = {}, extra: Json = {}) => ({
      ...spec({ paths: { '/a': get({ responses: { '200': { $ref: '#/components/responses/Ok' }, '404': { description: 'x', ...jsonContent({ type: 'object' }) } }, ...extra }) } as never }),
      components: components(schema, headers),
    });
    const responses = (before: Json, after: Json) => diffTree(before as never, after as never).operations.common[0]!.responses;
    // The operation differs (an extension no rule reads), its responses do not: each listed, none walked.
    const same = responses(document({ type: 'string' }), document({ type: 'string' }, {}, { 'x-walked': true }));
    expect(same.map((response) => [response.status, response.media, response.headers, response.headersAdded])).toEqual([['200', [], [], []], ['404', [], [], []]]);
    // A change behind the response's $ref, in its schema or in a header, is found as before.
    const typed = responses(document({ type: 'string' }), document({ type: 'integer' }));
    expect(typed.map((response) => [response.status, response.media.map((media) => media.schema.type?.to)])).toEqual([['200', ['integer']], ['404', []]]);
    const headed = responses(document({ type: 'string' }, { 'X-Limit': { schema: { type: 'integer' } } }), document({ type: 'string' }, { 'X-Limit': { schema: { type: 'string' } } }));
    expect(headed[0]!.headers).toEqual([{ name: 'X-Limit', type: { from: 'integer', to: 'string', widened: false, narrowed: false } }]);
  });

  it('reads a response that is null, or a $ref leading nowhere, as one without content or headers', () => {
    const headers = { 'X-Limit': { schema: { type: 'integer' } } };
    const full = { description: 'OK', headers, ...jsonContent({ type: 'string' }) };
    for (const [before, after] of [[null, full], [full, null], [{ $ref: '#/components/responses/Nowhere' }, full], [full, { $ref: '#/components/responses/Nowhere' }]]) {
      const [response] = one(withResponses({ '200': before }), withResponses({ '200': after })).responses;
      expect([response!.status, response!.media, response!.mediaTypesAdded, response!.mediaTypesRemoved, response!.headers], JSON.stringify([before, after])).toEqual(['200', [], [], [], []]);
      expect(response!.headersAdded.length + response!.headersRemoved.length, JSON.stringify([before, after])).toBe(1);
    }
  });

  it('reads an operation without responses as none', () => {
    const change = one({ get: { operationId: 'A' } }, withResponses({ '200': { description: 'OK' } }));
    expect([change.responsesAdded, change.responsesRemoved]).toEqual([['200'], []]);
    expect(one(withResponses({ '200': { description: 'OK' } }), { get: { operationId: 'A' } }).responsesRemoved).toEqual(['200']);
  });

  it('matches headers whatever the case of their names, and records added and removed ones with required, sorted', () => {
    const change = headerChange(
      { 'X-Rate-Limit': { schema: { type: 'integer' } }, 'X-Zed': { required: true, schema: { type: 'string' } }, 'X-Old': { schema: { type: 'string' } } },
      { 'x-rate-limit': { schema: { type: 'integer' } }, 'X-New': { required: true, schema: { type: 'string' } }, 'X-Also': { schema: { type: 'string' } } },
    );
    expect(change.headersRemoved).toEqual([
      { name: 'X-Old', required: false },
      { name: 'X-Zed', required: true },
    ]);
    expect(change.headersAdded).toEqual([
      { name: 'X-Also', required: false },
      { name: 'X-New', required: true },
    ]);
    expect(change.headers).toEqual([]);
  });

  it('sorts headers by their lower-cased names, as they are matched', () => {
    const change = headerChange({ XA: { schema: { type: 'string' } }, X_B: { schema: { type: 'string' } } }, { Xc: { schema: { type: 'string' } }, X_d: { schema: { type: 'string' } } });
    expect([change.headersRemoved.map((header) => header.name), change.headersAdded.map((header) => header.name)]).toEqual([['X_B', 'XA'], ['X_d', 'Xc']]);
  });

  it('records a kept header that changed required or type, by its new name', () => {
    const change = headerChange(
      { 'X-Limit': { required: true, schema: { type: 'integer' } }, 'X-Id': { schema: { type: 'string' } }, 'X-Same': { required: true, schema: { type: 'string' } } },
      { 'x-limit': { schema: { type: 'integer' } }, 'X-Id': { content: { 'text/plain': { schema: { type: 'integer' } } } }, 'X-Same': { required: true, schema: { type: 'string' } } },
    );
    expect(change.headers).toEqual([
      { name: 'X-Id', type: { from: 'string', to: 'integer', widened: false, narrowed: false } },
      { name: 'x-limit', required: { from: true, to: false } },
    ]);
  });

  it('counts only required: true as required, follows $refs to headers and their schemas, and skips headers that are no objects', () => {
    const document = { components: { schemas: { Count: { type: 'integer' } }, headers: { Limit: { required: true, schema: { $ref: '#/components/schemas/Count' } } } } };
    const before = { ...spec({ paths: { '/a': headersOf({ 'X-Limit': { $ref: '#/components/headers/Limit' }, 'X-Broken': 'text', 'X-Null': null, 'X-Truthy': { required: 'yes', schema: { type: 'string' } } }) } }), ...document };
    const after = { ...spec({ paths: { '/a': headersOf({ 'X-Limit': { required: true, schema: { type: 'integer' } }, 'X-Truthy': { required: false, schema: { type: 'string' } } }) } }), ...document };
    const change = diffTree(before as never, after as never).operations.common[0]!.responses[0]!;
    expect([change.headersAdded, change.headersRemoved, change.headers]).toEqual([[], [], []]);
  });
});
