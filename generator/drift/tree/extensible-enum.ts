import type { SchemaObject } from '../../load/document.ts';
import type { SchemaDiff } from './types.ts';

/**
 * `x-extensible-enum` (the Zalando convention): the values a string is known to take, as an open
 * list. No JSON Schema validator reads it and the generated type stays the schema's own, so its
 * values are compared apart from `enum`: only where both sides give a list.
 */
export function diffExtensibleEnum(diff: SchemaDiff, before: SchemaObject, after: SchemaObject): void {
  const from = before['x-extensible-enum'];
  const to = after['x-extensible-enum'];
  if (!Array.isArray(from) || !Array.isArray(to)) return;
  const oldValues = new Set(from.map((value) => JSON.stringify(value)));
  const newValues = new Set(to.map((value) => JSON.stringify(value)));
  const added = to.filter((value) => !oldValues.has(JSON.stringify(value)));
  const removed = from.filter((value) => !newValues.has(JSON.stringify(value)));
  if (added.length + removed.length > 0) diff.extensibleEnum = { added, removed };
}
