import { DEFAULTS } from '../../context.ts';
import type { SchemaObject } from '../../load/document.ts';
import { InputError } from '../../load/errors.ts';
import { isRef, refName } from '../../load/refs.ts';
import { diffConstraints, discriminatorOf, requiredSet, sameData, typeChange, valueFacts } from './schema-facts.ts';
import { diffEnums, emptySchemaDiff, settleDiffs, unchangedSchemaDiff } from './schema-changes.ts';
import { choiceSides } from './choices.ts';
import { constChange } from './consts.ts';
import { unwrapPair } from './nullable.ts';
import { diffOptions } from './schema-options.ts';
import { comparesJsonSchemaKeywords, diffJsonSchemaKeywords, diffUndeclaredRequired } from './json-schema-keywords.ts';
import { diffExtensibleEnum } from './extensible-enum.ts';
import { diffSchemaPolicy, removedLifecycle } from './policy.ts';
import { successorOf } from './successor.ts';
import { SameSchemas } from './same-schemas.ts';
import { refTargetsIn } from './targets.ts';
import { sortedKeys } from './sorted-keys.ts';
import type { SchemaDiff } from './types.ts';

/** Keywords an `allOf` member contributes beyond properties and required: each taken from the first member that sets it. */
const MERGED_LATER = new Set(['allOf', 'properties', 'required']);

const UNIONS = ['oneOf', 'anyOf'] as const;

/**
 * Diffs schemas of two documents. One instance per document pair: every pair of schema nodes is
 * diffed once and shared, keyed by the nodes themselves (after `$ref`s are followed). That both
 * bounds the work and ends cycles, whatever wraps them (`$ref`, `allOf`, `oneOf`, `items`, ...):
 * a pair in progress is returned as-is and filled in when its first visit completes.
 */
export class SchemaDiffer {
  /** By old node: the diff against its first new node, and a map once a second one comes (rare: most nodes meet one counterpart). */
  private readonly byNodePair = new Map<object, { newNode: object; diff: SchemaDiff; more?: Map<object, SchemaDiff> }>();
  private readonly all: SchemaDiff[] = [];
  /** `allOf`s folded without meeting a cycle, by node (each belongs to one document). */
  private readonly folded = new Map<object, SchemaObject>();
  /**
   * How deep the diff is nested now. The loader bounds how deep a document nests through its `$ref`s (DEFAULTS.maxRefDepth),
   * and each step here goes at least one level down: this guard holds for documents that never went through the loader.
   */
  private depth = 0;
  /** diff() for the keyword comparison to call on sub-schemas, made once. */
  private readonly diffChild = (oldChild: unknown, newChild: unknown) => this.diff(oldChild, newChild);
  /** Whether JSON Schema 2020-12 keywords are compared (an OpenAPI 3.1 document on either side): set at the first schema pair. */
  private comparesKeywords: boolean | undefined;
  /** Where a `$ref` leads on each side (targets.ts). */
  private readonly oldTargets: (ref: string) => unknown;
  private readonly newTargets: (ref: string) => unknown;
  /** Which `$ref`s lead to the same content on both sides: a diff reaching one has nothing to find below it. */
  private readonly sameSchemas: SameSchemas;
  /** How diffOptions reads a `$ref` option's content on each side. */
  private readonly optionTargets = { old: (option: unknown) => this.target(this.oldDocument, option), new: (option: unknown) => this.target(this.newDocument, option) };
  /** How unwrapPair reads the schema a nullable wrapper holds, on each side. */
  private readonly wrappedReaders = {
    old: (option: unknown) => this.resolve(this.oldDocument, this.target(this.oldDocument, option)),
    new: (option: unknown) => this.resolve(this.newDocument, this.target(this.newDocument, option)),
  };

  constructor(
    private readonly oldDocument: unknown,
    private readonly newDocument: unknown,
  ) {
    this.sameSchemas = new SameSchemas(oldDocument, newDocument);
    this.oldTargets = refTargetsIn(oldDocument);
    this.newTargets = refTargetsIn(newDocument);
  }

