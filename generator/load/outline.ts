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
  parents: number[];
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
  const nodes: object[] = [];
  const parents: number[] = [];
  const refNodes: number[] = [];
  const refs: string[] = [];
  const stackNodes: object[] = [spec];
  const stackParents: number[] = [-1];
  const stackFacts: number[] = [ROLE.keywords];
  while (stackNodes.length > 0) {
    const node = stackNodes.pop()!;
    const parent = stackParents.pop()!;
    const facts = stackFacts.pop()!;
    const role = (facts & ROLE_MASK) as Role;
    const depth = facts >> ROLE_BITS;
    const index = nodes.length;
    nodes.push(node);
    parents.push(role === ROLE.data ? ~parent : parent);
    if (depth > limit) return undefined;
    const childDepth = (depth + 1) << ROLE_BITS;
    if (Array.isArray(node)) {
      const itemFacts = childDepth | (role === ROLE.data ? ROLE.data : ROLE.keywords);
      for (let item = 0; item < node.length; item++) {
        const child: unknown = node[item];
        if (typeof child !== 'object' || child === null) continue;
        stackNodes.push(child);
        stackParents.push(index);
        stackFacts.push(itemFacts);
      }
      continue;
    }
    if (role === ROLE.data) {
      for (const key in node) {
        if (!Object.hasOwn(node, key)) continue;
        const child = (node as Record<string, unknown>)[key];
        if (typeof child !== 'object' || child === null) continue;
        stackNodes.push(child);
        stackParents.push(index);
        stackFacts.push(childDepth);
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
        stackNodes.push(child);
        stackParents.push(index);
        stackFacts.push(childDepth | childRole);
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
  return { refs: resolved, outline: { nodes, parents, refNodes, refs } };
}
