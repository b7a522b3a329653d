/** Small constructors for the JSON Schema pieces the spec is made of. */

export type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** A body or field the reference does not detail: admits any properties. */
export const openObject = (description?: string): Schema => ({
  type: 'object',
  additionalProperties: true,
  ...(description ? { description } : {}),
});

/** A field whose type the reference does not state: any value. */
export const anyValue = (description?: string): Schema => (description ? { description } : {});

export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });

export const string = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });

export const integer = (extra: Schema = {}): Schema => ({ type: 'integer', ...extra });

/** Identifiers are strings (their format may change), per the reference's conventions. */
export const identifier = (): Schema => string();

export const identifiers = (): Schema => arrayOf(identifier());

export const timestamp = (): Schema => string({ format: 'date-time' });

export const enumOf = (values: readonly string[], description?: string): Schema => ({
  type: 'string',
  enum: [...values],
  ...(description ? { description } : {}),
});

/**
 * An object with known properties that still admits the ones the reference leaves unshown
 * (clients must tolerate new properties anyway).
 */
export function objectWith(properties: Record<string, Schema>, required: readonly string[] = [], description?: string): Schema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties,
    ...(required.length > 0 ? { required: [...required] } : {}),
    additionalProperties: true,
  };
}

/**
 * The schema a field gets when the reference names it without a type: identifiers (`*_id`,
 * `*_ids`) are strings by the reference's conventions, `*_at` are timestamps, `*_url` are strings;
 * anything else admits any value rather than guessing.
 */
export function byName(name: string): Schema {
  if (name.endsWith('_ids')) return identifiers();
  if (name.endsWith('_id')) return identifier();
  if (name.endsWith('_at')) return timestamp();
  if (name.endsWith('_url')) return string();
  return anyValue();
}