  diff(oldSchema: unknown, newSchema: unknown): SchemaDiff {
    if (this.depth >= DEFAULTS.maxRefDepth) throw new InputError(schemaName(newSchema), `schemas nest more than ${DEFAULTS.maxRefDepth} levels deep through $refs`);
    this.depth++;
    try {
      return this.diffAt(oldSchema, newSchema);
    } finally {
      this.depth--;
    }
  }

  private diffAt(oldSchema: unknown, newSchema: unknown): SchemaDiff {
    const oldNode = this.target(this.oldDocument, oldSchema);
    const newNode = this.target(this.newDocument, newSchema);
    const cacheable = isNode(oldNode) && isNode(newNode);
    if (cacheable) {
      const row = this.byNodePair.get(oldNode);
      const known = row === undefined ? undefined : row.newNode === newNode ? row.diff : row.more?.get(newNode);
      if (known) return known;
    }
    if (this.sameSchemas.sameSchemas(oldSchema, newSchema, this.depth)) {
      // Nothing reads below a diff that is not dirty (rules/walk.ts): the children and access marks a walk would record here are never missed.
      const diff = unchangedSchemaDiff(componentOf(newSchema, newNode) ?? componentOf(oldSchema, oldNode));
      if (cacheable) this.remember(oldNode, newNode, diff);
      return diff;
    }
    const sides = unwrapPair(this.resolve(this.oldDocument, oldNode), this.resolve(this.newDocument, newNode), this.wrappedReaders);
    const diff = this.emptyDiff(componentOf(newSchema, newNode) ?? componentOf(oldSchema, oldNode) ?? sides.component);
    if (cacheable) this.remember(oldNode, newNode, diff);
    const choice = choiceSides(sides.before, sides.after, this.wrappedReaders);
    if (choice.change) diff.becameChoice = choice.change;
    this.fill(diff, choice.before, choice.after);
    return diff;
  }

  /** Whether two parts of the documents (schemas, or operations with the schemas in them) read the same: same-schemas.ts. */
  readSame(oldValue: unknown, newValue: unknown): boolean {
    return this.sameSchemas.sameSchemas(oldValue, newValue);
  }

  private remember(oldNode: object, newNode: object, diff: SchemaDiff): void {
    const row = this.byNodePair.get(oldNode);
    if (!row) this.byNodePair.set(oldNode, { newNode, diff });
    else (row.more ??= new Map()).set(newNode, diff);
  }

  /** What `schema` stands for on the side `document` is (every caller passes one of the pair's two). */
  private target(document: unknown, schema: unknown): unknown {
    if (!isRef(schema)) return schema;
    return (document === this.oldDocument ? this.oldTargets : this.newTargets)(schema.$ref);
  }

  /** Marks every diff that has changes of its own or reaches one. Call once all diffs are made. */
  settle(): void {
    settleDiffs(this.all);
  }

  private emptyDiff(component: string | undefined): SchemaDiff {
    const diff = emptySchemaDiff(component);
    this.all.push(diff);
    return diff;
  }

  private resolve(document: unknown, node: unknown): SchemaObject {
    // Most nodes have no `allOf` to fold: no set of nodes being folded is made for them.
    if (isNode(node) && !Array.isArray(node) && !Array.isArray(node.allOf)) return node as SchemaObject;
    return this.fold(document, node, new Set()).merged;
  }

