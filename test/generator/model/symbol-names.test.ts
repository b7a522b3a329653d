import { beforeEach, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { documentModel, documentSymbolNames, symbolNames, type SymbolNames } from '../../../generator/model/symbol-names.ts';
import { collisionDocument } from '../../support/schema-name-collisions.ts';
import { newestRealSpecPath, readRealSpec } from '../../support/real-specs.ts';
import { fixtureDocument, fixtureModel } from '../../support/generator-fixture.ts';

describe('symbolNames: what the package calls what the document declares', () => {
  let names: SymbolNames;
  beforeEach(() => {
    names = symbolNames(fixtureModel());
  });

  it('names operations by operationId and component schemas by name; nothing for what the package lacks', () => {
    expect(names.operation('Widgets V2#List')).toBe('WidgetsV2List');
    expect(names.operation('API Keys V3#List')).toBe('ApiKeysV3List');
    expect(names.operation('Widgets V9#List')).toBeUndefined();
    expect(names.schema('WidgetV2')).toBe('WidgetV2');
    expect(names.schema('Missing')).toBeUndefined();
  });

  it('names an enum by its owner, a component or an operation, and the place below it', () => {
    expect(names.enumAt({ component: 'WidgetV2' }, ['status'])).toBe('WidgetV2Status');
    expect(names.enumAt({ component: 'WidgetV2' }, ['tags', '[]'])).toBe('WidgetV2Tags');
    expect(names.enumAt({ component: 'WidgetV2' }, ['tags'])).toBeUndefined();
    expect(names.enumAt({ operationId: 'Widgets V2#List' }, ['sort'])).toBe('WidgetsV2ListSort');
    expect(names.enumAt({ operationId: 'Widgets V9#List' }, ['sort'])).toBeUndefined();
    expect(names.enumAt({ component: 'WidgetsV2List' }, ['sort'])).toBe('WidgetsV2ListSort');
  });

  it('names events by the key drift uses for them, of each kind, and paths the package declares', () => {
    expect(names.event('/x-webhooks/widget.created_v1')).toBe("WebhookEvents['widget.created_v1']");
    expect(names.event('/webhooks/widget.created_v1')).toBe("WebhookEvents['widget.created_v1']");
    expect(names.event('/x-audit-logs/widget.deleted.1')).toBe("AuditLogEvents['widget.deleted.1']");
    expect(names.event('/x-webhooks/widget.deleted.1')).toBeUndefined();
    expect(names.event('widget.created_v1')).toBeUndefined();
    expect(names.path('/v2/widgets/{id}')).toBe("paths['/v2/widgets/{id}']");
    expect(names.path('/v2/nothing')).toBeUndefined();
  });

  it('lists every name in `all`, and only those', () => {
    expect([...names.all].sort()).toEqual(
      [
        ...['WidgetsV1List', 'WidgetsV2List', 'WidgetsV2Create', 'WidgetsV2Delete', 'WidgetsV2Show', 'ApiKeysV3List'],
        ...['AuditLogsWidgetDeletedV1', 'WebhooksWidgetCreatedV1ResponseBody', 'WidgetV1', 'WidgetV2', 'WidgetsCreatePayloadV2', 'WidgetsListResultV2'],
        ...['WebhooksWidgetCreatedV1ResponseBodyEventType', 'WidgetV2Status', 'WidgetV2Tags', 'WidgetsCreatePayloadV2Mode', 'WidgetsV2ListSort'],
        ...["AuditLogEvents['widget.created.1']", "AuditLogEvents['widget.deleted.1']", "WebhookEvents['widget.created_v1']"],
        ...["paths['/v1/widgets']", "paths['/v2/widgets']", "paths['/v2/widgets/{id}']", "paths['/v3/api_keys']"],
      ].sort(),
    );
  });

  it('keeps the first of two enums at one place', () => {
    const model = fixtureModel();
    const status = model.enums.find((enumModel) => enumModel.name === 'WidgetV2Status')!;
    const shadow = { ...status, name: 'WidgetV2StatusShadow' };
    expect(symbolNames({ ...model, enums: [status, shadow] }).enumAt({ component: 'WidgetV2' }, ['status'])).toBe('WidgetV2Status');
    expect(symbolNames({ ...model, enums: [shadow, status] }).enumAt({ component: 'WidgetV2' }, ['status'])).toBe('WidgetV2StatusShadow');
  });

  it('gives the same names for a document as the model the generator builds from it', () => {
    expect([...documentSymbolNames(fixtureDocument()).all].sort()).toEqual([...names.all].sort());
  });

  // documentSymbolNames builds only the parts of the model names come from, each on first need:
  // every kind asked first, of a fresh instance, so no answer leans on a table another kind built.
  it.each([
    ['the fixture', fixtureDocument],
    ['a document of colliding schema names', collisionDocument],
    ['the newest real snapshot', () => readRealSpec(newestRealSpecPath()) as OpenApiDocument],
    ['a document of colliding and missing operationIds', collidingOperations],
  ])('names every symbol of %s as the whole model does, whichever kind is asked first', (_label, makeDocument) => {
    const document = makeDocument();
    const model = documentModel(document);
    const whole = symbolNames(model);
    const questions: Array<[string, (names: SymbolNames) => unknown[]]> = [
      ['operations', (names) => model.operations.flatMap((operation) => [names.operation(operation.operationId), names.path(operation.path)])],
      ['schemas', (names) => [...Object.keys(document.components?.schemas ?? {}), 'NoSuchSchema'].map((name) => names.schema(name))],
      ['enums', (names) => model.enums.map((enumModel) => names.enumAt({ component: enumModel.owner }, enumModel.segments))],
      [
        'operation enums',
        (names) => model.operations.flatMap((operation) => model.enums.filter((enumModel) => enumModel.owner === operation.typeName).map((enumModel) => names.enumAt({ operationId: operation.operationId }, enumModel.segments))),
      ],
      ['events', (names) => model.events.map((event) => names.event(`/${event.kind === 'webhook' ? 'x-webhooks' : 'x-audit-logs'}/${event.name}`))],
      ['all', (names) => [...names.all].sort()],
    ];
    for (const [kind, ask] of questions) expect(ask(documentSymbolNames(document)), kind).toEqual(ask(whole));
    expect(model.enums.length + model.operations.length).toBeGreaterThan(0);
  });
});

/** Operations whose ids read alike once made type names (suffixes decide), one without an id, each with an inline enum parameter. */
function collidingOperations(): OpenApiDocument {
  const withEnum = (operationId?: string) => ({
    ...(operationId === undefined ? {} : { operationId }),
    parameters: [{ name: 'sort', in: 'query', schema: { type: 'string', enum: ['asc', 'desc'] } }],
    responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { kind: { type: 'string', enum: ['a', 'b'] } } } } } } },
  });
  return {
    openapi: '3.0.3',
    info: { title: 'collisions', version: '1' },
    paths: {
      '/v1/widgets': { get: withEnum('Widgets V1#List'), post: withEnum('Widgets  V1#List') },
      '/v1/widgets/{id}': { get: withEnum('widgets-v1#list'), delete: withEnum() },
      '/v1/other': { get: withEnum('Widgets V1#List') },
    },
    components: { schemas: { WidgetsV1List: { type: 'string', enum: ['x'] } } },
  } as unknown as OpenApiDocument;
}
