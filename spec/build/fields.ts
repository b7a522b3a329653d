import type { Schema } from './schema.ts';

export type Presence = 'req' | 'opt';

/** One field of the reference's "Notable fields" table: its schema and its rule per direction. */
export interface Field {
  schema: Schema;
  resp?: Presence;
  create?: Presence;
  update?: Presence;
}

export interface FieldRules {
  resp?: Presence;
  /** Both request directions (create and update) at once. */
  request?: Presence;
  create?: Presence;
  update?: Presence;
}

export const field = (schema: Schema, rules: FieldRules): Field => ({
  schema,
  ...(rules.resp ? { resp: rules.resp } : {}),
  ...((rules.create ?? rules.request) ? { create: rules.create ?? rules.request } : {}),
  ...((rules.update ?? rules.request) ? { update: rules.update ?? rules.request } : {}),
});

/** Several fields sharing one rule: `each(['a', 'b'], schemaOf, { resp: 'opt' })`. */
export function each(names: readonly string[], schemaOf: (name: string) => Schema, rules: FieldRules): Record<string, Field> {
  return Object.fromEntries(names.map((name) => [name, field(schemaOf(name), rules)]));
}

export type Direction = 'resp' | 'create' | 'update';

/** The properties and required list of one direction of a field table. */
export function directionOf(fields: Record<string, Field>, direction: Direction): { properties: Record<string, Schema>; required: string[] } {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const [name, rule] of Object.entries(fields)) {
    const presence = rule[direction];
    if (!presence) continue;
    properties[name] = rule.schema;
    if (presence === 'req') required.push(name);
  }
  return { properties, required };
}
