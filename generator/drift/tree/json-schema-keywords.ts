/**
 * The JSON Schema 2020-12 keywords an OpenAPI 3.1 schema can carry beyond properties, types and
 * bounds: `contains` (with `minContains`/`maxContains`), `prefixItems`, `if`/`then`/`else`,
 * `dependentRequired`, `dependentSchemas`, `patternProperties`, `propertyNames`,
 * `unevaluatedItems`/`unevaluatedProperties` and `contentSchema`/`contentMediaType`/`contentEncoding`.
 *
 * A keyword that appears, goes or changes value is a KeywordChange with what it does to the set of
 * valid payloads; a sub-schema present on both sides is diffed as a child under its keyword step
 * (keyword-steps.ts), so the rules judge a change inside `then` or `contains` as anywhere else.
 * Every sub-schema here only ever adds conditions a payload must meet (the more it rejects, the
 * more the whole rejects), except `if`: it only chooses between `then` and `else`. Its diff is a
 * child too, for whether it changed, but walk.ts does not judge it as a schema to match.
 */
import type { SchemaObject } from '../../load/document.ts';
import { sameData } from './schema-facts.ts';
import { CONDITION_STEP, keywordStep } from './keyword-steps.ts';
import type { JsonSchemaKeyword, KeywordChange, SchemaDiff } from './types.ts';

export type DiffChild = (before: unknown, after: unknown) => SchemaDiff;

/** Every keyword read here. */
const READ = new Set([
  'contains',
  'minContains',
  'maxContains',
  'prefixItems',
  'if',
  'then',
  'else',
  'dependentRequired',
  'dependentSchemas',
  'patternProperties',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
  'contentMediaType',
  'contentEncoding',
]);

/** Whether a schema holds any keyword read here: a pass over its own few keys, as nearly none does. */
function holdsKeywords(schema: SchemaObject): boolean {
  for (const key in schema) if (READ.has(key)) return true;
  return false;
}

