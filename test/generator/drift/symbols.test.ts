/**
 * symbols.ts: each kind of place a change names (operation, component, enum, event, path) named as
 * the model of the new document names it, else of the old one; what neither package declares left
 * out. Small documents built here; real-symbols.test.ts checks every real snapshot the same way.
 */
import { describe, expect, it } from 'vitest';
import { diffDocuments, type DriftChange } from '../../../generator/drift/index.ts';
import { documentModel } from '../../../generator/model/symbol-names.ts';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { object, ok, ref, spec } from './fixtures.ts';

const choice = (values: string[]) => ({ type: 'string', enum: values });
const thingPath = (path: string, values: string[]) => ({
  [path]: { get: { operationId: 'Things V1#Show', parameters: [{ name: /\{(\w+)\}/.exec(path)![1], in: 'path', required: true, schema: { type: 'string' } }, { name: 'mode', in: 'query', schema: choice(values) }], responses: ok(ref('Thing')) } },
});
/** `Thing` holds an enum as map values, inside a union's option, as array items and under names with brackets; an event sends it, and one sends an inline enum. */
const things = (values: string[], path = '/v1/things/{id}', paths: Record<string, unknown> = {}) =>
  spec({
    paths: { ...thingPath(path, values), ...paths },
    webhooks: {
      '/x-webhooks/thing.updated_v1': { get: { operationId: 'ThingUpdatedV1', responses: ok(ref('Thing')) } },
      '/x-webhooks/thing.moved_v1': { get: { operationId: 'ThingMovedV1', responses: ok(object({ to: choice(values) })) } },
    },
    schemas: {
      Thing: object({
        tags: { type: 'object', additionalProperties: choice(values) },
        pet: { oneOf: [object({ kind: choice(values) }), object({ bark: { type: 'string' } })] },
        list: { type: 'array', items: choice(values) },
        // Brackets in a property's name are part of the name, not a union option's step.
        'size (cm)': choice(values),
        '(old) kind': choice(values),
      }),
    },
  });

const symbolsAt = (changes: readonly DriftChange[]) => Object.fromEntries(changes.map((change) => [`${change.id} ${change.operation} ${change.location}`, change.symbols]));
const enumNames = (document: OpenApiDocument) => documentModel(document).enums.map((enumModel) => enumModel.name);

describe("drift's symbols", () => {
  it('name the enum at the changed place as the package does: map values, a union option, array items, a parameter', () => {
    const after = things(['a', 'b']);
    const changes = diffDocuments(things(['a']), after).changes.filter((change) => change.operation === 'GET /v1/things/{id}');
    expect(symbolsAt(changes)).toEqual({
      'request-enum-value-added GET /v1/things/{id} ThingsV1Show.mode': ['ThingsV1Show', 'ThingsV1ShowMode'],
      'response-enum-value-added GET /v1/things/{id} Thing.(old) kind': ['ThingsV1Show', 'Thing', 'ThingOldKind'],
      'response-enum-value-added GET /v1/things/{id} Thing.list[]': ['ThingsV1Show', 'Thing', 'ThingList'],
      'response-enum-value-added GET /v1/things/{id} Thing.pet.(#0).kind': ['ThingsV1Show', 'Thing', 'ThingPetKind'],
      'response-enum-value-added GET /v1/things/{id} Thing.size (cm)': ['ThingsV1Show', 'Thing', 'ThingSizeCm'],
      'response-enum-value-added GET /v1/things/{id} Thing.tags{}': ['ThingsV1Show', 'Thing', 'ThingTags'],
    });
    // Each enum named is one the generated package declares.
    expect(enumNames(after).sort()).toEqual(['ThingList', 'ThingOldKind', 'ThingPetKind', 'ThingSizeCm', 'ThingTags', 'ThingsV1ShowMode']);
  });

  it("name an event by its map entry, and leave out an event's inline enum, which the package does not name", () => {
    const changes = diffDocuments(things(['a']), things(['a', 'b'])).changes.filter((change) => change.operation?.startsWith('/x-webhooks/'));
    expect(symbolsAt(changes)).toEqual({
      'response-enum-value-added /x-webhooks/thing.moved_v1 ThingMovedV1.to': ["WebhookEvents['thing.moved_v1']"],
      'response-enum-value-added /x-webhooks/thing.updated_v1 Thing.(old) kind': ["WebhookEvents['thing.updated_v1']", 'Thing', 'ThingOldKind'],
      'response-enum-value-added /x-webhooks/thing.updated_v1 Thing.list[]': ["WebhookEvents['thing.updated_v1']", 'Thing', 'ThingList'],
      'response-enum-value-added /x-webhooks/thing.updated_v1 Thing.pet.(#0).kind': ["WebhookEvents['thing.updated_v1']", 'Thing', 'ThingPetKind'],
      'response-enum-value-added /x-webhooks/thing.updated_v1 Thing.size (cm)': ["WebhookEvents['thing.updated_v1']", 'Thing', 'ThingSizeCm'],
      'response-enum-value-added /x-webhooks/thing.updated_v1 Thing.tags{}': ["WebhookEvents['thing.updated_v1']", 'Thing', 'ThingTags'],
    });
  });

  it('name a renamed path as the new package declares it, and a removed operation as the old one did', () => {
    const removed = { '/v1/old': { get: { operationId: 'Old V1#List', responses: ok({ type: 'string' }) } } };
    const changes = diffDocuments(things(['a'], '/v1/things/{id}', removed), things(['a'], '/v1/things/{thing_id}')).changes;
    expect(symbolsAt(changes)).toEqual({
      'operation-removed-without-deprecation GET /v1/old null': ['OldV1List'],
      'path-parameter-renamed GET /v1/things/{thing_id} null': ['ThingsV1Show', "paths['/v1/things/{thing_id}']"],
    });
  });

  it('name a component that is itself an enum once, and nothing for a callback, which the package does not declare', () => {
    const hooks = (values: string[]) =>
      spec({
        paths: {
          '/v1/hooks': {
            post: {
              operationId: 'Hooks V1#Create',
              responses: ok(ref('Status')),
              callbacks: { onEvent: { '{$request.body#/url}': { post: { operationId: 'OnEvent', responses: ok(object({ state: choice(values) })) } } } },
            },
          },
        },
        schemas: { Status: choice(values) },
      });
    expect(symbolsAt(diffDocuments(hooks(['a']), hooks(['a', 'b'])).changes)).toEqual({
      'response-enum-value-added POST /v1/hooks Status': ['HooksV1Create', 'Status'],
      'response-enum-value-added POST /v1/hooks callback onEvent {$request.body#/url} OnEvent.state': [],
    });
  });
});
