import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../../generator/drift/index.ts';
import { changePointer, locateChange } from '../../../generator/drift/pointer.ts';
import { pointerExists } from '../../../generator/drift/pointer-nodes.ts';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { readRealSpec, realSpecPaths, snapshotName } from '../../support/real-specs.ts';
import { jsonContent, object, ok, ref, spec } from './fixtures.ts';

/** One document holding every place a change's location can name. */
function everyForm(): OpenApiDocument {
  const document = spec({
    paths: {
      '/v2/things/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        get: {
          operationId: 'Things V2#Show',
          parameters: [{ $ref: '#/components/parameters/Page' }, { name: 'filter', in: 'query', schema: object({ 'status.in': { type: 'array', items: { type: 'string' } } }) }],
          responses: ok(object({ thing: ref('Thing'), inline: object({ deep: { type: 'array', items: object({ leaf: { type: 'string' } }) } }) })),
        },
        post: {
          operationId: 'Things V2#Update',
          requestBody: jsonContent(object({ name: { type: 'string' } })),
          responses: ok(ref('Thing')),
          callbacks: { onDone: { '{$request.body#/url}': { post: { requestBody: jsonContent(object({ done: { type: 'boolean' } })), responses: {} }, put: { responses: {} } } } },
        },
      },
    },
    schemas: {
      Thing: {
        allOf: [ref('Base'), object({ tags: { type: 'array', items: object({ label: { type: 'string' } }) }, meta: { type: 'object', additionalProperties: object({ note: { type: 'string' } }) } })],
        required: ['ghost'],
      },
      Base: object({ id: { type: 'string' }, 'a.b': { type: 'string' }, shape: { oneOf: [{ type: 'null' }, ref('Circle'), object({ side: { type: 'number' } }), object({ corners: { type: 'integer' } })] } }),
      Circle: object({ radius: { type: 'number' } }),
      'Legacy.Thing': object({ old: { type: 'string' } }),
      Keyed: {
        type: 'object',
        patternProperties: { '^x-(a.b)$': { type: 'string' } },
        dependentSchemas: { card: object({ cvv: { type: 'string' } }) },
        properties: { tags: { type: 'array', contains: { type: 'string', minLength: 2 }, prefixItems: [{ type: 'integer' }, object({ z: { type: 'string' } })] } },
        if: object({ kind: { const: 'a' } }),
        then: object({ extra: { type: 'string' } }),
      },
      'Odd/Name~1': object({ 'a/b~c': { type: 'array', items: object({ 'x~1y': { type: 'string' } }) } }),
      Legacy: object({ 'Thing.old': { type: 'integer' } }),
    },
    webhooks: {
      '/x-webhooks/odd~name/v1': { get: { responses: ok(ref('Odd/Name~1')) } },
      '/x-webhooks/thing.updated_v1': { get: { responses: ok(object({ event_type: { type: 'string' }, thing: ref('Thing') })) }, post: { responses: {} } },
    },
  });
  (document.components as Record<string, unknown>).parameters = { Page: { name: 'page_size', in: 'query', schema: { type: 'integer', maximum: 25 } } };
  // A path item by `$ref` (OpenAPI 3.1), under a path that needs `~0` and `~1`.
  (document.components as Record<string, unknown>)['x-shared'] = { Item: { get: { operationId: 'Ab#Show', responses: ok(object({ n: { type: 'number' } })) } } };
  document.paths['/v2/a~b/{c}'] = { $ref: '#/components/x-shared/Item' } as never;
  (document as Record<string, unknown>).webhooks = { 'thing.created': { post: { requestBody: jsonContent(object({ id: { type: 'string' } })), responses: {} } } };
  return document;
}

const GET = 'GET /v2/things/{id}';
const POST = 'POST /v2/things/{id}';
const GET_AT = '/paths/~1v2~1things~1{id}/get';
const POST_AT = '/paths/~1v2~1things~1{id}/post';
const THING_AT = '/components/schemas/Thing';
const BASE_AT = '/components/schemas/Base';

