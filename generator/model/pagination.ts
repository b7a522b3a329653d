/**
 * Cursor-paginated list operations: a GET taking `after` and `page_size` whose success body holds
 * `pagination_meta` beside one array of records (the reference's list convention).
 */
import type { OpenApiDocument, ParameterObject, ResponseObject, SchemaObject } from '../load/document.ts';
import { deref } from '../load/refs.ts';
import { resolvedParameters } from './operations.ts';
import { compareText } from './order.ts';
import type { OperationModel, PaginationModel } from './types.ts';

export function findPagination(document: OpenApiDocument, operation: OperationModel): PaginationModel | undefined {
  if (operation.method !== 'get' || !operation.success?.body) return undefined;
  const pathItem = document.paths[operation.path]!;
  const query = resolvedParameters(document, pathItem, pathItem.get!).filter((parameter) => parameter.in === 'query');
  const pageSize = query.find((parameter) => parameter.name === 'page_size');
  if (!pageSize || !query.some((parameter) => parameter.name === 'after')) return undefined;
  const body = successSchema(document, operation);
  if (!body?.properties?.pagination_meta) return undefined;
  const itemsKey = recordsProperty(document, body);
  if (!itemsKey) return undefined;
  const { maximum, default: byDefault } = pageSizeSchema(document, pageSize) ?? {};
  return {
    path: operation.path,
    operationId: operation.operationId,
    method: 'get',
    itemsKey,
    contentType: operation.success.body.contentType,
    successStatus: operation.success.status,
    ...(typeof maximum === 'number' && { maxPageSize: maximum }),
    ...(typeof byDefault === 'number' && { defaultPageSize: byDefault }),
  };
}

/** The schema of an operation's success body, through `$ref`s; undefined when it has none. */
export function successSchema(document: OpenApiDocument, operation: OperationModel): SchemaObject | undefined {
  if (!operation.success?.body) return undefined;
  const raw = document.paths[operation.path]?.[operation.method]?.responses?.[operation.success.status];
  const response = deref<ResponseObject>(document, raw);
  return deref<SchemaObject>(document, response?.content?.[operation.success.body.contentType]?.schema);
}

/** The array property holding the records; required ones first, then by name, so the choice is stable. */
function recordsProperty(document: OpenApiDocument, body: SchemaObject): string | undefined {
  const required = new Set(body.required ?? []);
  return Object.entries(body.properties ?? {})
    .filter(([, property]) => deref<SchemaObject>(document, property)?.type === 'array')
    .map(([name]) => name)
    .sort((a, b) => Number(required.has(b)) - Number(required.has(a)) || compareText(a, b))[0];
}

const pageSizeSchema = (document: OpenApiDocument, parameter: ParameterObject) => deref<SchemaObject>(document, parameter.schema);
