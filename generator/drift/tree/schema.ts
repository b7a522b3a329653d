import { DEFAULTS } from '../../context.ts';
import type { SchemaObject } from '../../load/document.ts';
import { InputError } from '../../load/errors.ts';
import { deref, isRef, refName } from '../../load/refs.ts';
import { successorOf } from './successor.ts';
import type { ConstraintChange, SchemaDiff } from './types.ts';

/** Keywords whose growth accepts more values (`maxLength` 10 -> 20), and whose growth accepts fewer. */
const UPPER_BOUNDS = ['maxLength', 'maxItems', 'maxProperties', 'maximum'] as const;
const LOWER_BOUNDS = ['minLength', 'minItems', 'minProperties', 'minimum'] as const;

/**
 * Diffs schemas of two documents. One instance per document pair: component pairs are diffed once
 * and shared, which both bounds the work and ends `$ref` cycles (a pair in progress is returned
 * as-is and filled in when its first visit completes).
 */
export class SchemaDiffer {
  private readonly byComponentPair = new Map<string, SchemaDiff>();
  private readonly all: SchemaDiff[] = [];
  /**
   * How deep the diff is nested now. The loader bounds nesting within a document; a chain of
   * `$ref`s to ever new components is bounded here, before it exhausts the stack.
   */
  private depth = 0;

  constructor(
    private readonly oldDocument: unknown,
    private readonly newDocument: unknown,
  ) {}

  diff(oldSchema: unknown, newSchema: unknown): SchemaDiff {
    if (this.depth >= DEFAULTS.maxSpecNesting) throw new InputError(schemaName(newSchema), `schemas nest more than ${DEFAULTS.maxSpecNesting} levels deep through $refs`);
    this.depth++;
    try {
      return this.diffAt(oldSchema, newSchema);
    } finally {
      this.depth--;
    }
  }

  private diffAt(oldSchema: unknown, newSchema: unknown): SchemaDiff {
    if (isRef(oldSchema) && isRef(newSchema)) {
      const key = `${oldSchema.$ref}\u0000${newSchema.$ref}`;
      const known = this.byComponentPair.get(key);
      if (known) return known;
      const diff = this.emptyDiff(refName(newSchema.$ref));
      this.byComponentPair.set(key, diff);
      this.fill(diff, this.resolve(this.oldDocument, oldSchema), this.resolve(this.newDocument, newSchema));
      return diff;
    }
    const component = isRef(newSchema) ? refName(newSchema.$ref) : isRef(oldSchema) ? refName(oldSchema.$ref) : undefined;
    const diff = this.emptyDiff(component);
    this.fill(diff, this.resolve(this.oldDocument, oldSchema), this.resolve(this.newDocument, newSchema));
    return diff;
  }