/** Sub-schemas that take a payload's value as they find it, one per keyword. */
const SINGLE = ['propertyNames', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema'] as const;

/**
 * How much a sub-schema lets through: nothing extra asked (absent; or `true` / `{}` where that is
 * the same as absent), a schema, or `false` (nothing passes). Ranked from least to most restrictive.
 */
type Side = 'free' | 'schema' | 'never';
const RANK: Record<Side, number> = { free: 0, schema: 1, never: 2 };
const SHOWN: Record<Side, boolean | undefined> = { free: undefined, schema: true, never: false };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `contains: {}` still asks for one item: for it, `true` and `{}` are schemas, not absence. */
function sideOf(value: unknown, trueIsFree = true): Side {
  if (value === false) return 'never';
  if (value === true) return trueIsFree ? 'free' : 'schema';
  if (!isObject(value)) return 'free';
  return trueIsFree && Object.keys(value).length === 0 ? 'free' : 'schema';
}

/** One schema pair's keyword comparison; `changes` is read once every keyword is compared. */
class KeywordComparison {
  readonly changes: KeywordChange[] = [];

  constructor(
    private readonly diff: SchemaDiff,
    private readonly diffChild: DiffChild,
  ) {}

  /** A sub-schema on each side: diffed as a child when both are schemas, else a change when its restrictiveness moved. */
  subSchema(keyword: JsonSchemaKeyword, step: string, before: unknown, after: unknown, trueIsFree = true): void {
    const from = sideOf(before, trueIsFree);
    const to = sideOf(after, trueIsFree);
    if (from === 'schema' && to === 'schema') this.diff.children.push({ segment: step, diff: this.diffChild(before, after) });
    else if (from !== to) this.add(keyword, step, SHOWN[from], SHOWN[to], RANK[to] > RANK[from] ? 'narrowed' : 'widened');
  }

  /**
   * One position of a tuple (`prefixItems`) or one key pattern (`patternProperties`), where the
   * side without its own entry leaves the position to `rest` (`items`, `additionalProperties`).
   * Two different schemas governing it is a change neither way.
   */
  entry(keyword: JsonSchemaKeyword, step: string, before: { own: boolean; schema: unknown }, after: { own: boolean; schema: unknown }): void {
    if (before.own && after.own) return this.subSchema(keyword, step, before.schema, after.schema);
    const from = sideOf(before.schema);
    const to = sideOf(after.schema);
    if (from === 'schema' && to === 'schema') {
      if (!sameData(before.schema, after.schema)) this.add(keyword, step, true, true, 'changed');
    } else if (from !== to) this.add(keyword, step, SHOWN[from], SHOWN[to], RANK[to] > RANK[from] ? 'narrowed' : 'widened');
  }

  add(keyword: JsonSchemaKeyword, step: string, from: unknown, to: unknown, effect: KeywordChange['effect']): void {
    this.changes.push({ keyword, step, from, to, effect });
  }
}

const isOpenApi30 = (document: unknown) => {
  const version = typeof document === 'object' && document !== null ? (document as { openapi?: unknown }).openapi : undefined;
  return typeof version === 'string' && /^3\.0(\.|$)/.test(version);
};

/**
 * Whether two documents' schemas can hold these keywords: an OpenAPI 3.1 schema is JSON Schema
 * 2020-12, a 3.0 Schema Object defines none of them (its validators ignore them). Looking for
 * them costs every schema pair a pass over its keys, so a 3.0 pair is compared as fast as before.
 */
export const comparesJsonSchemaKeywords = (oldDocument: unknown, newDocument: unknown): boolean => !isOpenApi30(oldDocument) || !isOpenApi30(newDocument);

/** Compares the keywords above between two resolved schemas, recording changes and children on `diff`. */
export function diffJsonSchemaKeywords(diff: SchemaDiff, before: SchemaObject, after: SchemaObject, diffChild: DiffChild): void {
  if (!holdsKeywords(before) && !holdsKeywords(after)) return;
  const comparison = new KeywordComparison(diff, diffChild);
  compareContains(comparison, before, after);
  compareTuple(comparison, before, after);
  compareConditional(comparison, diff, before, after, diffChild);
  compareDependentRequired(comparison, before, after);
  compareMap(comparison, 'dependentSchemas', before, after, () => undefined);
  compareMap(comparison, 'patternProperties', before, after, (schema) => schema.additionalProperties);
  for (const keyword of SINGLE) comparison.subSchema(keyword, keywordStep(keyword), before[keyword], after[keyword]);
  compareContent(comparison, before, after);
  if (comparison.changes.length > 0) diff.keywords = comparison.changes;
}

/** `contains`, and its bounds while it is there on both sides (without it they mean nothing; `minContains` defaults to 1). */
function compareContains(comparison: KeywordComparison, before: SchemaObject, after: SchemaObject): void {
  comparison.subSchema('contains', keywordStep('contains'), before.contains, after.contains, false);
  if (before.contains === undefined || after.contains === undefined) return;
  const count = (value: unknown, otherwise: number) => (typeof value === 'number' ? value : otherwise);
  const minFrom = count(before.minContains, 1);
  const minTo = count(after.minContains, 1);
  if (minFrom !== minTo) comparison.add('minContains', keywordStep('minContains'), minFrom, minTo, minTo > minFrom ? 'narrowed' : 'widened');
  const maxFrom = count(before.maxContains, Infinity);
  const maxTo = count(after.maxContains, Infinity);
  const shown = (value: number) => (value === Infinity ? undefined : value);
  if (maxFrom !== maxTo) comparison.add('maxContains', keywordStep('maxContains'), shown(maxFrom), shown(maxTo), maxTo < maxFrom ? 'narrowed' : 'widened');
}

/** `prefixItems` position by position; a position past a side's tuple follows that side's `items`. */
function compareTuple(comparison: KeywordComparison, before: SchemaObject, after: SchemaObject): void {
  const oldTuple = Array.isArray(before.prefixItems) ? (before.prefixItems as unknown[]) : [];
  const newTuple = Array.isArray(after.prefixItems) ? (after.prefixItems as unknown[]) : [];
  const length = Math.max(oldTuple.length, newTuple.length);
  const at = (tuple: unknown[], rest: unknown, index: number) => (index < tuple.length ? { own: true, schema: tuple[index] } : { own: false, schema: Array.isArray(rest) ? undefined : rest });
  for (let index = 0; index < length; index++) {
    comparison.entry('prefixItems', keywordStep('prefixItems', index), at(oldTuple, before.items, index), at(newTuple, after.items, index));
  }
}

/** `then` and `else` count only beside an `if`; the `if` itself is diffed for whether it changed (see the file's note). */
function compareConditional(comparison: KeywordComparison, diff: SchemaDiff, before: SchemaObject, after: SchemaObject, diffChild: DiffChild): void {
  const branch = (schema: SchemaObject, keyword: 'then' | 'else') => (schema.if === undefined ? undefined : schema[keyword]);
  for (const keyword of ['then', 'else'] as const) comparison.subSchema(keyword, keywordStep(keyword), branch(before, keyword), branch(after, keyword));
  if (isObject(before.if) && isObject(after.if)) diff.children.push({ segment: CONDITION_STEP, diff: diffChild(before.if, after.if) });
}

const mapOf = (value: unknown): Record<string, unknown> => (isObject(value) ? value : {});

const namesIn = (value: unknown): string[] => (Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : []);

/** Per property: the names it makes required when present. More names ask more of a payload. */
function compareDependentRequired(comparison: KeywordComparison, before: SchemaObject, after: SchemaObject): void {
  const oldMap = mapOf(before.dependentRequired);
  const newMap = mapOf(after.dependentRequired);
  for (const key of unionOfKeys(oldMap, newMap)) {
    const from = namesIn(oldMap[key]);
    const to = namesIn(newMap[key]);
    const added = to.some((name) => !from.includes(name));
    const removed = from.some((name) => !to.includes(name));
    if (!added && !removed) continue;
    const shown = (map: Record<string, unknown>, names: string[]) => (Object.hasOwn(map, key) ? names : undefined);
    comparison.add('dependentRequired', keywordStep('dependentRequired', key), shown(oldMap, from), shown(newMap, to), added && removed ? 'changed' : added ? 'narrowed' : 'widened');
  }
}

/** A map of sub-schemas by key; a key one side lacks falls to `rest` there (`additionalProperties` for patterns, nothing for dependencies). */
function compareMap(comparison: KeywordComparison, keyword: 'dependentSchemas' | 'patternProperties', before: SchemaObject, after: SchemaObject, rest: (schema: SchemaObject) => unknown): void {
  const oldMap = mapOf(before[keyword]);
  const newMap = mapOf(after[keyword]);
  const at = (map: Record<string, unknown>, schema: SchemaObject, key: string) => (Object.hasOwn(map, key) ? { own: true, schema: map[key] } : { own: false, schema: rest(schema) });
  for (const key of unionOfKeys(oldMap, newMap)) comparison.entry(keyword, keywordStep(keyword, key), at(oldMap, before, key), at(newMap, after, key));
}

/** What a string holds, its media type and encoding: one appearing restricts it, one changing reinterprets it. */
function compareContent(comparison: KeywordComparison, before: SchemaObject, after: SchemaObject): void {
  for (const keyword of ['contentMediaType', 'contentEncoding'] as const) {
    const from = textOf(before[keyword]);
    const to = textOf(after[keyword]);
    if (from === to) continue;
    comparison.add(keyword, keywordStep(keyword), from, to, from === undefined ? 'narrowed' : to === undefined ? 'widened' : 'changed');
  }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Keys of both maps, each once, sorted: the same input gives the same order of changes. */
function unionOfKeys(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}

const declaresProperties = (schema: SchemaObject) => Object.keys(mapOf(schema.properties)).length > 0;

/** The same names in the same order: what nearly every schema pair has, told without building sets. */
const sameList = (a: unknown, b: unknown) => a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((name, index) => name === b[index]));

/**
 * A `required` list at a schema that declares no properties on either side, as the sub-schemas
 * above mostly are (`then: { required: [card] }`, a dependent schema): a name joining or leaving
 * it is a property becoming required or optional, as for a declared one. Where a schema declares
 * properties, a name it requires without declaring is left alone: published documents keep such
 * stale names, and the generated type holds no field for them.
 */
export function diffUndeclaredRequired(diff: SchemaDiff, before: SchemaObject, after: SchemaObject): void {
  if (sameList(before.required, after.required) || declaresProperties(before) || declaresProperties(after)) return;
  const oldRequired = new Set(namesIn(before.required));
  const newRequired = new Set(namesIn(after.required));
  for (const name of [...newRequired].sort()) if (!oldRequired.has(name)) diff.becameRequired.push(name);
  for (const name of [...oldRequired].sort()) if (!newRequired.has(name)) diff.becameOptional.push(name);
}
