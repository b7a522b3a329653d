import { enumSchemas } from './components/enums.ts';
import { errorResponses, errorSchemas, headers } from './components/errors.ts';
import { parameters } from './components/parameters.ts';
import { buildEvents } from './events.ts';
import { identitySchemas } from './families/v1.ts';
import { paginationMetaSchema, type BuiltOperation, type JsonObject } from './operations.ts';
import type { Schema } from './schema.ts';

/** One version of the platform's API: what differs between snapshots. */
export interface Edition {
  /** `2026-11-22`: `info.version`, and the date of the snapshot file. */
  version: string;
  operations: BuiltOperation[];
  webhookEvents: readonly string[];
  auditLogEvents: readonly string[];
  /** Changes to component schemas this edition makes after assembly. */
  adjustSchemas?: (schemas: Record<string, Schema>) => void;
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];
const byKey = <T>(entries: Array<[string, T]>) => entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const sortedObject = <T>(record: Record<string, T>): Record<string, T> => Object.fromEntries(byKey(Object.entries(record)));

/** Families share record schemas between their operations: the copies must agree. */
function mergeSchemas(into: Record<string, Schema>, from: Record<string, Schema>, where: string): void {
  for (const [name, schema] of Object.entries(from)) {
    if (name in into && JSON.stringify(into[name]) !== JSON.stringify(schema)) throw new Error(`${where}: schema ${name} defined twice, differently`);
    into[name] = schema;
  }
}

function buildPaths(operations: BuiltOperation[], schemas: Record<string, Schema>): Record<string, Record<string, JsonObject>> {
  const paths: Record<string, Record<string, JsonObject>> = {};
  const operationIds = new Set<string>();
  for (const { path, method, operation, schemas: needed } of operations) {
    const where = `${method.toUpperCase()} ${path}`;
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`${where} defined twice`);
    const operationId = String(operation.operationId);
    if (operationIds.has(operationId)) throw new Error(`${where}: operationId ${operationId} used twice`);
    operationIds.add(operationId);
    item[method] = operation;
    mergeSchemas(schemas, needed, where);
  }
  const ordered = (item: Record<string, JsonObject>) =>
    Object.fromEntries(Object.entries(item).sort(([a], [b]) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b)));
  return Object.fromEntries(byKey(Object.entries(paths)).map(([path, item]) => [path, ordered(item)]));
}

export function buildDocument(edition: Edition): JsonObject {
  const schemas: Record<string, Schema> = {
    ...enumSchemas(),
    ...errorSchemas,
    PaginationMetaResult: paginationMetaSchema(),
    ...identitySchemas,
  };
  const paths = buildPaths(edition.operations, schemas);
  const { events, schemas: eventSchemas } = buildEvents(edition.webhookEvents, edition.auditLogEvents);
  mergeSchemas(schemas, eventSchemas, 'x-webhooks');
  edition.adjustSchemas?.(schemas);
  const tags = [...new Set(edition.operations.flatMap(({ operation }) => operation.tags as string[]))].sort();
  return {
    openapi: '3.0.3',
    info: {
      title: 'Incident Management Service API',
      version: edition.version,
      description:
        'The incident-management and on-call platform API, written from the reference documents alone. ' +
        'Bodies and fields the reference does not show admit any properties.',
    },
    security: [{ BearerAuth: [] }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: sortedObject(schemas),
      parameters,
      headers,
      responses: errorResponses,
      securitySchemes: { BearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API_KEY>' } },
    },
    'x-webhooks': events,
  };
}

/** 2-space JSON with a trailing newline: the committed form of every spec file. */
export const renderDocument = (document: JsonObject): string => `${JSON.stringify(document, null, 2)}\n`;
