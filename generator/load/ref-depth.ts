import { DEFAULTS } from '../context.ts';
import { InputError } from './errors.ts';
import { EdgeList, type Edges } from './edge-list.ts';
import type { DocumentOutline } from './outline.ts';
import { abbreviate, childRole, pointerTokens, refName, type NodeRole } from './refs.ts';

/**
 * How deep a document nests once its `$ref`s are followed, bounded by DEFAULTS.maxRefDepth: every
 * later walk that follows refs (the model's validators, drift's diff, openapi-typescript's bundler)
 * may then recurse, whatever the chain's shape: direct aliases, `allOf`/`oneOf`/`not` links,
 * `items`, properties, parameters or responses, chains ending in a cycle, long cycles.
 *
 * Each `$ref` target is a node of a graph, the document root another. An edge leads from a node to
 * each target found inside it (without following refs): a `$ref` at `d` levels below the node
 * weighs d + 1, a target nested at `d` levels (a component inside the root) weighs d. A node's
 * depth is the heaviest path from it plus the deepest nesting at its end. Cycles are normal (walks
 * end them at a node they have entered): a strongly connected component counts, as an upper bound
 * on any path through it, the heaviest edge inside it out of each of its members. Everything is
 * iterative and linear in the document's size.
 */
export function checkRefDepth(document: object, refs: ReadonlyMap<string, unknown>, origin: string, outline?: DocumentOutline): void {
  const graph = (outline && graphFromOutline(document, refs, outline)) ?? buildGraph(document, refs);
  const depth = longestPaths(graph);
  const limit = DEFAULTS.maxRefDepth;
  if (depth.of(ROOT) <= limit) return;
  const chain = depth.chain(ROOT);
  const first = chain[0];
  const where = first === undefined ? origin : `${origin} ${abbreviate(graph.pointers[first.node]!)}`;
  throw new InputError(where, `$ref chain nests ${depth.of(ROOT)} levels deep, more than ${limit} (${describeChain(graph, chain)})`);
}

const ROOT = 0;

interface Graph {
  /** The pointer each node was first named by; `#` for the root. */
  pointers: string[];
  edges: Edges;
  /** How deep each node nests without leaving it (through no ref, into no other node). */
  ownDepth: Int32Array;
}

/** The graph's nodes: the root and each object a ref targets, numbered in the order of `refs`. */
function graphNodes(document: object, refs: ReadonlyMap<string, unknown>) {
  const idOf = new Map<object, number>([[document, ROOT]]);
  const pointers = ['#'];
  const nodes: object[] = [document];
  const refTarget = new Map<string, number>();
  // forEach, not for…of: no entry array made for each of thousands of refs.
  refs.forEach((target, ref) => {
    if (typeof target !== 'object' || target === null) return;
    let id = idOf.get(target);
    if (id === undefined) {
      id = pointers.length;
      idOf.set(target, id);
      pointers.push(ref);
      nodes.push(target);
    }
    refTarget.set(ref, id);
  });
  return { idOf, pointers, nodes, refTarget };
}

/**
 * buildGraph's result read off the outline instead of walking each node again: a document node
 * belongs to the nearest target above it (or the root), at its depth below that one, and data
 * nests as deep below its topmost node as the outline says. Undefined when a target sits in data,
 * which buildGraph walks as a schema (placeOf) and the outline does not.
 */
function graphFromOutline(document: object, refs: ReadonlyMap<string, unknown>, outline: DocumentOutline): Graph | undefined {
  const { idOf, pointers, refTarget } = graphNodes(document, refs);
  const { insideData } = outline;
  for (let index = 0; index < insideData.length; index++) if (idOf.has(insideData[index]!)) return undefined;
  const edges = new EdgeList();
  const ownDepth = new Int32Array(pointers.length);
  const { nodes, parents, dataDepths, refNodes } = outline;
  const owner = new Int32Array(nodes.length);
  const depth = new Int32Array(nodes.length);
  let nextRef = 0;
  for (let index = 0; index < nodes.length; index++) {
    // The root (index 0) owns itself, at depth 0: the arrays' first entries as created.
    if (index > 0) {
      const stored = parents[index]!;
      const parent = stored < 0 ? ~stored : stored;
      const id = idOf.get(nodes[index]!);
      if (id === undefined) {
        owner[index] = owner[parent]!;
        depth[index] = depth[parent]! + 1;
        const reach = depth[index]! + dataDepths[index]!;
        if (reach > ownDepth[owner[index]!]!) ownDepth[owner[index]!] = reach;
      } else {
        if (stored < 0) return undefined;
        edges.add(owner[parent]!, id, depth[parent]! + 1);
        ownDepth[owner[parent]!] = Math.max(ownDepth[owner[parent]!]!, depth[parent]! + 1);
        owner[index] = id;
      }
    }
    if (nextRef === refNodes.length || refNodes[nextRef] !== index) continue;
    // A ref to something that is no object (`#/openapi`) leads nowhere: graphNodes numbers objects only.
    const target = refTarget.get(outline.refs[nextRef++]!);
    if (target !== undefined) edges.add(owner[index]!, target, depth[index]! + 1);
  }
  return { pointers, edges: edges.build(pointers.length), ownDepth };
}

