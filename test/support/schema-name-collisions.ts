/**
 * A small OpenAPI document whose component schema names hit every way a schema's named type can
 * collide: with an enum of enums.ts, the runtime's exports, a version namespace, the tables, the
 * names openapi-typescript's output declares or reads, TypeScript's reserved words, another
 * schema differing only by characters an identifier cannot hold, and names that are no identifier.
 */
import type { OpenApiDocument } from '../../generator/load/document.ts';

const object = (properties: Record<string, object> = {}) => ({ type: 'object', properties });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}` });
const ok = (schema: object) => ({ '200': { description: 'OK', content: { 'application/json': { schema } } } });

/** Each collision kind, by the schema names that exercise it. */
export const COLLIDING_SCHEMAS = {
  enumName: ['WidgetV2Status'],
  enumItself: ['Colour'],
  nullableEnumItself: ['Shade'],
  runtimeExport: ['IncidentApiError', 'ClientOptions', 'PaginationMeta', 'ApiErrorDetail', 'createIncidentClient'],
  generatedExport: ['ApiErrorBody', 'WebhookEvents', 'PaginatedItems', 'OperationId'],
  versionNamespace: ['v1', 'v2'],
  schemaModule: ['paths', 'components', 'operations', 'webhooks', '$defs', 'WithRequired', 'Record', 'Omit'],
  reservedWord: ['default', 'class', 'string', 'unknown', 'await'],
  droppedCharacters: ['WidgetV2', 'Widget-V2', 'Widget.V2', 'Widget V2'],
  notAnIdentifier: ['2fa', 'a/b', '日本', '---', 'Schema'],
  globalButUnused: ['Date', 'Response'],
} as const;

export function collisionDocument(): OpenApiDocument {
  const names = Object.values(COLLIDING_SCHEMAS).flat();
  const schemas: Record<string, object> = Object.fromEntries(names.map((name) => [name, object({ [`${name} id`]: { type: 'string' } })]));
  schemas.Colour = { type: 'string', enum: ['red', 'green'] };
  schemas.Shade = { type: 'string', enum: ['light', 'dark'], nullable: true };
  // Every other schema is reached from WidgetV2, through the hoisted names.
  schemas.WidgetV2 = {
    type: 'object',
    description: 'A widget: every other schema hangs off it.',
    properties: { status: { type: 'string', enum: ['on', 'off'] }, ...Object.fromEntries(names.filter((name) => name !== 'WidgetV2').map((name) => [`to ${name}`, ref(name)])) },
    required: ['status'],
  };
  return {
    openapi: '3.0.3',
    info: { title: 'Collisions API', version: '1.0.0' },
    paths: {
      '/v1/widgets': { get: { operationId: 'Widgets V1#List', responses: ok(object({ widgets: { type: 'array', items: ref('Widget-V2') } })) } },
      '/v2/widgets/{id}': {
        get: {
          operationId: 'Widgets V2#Show',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: ok(ref('WidgetV2')),
        },
      },
    },
    components: { schemas },
  } as unknown as OpenApiDocument;
}
