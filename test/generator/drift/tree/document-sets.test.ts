/**
 * How diffTree pairs operations and events across two documents: the keys events get (3.1
 * webhooks, callbacks, an unexpected method), operations named by their route, successors by
 * version, path parameter renames, and the sunset a removed operation announced.
 */
import { describe, expect, it } from 'vitest';
import { diffTree } from '../../../../generator/drift/tree/document.ts';
import { ok, spec } from '../fixtures.ts';

const operation = (operationId: string | undefined, extra: Record<string, unknown> = {}) => ({ ...(operationId === undefined ? {} : { operationId }), responses: ok({ type: 'string' }), ...extra });
const keys = (sides: ReadonlyArray<{ key: string }>) => sides.map((side) => side.key);

describe('diffTree: events', () => {
  it('keys 3.1 webhooks /webhooks/<name>, and a method other than the expected one after it', () => {
    const before = { ...spec({}), webhooks: { 'incident.created': { post: operation('IncidentCreated') } } };
    const after = { ...spec({}), webhooks: { 'incident.created': { put: operation('IncidentCreated') }, 'incident.updated': { post: operation('IncidentUpdated') } } };
    const tree = diffTree(before, after);
    expect(keys(tree.events.removed)).toEqual(['/webhooks/incident.created']);
    expect(keys(tree.events.added)).toEqual(['/webhooks/incident.created PUT', '/webhooks/incident.updated']);
  });

  it('keys x-webhooks by their key with get as the expected method', () => {
    const tree = diffTree(spec({}), spec({ webhooks: { '/x-webhooks/a': { get: operation('A'), post: operation('B') } } }));
    expect(keys(tree.events.added)).toEqual(['/x-webhooks/a', '/x-webhooks/a POST']);
  });

  it("keys callbacks by their operation, name and expression, following $refs to the callback and path item", () => {
    const withCallback = (callbacks: unknown) =>
      ({
        ...spec({ paths: { '/v1/subscriptions': { post: operation('Subscriptions V1#Create', { callbacks }) } } }),
        components: { callbacks: { Ping: { '{$request.body#/url}': { $ref: '#/components/pathItems/Ping' } } }, pathItems: { Ping: { post: operation('Ping') } } },
      }) as never;
    const tree = diffTree(
      withCallback({}),
      withCallback({ ping: { $ref: '#/components/callbacks/Ping' }, broken: 'not a callback', nothing: null, gone: { $ref: '#/components/callbacks/Nowhere' }, empty: { '{$url}': null, '{$dangling}': { $ref: '#/components/pathItems/Nowhere' } } }),
    );
    expect(keys(tree.events.added)).toEqual(['POST /v1/subscriptions callback ping {$request.body#/url}']);
    expect(keys(tree.operations.added)).toEqual([]);
  });

  it('pairs events by key only: an event moved to another key is one removed and one added', () => {
    const tree = diffTree(spec({ webhooks: { '/x-webhooks/a_v1': { get: operation('A') } } }), spec({ webhooks: { '/x-webhooks/a_v2': { get: operation('A') } } }));
    expect(keys(tree.events.removed)).toEqual(['/x-webhooks/a_v1']);
    expect(keys(tree.events.added)).toEqual(['/x-webhooks/a_v2']);
    expect(tree.events.common).toEqual([]);
  });

  it('does not pair a callback whose expression changed as a renamed path: the callback URL is another one', () => {
    const withCallback = (expression: string) => spec({ paths: { '/v1/subscriptions': { post: operation('Subscriptions V1#Create', { callbacks: { ping: { [expression]: { post: operation('Ping') } } } }) } } });
    const tree = diffTree(withCallback('{$request.query.url}'), withCallback('{$request.query.callback_url}'));
    expect([keys(tree.events.removed), keys(tree.events.added), tree.events.common]).toEqual([
      ['POST /v1/subscriptions callback ping {$request.query.url}'],
      ['POST /v1/subscriptions callback ping {$request.query.callback_url}'],
      [],
    ]);
  });

  it('names an event by its operationId, else by its key', () => {
    const tree = diffTree(spec({}), spec({ webhooks: { '/x-webhooks/a': { get: operation('ThingCreatedV1') }, '/x-webhooks/b': { get: operation(undefined) }, '/x-webhooks/c': { get: operation(undefined, { operationId: 7 }) } } }));
    expect(tree.events.added.map((side) => side.operationId)).toEqual(['ThingCreatedV1', '/x-webhooks/b', '/x-webhooks/c']);
  });

  it('skips path items that are no objects or lead nowhere, and operations that are no objects', () => {
    const tree = diffTree(
      spec({}),
      spec({ webhooks: { '/x-webhooks/gone': { $ref: '#/components/pathItems/Nowhere' }, '/x-webhooks/null': null, '/x-webhooks/text': 'text', '/x-webhooks/odd': { get: 'not an operation', put: 7, post: true, delete: operation('Kept') } } }),
    );
    expect(keys(tree.events.added)).toEqual(['/x-webhooks/odd DELETE']);
  });
});