describe('changePointer: every form a location takes', () => {
  const document = everyForm();
  const cases: Array<[string | null, string | null, string, boolean]> = [
    // operation and event keys
    [GET, null, GET_AT, true],
    [POST, null, POST_AT, true],
    ['/x-webhooks/thing.updated_v1', null, '/x-webhooks/~1x-webhooks~1thing.updated_v1/get', true],
    ['/x-webhooks/thing.updated_v1 POST', null, '/x-webhooks/~1x-webhooks~1thing.updated_v1/post', true],
    ['/webhooks/thing.created', null, '/webhooks/thing.created/post', true],
    [`${POST} callback onDone {$request.body#/url}`, null, `${POST_AT}/callbacks/onDone/{$request.body#~1url}/post`, true],
    [`${POST} callback onDone {$request.body#/url} PUT`, null, `${POST_AT}/callbacks/onDone/{$request.body#~1url}/put`, true],
    // components: properties through allOf members and $refs, items, map values, options, dotted names
    [GET, 'Thing', THING_AT, true],
    [GET, 'Thing.id', `${BASE_AT}/properties/id`, true],
    [GET, 'Thing.a.b', `${BASE_AT}/properties/a.b`, true],
    [GET, 'Thing.tags', `${THING_AT}/allOf/1/properties/tags`, true],
    [GET, 'Thing.tags[]', `${THING_AT}/allOf/1/properties/tags/items`, true],
    [GET, 'Thing.tags[].label', `${THING_AT}/allOf/1/properties/tags/items/properties/label`, true],
    [GET, 'Thing.meta{}.note', `${THING_AT}/allOf/1/properties/meta/additionalProperties/properties/note`, true],
    [GET, 'Thing.shape.(#0).side', `${BASE_AT}/properties/shape/oneOf/2/properties/side`, true],
    [GET, 'Thing.shape.(#1)', `${BASE_AT}/properties/shape/oneOf/3`, true],
    [GET, 'Thing.shape.(Circle).radius', '/components/schemas/Circle/properties/radius', true],
    [GET, 'Thing.ghost', `${THING_AT}/required/0`, true],
    [null, 'Legacy.Thing.old', '/components/schemas/Legacy.Thing/properties/old', true],
    [null, 'Legacy.Thing.old.x', '/components/schemas/Legacy.Thing/properties/old', false],
    ['/x-webhooks/thing.updated_v1', 'Thing.tags[].label', `${THING_AT}/allOf/1/properties/tags/items/properties/label`, true],
    // inline schemas: parameters (path-level, operation-level, by $ref), request and response bodies, events
    [GET, 'ThingsV2Show.id', '/paths/~1v2~1things~1{id}/parameters/0', true],
    [GET, 'ThingsV2Show.page_size', '/components/parameters/Page', true],
    [GET, 'ThingsV2Show.filter.status.in[]', `${GET_AT}/parameters/1/schema/properties/status.in/items`, true],
    [GET, 'ThingsV2Show.inline.deep[].leaf', `${GET_AT}/responses/200/content/application~1json/schema/properties/inline/properties/deep/items/properties/leaf`, true],
    [GET, 'ThingsV2Show', `${GET_AT}/responses/200/content/application~1json/schema`, true],
    [POST, 'ThingsV2Update.name', `${POST_AT}/requestBody/content/application~1json/schema/properties/name`, true],
    ['/x-webhooks/thing.updated_v1', 'ThingUpdatedV1.event_type', '/x-webhooks/~1x-webhooks~1thing.updated_v1/get/responses/200/content/application~1json/schema/properties/event_type', true],
    ['/webhooks/thing.created', 'ThingCreated.id', '/webhooks/thing.created/post/requestBody/content/application~1json/schema/properties/id', true],
    // JSON Schema keyword steps (tree/keyword-steps.ts), entries percent-encoded
    [null, 'Keyed.tags.(contains)', '/components/schemas/Keyed/properties/tags/contains', true],
    [null, 'Keyed.tags.(prefixItems[1]).z', '/components/schemas/Keyed/properties/tags/prefixItems/1/properties/z', true],
    [null, 'Keyed.(patternProperties[^x-%28a%2Eb%29$])', '/components/schemas/Keyed/patternProperties/^x-(a.b)$', true],
    [null, 'Keyed.(dependentSchemas[card]).cvv', '/components/schemas/Keyed/dependentSchemas/card/properties/cvv', true],
    [null, 'Keyed.(then).extra', '/components/schemas/Keyed/then/properties/extra', true],
    [null, 'Keyed.(if).kind', '/components/schemas/Keyed/if/properties/kind', true],
    [null, 'Keyed.(dependentSchemas[gone]).cvv', '/components/schemas/Keyed', false],
    [null, 'Keyed.(notAKeyword)', '/components/schemas/Keyed', false],
    // pointer escapes (`~0`, `~1`) and a path item by `$ref`
    [null, 'Odd/Name~1.a/b~c[].x~1y', '/components/schemas/Odd~1Name~01/properties/a~1b~0c/items/properties/x~01y', true],
    ['/x-webhooks/odd~name/v1', null, '/x-webhooks/~1x-webhooks~1odd~0name~1v1/get', true],
    ['GET /v2/a~b/{c}', 'AbShow.n', '/components/x-shared/Item/get/responses/200/content/application~1json/schema/properties/n', true],
    ['DELETE /v2/a~b/{c}', null, '/paths/~1v2~1a~0b~1{c}', false],
    // absent nodes: the nearest existing ancestor
    [GET, 'Thing.tags[].removed', `${THING_AT}/allOf/1/properties/tags/items`, false],
    [GET, 'Thing.removed.deeper', THING_AT, false],
    [GET, 'ThingsV2Show.removed_parameter', GET_AT, false],
    ['DELETE /v2/things/{id}', null, '/paths/~1v2~1things~1{id}', false],
    ['GET /v2/gone', null, '/paths', false],
    ['GET /v2/gone', 'Thing.id', `${BASE_AT}/properties/id`, true],
    ['/x-webhooks/thing.deleted_v1', null, '/x-webhooks', false],
    ['/webhooks/thing.deleted', null, '/webhooks', false],
    [`${GET} callback gone {$url}`, null, GET_AT, false],
    [null, 'Vanished.field', '', false],
    [null, null, '', true],
  ];

  it.each(cases)('%s %s -> %s', (operation, location, pointer, exact) => {
    expect(locateChange({ operation, location }, document)).toEqual({ pointer, exact });
    expect(changePointer({ operation, location }, document)).toBe(pointer);
    expect(pointerExists(document, pointer)).toBe(true);
  });
});

