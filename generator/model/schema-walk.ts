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

/**
 * A node walkSchema reached: its pointer and property path are made when read. Most nodes are
 * only looked at (has it an enum? is it deprecated?), and a document has tens of thousands.
 */
class ReachedSite implements SchemaSite {
  #pointer: string | undefined;
  #segments: string[] | undefined;

  constructor(
    readonly schema: SchemaObject,
    private readonly parent: SchemaSite,
    private readonly keyword: string,
    /** The name or index below the keyword, when there is one. */
    private readonly key: string | number | undefined,
    /** The property path's next step; undefined for a step that adds none (an `allOf` member). */
    private readonly segment: string | undefined,
  ) {}

  get owner(): string {
    return this.parent.owner;
  }

  get side(): Side | undefined {
    return this.parent.side;
  }

  get pointer(): string {
    return (this.#pointer ??= this.key === undefined ? child(this.parent.pointer, this.keyword) : child(this.parent.pointer, this.keyword, this.key));
  }

  get segments(): string[] {
    return (this.#segments ??= this.segment === undefined ? this.parent.segments : [...this.parent.segments, this.segment]);
  }
}

const UNIONS = ['allOf', 'oneOf', 'anyOf'] as const;

/** Every schema node under a root, not following `$ref`s (the target is walked as its own root). */
export function* walkSchema(root: SchemaSite): Generator<SchemaSite> {
  const stack = [root];
  while (stack.length > 0) {
    const site = stack.pop()!;
    const { schema } = site;
    if (typeof schema !== 'object' || schema === null || isRef(schema)) continue;
    yield site;
    // Pushed last to first, so that the walk visits in document order.
    for (let at = UNIONS.length - 1; at >= 0; at--) {
      const members = schema[UNIONS[at]!] ?? [];
      for (let index = members.length - 1; index >= 0; index--) stack.push(new ReachedSite(members[index]!, site, UNIONS[at]!, index, undefined));
    }
    if (typeof schema.additionalProperties === 'object') stack.push(new ReachedSite(schema.additionalProperties, site, 'additionalProperties', undefined, '[]'));
    if (schema.items) stack.push(new ReachedSite(schema.items, site, 'items', undefined, '[]'));
    const properties = schema.properties ?? {};
    const names = Object.keys(properties);
    for (let index = names.length - 1; index >= 0; index--) stack.push(new ReachedSite(properties[names[index]!]!, site, 'properties', names[index]!, names[index]!));
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