  /** Marks every diff that has changes of its own or reaches one. Call once all diffs are made. */
  settle(): void {
    const parents = new Map<SchemaDiff, SchemaDiff[]>();
    const pending: SchemaDiff[] = [];
    for (const diff of this.all) {
      for (const { diff: child } of diff.children) {
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
      for (const parent of parents.get(pending.pop()!) ?? []) {
        if (!parent.dirty) {
          parent.dirty = true;
          pending.push(parent);
        }
      }
    }
  }

  private emptyDiff(component: string | undefined): SchemaDiff {
    const diff: SchemaDiff = {
      enumAdded: [],
      enumRemoved: [],
      constraints: [],
      propertiesAdded: [],
      propertiesRemoved: [],
      becameRequired: [],
      becameOptional: [],
      children: [],
      dirty: false,
    };
    if (component !== undefined) diff.component = component;
    this.all.push(diff);
    return diff;
  }

  /** Follows refs, then folds `allOf` members into one object schema. */
  private resolve(document: unknown, schema: unknown): SchemaObject {
    const node = deref(document, schema);
    const resolved = (typeof node === 'object' && node !== null ? node : {}) as SchemaObject;
    return resolved.allOf ? this.mergeAllOf(document, resolved) : resolved;
  }

  private mergeAllOf(document: unknown, schema: SchemaObject): SchemaObject {
    const { allOf, ...rest } = schema;
    const merged: SchemaObject = { ...rest, properties: { ...rest.properties }, required: [...(rest.required ?? [])] };
    for (const member of allOf ?? []) {
      const part = this.resolve(document, member);
      merged.type ??= part.type;
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return merged;
  }

  private fill(diff: SchemaDiff, before: SchemaObject, after: SchemaObject): void {
    if (before.type !== after.type) diff.type = { from: before.type, to: after.type };
    if (before.format !== after.format) diff.format = { from: before.format, to: after.format };
    if (Boolean(before.nullable) !== Boolean(after.nullable)) diff.nullable = { from: Boolean(before.nullable), to: Boolean(after.nullable) };
    if (Boolean(before.deprecated) !== Boolean(after.deprecated)) {
      diff.deprecated = { from: Boolean(before.deprecated), to: Boolean(after.deprecated) };
      const successor = successorOf(after);
      if (successor !== undefined) diff.deprecated.successor = successor;
    }
    diffEnums(diff, before.enum, after.enum);
    diff.constraints = diffConstraints(before, after);
    this.diffProperties(diff, before, after);
    if (before.items !== undefined && after.items !== undefined) diff.children.push({ segment: '[]', diff: this.diff(before.items, after.items) });
    if (typeof before.additionalProperties === 'object' && typeof after.additionalProperties === 'object') {
      diff.children.push({ segment: '{}', diff: this.diff(before.additionalProperties, after.additionalProperties) });
    }
  }

  private diffProperties(diff: SchemaDiff, before: SchemaObject, after: SchemaObject): void {
    const oldProperties = before.properties ?? {};
    const newProperties = after.properties ?? {};
    const oldRequired = new Set(before.required ?? []);
    const newRequired = new Set(after.required ?? []);
    for (const name of Object.keys(oldProperties).sort()) {
      if (!Object.hasOwn(newProperties, name)) diff.propertiesRemoved.push({ name, required: oldRequired.has(name) });
    }
    for (const name of Object.keys(newProperties).sort()) {
      if (!Object.hasOwn(oldProperties, name)) {
        diff.propertiesAdded.push({ name, required: newRequired.has(name) });
        continue;
      }
      if (!oldRequired.has(name) && newRequired.has(name)) diff.becameRequired.push(name);
      if (oldRequired.has(name) && !newRequired.has(name)) diff.becameOptional.push(name);
      diff.children.push({ segment: name, diff: this.diff(oldProperties[name], newProperties[name]) });
    }
  }
}

/** Where a too-deep diff stopped: the component it was entering, if it was one. */
const schemaName = (schema: unknown) => (isRef(schema) ? schema.$ref : 'an inline schema');

function hasOwnChanges(diff: SchemaDiff): boolean {
  return (
    diff.type !== undefined ||
    diff.format !== undefined ||
    diff.nullable !== undefined ||
    diff.deprecated !== undefined ||
    diff.enumAdded.length + diff.enumRemoved.length + diff.constraints.length > 0 ||
    diff.propertiesAdded.length + diff.propertiesRemoved.length > 0 ||
    diff.becameRequired.length + diff.becameOptional.length > 0
  );
}

function diffEnums(diff: SchemaDiff, before: unknown[] | undefined, after: unknown[] | undefined): void {
  // A schema that gains or loses `enum` altogether changes its value set without a type change:
  // treat "no enum" as "any value", so only lists on both sides are compared member by member.
  if (!before || !after) return;
  const oldValues = new Set(before.map((value) => JSON.stringify(value)));
  const newValues = new Set(after.map((value) => JSON.stringify(value)));
  diff.enumAdded = after.filter((value) => !oldValues.has(JSON.stringify(value)));
  diff.enumRemoved = before.filter((value) => !newValues.has(JSON.stringify(value)));
}

function diffConstraints(before: SchemaObject, after: SchemaObject): ConstraintChange[] {
  const changes: ConstraintChange[] = [];
  const bound = (keyword: string, widenedWhen: (from: number, to: number) => boolean) => {
    const from = before[keyword] as number | undefined;
    const to = after[keyword] as number | undefined;
    if (from === to) return;
    const widened = to === undefined || (from !== undefined && widenedWhen(from, to));
    changes.push({ keyword, from, to, widened });
  };
  for (const keyword of UPPER_BOUNDS) bound(keyword, (from, to) => to > from);
  for (const keyword of LOWER_BOUNDS) bound(keyword, (from, to) => to < from);
  if (before.pattern !== after.pattern) changes.push({ keyword: 'pattern', from: before.pattern, to: after.pattern, widened: after.pattern === undefined });
  if (Boolean(before.uniqueItems) !== Boolean(after.uniqueItems)) {
    changes.push({ keyword: 'uniqueItems', from: Boolean(before.uniqueItems), to: Boolean(after.uniqueItems), widened: !after.uniqueItems });
  }
  return changes;
}