describe('changePointer on what diffDocuments reports', () => {
  it('places every JSON Schema keyword change of a 3.1 pair at its node in the new document (or, removed, in the old one)', () => {
    const keyed = (minLength: number, pattern: string, cvv: unknown, tuple: unknown[]) =>
      ({
        ...spec({
          paths: { '/v1/keyed': { post: { operationId: 'Keyed#Create', requestBody: jsonContent(ref('Keyed')), responses: ok(ref('Keyed')) } } },
          schemas: {
            Keyed: {
              type: 'object',
              patternProperties: { [pattern]: { type: 'string', minLength } },
              dependentSchemas: { card: object({ cvv: cvv }) },
              properties: { tags: { type: 'array', contains: { type: 'string', minLength }, prefixItems: tuple }, card: { type: 'string' } },
            },
          },
        }),
        openapi: '3.1.0',
      }) as OpenApiDocument;
    const [before, after] = [keyed(1, '^x-(a.b)$', { type: 'string' }, [{ type: 'integer' }, object({ z: { type: 'string' } })]), keyed(3, '^x-(a.b)$', { type: 'integer' }, [{ type: 'integer' }, object({ z: { type: 'number' } })])];
    const { changes } = diffDocuments(before, after);
    expect(changes.filter((change) => change.location?.includes('.(')).length).toBeGreaterThanOrEqual(3);
    for (const change of changes) expect([change.id, change.location, locateChange(change, after).exact || locateChange(change, before).exact]).toEqual([change.id, change.location, true]);
  });
});

describe('changePointer on real snapshots', () => {
  const paths = realSpecPaths();
  // 2025-04-01 -> 2025-04-08 in the history as stored: components renamed, properties removed from them.
  const middle = Math.floor(paths.length / 2) - 1;
  // The newest step, a step from the middle of the history, and all of it at once (the most forms).
  const pairs = [
    [paths.at(-2)!, paths.at(-1)!],
    [paths[middle]!, paths[middle + 1]!],
    [paths[0]!, paths.at(-1)!],
  ];

  it.each(pairs.map(([from, to]) => [snapshotName(from!), snapshotName(to!), from!, to!]))('%s -> %s: every change sits at a node of the new document, its own or (removed) its parent', (_from, _to, from, to) => {
    const [before, after] = [readRealSpec(from) as OpenApiDocument, readRealSpec(to) as OpenApiDocument];
    const report = diffDocuments(before, after, { now: new Date('2026-08-01T00:00:00Z') });
    expect(report.changes.length).toBeGreaterThan(0);
    const schemas = (document: OpenApiDocument) => document.components?.schemas ?? {};
    const unplaced = report.changes.flatMap((change) => {
      const head = locateChange(change, after);
      if (!pointerExists(after, head.pointer)) return [{ change, head, why: 'no such node' }];
      if (head.exact) return [];
      // Not in the new document: a removal, found exactly in the old one unless its component was renamed since.
      const base = locateChange(change, before);
      const owner = change.location?.split('.')[0] ?? '';
      const renamed = Object.hasOwn(schemas(after), owner) && !Object.hasOwn(schemas(before), owner) && head.pointer.startsWith(`/components/schemas/${owner}`);
      return base.exact || renamed ? [] : [{ change, head, base, why: 'placed in neither document' }];
    });
    expect(unplaced.slice(0, 5)).toEqual([]);
  });
});
