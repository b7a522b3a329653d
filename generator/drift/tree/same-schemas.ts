/**
 * Whether a `$ref` leads to the same content in both documents of a pair, everything it reaches
 * through further `$ref`s included. Consecutive versions of a document share nearly every
 * component: a schema diff that reaches one unchanged (schema.ts) skips its walk, since it would
 * find nothing there. Each `$ref` is decided once per document pair, whatever number of places
 * reach it.
 *
 * "Same" is deliberately narrower than "diffs clean": content equal key for key, in the same
 * order (data is compared as JSON text, so order counts), plain JSON only, and none of the few
 * shapes a schema diff reports on even between identical sides (a value it compares by identity
 * that is an object, two `oneOf`/`anyOf` options naming one component). Anything else is walked.
 */
import { DEFAULTS } from '../../context.ts';
import { isRef, refName } from '../../load/refs.ts';
import { targetOf } from './targets.ts';

/** Keywords the schema diff compares with `!==` (schema.ts, schema-facts.ts): an object there differs from its copy. */
const COMPARED_BY_IDENTITY = new Set(['format', 'maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum', 'minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum', 'multipleOf', 'pattern']);

/**
 * How deep one comparison goes (JSON levels and `$ref`s followed) before it gives up and lets the
 * schema diff walk: the diff's own depth guard then holds for documents the loader never saw.
 */
const MAX_DEPTH = DEFAULTS.maxRefDepth;

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null || Array.isArray(value);
};

export class SameRefs {
  private readonly decided = new Map<string, boolean>();
  /**
   * `$ref`s being compared, and those compared equal while leaning on one still being compared
   * (a cycle): by their place on `open`. A cycle is equal only once its first `$ref` is (Tarjan's
   * strongly connected components); any difference found means every `$ref` open reaches it.
   */
  private readonly open: string[] = [];
  private readonly openAt = new Map<string, number>();
  /** The lowest place on `open` the current comparison leaned on. */
  private lowest = 0;

  constructor(
    private readonly oldDocument: unknown,
    private readonly newDocument: unknown,
  ) {}

  /** Whether `ref` leads to the same content on both sides. */
  same(ref: string): boolean {
    return this.sameRef(ref, 0);
  }

  private sameRef(ref: string, depth: number): boolean {
    const decided = this.decided.get(ref);
    if (decided !== undefined) return decided;
    const place = this.openAt.get(ref);
    if (place !== undefined) {
      if (place < this.lowest) this.lowest = place;
      return true;
    }
    const outer = this.lowest;
    const at = this.open.length;
    this.open.push(ref);
    this.openAt.set(ref, at);
    this.lowest = at;
    const same = this.sameValue(targetOf(this.oldDocument, { $ref: ref }), targetOf(this.newDocument, { $ref: ref }), depth + 1);
    if (!same) {
      // Every `$ref` open reaches this difference: the ones being compared lead to it, the others to one of those.
      for (const name of this.open) this.decided.set(name, false);
      this.open.length = 0;
      this.openAt.clear();
      this.lowest = outer;
      return false;
    }
    if (this.lowest === at) {
      for (const name of this.open.splice(at)) {
        this.decided.set(name, true);
        this.openAt.delete(name);
      }
    }
    if (outer < this.lowest) this.lowest = outer;
    return true;
  }

  private sameValue(a: unknown, b: unknown, depth: number): boolean {
    // One object in both documents is still walked: a `$ref` inside it may lead elsewhere in each.
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
    if (depth > MAX_DEPTH || !isPlain(a) || !isPlain(b)) return false;
    if (Array.isArray(a)) return Array.isArray(b) && this.sameList(a, b, depth);
    if (Array.isArray(b)) return false;
    const keys = Object.keys(a);
    const otherKeys = Object.keys(b);
    if (keys.length !== otherKeys.length) return false;
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]!;
      if (key !== otherKeys[index]) return false;
      const value = left[key];
      if (typeof value === 'object' && value !== null && (COMPARED_BY_IDENTITY.has(key) || (key === 'mapping' && holdsObject(value)))) return false;
      if (!this.sameValue(value, right[key], depth + 1)) return false;
    }
    return !isRef(left) || this.sameRef(left.$ref, depth);
  }

  private sameList(a: unknown[], b: unknown[], depth: number): boolean {
    if (a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!this.sameValue(a[index], b[index], depth + 1)) return false;
    return !namesOneComponentTwice(a);
  }
}

const holdsObject = (value: object) => Object.values(value).some((entry) => typeof entry === 'object' && entry !== null);

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