  /**
   * Folds `allOf` members into one schema; a member already being folded (a cycle) adds nothing.
   * A fold that met no cycle is the same wherever it is reached from: kept, so that members
   * shared down a chain (A is allOf B and C, both allOf D, ...) are folded once, not once per path.
   */
  private fold(document: unknown, node: unknown, folding: Set<object>): { merged: SchemaObject; whole: boolean } {
    const schema = (isNode(node) && !Array.isArray(node) ? node : {}) as SchemaObject;
    if (!Array.isArray(schema.allOf)) return { merged: schema, whole: true };
    const known = this.folded.get(schema);
    if (known) return { merged: known, whole: true };
    folding.add(schema);
    const { allOf, ...rest } = schema;
    const merged: SchemaObject = { ...rest, properties: { ...rest.properties }, required: [...(Array.isArray(rest.required) ? rest.required : [])] };
    let whole = true;
    for (const member of allOf) {
      const target = this.target(document, member);
      if (!isNode(target)) continue;
      if (folding.has(target)) {
        whole = false;
        continue;
      }
      const part = this.fold(document, target, folding);
      whole &&= part.whole;
      for (const [keyword, value] of Object.entries(part.merged)) if (!MERGED_LATER.has(keyword) && !Object.hasOwn(merged, keyword)) merged[keyword] = value;
      Object.assign(merged.properties!, part.merged.properties);
      if (Array.isArray(part.merged.required)) for (const name of part.merged.required as string[]) merged.required!.push(name);
    }
    folding.delete(schema);
    // Once each: members sharing a part would otherwise double its names at every level.
    merged.required = [...new Set(merged.required)];
    if (whole) this.folded.set(schema, merged);
    return { merged, whole };
  }

  private fill(diff: SchemaDiff, before: SchemaObject, after: SchemaObject): void {
    const oldFacts = valueFacts(before);
    const newFacts = valueFacts(after);
    const type = typeChange(oldFacts.types, newFacts.types);
    if (type) diff.type = type;
    if (before.format !== after.format) diff.format = { from: before.format, to: after.format };
    if (oldFacts.nullable !== newFacts.nullable) diff.nullable = { from: oldFacts.nullable, to: newFacts.nullable };
    if (Boolean(before.deprecated) !== Boolean(after.deprecated)) {
      diff.deprecated = { from: Boolean(before.deprecated), to: Boolean(after.deprecated) };
      const successor = successorOf(after);
      if (successor !== undefined) diff.deprecated.successor = successor;
    }
    const constant = constChange(before, after);
    if (constant) diff.const = constant;
    else diffEnums(diff, oldFacts.values, newFacts.values);
    diffExtensibleEnum(diff, before, after);
    diffSchemaPolicy(diff, before, after);
    diff.constraints = diffConstraints(before, after);
    if (!sameData(before.default, after.default)) diff.default = { from: before.default, to: after.default };
    if (Boolean(before.readOnly) !== Boolean(after.readOnly)) diff.readOnly = { from: Boolean(before.readOnly), to: Boolean(after.readOnly) };
    if (Boolean(before.writeOnly) !== Boolean(after.writeOnly)) diff.writeOnly = { from: Boolean(before.writeOnly), to: Boolean(after.writeOnly) };
    if ((before.additionalProperties === false) !== (after.additionalProperties === false)) {
      diff.closed = { from: before.additionalProperties === false, to: after.additionalProperties === false };
    }
    this.diffDiscriminator(diff, before, after);
    this.diffProperties(diff, before, after);
    diffUndeclaredRequired(diff, before, after);
    if (before.items !== undefined && after.items !== undefined) diff.children.push({ segment: '[]', diff: this.diff(before.items, after.items) });
    if (typeof before.additionalProperties === 'object' && typeof after.additionalProperties === 'object') {
      diff.children.push({ segment: '{}', diff: this.diff(before.additionalProperties, after.additionalProperties) });
    }
    for (let index = 0; index < UNIONS.length; index++) {
      const keyword = UNIONS[index]!;
      if (before[keyword] === undefined || after[keyword] === undefined) continue;
      const { added, removed, matched } = diffOptions(keyword, before[keyword], after[keyword], this.optionTargets);
      // One push each: a spread of 100,000 options into arguments overflows the stack.
      for (const option of added) diff.optionsAdded.push(option);
      for (const option of removed) diff.optionsRemoved.push(option);
      for (const { name, before: oldOption, after: newOption } of matched) diff.children.push({ segment: `(${name})`, diff: this.diff(oldOption, newOption) });
    }
    this.comparesKeywords ??= comparesJsonSchemaKeywords(this.oldDocument, this.newDocument);
    if (this.comparesKeywords) diffJsonSchemaKeywords(diff, before, after, this.diffChild);
  }

