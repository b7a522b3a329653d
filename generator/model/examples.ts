/**
 * Example values for docs: a required field's or parameter's value as the document shows it
 * (`example`, then the first `enum` value), else a plain value of its type. Only short JSON
 * values are taken: an example is for reading in a hover, not a payload.
 */
import type { OpenApiDocument, SchemaObject } from '../load/document.ts';
import { deref } from '../load/refs.ts';
import { compareText } from './order.ts';
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

/**
 * The required top-level fields of an object body (through `$ref` and `allOf`), sorted, each with its example.
 * A name may be required in one `allOf` part and declared in another (`allOf: [Base, { required: [name] }]`):
 * names and properties are gathered over the whole tree before they are matched.
 */
export function requiredFields(document: OpenApiDocument, raw: SchemaObject | undefined): RequiredField[] {
  const required = new Set<string>();
  const properties = new Map<string, unknown>();
  gatherObject(document, raw, new Set(), required, properties);
  return [...required]
    .filter((name) => properties.has(name))
    .sort(compareText)
    .map((name) => ({ name, example: exampleValue(document, properties.get(name)) }));
}

/** Own properties before inherited ones: the first schema found for a name gives its example. */
function gatherObject(document: OpenApiDocument, raw: SchemaObject | undefined, seen: Set<SchemaObject>, required: Set<string>, properties: Map<string, unknown>): void {
  const schema = deref<SchemaObject>(document, raw);
  if (!schema || seen.has(schema)) return;
  seen.add(schema);
  for (const name of Array.isArray(schema.required) ? schema.required : []) if (typeof name === 'string') required.add(name);
  for (const [name, property] of Object.entries(schema.properties ?? {})) if (!properties.has(name)) properties.set(name, property);
  for (const part of schema.allOf ?? []) gatherObject(document, part, seen, required, properties);
}

/** A JSON value of at most `maxChars` characters once written (docs take 80). */
export function isShortJson(value: unknown, maxChars = MAX_EXAMPLE_CHARS): value is ExampleValue {
  if (value === undefined || typeof value === 'function') return false;
  try {
    const text = JSON.stringify(value);
    return text !== undefined && text.length <= maxChars;
  } catch {
    return false;
  }
}
