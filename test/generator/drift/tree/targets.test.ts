import { describe, expect, it } from 'vitest';
import { targetOf } from '../../../../generator/drift/tree/targets.ts';

describe('targetOf', () => {
  it('follows a chain of $refs to its end, each document on its own, and leaves anything else as it is', () => {
    const node = { type: 'string' };
    const first = { components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: node } } };
    const second = { components: { schemas: { A: { type: 'integer' } } } };
    const ref = { $ref: '#/components/schemas/A' };
    expect(targetOf(first, ref)).toBe(node);
    expect(targetOf(second, ref)).toEqual({ type: 'integer' });
    expect(targetOf(first, ref)).toBe(node);
    expect([targetOf(first, node), targetOf(first, 7), targetOf(first, undefined)]).toEqual([node, 7, undefined]);
  });

  it('gives undefined for a $ref that dangles, leaves the document, or only leads back to itself, every time it is asked', () => {
    const document = { components: { schemas: { Loop: { $ref: '#/components/schemas/Loop' } } } };
    for (const $ref of ['#/components/schemas/Missing', 'other.json#/X', '#/components/schemas/Loop']) {
      expect([targetOf(document, { $ref }), targetOf(document, { $ref })]).toEqual([undefined, undefined]);
    }
    expect(targetOf('not a document', { $ref: '#/x' })).toBeUndefined();
  });
});
