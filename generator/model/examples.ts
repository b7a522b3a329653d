/**
 * Example values for docs: a required field's or parameter's value as the document shows it
 * (`example`, then the first `enum` value), else a plain value of its type. Only short JSON
 * values are taken: an example is for reading in a hover, not a payload.
 */
import type { OpenApiDocument, SchemaObject } from '../load/document.ts';
import { deref } from '../load/refs.ts';
import type { ExampleValue, RequiredField } from './types.ts';

/** Longer examples (as JSON) fall back to the type's plain value. */
const MAX_EXAMPLE_CHARS = 80;

const TYPE_VALUES: Record<string, ExampleValue> = { string: 'text', integer: 1, number: 1, boolean: true, array: [], object: {} };

export function exampleValue(document: OpenApiDocument, raw: unknown, own?: unknown): ExampleValue {
  const schema = deref<SchemaObject>(document, raw as SchemaObject | undefined);
  for (const candidate of [own, schema?.['example'], schema?.enum?.[0]]) if (isShortJson(candidate)) return candidate;
  const type = Array.isArray(schema?.type) ? schema.type.find((item) => item !== 'null') : schema?.type;
  if (typeof type === 'string' && type in TYPE_VALUES) return TYPE_VALUES[type]!;
  return schema?.properties ? {} : 'text';
}

/** The required top-level fields of an object body (through `$ref` and `allOf`), sorted, each with its example. */
export function requiredFields(document: OpenApiDocument, raw: SchemaObject | undefined, seen = new Set<SchemaObject>()): RequiredField[] {
  const schema = deref<SchemaObject>(document, raw);
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const own = (Array.isArray(schema.required) ? schema.required : []).filter((name): name is string => typeof name === 'string' && Object.hasOwn(schema.properties ?? {}, name));
  const fields = [...own.map((name) => ({ name, example: exampleValue(document, schema.properties![name]) })), ...(schema.allOf ?? []).flatMap((part) => requiredFields(document, part, seen))];
  const byName = new Map(fields.map((field) => [field.name, field]));
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function isShortJson(value: unknown): value is ExampleValue {
  if (value === undefined || typeof value === 'function') return false;
  try {
    const text = JSON.stringify(value);
    return text !== undefined && text.length <= MAX_EXAMPLE_CHARS;
  } catch {
    return false;
  }
}
