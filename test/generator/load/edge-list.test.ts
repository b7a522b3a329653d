/**
 * The `$ref` depth graph's edge lists (load/edge-list.ts) against the plain reading of what they
 * promise, a map per node: one edge per target at its heaviest weight, targets in the order first
 * added. Random graphs, dense and sparse, with repeated pairs, self-loops and nodes with no edges.
 */
import { describe, expect, it } from 'vitest';
import { EdgeList, type Edges } from '../../../generator/load/edge-list.ts';

type Added = Array<[from: number, to: number, weight: number]>;

/** What a node's map of target -> heaviest weight lists, in insertion order. */
function expected(nodeCount: number, added: Added): Array<Array<[number, number]>> {
  const outs = Array.from({ length: nodeCount }, () => new Map<number, number>());
  for (const [from, to, weight] of added) outs[from]!.set(to, Math.max(outs[from]!.get(to) ?? 0, weight));
  return outs.map((out) => [...out]);
}

function read(edges: Edges, nodeCount: number): Array<Array<[number, number]>> {
  return Array.from({ length: nodeCount }, (_, node) => {
    const out: Array<[number, number]> = [];
    for (let edge = edges.first[node]!; edge < edges.first[node + 1]!; edge++) out.push([edges.to[edge]!, edges.weight[edge]!]);
    return out;
  });
}

/** A small deterministic generator: the same graphs on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x80000000;
  };
}

describe('EdgeList', () => {
  it('gives each node its targets once, at the heaviest weight, in the order first added', () => {
    const next = random(7);
    for (let round = 0; round < 300; round++) {
      const nodeCount = 1 + Math.floor(next() * 12);
      const added: Added = [];
      const edgeCount = Math.floor(next() * 60);
      for (let edge = 0; edge < edgeCount; edge++) added.push([Math.floor(next() * nodeCount), Math.floor(next() * nodeCount), 1 + Math.floor(next() * 9)]);
      const list = new EdgeList();
      for (const [from, to, weight] of added) list.add(from, to, weight);
      const edges = list.build(nodeCount);
      expect(read(edges, nodeCount), JSON.stringify(added)).toEqual(expected(nodeCount, added));
      expect(edges.first[nodeCount]).toBe(edges.to.length);
    }
  });

  it('keeps a lighter repeat from replacing a heavier edge, and a heavier one from moving the edge', () => {
    const list = new EdgeList();
    for (const [from, to, weight] of [[0, 2, 5], [0, 1, 1], [0, 2, 3], [0, 1, 7], [1, 1, 2]] as Added) list.add(from, to, weight);
    expect(read(list.build(3), 3)).toEqual([[[2, 5], [1, 7]], [[1, 2]], []]);
  });

  it('builds an empty graph', () => {
    const edges = new EdgeList().build(4);
    expect([...edges.first]).toEqual([0, 0, 0, 0, 0]);
    expect(edges.to.length).toBe(0);
  });
});