function buildGraph(document: object, refs: ReadonlyMap<string, unknown>): Graph {
  const { idOf, pointers, nodes, refTarget } = graphNodes(document, refs);
  const edges = new EdgeList();
  const ownDepth = new Int32Array(pointers.length);
  for (let id = 0; id < pointers.length; id++) {
    const add = (to: number, weight: number) => edges.add(id, to, weight);
    let deepest = 0;
    // The walk's stack as parallel arrays, not an object per node: a 4 MB document has 100,000 nodes.
    const place = placeOf(document, pointers[id]!);
    const stackNodes: object[] = [nodes[id]!];
    const stackDepths: number[] = [0];
    const stackRoles: Array<NodeRole | undefined> = [place.role];
    const stackKeys: Array<string | undefined> = [place.key];
    while (stackNodes.length > 0) {
      const node = stackNodes.pop()!;
      const depth = stackDepths.pop()!;
      const role = stackRoles.pop();
      const key = stackKeys.pop();
      if (depth > deepest) deepest = depth;
      const nested = depth > 0 ? idOf.get(node) : undefined;
      if (nested !== undefined) {
        add(nested, depth);
        continue;
      }
      const ref = role === undefined || Array.isArray(node) ? undefined : (node as { $ref?: unknown }).$ref;
      const target = typeof ref === 'string' ? refTarget.get(ref) : undefined;
      if (target !== undefined) add(target, depth + 1);
      if (Array.isArray(node)) {
        for (const item of node as unknown[]) {
          if (typeof item !== 'object' || item === null) continue;
          stackNodes.push(item);
          stackDepths.push(depth + 1);
          stackRoles.push(role === undefined ? undefined : 'keywords');
          stackKeys.push(undefined);
        }
        continue;
      }
      for (const child in node) {
        if (!Object.hasOwn(node, child)) continue;
        const value = (node as Record<string, unknown>)[child];
        if (typeof value !== 'object' || value === null) continue;
        stackNodes.push(value);
        stackDepths.push(depth + 1);
        stackRoles.push(role === undefined ? undefined : childRole(role, key, child, value));
        stackKeys.push(child);
      }
    }
    ownDepth[id] = deepest;
  }
  return { pointers, edges: edges.build(pointers.length), ownDepth };
}

/**
 * The role a walk gives the node at a pointer, and the key it passes on (none under an array). A
 * target inside data is read as a schema by whoever follows the ref.
 */
function placeOf(document: object, pointer: string): { role: NodeRole; key: string | undefined } {
  let role: NodeRole = 'keywords';
  let key: string | undefined;
  let node: unknown = document;
  for (const token of pointer === '#' ? [] : pointerTokens(pointer)) {
    const inArray = Array.isArray(node);
    node = (node as Record<string, unknown>)[token];
    role = (inArray ? 'keywords' : childRole(role, key, token, node)) ?? 'keywords';
    key = inArray ? undefined : token;
  }
  return { role, key };
}

interface ChainStep {
  node: number;
  /** Members of the strongly connected component entered here, when it is a cycle. */
  cycle?: number;
}

/**
 * Heaviest paths over the strongly connected components (Tarjan's algorithm, without recursion).
 * Its stacks and lists are typed arrays, one of each per document: no object or list per node.
 */
