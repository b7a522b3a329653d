import { isRef, refName } from '../../load/refs.ts';
import { isNullOption } from './schema-facts.ts';
import type { SchemaOption } from './types.ts';

export interface OptionMatch {
  name: string;
  before: unknown;
  after: unknown;
}

/**
 * Options of a `oneOf` / `anyOf` matched across versions: a `$ref` option by its component, an
 * inline one by its position among the inline options (reordering refs changes nothing).
 */
function named(options: unknown): Map<string, unknown> {
  const byName = new Map<string, unknown>();
  if (!Array.isArray(options)) return byName;
  let inline = 0;
  for (const option of options) {
    if (isNullOption(option)) continue;
    byName.set(isRef(option) ? refName(option.$ref) : `#${inline++}`, option);
  }
  return byName;
}

export function diffOptions(keyword: SchemaOption['keyword'], before: unknown, after: unknown): { added: SchemaOption[]; removed: SchemaOption[]; matched: OptionMatch[] } {
  const oldOptions = named(before);
  const newOptions = named(after);
  const result = { added: [] as SchemaOption[], removed: [] as SchemaOption[], matched: [] as OptionMatch[] };
  // A schema that gains its first options (or loses its last) changes shape: its type change says so.
  if (oldOptions.size === 0 || newOptions.size === 0) return result;
  for (const [name, option] of oldOptions) {
    const counterpart = newOptions.get(name);
    if (counterpart === undefined) result.removed.push({ keyword, name });
    else result.matched.push({ name, before: option, after: counterpart });
  }
  for (const name of newOptions.keys()) if (!oldOptions.has(name)) result.added.push({ keyword, name });
  return result;
}
