/** Operations of `paths`, normalised: readable names, version, parameters, bodies, responses. */
import { eachOperation, operationIdOf, type MediaTypeObject, type OperationPlace, type OpenApiDocument, type OperationObject, type ParameterObject, type PathItemObject, type RequestBodyObject, type ResponseObject, type SchemaObject } from '../load/document.ts';
import { deref } from '../load/refs.ts';
import { CLIENT_MEMBERS } from '../runtime/client/tables.ts';
import { namedMethodNames, operationTypeName, operationValueName, uniqueNames } from './naming.ts';
import { exampleValue, requiredFields } from './examples.ts';
import { byKeys } from './order.ts';
import { findSuccessor } from './successors.ts';
import { readRateLimit } from './rate-limits.ts';
import type { OperationModel, OperationShape, ParameterModel, RequestBodyModel, ResponseModel } from './types.ts';

export function buildOperations(document: OpenApiDocument): OperationModel[] {
  const found = eachOperation(document.paths);
  const ids = found.map(({ method, path, operation }) => operationIdOf(method, path, operation));
  const typeNames = uniqueNames(ids, operationTypeName);
  const valueNames = uniqueNames(ids, operationValueName);
  const namedMethods = namedMethodNames(ids, CLIENT_MEMBERS);
  return found
    .map((place) => {
      const { path, operation, pathItem } = place;
      const shape = shapeOf(document, place, typeNames);
      const successor = operation.deprecated === true ? findSuccessor(document, operation) : undefined;
      const rateLimit = readRateLimit(operation);
      const summary = typeof operation.summary === 'string' ? operation.summary : undefined;
      const requestBody = shape.requestBody && readRequestBody(document, operation.requestBody, shape.requestBody.contentType);
      return {
        operationId: shape.operationId,
        typeName: shape.typeName,
        valueName: valueNames.get(shape.operationId)!,
        named: namedMethods.get(shape.operationId)!,
        method: shape.method,
        path,
        version: shape.version,
        tags: Array.isArray(operation.tags) ? operation.tags.filter((tag) => typeof tag === 'string') : [],
        ...(summary !== undefined && { summary }),
        deprecated: operation.deprecated === true,
        ...(successor !== undefined && { successor }),
        parameters: readParameters(document, pathItem, operation),
        ...(requestBody && { requestBody }),
        ...(shape.success && { success: shape.success }),
        errors: shape.errors,
        paginated: false,
        ...(rateLimit && { rateLimit }),
      } satisfies OperationModel;
    })
    .sort(byPathThenMethod);
}

/** Each operation's shape alone (symbol-names.ts names schemas with them): what buildOperations builds its models on. */
export function buildOperationShapes(document: OpenApiDocument): OperationShape[] {
  const found = eachOperation(document.paths);
  const typeNames = uniqueNames(
    found.map(({ method, path, operation }) => operationIdOf(method, path, operation)),
    operationTypeName,
  );
  return found.map((place) => shapeOf(document, place, typeNames)).sort(byPathThenMethod);
}

/** An operation's place, type name, version and the media types read of its request and responses. */
function shapeOf(document: OpenApiDocument, { path, method, operation }: OperationPlace, typeNames: ReadonlyMap<string, string>): OperationShape {
  const operationId = operationIdOf(method, path, operation);
  const contentType = preferredContentType(deref<RequestBodyObject>(document, operation.requestBody)?.content);
  const responses = readResponses(document, operation);
  return {
    operationId,
    typeName: typeNames.get(operationId)!,
    method,
    path,
    version: versionOf(path, operationId),
    ...(contentType && { requestBody: { contentType } }),
    ...(responses.success && { success: responses.success }),
    errors: responses.errors,
  };
}

const byPathThenMethod = byKeys<{ path: string; method: string }>((o) => o.path, (o) => o.method);

/** `/v2/incidents` -> `v2`; an unprefixed path falls back to the operationId's `V2`, then `v1`. */
export function versionOf(path: string, operationId: string): string {
  const fromPath = /^\/(v\d+)(\/|$)/i.exec(path)?.[1];
  if (fromPath) return fromPath.toLowerCase();
  const fromId = /\bV(\d+)\b/.exec(operationId)?.[1];
  return fromId ? `v${fromId}` : 'v1';
}

/** Path-level parameters apply unless the operation redefines the same name and location. */
export function resolvedParameters(document: OpenApiDocument, pathItem: PathItemObject, operation: OperationObject): ParameterObject[] {
  const byKey = new Map<string, ParameterObject>();
  for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = deref<ParameterObject>(document, raw);
    if (parameter && typeof parameter.name === 'string') byKey.set(`${parameter.in} ${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

function readParameters(document: OpenApiDocument, pathItem: PathItemObject, operation: OperationObject): ParameterModel[] {
  return resolvedParameters(document, pathItem, operation).map((parameter) => ({
    name: parameter.name,
    in: parameter.in,
    required: parameter.required === true || parameter.in === 'path',
    deprecated: parameter.deprecated === true,
    example: exampleValue(document, parameter.schema, parameter['example']),
  }));
}

/** JSON wins when a body offers several media types: it is what the client sends and reads. */
export function preferredContentType(content: Record<string, unknown> | undefined): string | undefined {
  const types = Object.keys(content ?? {});
  return types.find((type) => type === 'application/json') ?? types.find((type) => /[/+]json\b/.test(type)) ?? types.sort()[0];
}

/** The request body as read at `contentType`, the media type its operation's shape chose. */
function readRequestBody(document: OpenApiDocument, raw: RequestBodyObject | undefined, contentType: string): RequestBodyModel {
  const body = deref<RequestBodyObject>(document, raw);
  const media = (body?.content as Record<string, MediaTypeObject> | undefined)?.[contentType];
  const fields = objectFields(document, media?.schema, new Set());
  const required = fields ? requiredFields(document, media?.schema) : [];
  return { contentType, required: body?.required === true, ...(fields && { fields: [...new Set(fields)].sort() }), requiredFields: required };
}

/** The top-level property names of an object schema (through `$ref` and `allOf`); undefined when it is not plainly an object. */
function objectFields(document: OpenApiDocument, raw: SchemaObject | undefined, seen: Set<SchemaObject>): string[] | undefined {
  const schema = deref<SchemaObject>(document, raw);
  if (!schema || seen.has(schema) || schema.oneOf || schema.anyOf) return undefined;
  seen.add(schema);
  if (schema.type !== undefined && schema.type !== 'object') return undefined;
  const own = Object.keys(schema.properties ?? {});
  const inherited = (schema.allOf ?? []).map((part) => objectFields(document, part, seen));
  return inherited.some((part) => part === undefined) ? undefined : [own, ...(inherited as string[][])].flat();
}

function readResponses(document: OpenApiDocument, operation: OperationObject): { success?: ResponseModel; errors: ResponseModel[] } {
  const entries = Object.entries(operation.responses ?? {})
    .map(([status, raw]) => ({ status, response: deref<ResponseObject>(document, raw) }))
    .sort(byKeys((entry) => entry.status));
  const toModel = ({ status, response }: (typeof entries)[number]): ResponseModel => {
    const contentType = preferredContentType(response?.content);
    return { status, ...(contentType && { body: { contentType } }) };
  };
  const success = entries.find(({ status }) => /^2/.test(status));
  const errors = entries.filter(({ status, response }) => (/^[45]/.test(status) || status === 'default') && preferredContentType(response?.content));
  return { ...(success && { success: toModel(success) }), errors: errors.map(toModel) };
}