  private diffDiscriminator(diff: SchemaDiff, before: SchemaObject, after: SchemaObject): void {
    if (before.discriminator === undefined && after.discriminator === undefined) return;
    const oldDiscriminator = discriminatorOf(before);
    const newDiscriminator = discriminatorOf(after);
    if (oldDiscriminator.propertyName !== newDiscriminator.propertyName) diff.discriminator = { from: oldDiscriminator.propertyName, to: newDiscriminator.propertyName };
    const oldMapping = oldDiscriminator.mapping;
    const newMapping = newDiscriminator.mapping;
    for (const value of sortedKeys(oldMapping)) if (!Object.hasOwn(newMapping, value) || newMapping[value] !== oldMapping[value]) diff.discriminatorMappingRemoved.push(value);
    for (const value of sortedKeys(newMapping)) if (!Object.hasOwn(oldMapping, value)) diff.discriminatorMappingAdded.push(value);
  }

  private diffProperties(diff: SchemaDiff, before: SchemaObject, after: SchemaObject): void {
    const oldProperties = isNode(before.properties) ? before.properties : {};
    const newProperties = isNode(after.properties) ? after.properties : {};
    const oldRequired = requiredSet(before);
    const newRequired = requiredSet(after);
    this.markAccess(diff, this.oldDocument, oldProperties);
    this.markAccess(diff, this.newDocument, newProperties);
    const oldNames = sortedKeys(oldProperties);
    for (let index = 0; index < oldNames.length; index++) {
      const name = oldNames[index]!;
      if (Object.hasOwn(newProperties, name)) continue;
      const lifecycle = removedLifecycle(oldProperties[name], this.target(this.oldDocument, oldProperties[name]));
      diff.propertiesRemoved.push(lifecycle ? { name, required: oldRequired.has(name), lifecycle } : { name, required: oldRequired.has(name) });
    }
    const newNames = sortedKeys(newProperties);
    for (let index = 0; index < newNames.length; index++) {
      const name = newNames[index]!;
      if (!Object.hasOwn(oldProperties, name)) {
        diff.propertiesAdded.push({ name, required: newRequired.has(name) });
        continue;
      }
      if (!oldRequired.has(name) && newRequired.has(name)) diff.becameRequired.push(name);
      if (oldRequired.has(name) && !newRequired.has(name)) diff.becameOptional.push(name);
      diff.children.push({ segment: name, diff: this.diff(oldProperties[name], newProperties[name]) });
    }
  }

  /** Notes properties a request never sends (readOnly) or a response never returns (writeOnly). */
  private markAccess(diff: SchemaDiff, document: unknown, properties: Record<string, unknown>): void {
    // Made at the first name each: most nodes have neither.
    let readOnly: string[] | undefined, writeOnly: string[] | undefined;
    // for…in, not Object.entries: no pair made per property of every schema diffed.
    for (const name in properties) {
      if (!Object.hasOwn(properties, name)) continue;
      const node = this.target(document, properties[name]) as SchemaObject | undefined;
      if (!isNode(node)) continue;
      if (node.readOnly === true) (readOnly ??= []).push(name);
      if (node.writeOnly === true) (writeOnly ??= []).push(name);
    }
    // Copied once per side, not once per name: most nodes keep the shared empty set.
    if (readOnly) diff.readOnlyProperties = new Set([...diff.readOnlyProperties, ...readOnly]);
    if (writeOnly) diff.writeOnlyProperties = new Set([...diff.writeOnlyProperties, ...writeOnly]);
  }
}

const isNode = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The component a schema names: a `$ref`, or an `allOf` of exactly one `$ref` (how 3.0 adds a description to a ref). */
function componentOf(raw: unknown, node: unknown): string | undefined {
  if (isRef(raw)) return refName(raw.$ref);
  const allOf = isNode(node) ? (node as SchemaObject).allOf : undefined;
  return Array.isArray(allOf) && allOf.length === 1 && isRef(allOf[0]) && !isNode((node as SchemaObject).properties) ? refName(allOf[0].$ref) : undefined;
}

/** Where a too-deep diff stopped: the component it was entering, if it was one. */
const schemaName = (schema: unknown) => (isRef(schema) ? schema.$ref : 'an inline schema');