describe('diffTree: operations', () => {
  it('names an operation without an operationId (or a blank one) by its route, and marks it so', () => {
    const tree = diffTree(spec({}), spec({ paths: { '/v1/a': { get: operation(undefined), post: operation('  '), put: operation('A V1#Update') } } }));
    const added = tree.operations.added;
    expect(added.map((side) => [side.key, side.operationId, side.routeNamed])).toEqual([
      ['GET /v1/a', 'GET /v1/a', true],
      ['POST /v1/a', 'POST /v1/a', true],
      ['PUT /v1/a', 'A V1#Update', undefined],
    ]);
  });

  it('names no successor for an operation that is not deprecated', () => {
    const paths = { '/v1/z': { get: operation('Stuff V1#List', { 'x-successor': 'Stuff V2#List' }) }, '/v2/z': { get: operation('Stuff V2#List') } };
    const [common] = diffTree(spec({ paths }), spec({ paths })).operations.common;
    expect(common!.new).toEqual({ key: 'GET /v1/z', operationId: 'Stuff V1#List', deprecated: false });
  });

  it('takes the lowest newer version within five as the successor, and none further away', () => {
    const deprecatedWith = (...newer: number[]) => {
      const paths: Record<string, unknown> = { '/v1/z': { get: operation('Stuff V1#List', { deprecated: true }) } };
      for (const version of newer) paths[`/v${version}/z`] = { get: operation(`Stuff V${version}#List`) };
      return diffTree(spec({}), spec({ paths: paths as never })).operations.added.find((side) => side.key === 'GET /v1/z')!.successor;
    };
    expect(deprecatedWith(3, 2)).toBe('Stuff V2#List');
    expect(deprecatedWith(6)).toBe('Stuff V6#List');
    expect(deprecatedWith(7)).toBeUndefined();
    expect(deprecatedWith()).toBeUndefined();
  });

  it("needs a version word (` V<n>`) right before the #: none for `ThingsV1List` or `NotV1#Here`", () => {
    const paths = {
      '/a': { get: operation('ThingsV1List', { deprecated: true }) },
      '/b': { get: operation('ThingsV2List') },
      '/c': { get: operation('NotV1#Here', { deprecated: true }) },
      '/d': { get: operation('NotV2#Here') },
      '/e': { get: operation('Not V1#Here', { deprecated: true }) },
      '/f': { get: operation('Not V2#Here') },
    };
    const added = diffTree(spec({}), spec({ paths })).operations.added;
    const successor = (key: string) => added.find((side) => side.key === key)!.successor;
    expect([successor('GET /a'), successor('GET /c'), successor('GET /e')]).toEqual([undefined, undefined, 'Not V2#Here']);
  });

  it('reads versions of more than one digit, and the family from the whole operationId (a line break in it names none)', () => {
    const paths = {
      '/a': { get: operation('Things V10#List', { deprecated: true }) },
      '/b': { get: operation('Things V11#List') },
      '/c': { get: operation('Stuff V1#List\nInjected', { deprecated: true }) },
      '/d': { get: operation('Stuff V2#List') },
      '/e': { get: operation('Injected\nOther V1#List', { deprecated: true }) },
      '/f': { get: operation('Other V2#List') },
    };
    const added = diffTree(spec({}), spec({ paths })).operations.added;
    const successor = (key: string) => added.find((side) => side.key === key)!.successor;
    expect([successor('GET /a'), successor('GET /c'), successor('GET /e')]).toEqual(['Things V11#List', undefined, undefined]);
  });

  it('pairs one disappeared and one appeared operation at the same URL with renamed path parameters', () => {
    const tree = diffTree(spec({ paths: { '/v1/keys/{id}': { get: operation('Keys V1#Show') } } }), spec({ paths: { '/v1/keys/{key_id}': { get: operation('Keys V1#Show') } } }));
    expect(tree.operations.removed).toEqual([]);
    expect(tree.operations.added).toEqual([]);
    expect(tree.operations.common.map((common) => [common.old.key, common.key])).toEqual([['GET /v1/keys/{id}', 'GET /v1/keys/{key_id}']]);
  });

  it('does not pair across methods, different URLs, or when two candidates make it ambiguous', () => {
    const differentMethod = diffTree(spec({ paths: { '/v1/keys/{id}': { get: operation('A') } } }), spec({ paths: { '/v1/keys/{key_id}': { delete: operation('A') } } }));
    expect([keys(differentMethod.operations.removed), keys(differentMethod.operations.added)]).toEqual([['GET /v1/keys/{id}'], ['DELETE /v1/keys/{key_id}']]);
    const differentUrl = diffTree(spec({ paths: { '/v1/keys/{id}': { get: operation('A') } } }), spec({ paths: { '/v2/keys/{id}': { get: operation('A') } } }));
    expect(differentUrl.operations.common).toEqual([]);
    const parameterGone = diffTree(spec({ paths: { '/v1/keys/{id}': { get: operation('A') } } }), spec({ paths: { '/v1/keys/': { get: operation('A') } } }));
    expect([keys(parameterGone.operations.removed), keys(parameterGone.operations.added)]).toEqual([['GET /v1/keys/{id}'], ['GET /v1/keys/']]);
    const ambiguous = diffTree(
      spec({ paths: { '/v1/keys/{id}': { get: operation('A') }, '/v1/keys/{key}': { get: operation('B') } } }),
      spec({ paths: { '/v1/keys/{key_id}': { get: operation('A') } } }),
    );
    expect(ambiguous.operations.common).toEqual([]);
    expect(keys(ambiguous.operations.removed)).toEqual(['GET /v1/keys/{id}', 'GET /v1/keys/{key}']);
    const twoNew = diffTree(spec({ paths: { '/v1/keys/{id}': { get: operation('A') } } }), spec({ paths: { '/v1/keys/{a}': { get: operation('A') }, '/v1/keys/{b}': { get: operation('B') } } }));
    expect(twoNew.operations.common).toEqual([]);
  });

  it('pairs a renamed path beside an operation kept at the same URL (templates OpenAPI calls ambiguous, which documents still hold)', () => {
    const tree = diffTree(spec({ paths: { '/v1/keys/{id}': { get: operation('A') }, '/v1/keys/{key}': { get: operation('B') } } }), spec({ paths: { '/v1/keys/{key}': { get: operation('B') }, '/v1/keys/{key_id}': { get: operation('A') } } }));
    expect([keys(tree.operations.removed), keys(tree.operations.added)]).toEqual([[], []]);
    expect(tree.operations.common.map((common) => [common.old.key, common.key])).toEqual([
      ['GET /v1/keys/{id}', 'GET /v1/keys/{key_id}'],
      ['GET /v1/keys/{key}', 'GET /v1/keys/{key}'],
    ]);
  });

  it('does not pair a renamed path when the old key still exists', () => {
    const tree = diffTree(spec({ paths: { '/v1/keys/{id}': { get: operation('A') } } }), spec({ paths: { '/v1/keys/{id}': { get: operation('A') }, '/v1/keys/{key_id}': { get: operation('B') } } }));
    expect(keys(tree.operations.added)).toEqual(['GET /v1/keys/{key_id}']);
    expect(tree.operations.common.map((common) => common.key)).toEqual(['GET /v1/keys/{id}']);
  });

  it('lists removed and added operations sorted by key', () => {
    const many = (prefix: string) => ({ [`/${prefix}/c`]: { get: operation(`${prefix}c`) }, [`/${prefix}/a`]: { get: operation(`${prefix}a`) }, [`/${prefix}/b`]: { get: operation(`${prefix}b`) } });
    const tree = diffTree(spec({ paths: many('old') }), spec({ paths: many('new') }));
    expect(keys(tree.operations.removed)).toEqual(['GET /old/a', 'GET /old/b', 'GET /old/c']);
    expect(keys(tree.operations.added)).toEqual(['GET /new/a', 'GET /new/b', 'GET /new/c']);
  });

  it("gives a removed operation the sunset it announced, and a kept one none", () => {
    const sunsetting = operation('A', { 'x-sunset': '2026-09-01' });
    const removed = diffTree(spec({ paths: { '/a': { get: sunsetting } } }), spec({})).operations.removed;
    expect(removed).toEqual([{ key: 'GET /a', operationId: 'A', deprecated: false, sunset: '2026-09-01', policy: { sunset: '2026-09-01' } }]);
    const kept = diffTree(spec({ paths: { '/a': { get: sunsetting } } }), spec({ paths: { '/a': { get: sunsetting } } })).operations.common[0]!;
    expect(kept.old.sunset).toBeUndefined();
    expect(diffTree(spec({ paths: { '/a': { get: operation('A') } } }), spec({})).operations.removed).toEqual([{ key: 'GET /a', operationId: 'A', deprecated: false }]);
  });
});
