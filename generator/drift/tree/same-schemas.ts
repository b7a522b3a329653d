/**
 * Whether two schemas read the same in the two documents of a pair, everything they reach through
 * `$ref`s included. Consecutive versions of a document share nearly every schema: a schema diff
 * that reaches a pair that reads the same (schema.ts) skips its walk, since it would find nothing
 * there. Each `$ref` is decided once per document pair, whatever number of places reach it.
 * Operations are compared the same way (operation.ts): their parameters, bodies and responses are
 * maps of names and objects like a schema's, with schemas inside.
 *
 * "Same" is deliberately narrower than "diffs clean": schemas equal keyword for keyword but for
 * the annotations the diff never reads (descriptions, examples), names for names, data and
 * extensions key for key in order (the diff compares data as JSON text), plain JSON only, and none
 * of the few shapes a schema diff reports on even between identical sides (a value it compares by
 * identity that is an object, two `oneOf`/`anyOf` options naming one component). Anything else is walked.
 */
import { DEFAULTS } from '../../context.ts';
import { isRef, refName } from '../../load/refs.ts';
import { refTargetsIn } from './targets.ts';

/**
 * How deep one comparison goes (JSON levels and `$ref`s followed) before it gives up and lets the
 * schema diff walk: the diff's own depth guard then holds for documents the loader never saw.
 */
const MAX_DEPTH = DEFAULTS.maxRefDepth;

export class SameSchemas {
  /**
   * By `$ref`: whether it was decided same (true) or not (false), or, while open, its place on
   * `open`. One map, not a second one for places: a decided `$ref` overwrites its place, where
   * adding and deleting entries of a second map allocated per `$ref` of every pair.
   */
  private readonly state = new Map<string, boolean | number>();
  /**
   * `$ref`s being compared, and those compared equal while leaning on one still being compared
   * (a cycle). A cycle is equal only once its first `$ref` is (Tarjan's strongly connected
   * components); any difference found means every `$ref` open reaches it.
   */
  private readonly open: string[] = [];
  /** The lowest place on `open` the current comparison leaned on. */
  private lowest = 0;

  private readonly oldTargets: (ref: string) => unknown;
  private readonly newTargets: (ref: string) => unknown;

  constructor(oldDocument: unknown, newDocument: unknown) {
    this.oldTargets = refTargetsIn(oldDocument);
    this.newTargets = refTargetsIn(newDocument);
  }

  /** Whether `ref` leads to the same content on both sides. */
  same(ref: string): boolean {
    return this.sameRef(ref, 0);
  }

  /**
   * Whether two schemas, inline or `$ref`s, read the same on their sides. `depth` is how deep the
   * schema diff asking is nested: what it would have walked below stays within its depth guard.
   */
  sameSchemas(oldSchema: unknown, newSchema: unknown, depth = 0): boolean {
    return this.sameValue(oldSchema, newSchema, SCHEMA, depth);
  }

  private sameRef(ref: string, depth: number): boolean {
    const known = this.state.get(ref);
    if (typeof known === 'boolean') return known;
    if (known !== undefined) {
      if (known < this.lowest) this.lowest = known;
      return true;
    }
    const outer = this.lowest;
    const open = this.open;
    const at = open.length;
    open.push(ref);
    this.state.set(ref, at);
    this.lowest = at;
    const same = this.sameValue(this.oldTargets(ref), this.newTargets(ref), SCHEMA, depth + 1);
    if (!same) {
      // Every `$ref` open reaches this difference: the ones being compared lead to it, the others to one of those.
      for (const name of open) this.state.set(name, false);
      open.length = 0;
      this.lowest = outer;
      return false;
    }
    if (this.lowest === at) {
      for (let index = at; index < open.length; index++) this.state.set(open[index]!, true);
      open.length = at;
    }
    if (outer < this.lowest) this.lowest = outer;
    return true;
  }

