/**
 * A weighted graph's edges, for the `$ref` depth check (ref-depth.ts), which builds one graph for
 * every document loaded: its edges are gathered in three flat arrays and read back node by node
 * from three typed arrays, with no map or object made per node or per edge.
 */

/**
 * Each node's edges lie at `first[node]` up to `first[node + 1]` in `to` and `weight`: one edge
 * per target, at the heaviest weight it was added with, in the order the targets were first added.
 */
export interface Edges {
  first: Int32Array;
  to: Int32Array;
  weight: Int32Array;
}

/** Edges added in any order, a pair any number of times. */
export class EdgeList {
  private readonly from: number[] = [];
  private readonly to: number[] = [];
  private readonly weight: number[] = [];

  add(from: number, to: number, weight: number): void {
    this.from.push(from);
    this.to.push(to);
    this.weight.push(weight);
  }

  /** The edges of nodes 0 to `nodeCount - 1`, grouped by node. */
  build(nodeCount: number): Edges {
    const added = this.from.length;
    // A counting sort by source node, stable: each node's edges keep the order they were added in.
    const first = new Int32Array(nodeCount + 1);
    for (let edge = 0; edge < added; edge++) first[this.from[edge]! + 1]!++;
    for (let node = 0; node < nodeCount; node++) first[node + 1]! += first[node]!;
    const next = first.slice(0, nodeCount);
    const order = new Int32Array(added);
    for (let edge = 0; edge < added; edge++) order[next[this.from[edge]!]!++] = edge;
    // Then each node's repeated targets merged into the first, at the heaviest weight.
    const to = new Int32Array(added);
    const weight = new Int32Array(added);
    const placeOf = new Int32Array(nodeCount).fill(-1);
    let kept = 0;
    for (let node = 0, at = 0; node < nodeCount; node++) {
      const start = kept;
      for (const end = first[node + 1]!; at < end; at++) {
        const edge = order[at]!;
        const target = this.to[edge]!;
        const place = placeOf[target]!;
        if (place >= start) {
          if (this.weight[edge]! > weight[place]!) weight[place] = this.weight[edge]!;
          continue;
        }
        placeOf[target] = kept;
        to[kept] = target;
        weight[kept++] = this.weight[edge]!;
      }
      first[node] = start;
    }
    first[nodeCount] = kept;
    return { first, to: to.subarray(0, kept), weight: weight.subarray(0, kept) };
  }
}
