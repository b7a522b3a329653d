import { isRef, refName } from '../../load/refs.ts';
import { isNullOption } from './schema-facts.ts';
import type { SchemaOption } from './types.ts';

export interface OptionMatch {
  name: string;
  before: unknown;
  after: unknown;
}

/** What a `$ref` option stands for in its own document; an inline option is itself. */
export type OptionTarget = (option: unknown) => unknown;

interface Named {
  name: string;
  option: unknown;
  inline: boolean;
}

/** A `$ref` option named by its component, an inline one by its position among the inline options; `{ type: null }` left out. */
function named(options: unknown): Named[] {
  if (!Array.isArray(options)) return [];
  const list: Named[] = [];
  let inline = 0;
  for (const option of options) {
    if (isNullOption(option)) continue;
    list.push(isRef(option) ? { name: refName(option.$ref), option, inline: false } : { name: `#${inline++}`, option, inline: true });
  }
  return list;
}

/** Keywords that document a schema without changing what it accepts: a refactor may add or reword them. */
const ANNOTATIONS = new Set(['title', 'description', 'example', 'examples', 'externalDocs', '$comment']);

/** Keywords whose value maps names to schemas: a property called `description` is a property, not an annotation. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions']);
/** Keywords whose value is data, kept whole. */
const DATA = new Set(['enum', 'const', 'default', 'required', 'dependentRequired']);

/** A schema with its keys sorted and annotations dropped, recursively; names and data as written. */
function canonical(value: unknown, role: 'schema' | 'names' | 'data'): unknown {
  if (Array.isArray(value)) return value.map((item) => canonical(item, role));
  if (typeof value !== 'object' || value === null) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    if (role === 'schema' && ANNOTATIONS.has(key)) continue;
    const child = (value as Record<string, unknown>)[key];
    if (role === 'data' || (role === 'schema' && (DATA.has(key) || key.startsWith('x-')))) sorted[key] = canonical(child, 'data');
    else sorted[key] = canonical(child, role === 'schema' && NAME_MAPS.has(key) ? 'names' : 'schema');
  }
  return sorted;
}

/** An option's content as one string: keys sorted, annotations left out, `$ref`s inside kept as written; none for a `$ref` that leads nowhere. */
export function contentKey(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  return JSON.stringify(canonical(schema, 'schema'));
}

/**
 * Options of a `oneOf` / `anyOf` matched across versions, in three passes: a `$ref` option by its
 * component; then any option left by its content (an inline option moved into an identical
 * component, options reordered); then inline options left by their position among those left (an
 * option edited in place). What is left after that was added or removed. A match is named as the
 * new side names its option.
 */
export function diffOptions(
  keyword: SchemaOption['keyword'],
  before: unknown,
  after: unknown,
  targets: { old: OptionTarget; new: OptionTarget } = { old: (option) => option, new: (option) => option },
): { added: SchemaOption[]; removed: SchemaOption[]; matched: OptionMatch[] } {
  const oldOptions = named(before);
  const newOptions = named(after);
  const result = { added: [] as SchemaOption[], removed: [] as SchemaOption[], matched: [] as OptionMatch[] };
  // A schema that gains its first options (or loses its last) changes shape: its type change says so.
  if (oldOptions.length === 0 || newOptions.length === 0) return result;
  const matchedOld = new Set<Named>();
  const matchedNew = new Set<Named>();
  const match = (oldOption: Named, newOption: Named) => {
    matchedOld.add(oldOption);
    matchedNew.add(newOption);
    result.matched.push({ name: newOption.name, before: oldOption.option, after: newOption.option });
  };
  const newRefs = new Map(newOptions.filter((option) => !option.inline).map((option) => [option.name, option]));
  for (const option of oldOptions) {
    const counterpart = option.inline ? undefined : newRefs.get(option.name);
    if (counterpart) match(option, counterpart);
  }
  const unmatched = (list: Named[], done: Set<Named>) => list.filter((option) => !done.has(option));
  if (matchedOld.size < oldOptions.length && matchedNew.size < newOptions.length) {
    // Options of one content queued in order, read by index: shifting a queue of 200,000 copies it each time.
    const byContent = new Map<string, { options: Named[]; next: number }>();
    for (const option of unmatched(newOptions, matchedNew)) {
      const key = contentKey(targets.new(option.option));
      if (key === undefined) continue;
      const queue = byContent.get(key);
      if (queue) queue.options.push(option);
      else byContent.set(key, { options: [option], next: 0 });
    }
    for (const option of unmatched(oldOptions, matchedOld)) {
      const key = contentKey(targets.old(option.option));
      const queue = key === undefined ? undefined : byContent.get(key);
      const counterpart = queue?.options[queue.next];
      if (counterpart) {
        queue!.next++;
        match(option, counterpart);
      }
    }
    const oldInline = unmatched(oldOptions, matchedOld).filter((option) => option.inline);
    const newInline = unmatched(newOptions, matchedNew).filter((option) => option.inline);
    for (let index = 0; index < Math.min(oldInline.length, newInline.length); index++) match(oldInline[index]!, newInline[index]!);
  }
  for (const option of unmatched(oldOptions, matchedOld)) result.removed.push({ keyword, name: option.name });
  for (const option of unmatched(newOptions, matchedNew)) result.added.push({ keyword, name: option.name });
  return result;
}
