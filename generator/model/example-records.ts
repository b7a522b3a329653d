/**
 * Whole example bodies for the test kit (emit/testing.ts): a value the generated types and
 * validators accept, built once at generation time from the schema's `const`, `enum`, `example`,
 * `default` and type, so a consumer's test needs no fixture files. Deterministic: no clock, no
 * randomness. Required properties always, optional ones only near the top and only when small, so
 * a package of 400 operations keeps its testing entry small; `$ref` cycles stop at the first repeat.
 */
import type { OpenApiDocument, SchemaObject } from '../load/document.ts';
import { deref, isRef } from '../load/refs.ts';
import { isShortJson } from './examples.ts';
import type { ExampleValue } from './types.ts';

const MAX_DEPTH = 8;
/** Optional properties are filled only this close to the body's top. */
const OPTIONAL_DEPTH = 1;

const FORMAT_VALUES: Record<string, string> = {
  'date-time': '2026-01-01T09:00:00Z',
  date: '2026-01-01',
  time: '09:00:00',
  uuid: '00000000-0000-4000-8000-000000000000',
  email: 'someone@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
};

/** The example for `raw`, or undefined when none can be made (a cycle with no way out, `not`). */
export function exampleBody(document: OpenApiDocument, raw: unknown): ExampleValue | undefined {
  return build(document, raw, 0, new Set());
}

function build(document: OpenApiDocument, raw: unknown, depth: number, path: Set<string>): ExampleValue | undefined {
  const ref = isRef(raw) ? raw.$ref : undefined;
  if (ref !== undefined && path.has(ref)) return undefined;
  const schema = deref<SchemaObject>(document, raw);
  if (typeof schema !== 'object' || schema === null || depth > MAX_DEPTH) return undefined;
  const inner = ref === undefined ? path : new Set([...path, ref]);
  const record = schema as Record<string, unknown>;
  if ('const' in record && isJson(record['const'])) return record['const'];
  const listed = Array.isArray(schema.enum) ? schema.enum.find((value) => value !== null && isJson(value)) : undefined;
  if (listed !== undefined) return listed as ExampleValue;
  const options = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  if (options.length > 0 && !schema.properties) {
    for (const option of options) {
      const value = build(document, option, depth, inner);
      if (value !== undefined && value !== null) return value;
    }
    return schema.nullable === true ? null : undefined;
  }
  const type = primaryType(schema);
  if (type === 'object' || schema.properties || schema.allOf) return objectExample(document, schema, depth, inner);
  if (type === 'array') {
    const item = build(document, schema.items, depth + 1, inner);
    const count = Math.max(typeof schema.minItems === 'number' ? schema.minItems : 0, item === undefined ? 0 : 1);
    return item === undefined ? (count === 0 ? [] : undefined) : Array.from({ length: count }, () => item);
  }
  for (const candidate of [record['example'], schema.default]) if (isShortJson(candidate) && fitsType(candidate, type)) return candidate;
  switch (type) {
    case 'string':
      return stringExample(schema);
    case 'integer':
    case 'number':
      return numberExample(schema, type === 'integer');
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.nullable === true ? null : 'text';
  }
}

function objectExample(document: OpenApiDocument, schema: SchemaObject, depth: number, path: Set<string>): ExampleValue | undefined {
  const required = new Set<string>();
  const properties = new Map<string, unknown>();
  gather(document, schema, required, properties, new Set());
  const entries: Array<[string, ExampleValue]> = [];
  for (const [name, property] of properties) {
    const isRequired = required.has(name);
    if (!isRequired && depth > OPTIONAL_DEPTH) continue;
    const example = build(document, property, depth + 1, path);
    if (example === undefined) {
      // A required `$ref` back into itself: the plainest value of its type ends the cycle.
      if (isRequired) entries.push([name, plainValue(document, property)]);
      continue;
    }
    if (!isRequired && !isShortJson(example)) continue;
    entries.push([name, example]);
  }
  // fromEntries defines each name as data: `value[name] =` would take `__proto__` as the prototype.
  return Object.fromEntries(entries);
}

function plainValue(document: OpenApiDocument, raw: unknown): ExampleValue {
  const schema = deref<SchemaObject>(document, raw);
  const type = typeof schema === 'object' && schema !== null ? primaryType(schema) : undefined;
  if (type === 'array') return [];
  if (type === 'string') return 'text';
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return type === undefined && !schema?.properties ? null : {};
}

/** Properties and required names over `allOf` parts, the schema's own first. */
function gather(document: OpenApiDocument, raw: unknown, required: Set<string>, properties: Map<string, unknown>, seen: Set<unknown>): void {
  const schema = deref<SchemaObject>(document, raw);
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
  seen.add(schema);
  for (const name of Array.isArray(schema.required) ? schema.required : []) if (typeof name === 'string') required.add(name);
  for (const [name, property] of Object.entries(schema.properties ?? {})) if (!properties.has(name)) properties.set(name, property);
  for (const part of schema.allOf ?? []) gather(document, part, required, properties, seen);
}

function primaryType(schema: SchemaObject): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  return typeof type === 'string' ? type : undefined;
}

function stringExample(schema: SchemaObject): string {
  const format = typeof schema.format === 'string' && Object.hasOwn(FORMAT_VALUES, schema.format) ? FORMAT_VALUES[schema.format]! : 'text';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const padded = format.length < min ? format.padEnd(min, 'x') : format;
  return padded.length > max ? padded.slice(0, max) : padded;
}

function numberExample(schema: SchemaObject, integer: boolean): number {
  const record = schema as Record<string, unknown>;
  const lowest = [schema.minimum, typeof record['exclusiveMinimum'] === 'number' ? (record['exclusiveMinimum'] as number) + 1 : undefined].filter((bound) => typeof bound === 'number') as number[];
  const highest = [schema.maximum, typeof record['exclusiveMaximum'] === 'number' ? (record['exclusiveMaximum'] as number) - 1 : undefined].filter((bound) => typeof bound === 'number') as number[];
  let value = lowest.reduce((most, bound) => Math.max(most, bound), lowest.length > 0 ? -Infinity : 1);
  value = highest.reduce((least, bound) => Math.min(least, bound), value);
  return integer ? Math.ceil(value) : value;
}

const fitsType = (value: unknown, type: string | undefined) =>
  type === undefined || (type === 'integer' ? Number.isInteger(value) : type === 'number' ? typeof value === 'number' : typeof value === type);

function isJson(value: unknown): value is ExampleValue {
  try {
    return JSON.stringify(value) !== undefined;
  } catch {
    return false;
  }
}
