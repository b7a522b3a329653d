/**
 * The smallest values an OpenAPI 3.0 schema accepts, for the contract check's requests and answers:
 * a scalar's example or the first enum value where the document gives one, else required properties only,
 * one-item arrays where a minimum asks for them, and a value of the declared type and format.
 */
import { deref } from '../../load/refs.ts';

type Json = Record<string, unknown>;

/** Deeper than this, a recursive schema is cut short with null (a nullable or optional spot in practice). */
const MAX_DEPTH = 12;

export function sampleOf(document: unknown, schemaOrRef: unknown, depth = 0): unknown {
  const schema = deref<Json>(document, schemaOrRef);
  if (!schema || typeof schema !== 'object' || depth > MAX_DEPTH) return null;
  // Examples of objects and arrays in real documents are often incomplete; a scalar's is taken as given.
  if (schema.example !== undefined && (typeof schema.example !== 'object' || schema.example === null)) return schema.example;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  // Assigned one by one, not spread into Object.assign's arguments: an allOf of 200,000 members would overflow the stack.
  if (Array.isArray(schema.allOf)) return schema.allOf.map((part) => sampleOf(document, part, depth + 1)).filter(isObject).reduce<object>((sample, part) => Object.assign(sample, part), {});
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) return sampleOf(document, options[0], depth + 1);
  }
  switch (schema.type) {
    case 'object':
      return objectSample(document, schema, depth);
    case 'array':
      return Array.from({ length: Math.max(0, Number(schema.minItems ?? 0)) }, () => sampleOf(document, schema.items, depth + 1));
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      return stringSample(schema);
    default:
      return schema.properties ? objectSample(document, schema, depth) : 'x';
  }
}

function objectSample(document: unknown, schema: Json, depth: number): Json {
  const properties = (schema.properties ?? {}) as Json;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return Object.fromEntries(required.filter((name) => name in properties).map((name) => [name, sampleOf(document, properties[name], depth + 1)]));
}

function stringSample(schema: Json): string {
  switch (schema.format) {
    case 'date-time':
      return '2024-01-01T00:00:00Z';
    case 'date':
      return '2024-01-01';
    case 'uri':
    case 'url':
      return 'https://example.com/';
    case 'email':
      return 'someone@example.com';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    default:
      return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
  }
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