  /** Whether two values read alike: a schema as the diff reads it, names as names, data as JSON text. */
  private sameValue(a: unknown, b: unknown, role: Role, depth: number): boolean {
    // One object in both documents is still walked: a `$ref` inside it may lead elsewhere in each.
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
    if (depth > MAX_DEPTH) return false;
    if (Array.isArray(a)) return Array.isArray(b) && this.sameList(a, b, role, depth);
    if (Array.isArray(b) || !isPlainObject(a) || !isPlainObject(b)) return false;
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    return role === SCHEMA ? this.sameSchema(left, right, depth) : role === NAMES ? this.sameNames(left, right, depth) : this.sameData(left, right, depth);
  }

  /** Keyword by keyword, annotations aside, in any order (the diff reads a schema's keywords by name), then where a `$ref` leads. */
  private sameSchema(left: Record<string, unknown>, right: Record<string, unknown>, depth: number): boolean {
    let count = 0;
    let keys = 0;
    /** Whether `right` has every key of `left`, annotations included: then equal key counts mean equal key sets. */
    let everyKey = true;
    for (const key in left) {
      keys++;
      const kind = KEYWORDS.get(key);
      const other = right[key];
      // `__proto__` is the one key an object without it still answers with an object.
      const missing = (other === undefined || key === '__proto__') && !Object.hasOwn(right, key);
      if (kind === ANNOTATION) {
        if (missing) everyKey = false;
        continue;
      }
      count++;
      if (missing) return false;
      const value = left[key];
      if (typeof value !== 'object' || value === null) {
        if (value !== other) return false;
        continue;
      }
      if (kind === BY_IDENTITY || (kind === DISCRIMINATOR && mapsToObject(value))) return false;
      const role = kind === undefined ? (isExtension(key) ? DATA : SCHEMA) : kind === NAME_MAP ? NAMES : kind === SUB_SCHEMA ? SCHEMA : DATA;
      if (!this.sameValue(value, other, role, depth + 1)) return false;
    }
    // Counting `right`'s keys needs no look-up of each (most nodes): looked up only when the key sets may differ.
    if (everyKey) for (const _key in right) keys--;
    if (!everyKey || keys !== 0) {
      for (const key in right) if (KEYWORDS.get(key) !== ANNOTATION && --count < 0) return false;
      if (count !== 0) return false;
    }
    return typeof left.$ref !== 'string' || this.sameRef(left.$ref, depth);
  }

  /** Every name, each naming a schema. */
  private sameNames(left: Record<string, unknown>, right: Record<string, unknown>, depth: number): boolean {
    let count = 0;
    for (const key in left) {
      count++;
      if (!Object.hasOwn(right, key) || !this.sameValue(left[key], right[key], SCHEMA, depth + 1)) return false;
    }
    for (const _key in right) if (--count < 0) return false;
    return count === 0 && (typeof left.$ref !== 'string' || this.sameRef(left.$ref, depth));
  }

  /** Data the diff compares as JSON text: every key, in order. */
  private sameData(left: Record<string, unknown>, right: Record<string, unknown>, depth: number): boolean {
    const keys = Object.keys(left);
    const otherKeys = Object.keys(right);
    if (keys.length !== otherKeys.length) return false;
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]!;
      if (key !== otherKeys[index] || !this.sameValue(left[key], right[key], DATA, depth + 1)) return false;
    }
    return true;
  }

  private sameList(a: unknown[], b: unknown[], role: Role, depth: number): boolean {
    if (a.length !== b.length) return false;
    // A list among names (malformed) holds what the diff would read as schemas.
    const itemRole = role === DATA ? DATA : SCHEMA;
    for (let index = 0; index < a.length; index++) {
      const value = a[index];
      if (typeof value !== 'object' || value === null ? value !== b[index] : !this.sameValue(value, b[index], itemRole, depth + 1)) return false;
    }
    return role === DATA || !namesOneComponentTwice(a);
  }
}

/** How the diff reads a value, by the keyword holding it in a schema (as schema-options.ts reads one for matching options). */
type Role = 0 | 1 | 2;
const SCHEMA = 0;
/** A map of names to schemas (`properties`): a property called `description` is a property. */
const NAMES = 1;
/** Data, compared as JSON text (`default`, `enum`, `x-…`), or read as names and strings (`required`, a discriminator's mapping). */
const DATA = 2;

