import type { SchemaObject } from '../../load/document.ts';
import { effectivePattern } from './patterns.ts';
import type { ConstraintChange, TypeChange } from './types.ts';

/**
 * What one resolved schema says about the values it accepts, in a form both OpenAPI 3.0 and 3.1
 * write the same way: `type: ["string", "null"]` and `type: string, nullable: true` are one
 * thing, `const: x` is a one-value enum, and type lists compare as sets.
 */
export interface ValueFacts {
  /** Sorted non-null types; undefined when the schema accepts any type. */
  types: string[] | undefined;
  nullable: boolean;
  /** Allowed values (`enum`, or `const` as one value), null left out; undefined when free. */
  values: unknown[] | undefined;
}

/** `{ type: "null" }` among options is how OpenAPI 3.1 spells nullable: nullability, not an option. */
export const isNullOption = (option: unknown) =>
  typeof option === 'object' && option !== null && (option as { type?: unknown }).type === 'null' && Object.keys(option).length === 1;

export function valueFacts(schema: SchemaObject): ValueFacts {
  const declared = schema.type as unknown;
  // One type named as a string is how nearly every schema declares it: no lists to filter and sort for it.
  const single = typeof declared === 'string';
  const list = Array.isArray(declared) ? declared.filter((type): type is string => typeof type === 'string') : undefined;
  const nullType = single ? declared === 'null' : (list?.includes('null') ?? false);
  const types = single ? (nullType ? [] : [declared]) : list ? [...new Set(list.filter((type) => type !== 'null'))].sort() : undefined;
  const raw = Object.hasOwn(schema, 'const') ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : undefined;
  const nullValue = raw?.includes(null) ?? false;
  const nullOption = hasNullOption(schema.oneOf) || hasNullOption(schema.anyOf);
  return {
    // `type: ["null"]` alone is a schema of null only: keep it as a type, not as nullability.
    types: types && types.length === 0 && nullType ? ['null'] : types,
    nullable: schema.nullable === true || (nullType && (types?.length ?? 0) > 0) || nullValue || nullOption,
    values: raw?.filter((value) => value !== null),
  };
}

const hasNullOption = (options: unknown) => Array.isArray(options) && options.some(isNullOption);

/** Shared by every schema that requires nothing (most): only read. */
const NOTHING_REQUIRED: ReadonlySet<unknown> = new Set();

/** The names a schema lists as required. */
export const requiredSet = (schema: SchemaObject): ReadonlySet<unknown> => (Array.isArray(schema.required) && schema.required.length > 0 ? new Set(schema.required) : NOTHING_REQUIRED);

/** A schema's discriminator: its property name, and its mapping (empty when it writes none). */
export function discriminatorOf(schema: SchemaObject): { propertyName: string | undefined; mapping: Record<string, string> } {
  const discriminator = schema.discriminator as { propertyName?: unknown; mapping?: unknown } | undefined;
  if (typeof discriminator !== 'object' || discriminator === null) return { propertyName: undefined, mapping: {} };
  const mapping = typeof discriminator.mapping === 'object' && discriminator.mapping !== null ? (discriminator.mapping as Record<string, string>) : {};
  return { propertyName: typeof discriminator.propertyName === 'string' ? discriminator.propertyName : undefined, mapping };
}

/** `integer` values are `number` values too: a widening, never a narrowing, from one to the other. */
const accepts = (types: readonly string[] | undefined, type: string) => types === undefined || types.includes(type) || (type === 'integer' && types.includes('number'));

const show = (types: string[] | undefined) => (types === undefined ? undefined : types.join(' | '));

/** A type change, with whether every old value type is still accepted (widened) or no new one appeared (narrowed). */
export function typeChange(before: string[] | undefined, after: string[] | undefined): TypeChange | undefined {
  if (before === after || (before !== undefined && after !== undefined && before.length === after.length && before.every((type, index) => type === after[index]))) return undefined;
  return {
    from: show(before),
    to: show(after),
    widened: after === undefined || (before !== undefined && before.every((type) => accepts(after, type))),
    narrowed: before === undefined || (after !== undefined && after.every((type) => accepts(before, type))),
  };
}

/** Keywords whose growth accepts more values (`maxLength` 10 -> 20), and whose growth accepts fewer. */
const UPPER_BOUNDS = ['maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum'];
const LOWER_BOUNDS = ['minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum'];

type Widening = (from: number, to: number) => boolean;
const grew: Widening = (from, to) => to > from;
const shrank: Widening = (from, to) => to < from;
/** Every multiple of 10 is a multiple of 5: a divisor of the old step accepts all it did. */
const divides: Widening = (from, to) => from % to === 0;

function boundChange(keyword: string, from: unknown, to: unknown, widenedWhen: Widening): ConstraintChange | undefined {
  // OpenAPI 3.0 writes exclusiveMinimum/Maximum as a flag on minimum/maximum; 3.1 as the bound itself.
  if (typeof from === 'boolean' || typeof to === 'boolean') return Boolean(from) === Boolean(to) ? undefined : { keyword, from, to, widened: !to };
  const widened = to === undefined || (typeof from === 'number' && typeof to === 'number' && widenedWhen(from, to));
  return { keyword, from, to, widened };
}

export function diffConstraints(before: SchemaObject, after: SchemaObject): ConstraintChange[] {
  const changes: ConstraintChange[] = [];
  const add = (change: ConstraintChange | undefined) => change && changes.push(change);
  // Indexed loops, not for…of: this runs for every schema node diffed.
  for (let index = 0; index < UPPER_BOUNDS.length; index++) {
    const keyword = UPPER_BOUNDS[index]!;
    if (before[keyword] !== after[keyword]) add(boundChange(keyword, before[keyword], after[keyword], grew));
  }
  for (let index = 0; index < LOWER_BOUNDS.length; index++) {
    const keyword = LOWER_BOUNDS[index]!;
    if (before[keyword] !== after[keyword]) add(boundChange(keyword, before[keyword], after[keyword], shrank));
  }
  if (before.multipleOf !== after.multipleOf) add(boundChange('multipleOf', before.multipleOf, after.multipleOf, divides));
  const oldPattern = effectivePattern(before.pattern);
  const newPattern = effectivePattern(after.pattern);
  if (oldPattern !== newPattern) changes.push({ keyword: 'pattern', from: before.pattern, to: after.pattern, widened: newPattern === undefined });
  if (Boolean(before.uniqueItems) !== Boolean(after.uniqueItems)) {
    changes.push({ keyword: 'uniqueItems', from: Boolean(before.uniqueItems), to: Boolean(after.uniqueItems), widened: !after.uniqueItems });
  }
  return changes;
}

/** Whether a value changed, compared as data (`default: 10` vs `default: "10"` differ). */
export const sameData = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
