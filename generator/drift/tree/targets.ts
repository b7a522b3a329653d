/**
 * `$ref`s followed once per document, not once per place or per pair: the same components are
 * reached from every operation, and the history diffs each document twice (as the new side of one
 * pair and the old side of the next). A loaded document is never changed after loading.
 */
import { deref, isRef, SCHEMA_COMPONENT_PREFIX } from '../../load/refs.ts';

const byDocument = new WeakMap<object, Map<string, unknown>>();

/** What `value` stands for in `document`: itself, or the end of its chain of `$ref`s (undefined when it dangles). */
export function targetOf<T = unknown>(document: unknown, value: unknown): T | undefined {
  return (isRef(value) ? refTarget(document, value.$ref) : value) as T | undefined;
}

/** Where `ref` leads in `document`, to the end of a chain of `$ref`s (undefined when it dangles). */
export function refTarget(document: unknown, ref: string): unknown {
  if (typeof document !== 'object' || document === null) return deref(document, { $ref: ref });
  let known = byDocument.get(document);
  if (!known) byDocument.set(document, (known = new Map()));
  let target = known.get(ref);
  if (target === undefined && !known.has(ref)) known.set(ref, (target = follow(document, ref)));
  return target;
}

/** deref, with the common first step (a component schema named without `/`, `~` or `%`) taken as three own-key reads, not a pointer split and decoded. */
function follow(document: object, ref: string): unknown {
  if (ref.startsWith(SCHEMA_COMPONENT_PREFIX) && PLAIN_NAME.test(ref.slice(SCHEMA_COMPONENT_PREFIX.length))) {
    const target = own(own(own(document, 'components'), 'schemas'), ref.slice(SCHEMA_COMPONENT_PREFIX.length));
    if (!isRef(target)) return target;
  }
  return deref(document, { $ref: ref });
}

const PLAIN_NAME = /^[^/~%]*$/;

const own = (node: unknown, key: string): unknown => (typeof node === 'object' && node !== null && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined);
