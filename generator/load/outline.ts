import { DEFAULTS } from '../context.ts';
import { decodesAsUri, resolvePointer, ROLE, roleOfChild, type Role } from './refs.ts';

/**
 * A walk of the whole document, as validate.ts makes it when it finds nothing wrong: every object
 * and array in walk order, each with its parent, and the `$ref`s read outside data. ref-depth.ts
 * builds its graph from it, so that the document is walked once.
 */
export interface DocumentOutline {
  nodes: object[];
  /** Each node's parent's index (-1 for the root), bitwise inverted (`~parent`) when the node sits in data. */
  parents: Int32Array;
  /** The nodes (by index, ascending) holding a `$ref` outside data, and that ref. */
  refNodes: number[];
  refs: string[];
}

/** A role and a depth in one number, so that the walk's stack is three arrays: `depth << 3 | role`. */
const ROLE_BITS = 3;
const ROLE_MASK = (1 << ROLE_BITS) - 1;

/**
 * The walk validate.ts's checkRefsAndNesting makes, for a document with nothing to report: the
 * same nodes in the same order (so the same refs, in the same order), without the pointer of each
 * place. Each distinct `$ref` is resolved once, in order of first sight. Undefined at the first
 * doubt (too deep, a `%` in a name, a ref that does not resolve): the careful walk then runs, and
 * names the place.
 *
 * It runs on every document loaded, so it is written for speed: its stack is parallel arrays, a
 * node's depth and role one small integer, the `$ref` read off the keys as they are listed, data
 * walked for its depth alone, the parents small integers.
 */
export function cleanDocumentOutline(spec: object): { refs: Map<string, unknown>; outline: DocumentOutline } | undefined {
  const limit = DEFAULTS.maxSpecNesting;
  const resolved = new Map<string, unknown>();
  // Sized once, as large as the last document's (a history's next one is much like it), and cut
  // to length at the end: grown a push at a time, they were copied whole at each step.
  const nodes: object[] = new Array<object>(sizeHint);
  let parents: Int32Array = new Int32Array(Math.max(sizeHint, 1024));
  let count = 0;
  const refNodes: number[] = [];
  const refs: string[] = [];
  // The stack never shrinks while walking (a pop would trim it, the next push copy it again).
  const stackNodes: object[] = [spec];
  const stackParents: number[] = [-1];
  const stackFacts: number[] = [ROLE.keywords];
  let top = 1;
  const push = (child: object, parent: number, facts: number) => {
    stackNodes[top] = child;
    stackParents[top] = parent;
    stackFacts[top++] = facts;
  };
  while (top > 0) {
    const node = stackNodes[--top]!;
    const parent = stackParents[top]!;
    const facts = stackFacts[top]!;
    const role = (facts & ROLE_MASK) as Role;
    const depth = facts >> ROLE_BITS;
    const index = count++;
    nodes[index] = node;
    if (index === parents.length) parents = grown(parents);
    parents[index] = role === ROLE.data ? ~parent : parent;
    if (depth > limit) return undefined;
    const childDepth = (depth + 1) << ROLE_BITS;
    if (Array.isArray(node)) {
      const itemFacts = childDepth | (role === ROLE.data ? ROLE.data : ROLE.keywords);
      for (let item = 0; item < node.length; item++) {
        const child: unknown = node[item];
        if (typeof child === 'object' && child !== null) push(child, index, itemFacts);
      }
      continue;
    }
    if (role === ROLE.data) {
      for (const key in node) {
        if (!Object.hasOwn(node, key)) continue;
        const child = (node as Record<string, unknown>)[key];
        if (typeof child === 'object' && child !== null) push(child, index, childDepth);
      }
      continue;
    }
    let ref: string | undefined;
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      const child = (node as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) {
        const childRole = roleOfChild(role, key, child);
        if (childRole !== ROLE.data && key.includes('%')) return undefined;
        push(child, index, childDepth | childRole);
        continue;
      }
      if (key === '$ref' && typeof child === 'string') ref = child;
      // A value's role matters only to a name holding a %: most keys are looked up no further.
      if (key.includes('%') && roleOfChild(role, key, child) !== ROLE.data) return undefined;
    }
    if (ref === undefined) continue;
    refNodes.push(index);
    refs.push(ref);
    if (!resolved.has(ref)) {
      const target = ref.startsWith('#') && decodesAsUri(ref) ? resolvePointer(spec, ref) : undefined;
      if (target === undefined) return undefined;
      resolved.set(ref, target);
    }
  }
  nodes.length = count;
  sizeHint = Math.min(count, MAX_SIZE_HINT);
  return { refs: resolved, outline: { nodes, parents: parents.subarray(0, count), refNodes, refs } };
}

function grown(parents: Int32Array): Int32Array {
  const larger = new Int32Array(parents.length * 2);
  larger.set(parents);
  return larger;
}

/** The node count of the last document walked to its end. */
let sizeHint = 0;
/** A hint is only a first size: one huge document does not make every later walk allocate as much. */
const MAX_SIZE_HINT = 1 << 20;
