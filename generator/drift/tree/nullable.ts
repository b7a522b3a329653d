/**
 * Unions that wrap one schema. OpenAPI 3.1 writes a nullable reference as
 * `oneOf: [{ type: 'null' }, { $ref: X }]` (or `anyOf`, the null option first or last), and a
 * reference with a sibling as `anyOf: [{ $ref: X }]`: each accepts what X accepts, plus null for
 * the first. Diffed as written, the wrapper has none of X's properties, types or values, so moving
 * between `$ref: X`, 3.0's `allOf: [{ $ref: X }], nullable: true` and these reads as X removed.
 * Both sides are read as the wrapped schema plus nullability instead: only what really changed
 * (nullability, or a change inside X) remains.
 */
import type { SchemaObject } from '../../load/document.ts';
import { isRef, refName } from '../../load/refs.ts';
import { isNullOption } from './schema-facts.ts';

/** Keywords a wrapper may carry beside its union and still wrap one schema: none of them constrains the value beyond X (`type` may add null). */
const WRAPPER_KEYWORDS = new Set(['oneOf', 'anyOf', 'nullable', 'type', 'default', 'deprecated', 'readOnly', 'writeOnly', 'title', 'description', 'example', 'examples', 'externalDocs', '$comment']);

/** How deep wrappers are unwrapped (a wrapper of a wrapper...): past it, a cycle of wrappers is compared as written. */
const MAX_UNWRAP = 8;

interface Wrapped {
  option: unknown;
  /** The union has a `{ type: 'null' }` option. */
  nullable: boolean;
}

/** The one option of a `oneOf` / `anyOf` that has no other option but null, on a schema that says nothing else about values. */
export function wrappedOption(schema: SchemaObject): Wrapped | undefined {
  if ((schema.oneOf === undefined) === (schema.anyOf === undefined)) return undefined;
  const options = schema.oneOf ?? schema.anyOf;
  if (!Array.isArray(options)) return undefined;
  const kept = options.filter((option) => !isNullOption(option));
  if (kept.length !== 1) return undefined;
  for (const keyword of Object.keys(schema)) if (!WRAPPER_KEYWORDS.has(keyword) && !keyword.startsWith('x-')) return undefined;
  return { option: kept[0], nullable: kept.length < options.length };
}

/** A union of two options or more besides null: a choice, not a wrapper. */
const isChoice = (schema: SchemaObject) => [schema.oneOf, schema.anyOf].some((options) => Array.isArray(options) && options.filter((option) => !isNullOption(option)).length > 1);

/** A side read through its wrappers: the wrapper's own keywords (a description, a default) over the wrapped schema's, null added when the wrapper allows it. */
function unwrap(schema: SchemaObject, read: (option: unknown) => SchemaObject): { schema: SchemaObject; component?: string } {
  let current = schema;
  let component: string | undefined;
  for (let step = 0; step < MAX_UNWRAP; step++) {
    const wrapped = wrappedOption(current);
    if (!wrapped) break;
    if (isRef(wrapped.option)) component = refName(wrapped.option.$ref);
    const { oneOf: _oneOf, anyOf: _anyOf, ...own } = current;
    current = { ...read(wrapped.option), ...own, ...(wrapped.nullable && { nullable: true }) };
  }
  return component === undefined ? { schema: current } : { schema: current, component };
}

/**
 * Both sides of a schema diff read through their wrappers, and the component a wrapper names
 * (the new side's first). A wrapper facing a choice on the other side stays as written: an option
 * added beside X is an option added, not X's properties removed.
 */
export function unwrapPair(
  before: SchemaObject,
  after: SchemaObject,
  read: { old: (option: unknown) => SchemaObject; new: (option: unknown) => SchemaObject },
): { before: SchemaObject; after: SchemaObject; component?: string } {
  if (isChoice(before) || isChoice(after)) return { before, after };
  const oldSide = unwrap(before, read.old);
  const newSide = unwrap(after, read.new);
  const component = newSide.component ?? oldSide.component;
  return component === undefined ? { before: oldSide.schema, after: newSide.schema } : { before: oldSide.schema, after: newSide.schema, component };
}
