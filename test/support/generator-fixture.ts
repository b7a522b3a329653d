/**
 * A small OpenAPI document written for the generator's tests: every feature the model reads
 * appears once (versions, a paginated list, a deprecated operation with a successor, request and
 * response enums, a declared error, a rate limit, webhook and audit-log events, a $ref cycle).
 */
import type { OpenApiDocument } from '../../generator/load/document.ts';
import { buildModel } from '../../generator/model/index.ts';
import { readPackageModel } from '../../generator/model/package-info.ts';
import { readRuntimeFiles } from '../../generator/model/runtime.ts';
import type { ApiModel } from '../../generator/model/types.ts';
import { PROJECT_ROOT } from './generator-runs.ts';

const json = (schema: object) => ({ 'application/json': { schema } });
const ok = (schema: object) => ({ '200': { description: 'OK', content: json(schema) } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const query = (name: string, schema: object) => ({ name, in: 'query', schema });

export function fixtureDocument(): OpenApiDocument {
  return {
    openapi: '3.0.3',
    info: { title: 'Fixture API', version: '1.2.3' },
    paths: {
      '/v1/widgets': {
        get: {
          operationId: 'Widgets V1#List',
          tags: ['Widgets V1'],
          deprecated: true,
          'x-successor': 'Widgets V2#List',
          responses: ok({ type: 'object', properties: { widgets: { type: 'array', items: ref('WidgetV1') } } }),
        },
      },
      '/v2/widgets': {
        get: {
          operationId: 'Widgets V2#List',
          tags: ['Widgets V2'],
          summary: 'List widgets',
          'x-rate-limit': { burst: 10, perMinute: 60 },
          parameters: [query('page_size', { type: 'integer', maximum: 250, default: 25 }), query('after', { type: 'string' }), query('sort', { type: 'string', enum: ['asc', 'desc'] })],
          responses: ok(ref('WidgetsListResultV2')),
        },
        post: {
          operationId: 'Widgets V2#Create',
          tags: ['Widgets V2'],
          requestBody: { required: true, content: json(ref('WidgetsCreatePayloadV2')) },
          responses: {
            '201': { description: 'Created', content: json({ type: 'object', properties: { widget: ref('WidgetV2') }, required: ['widget'] }) },
            '422': { description: 'Invalid', content: json({ type: 'object', properties: { reason: { type: 'string' } }, required: ['reason'] }) },
          },
        },
      },
      '/v2/widgets/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        get: {
          operationId: 'Widgets V2#Show',
          tags: ['Widgets V2'],
          parameters: [{ name: 'X-Trace', in: 'header', schema: { type: 'string' } }, { ...query('legacy', { type: 'boolean' }), deprecated: true, description: 'Use `include` instead.' }],
          responses: ok({ type: 'object', properties: { widget: ref('WidgetV2') }, required: ['widget'] }),
        },
        delete: { operationId: 'Widgets V2#Delete', tags: ['Widgets V2'], responses: { '204': { description: 'Gone' } } },
      },
      '/v3/api_keys': {
        get: { operationId: 'API Keys V3#List', tags: ['API Keys V3'], responses: ok({ type: 'object', properties: { api_keys: { type: 'array', items: { type: 'string' } } } }) },
      },
    },
    components: {
      schemas: {
        WidgetV1: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        WidgetV2: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            status: { type: 'string', enum: ['active', 'retired'] },
            tags: { type: 'array', items: { type: 'string', enum: ['red', 'blue'] } },
            colour: { type: 'string', deprecated: true, 'x-successor': 'palette' },
            parent: ref('WidgetV2'),
          },
          required: ['id', 'status'],
        },
        WidgetsListResultV2: {
          type: 'object',
          properties: { widgets: { type: 'array', items: ref('WidgetV2') }, pagination_meta: { type: 'object', properties: { after: { type: 'string' }, page_size: { type: 'integer' } } } },
          required: ['widgets'],
        },
        WidgetsCreatePayloadV2: { type: 'object', properties: { name: { type: 'string' }, mode: { type: 'string', enum: ['fast', 'slow'] } }, required: ['name'] },
        WebhooksWidgetCreatedV1ResponseBody: {
          type: 'object',
          properties: { event_type: { type: 'string', enum: ['widget.created_v1'] }, 'widget.created_v1': ref('WidgetV2') },
          required: ['event_type'],
        },
        AuditLogsWidgetDeletedV1: { type: 'object', properties: { action: { type: 'string' }, version: { type: 'integer' } }, required: ['action', 'version'] },
      },
    },
    'x-webhooks': {
      '/x-webhooks/widget.created_v1': { get: { operationId: 'WidgetCreatedV1', description: 'A widget was created.', responses: ok(ref('WebhooksWidgetCreatedV1ResponseBody')) } },
      '/x-audit-logs/widget.deleted.1': { get: { operationId: 'WidgetDeletedV1', responses: ok(ref('AuditLogsWidgetDeletedV1')) } },
      '/x-audit-logs/widget.created.1': { get: { operationId: 'WidgetCreatedV1', responses: ok(ref('AuditLogsWidgetDeletedV1')) } },
    },
  } as unknown as OpenApiDocument;
}

/** The fixture (or any document) through the real model builder, with the project's runtime. */
export function fixtureModel(document: OpenApiDocument = fixtureDocument()): ApiModel {
  return buildModel(document, { runtimeFiles: readRuntimeFiles(`${PROJECT_ROOT}/generator/runtime`), package: readPackageModel(PROJECT_ROOT) });
}