function longestPaths(graph: Graph): { of: (node: number) => number; chain: (from: number) => ChainStep[] } {
  const { edges, ownDepth } = graph;
  const count = ownDepth.length;
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const componentOf = new Int32Array(count).fill(-1);
  // Each component's members lie at componentStart[c] up to componentStart[c + 1] in `members`.
  const members = new Int32Array(count);
  const componentStart = new Int32Array(count + 2);
  let components = 0;
  const stack = new Int32Array(count);
  let stackTop = 0;
  // The walk's calls: a node, and the next of its edges to follow (an index into edges.to).
  const callNode = new Int32Array(count);
  const callEdge = new Int32Array(count);
  let next = 0;
  for (let start = 0; start < count; start++) {
    if (index[start] !== -1) continue;
    let calls = 1;
    callNode[0] = start;
    callEdge[0] = edges.first[start]!;
    index[start] = low[start] = next++;
    stack[stackTop++] = start;
    onStack[start] = 1;
    while (calls > 0) {
      const node = callNode[calls - 1]!;
      const edge = callEdge[calls - 1]!;
      if (edge < edges.first[node + 1]!) {
        callEdge[calls - 1] = edge + 1;
        const to = edges.to[edge]!;
        if (index[to] === -1) {
          index[to] = low[to] = next++;
          stack[stackTop++] = to;
          onStack[to] = 1;
          callNode[calls] = to;
          callEdge[calls++] = edges.first[to]!;
        } else if (onStack[to]) low[node] = Math.min(low[node]!, index[to]!);
        continue;
      }
      calls--;
      if (calls > 0) low[callNode[calls - 1]!] = Math.min(low[callNode[calls - 1]!]!, low[node]!);
      if (low[node] !== index[node]) continue;
      let member: number;
      do {
        member = stack[--stackTop]!;
        onStack[member] = 0;
        componentOf[member] = components;
        members[componentStart[components + 1]!++] = member;
      } while (member !== node);
      componentStart[++components + 1] = componentStart[components]!;
    }
  }
  // Tarjan's algorithm closes a component after every component it reaches: one pass in that order.
  const depth = new Float64Array(components);
  // The node each component's heaviest path leaves it for, or -1 where its own nesting is heavier.
  const bestTo = new Int32Array(components).fill(-1);
  const cyclic = new Uint8Array(components);
  for (let component = 0; component < components; component++) {
    let inside = 0;
    let outside = 0;
    let deepest = 0;
    let via = -1;
    for (let at = componentStart[component]!; at < componentStart[component + 1]!; at++) {
      const member = members[at]!;
      deepest = Math.max(deepest, ownDepth[member]!);
      let heaviestInside = 0;
      for (let edge = edges.first[member]!; edge < edges.first[member + 1]!; edge++) {
        const to = edges.to[edge]!;
        const weight = edges.weight[edge]!;
        const target = componentOf[to]!;
        if (target === component) {
          cyclic[component] = 1;
          heaviestInside = Math.max(heaviestInside, weight);
        } else if (weight + depth[target]! > outside) {
          outside = weight + depth[target]!;
          via = to;
        }
      }
      inside += heaviestInside;
    }
    depth[component] = inside + Math.max(deepest, outside);
    if (outside > deepest) bestTo[component] = via;
  }
  const chain = (from: number): ChainStep[] => {
    const steps: ChainStep[] = [];
    for (let to = bestTo[componentOf[from]!]!; to !== -1; to = bestTo[componentOf[to]!]!) {
      const component = componentOf[to]!;
      const size = componentStart[component + 1]! - componentStart[component]!;
      steps.push(cyclic[component] ? { node: to, cycle: size } : { node: to });
    }
    return steps;
  };
  return { of: (node) => depth[componentOf[node]!]!, chain };
}

/** A component (`#/components/parameters/Page`) by its name, anything else by its pointer. */
const nameOf = (pointer: string): string => (/^#\/components\/[^/]+\/[^/]+$/.test(pointer) ? refName(pointer) : abbreviate(pointer));

/** `A0 -> A1 -> A2 -> … -> A9999`: components by name, other targets by pointer, the middle of a long chain left out. */
function describeChain(graph: Graph, chain: readonly ChainStep[]): string {
  const label = ({ node, cycle }: ChainStep) => `${nameOf(graph.pointers[node]!)}${cycle === undefined ? '' : cycle === 1 ? ' (refers to itself)' : ` (in a cycle of ${cycle})`}`;
  const shown = chain.length <= 6 ? chain.map(label) : [...chain.slice(0, 3).map(label), '…', ...chain.slice(-2).map(label)];
  return shown.join(' -> ');
}
