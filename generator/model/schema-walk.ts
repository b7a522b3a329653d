/** Walks the schemas the model names things after: component schemas and operation-inline ones. */
import type { OpenApiDocument, ParameterObject, RequestBodyObject, ResponseObject, SchemaObject } from '../load/document.ts';
import { escapeToken, isRef, resolvePointer } from '../load/refs.ts';
import type { OperationShape, Side } from './types.ts';

/** A schema somewhere in the document: who owns it and the property path from the owner. */
export interface SchemaSite {
  schema: SchemaObject;
  pointer: string;
  owner: string;
  segments: string[];
  /** Undefined for component schemas: their side depends on who references them. */
  side?: Side;
}

/** Appends tokens by concatenation, which V8 does without copying the (possibly long) pointer so far. */
export const child = (pointer: string, ...tokens: Array<string | number>) => tokens.reduce<string>((path, token) => `${path}/${escapeToken(String(token))}`, pointer);

/** Every schema node under a root, not following `$ref`s (the target is walked as its own root). */
export function* walkSchema(root: SchemaSite): Generator<SchemaSite> {
  const stack = [root];
  while (stack.length > 0) {
    const site = stack.pop()!;
    const { schema, pointer, segments } = site;
    if (typeof schema !== 'object' || schema === null || isRef(schema)) continue;
    yield site;
    const next: SchemaSite[] = [];
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      next.push({ ...site, schema: property, pointer: child(pointer, 'properties', name), segments: [...segments, name] });
    }
    if (schema.items) next.push({ ...site, schema: schema.items, pointer: child(pointer, 'items'), segments: [...segments, '[]'] });
    if (typeof schema.additionalProperties === 'object') {
      next.push({ ...site, schema: schema.additionalProperties, pointer: child(pointer, 'additionalProperties'), segments: [...segments, '[]'] });
    }
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      (schema[key] ?? []).forEach((member, index) => next.push({ ...site, schema: member, pointer: child(pointer, key, index), segments }));
    }
    // Reversed onto the stack so the walk visits in document order; one push each (a spread of
    // 100,000 properties into arguments overflows the stack).
    for (let index = next.length - 1; index >= 0; index--) stack.push(next[index]!);
  }
}

/** Roots: each component schema, then each operation's inline parameter, request and response schemas. */
export function* schemaRoots(document: OpenApiDocument, operations: readonly OperationShape[]): Generator<SchemaSite> {
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    yield { schema, pointer: child('#/components/schemas', name), owner: name, segments: [] };
  }
  for (const operation of operations) yield* operationRoots(document, operation);
}

function* operationRoots(document: OpenApiDocument, model: OperationShape): Generator<SchemaSite> {
  const pathItem = document.paths[model.path]!;
  const operation = pathItem[model.method]!;
  const base = child('#/paths', model.path, model.method);
  const owner = model.typeName;
  for (const [index, raw] of (operation.parameters ?? []).entries()) {
    const { value, pointer } = follow<ParameterObject>(document, raw, child(base, 'parameters', index));
    if (value?.schema) yield { schema: value.schema, pointer: child(pointer, 'schema'), owner, segments: [value.name], side: 'request' };
  }
  for (const [index, raw] of (pathItem.parameters ?? []).entries()) {
    const { value, pointer } = follow<ParameterObject>(document, raw, child('#/paths', model.path, 'parameters', index));
    if (value?.schema) yield { schema: value.schema, pointer: child(pointer, 'schema'), owner, segments: [value.name], side: 'request' };
  }
  if (model.requestBody) {
    const { value, pointer } = follow<RequestBodyObject>(document, operation.requestBody, child(base, 'requestBody'));
    const schema = value?.content?.[model.requestBody.contentType]?.schema;
    if (schema) yield { schema, pointer: child(pointer, 'content', model.requestBody.contentType, 'schema'), owner, segments: [], side: 'request' };
  }
  for (const response of [model.success, ...model.errors]) {
    if (!response?.body) continue;
    const { value, pointer } = follow<ResponseObject>(document, operation.responses?.[response.status], child(base, 'responses', response.status));
    const schema = value?.content?.[response.body.contentType]?.schema;
    if (schema) yield { schema, pointer: child(pointer, 'content', response.body.contentType, 'schema'), owner, segments: [], side: 'response' };
  }
}

/** Follows a `$ref` chain, keeping the pointer of where the value really lives. */
export function follow<T>(document: OpenApiDocument, value: unknown, pointer: string): { value: T | undefined; pointer: string } {
  const seen = new Set<string>();
  while (isRef(value) && !seen.has(value.$ref)) {
    seen.add(value.$ref);
    pointer = value.$ref;
    value = resolvePointer(document, value.$ref);
  }
  return { value: isRef(value) ? undefined : (value as T | undefined), pointer };
}
