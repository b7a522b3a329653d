/**
 * `$ref`s followed once per document, not once per place or per pair: the same components are
 * reached from every operation, and the history diffs each document twice (as the new side of one
 * pair and the old side of the next). A loaded document is never changed after loading.
 */
import { deref, isRef, resolvedRefs } from '../../load/refs.ts';

const byDocument = new WeakMap<object, Map<string, unknown>>();

/** What `value` stands for in `document`: itself, or the end of its chain of `$ref`s (undefined when it dangles). */
export function targetOf<T = unknown>(document: unknown, value: unknown): T | undefined {
  return (isRef(value) ? refTarget(document, value.$ref) : value) as T | undefined;
}

/** Where `ref` leads in `document`, to the end of a chain of `$ref`s (undefined when it dangles). */
export function refTarget(document: unknown, ref: string): unknown {
  return typeof document !== 'object' || document === null ? deref(document, { $ref: ref }) : targetIn(document, knownIn(document), ref);
}

/**
 * refTarget for one document, its table looked up once: a diff follows `$ref`s of the same two
 * documents at nearly every schema node it meets.
 */
export function refTargetsIn(document: unknown): (ref: string) => unknown {
  if (typeof document !== 'object' || document === null) return (ref) => deref(document, { $ref: ref });
  const known = knownIn(document);
  return (ref) => targetIn(document, known, ref);
}

function knownIn(document: object): Map<string, unknown> {
  let known = byDocument.get(document);
  if (!known) byDocument.set(document, (known = new Map()));
  return known;
}

function targetIn(document: object, known: Map<string, unknown>, ref: string): unknown {
  let target = known.get(ref);
  if (target === undefined && !known.has(ref)) known.set(ref, (target = follow(document, ref)));
  return target;
}

/** deref's answer, from the loader's look-up when the ref leads straight to something that is no ref (most do). */
function follow(document: object, ref: string): unknown {
  const first = resolvedRefs(document)?.get(ref);
  return first === undefined || isRef(first) ? deref(document, { $ref: ref }) : first;
}
