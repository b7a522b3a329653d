import { DEFAULTS } from '../context.ts';
import { decodesAsUri, resolvePointerWithin, ROLE, roleOfChild, type Role } from './refs.ts';

/**
 * A walk of the whole document, as validate.ts makes it when it finds nothing wrong: every object
 * and array outside data in walk order, each with its parent, each topmost one of data (an
 * example, a value keyword, an extension) with how deep the data nests below it, and the `$ref`s
 * read outside data. ref-depth.ts builds its graph from it, so that the document is walked once.
 */
export interface DocumentOutline {
  nodes: object[];
  /** Each node's parent's index (-1 for the root), bitwise inverted (`~parent`) when the node sits in data. */
  parents: Int32Array;
  /** For a node in data, how many levels the data nests below it; 0 for every other node. */
  dataDepths: Int32Array;
  /**
   * Every object and array below a node in data, listed nowhere else: most of a real document's
   * containers are data (examples), walked for their depth alone. ref-depth.ts reads no graph off
   * the outline when a `$ref` leads to one of them.
   */
  insideData: object[];
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
 * place, and data below its topmost node listed apart. Each distinct `$ref` is resolved once, in
 * order of first sight. Undefined at the first doubt (too deep, a `%` in a name, a ref that does
 * not resolve): the careful walk then runs, and names the place.
 *
 * It runs on every document loaded, so it is written for speed: its stack is parallel arrays, a
 * node's depth and role one small integer, the `$ref` read off the keys as they are listed, data
 * walked for its depth alone, the parents small integers.
 */
export function cleanDocumentOutline(spec: object): { refs: Map<string, unknown>; outline: DocumentOutline } | undefined {
  try {
    return walkOutline(spec);
  } finally {
    // Whatever the walk's end: the lists kept for the next document hold nothing of this one.
    (nodeLists.nodes as unknown[]).fill(undefined);
    (nodeLists.insideData as unknown[]).fill(undefined);
  }
}

/**
 * The node lists the walk fills, kept from one document to the next: grown an entry at a time, a
 * fresh list is copied whole at each step (optimised code makes `new Array(n)` inline only up to
 * about 16,000 entries, and is thrown away past it), so that a history's walks made three times
 * their nodes' worth of lists to collect. The outline gets a copy of exactly the entries filled.
 */
const nodeLists = { nodes: [] as object[], insideData: [] as object[] };

function walkOutline(spec: object): { refs: Map<string, unknown>; outline: DocumentOutline } | undefined {
  const limit = DEFAULTS.maxSpecNesting;
  // The typed arrays are sized once, as large as the last document's (a history's next one is much
  // like it), and cut to length at the end: grown a push at a time, they were copied whole at each step.
  const nodes = nodeLists.nodes;
  let parents: Int32Array = new Int32Array(Math.max(hints.nodes, 1024));
  let dataDepths: Int32Array = new Int32Array(parents.length);
  let count = 0;
  const data = { nodes: nodeLists.insideData, count: 0, stackNodes: [] as object[], stackDepths: [] as number[] };
  const dataRoots: number[] = [];
  const refNodes: number[] = [];
  const refs: string[] = [];
  // The stack never shrinks while walking (a pop would trim it, the next push copy it again).
  const stackNodes: object[] = [spec];
  const stackParents: number[] = [-1];
  const stackFacts: number[] = [ROLE.keywords];
  // Pushed onto the three in place, not by a closure: the walk runs unoptimised through a history's
  // first documents, where such a closure was hot enough to be compiled on its own as well.
  let top = 1;
  while (top > 0) {
    const node = stackNodes[--top]!;
    const parent = stackParents[top]!;
    const facts = stackFacts[top]!;
    const role = (facts & ROLE_MASK) as Role;
    const depth = facts >> ROLE_BITS;
    const index = count++;
    nodes[index] = node;
    if (index === parents.length) [parents, dataDepths] = [grown(parents), grown(dataDepths)];
    parents[index] = role === ROLE.data ? ~parent : parent;
    if (depth > limit) return undefined;
    if (role === ROLE.data) {
      // Walked after the rest (data is listed in the same order): apart, each loop is compiled on its own and smaller.
      dataDepths[index] = depth;
      dataRoots.push(index);
      continue;
    }
    const childDepth = (depth + 1) << ROLE_BITS;
    if (Array.isArray(node)) {
      const itemFacts = childDepth | ROLE.keywords;
      for (let item = 0; item < node.length; item++) {
        const child: unknown = node[item];
        if (typeof child !== 'object' || child === null) continue;
        stackNodes[top] = child;
        stackParents[top] = index;
        stackFacts[top++] = itemFacts;
      }
      continue;
    }
    let ref: string | undefined;
    // Own keys only, checked where a key counts (most hold a plain value, and count only as a `$ref` or a name with a %).
    for (const key in node) {
      const child = (node as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) {
        if (!Object.hasOwn(node, key)) continue;
        const childRole = roleOfChild(role, key, child);
        if (childRole !== ROLE.data && key.includes('%')) return undefined;
        stackNodes[top] = child;
        stackParents[top] = index;
        stackFacts[top++] = childDepth | childRole;
        continue;
      }
      if (key === '$ref' && typeof child === 'string' && Object.hasOwn(node, key)) ref = child;
      // A value's role matters only to a name holding a %: most keys are looked up no further.
      if (key.includes('%') && Object.hasOwn(node, key) && roleOfChild(role, key, child) !== ROLE.data) return undefined;
    }
    if (ref === undefined) continue;
    refNodes.push(index);
    refs.push(ref);
  }
  for (let at = 0; at < dataRoots.length; at++) {
    const index = dataRoots[at]!;
    const depth = dataDepths[index]!;
    const deepest = walkData(nodes[index]!, depth, limit, data);
    if (deepest === undefined) return undefined;
    dataDepths[index] = deepest - depth;
  }
  const resolved = resolveRefs(spec, refs);
  if (resolved === undefined) return undefined;
  hints.nodes = Math.min(count, MAX_SIZE_HINT);
  const outline = { nodes: nodes.slice(0, count), parents: parents.subarray(0, count), dataDepths: dataDepths.subarray(0, count), insideData: data.nodes.slice(0, data.count), refNodes, refs };
  return { refs: resolved, outline };
}

/**
 * Each distinct `$ref`, in order of first sight, with its target; undefined if one resolves to
 * nothing. Apart from the walk, so that the walk's optimised code, made for each of a history's
 * documents' 30,000 nodes, does not carry the resolution made for a thousand of them.
 */
function resolveRefs(spec: object, refs: readonly string[]): Map<string, unknown> | undefined {
  const resolved = new Map<string, unknown>();
  const parents = new Map<string, unknown>();
  for (let index = 0; index < refs.length; index++) {
    const ref = refs[index]!;
    if (resolved.has(ref)) continue;
    const target = ref.startsWith('#') && decodesAsUri(ref) ? resolvePointerWithin(spec, ref, parents) : undefined;
    if (target === undefined) return undefined;
    resolved.set(ref, target);
  }
  return resolved;
}

interface DataWalk {
  /** Every container found below a node in data, `count` of them so far. */
  nodes: object[];
  count: number;
  /** The walk's stack, kept from one node in data to the next. */
  stackNodes: object[];
  stackDepths: number[];
}

/**
 * How deep data nests below `root` (at `rootDepth`), in levels from the document's root; undefined
 * past `limit`. Everything below is data, whatever its keys: only containers are walked, and
 * each is listed in `walk.nodes`.
 */
function walkData(root: object, rootDepth: number, limit: number, walk: DataWalk): number | undefined {
  const { stackNodes, stackDepths } = walk;
  stackNodes[0] = root;
  stackDepths[0] = rootDepth;
  let top = 1;
  let deepest = rootDepth;
  while (top > 0) {
    const node = stackNodes[--top]!;
    const depth = stackDepths[top]!;
    if (depth > deepest) {
      if (depth > limit) return undefined;
      deepest = depth;
    }
    if (node !== root) walk.nodes[walk.count++] = node;
    if (Array.isArray(node)) {
      for (let item = 0; item < node.length; item++) {
        const child: unknown = node[item];
        if (typeof child !== 'object' || child === null) continue;
        stackNodes[top] = child;
        stackDepths[top++] = depth + 1;
      }
      continue;
    }
    for (const key in node) {
      const child = (node as Record<string, unknown>)[key];
      // Own keys only: the check is made for a container alone, as nothing else is walked.
      if (typeof child !== 'object' || child === null || !Object.hasOwn(node, key)) continue;
      stackNodes[top] = child;
      stackDepths[top++] = depth + 1;
    }
  }
  return deepest;
}

function grown(values: Int32Array): Int32Array {
  const larger = new Int32Array(values.length * 2);
  larger.set(values);
  return larger;
}

/** The sizes of the last document walked to its end. */
const hints = { nodes: 0 };
/** A hint is only a first size: one huge document does not make every later walk allocate as much. */
const MAX_SIZE_HINT = 1 << 20;

/**
 * Arrays of every kind V8 keeps apart (empty, small integers, other numbers, strings, objects,
 * nulls), under keywords and in data. Optimised code reads an array only in the kinds it has seen,
 * and is thrown away and made again at the first array of another kind: made during a history's
 * first, small documents, the walk was compiled four times over (about 70 ms of CPU, a third of all
 * compilation). Walked as the module loads, this shows optimised code every kind from the start:
 * a few times, as V8 starts keeping what a function has seen only after its first calls.
 */
const EVERY_ARRAY_KIND = {
  openapi: '3.0.0',
  paths: { '/': { get: { tags: [], security: [1], parameters: [{ in: 'query', name: 'a', schema: { enum: [0.5, null] } }], responses: {} } } },
  components: { schemas: { A: { required: ['a'], allOf: [{ type: 'object' }], example: [[], [1], [0.5], ['a'], [{}], [null]], 'x-a': [1.5] } } },
};
for (let walk = 0; walk < 10; walk++) cleanDocumentOutline(EVERY_ARRAY_KIND);
