/** One schema diff's own record, beside its nested diffs: SchemaDiffer (schema.ts) starts, fills and asks it here. */
import type { KeywordChange, SchemaDiff } from './types.ts';

/** Shared by every diff without readOnly / writeOnly properties (most of them): never mutated. */
const NO_NAMES: ReadonlySet<string> = new Set();
/** Shared by every diff whose JSON Schema keywords did not change (nearly all): replaced, never pushed to. */
const NO_KEYWORDS: readonly KeywordChange[] = Object.freeze([]);

/** A diff that has found nothing yet. */
export function emptySchemaDiff(component: string | undefined): SchemaDiff {
  const diff: SchemaDiff = {
    enumAdded: [],
    enumRemoved: [],
    constraints: [],
    propertiesAdded: [],
    propertiesRemoved: [],
    becameRequired: [],
    becameOptional: [],
    optionsAdded: [],
    optionsRemoved: [],
    discriminatorMappingAdded: [],
    discriminatorMappingRemoved: [],
    readOnlyProperties: NO_NAMES,
    writeOnlyProperties: NO_NAMES,
    keywords: NO_KEYWORDS,
    children: [],
    dirty: false,
  };
  if (component !== undefined) diff.component = component;
  return diff;
}

/** Shared by every unchanged diff, which nothing fills: frozen, so a push into one fails loudly. */
const NONE = Object.freeze([]) as unknown as never[];

/** Whether a diff was made by unchangedSchemaDiff: nothing below it, nothing of its own, never dirty. */
export const isUnchanged = (diff: SchemaDiff) => diff.children === NONE;

/** A diff of two schemas that read the same (same-schemas.ts): nothing found, nothing below it. */
export function unchangedSchemaDiff(component: string | undefined): SchemaDiff {
  const diff: SchemaDiff = {
    enumAdded: NONE,
    enumRemoved: NONE,
    constraints: NONE,
    propertiesAdded: NONE,
    propertiesRemoved: NONE,
    becameRequired: NONE,
    becameOptional: NONE,
    optionsAdded: NONE,
    optionsRemoved: NONE,
    discriminatorMappingAdded: NONE,
    discriminatorMappingRemoved: NONE,
    readOnlyProperties: NO_NAMES,
    writeOnlyProperties: NO_NAMES,
    keywords: NO_KEYWORDS,
    children: NONE,
    dirty: false,
  };
  if (component !== undefined) diff.component = component;
  return diff;
}

/** Whether the node itself changed (not only something below it). */
export function hasOwnChanges(diff: SchemaDiff): boolean {
  return (
    diff.type !== undefined ||
    diff.format !== undefined ||
    diff.nullable !== undefined ||
    diff.deprecated !== undefined ||
    diff.enumPresence !== undefined ||
    diff.const !== undefined ||
    diff.becameChoice !== undefined ||
    diff.default !== undefined ||
    diff.readOnly !== undefined ||
    diff.writeOnly !== undefined ||
    diff.closed !== undefined ||
    diff.policy !== undefined ||
    diff.extensibleEnum !== undefined ||
    diff.discriminator !== undefined ||
    diff.enumAdded.length + diff.enumRemoved.length + diff.constraints.length > 0 ||
    diff.propertiesAdded.length + diff.propertiesRemoved.length > 0 ||
    diff.becameRequired.length + diff.becameOptional.length > 0 ||
    diff.optionsAdded.length + diff.optionsRemoved.length > 0 ||
    diff.discriminatorMappingAdded.length + diff.discriminatorMappingRemoved.length > 0 ||
    diff.keywords.length > 0
  );
}

/**
 * Closed value lists compared member by member; a list appearing where any value was accepted
 * (or going away) is its own change, since the generated type narrows to a union (or widens).
 */
export function diffEnums(diff: SchemaDiff, before: unknown[] | undefined, after: unknown[] | undefined): void {
  if (!before || !after) {
    if (Boolean(before) !== Boolean(after)) diff.enumPresence = { from: Boolean(before), to: Boolean(after), values: before ?? after ?? [] };
    return;
  }
  // The same list on both sides (nearly every enum of a node diffed) adds and removes nothing: no value written as JSON for it.
  if (before.length === after.length && before.every((value, index) => value === after[index])) return;
  const oldValues = new Set(before.map((value) => JSON.stringify(value)));
  const newValues = new Set(after.map((value) => JSON.stringify(value)));
  diff.enumAdded = after.filter((value) => !oldValues.has(JSON.stringify(value)));
  diff.enumRemoved = before.filter((value) => !newValues.has(JSON.stringify(value)));
}

/** Marks every diff of `all` that has changes of its own or reaches one (through `children`): SchemaDiffer.settle. */
export function settleDiffs(all: readonly SchemaDiff[]): void {
  const parents = new Map<SchemaDiff, SchemaDiff[]>();
  const pending: SchemaDiff[] = [];
  for (let index = 0; index < all.length; index++) {
    const diff = all[index]!;
    for (let at = 0; at < diff.children.length; at++) {
      const child = diff.children[at]!.diff;
      // Most children read the same on both sides: never dirty, so never a path to a parent.
      if (isUnchanged(child)) continue;
      const list = parents.get(child) ?? [];
      list.push(diff);
      parents.set(child, list);
    }
    if (hasOwnChanges(diff)) {
      diff.dirty = true;
      pending.push(diff);
    }
  }
  while (pending.length > 0) {
    const reached = parents.get(pending.pop()!) ?? [];
    for (let index = 0; index < reached.length; index++) {
      if (reached[index]!.dirty) continue;
      reached[index]!.dirty = true;
      pending.push(reached[index]!);
    }
  }
}