/** What a keyword of a schema holds; a keyword not listed holds a schema, an extension (`x-…`) data. */
const ANNOTATION = 0;
const NAME_MAP = 1;
const DATA_VALUE = 2;
/** Data, but the diff compares its mapping's values by identity. */
const DISCRIMINATOR = 3;
/** A value the diff compares with `!==` (schema.ts, schema-facts.ts): an object there differs from its copy. */
const BY_IDENTITY = 4;
const SUB_SCHEMA = 5;

const KEYWORDS = new Map<string, number>([
  /**
   * Annotations document a schema or an operation's part: the diff reads none of them (a successor
   * named in a description is read only when `deprecated` changed; an operation's sides are read
   * apart from this).
   */
  ...['title', 'summary', 'description', 'example', 'examples', 'externalDocs', '$comment'].map((key) => [key, ANNOTATION] as const),
  // Maps of names: a schema's to schemas, and an operation's parts (so that a header called `description` counts).
  ...['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions', 'responses', 'content', 'headers', 'callbacks', 'links', 'encoding'].map((key) => [key, NAME_MAP] as const),
  ...['enum', 'const', 'default', 'required', 'dependentRequired'].map((key) => [key, DATA_VALUE] as const),
  ['discriminator', DISCRIMINATOR],
  ...['format', 'maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum', 'minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum', 'multipleOf', 'pattern'].map((key) => [key, BY_IDENTITY] as const),
  ...['items', 'additionalProperties', 'allOf', 'oneOf', 'anyOf', 'not', 'schema'].map((key) => [key, SUB_SCHEMA] as const),
]);

const isExtension = (key: string) => key.charCodeAt(0) === 120 /* x */ && key.charCodeAt(1) === 45; /* - */

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** A discriminator whose mapping holds an object: the diff compares mapping values by identity. */
const mapsToObject = (discriminator: object) => {
  const mapping = (discriminator as { mapping?: unknown }).mapping;
  return typeof mapping === 'object' && mapping !== null && Object.values(mapping).some((entry) => typeof entry === 'object' && entry !== null);
};

/** Options are matched by the component they name (schema-options.ts): two naming one leave one of the other side's unmatched. */
function namesOneComponentTwice(list: unknown[]): boolean {
  let names: Set<string> | undefined;
  for (const item of list) {
    if (!isRef(item)) continue;
    const name = refName(item.$ref);
    if (names?.has(name)) return true;
    (names ??= new Set()).add(name);
  }
  return false;
}

/**
 * A pair that takes every turn of the comparison: lists of every kind V8 keeps apart (empty, small
 * integers, other numbers, strings, objects, nulls), keyword sets that differ by an annotation
 * alone and by a keyword, data and names. Optimised code is made for what a function has seen and
 * thrown away at the first thing it has not: made during a history's first pairs, which differ
 * rarely, `sameSchema` was compiled twice and `sameList` made again for a list of another kind.
 * Compared as the module loads, a few times (V8 starts keeping what a function sees only after its
 * first calls), these show optimised code every turn from the start.
 */
const EVERY_TURN = (nullable: boolean) => ({
  components: {
    schemas: {
      // Keywords are compared in order, and a difference ends the comparison: the lists come first.
      Same: { type: 'object', description: 'd', required: ['a'], allOf: [{ type: 'object' }], 'x-a': { b: [1] }, enum: [[], [1], [0.5], ['a'], [{}], [null]], properties: { a: { $ref: '#/components/schemas/Other' } } },
      Other: nullable ? { type: 'string', nullable } : { type: 'string', title: 't' },
      Annotated: nullable ? { type: 'string' } : { type: 'string', title: 't' },
    },
  },
});
for (let round = 0; round < 10; round++) {
  const seeds = new SameSchemas(EVERY_TURN(false), EVERY_TURN(true));
  for (const name of ['Same', 'Other', 'Annotated']) seeds.same(`#/components/schemas/${name}`);
}
