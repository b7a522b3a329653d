import { describe, expect, it } from 'vitest';
import { successorOf } from '../../../../generator/drift/tree/successor.ts';

describe('successorOf', () => {
  it('reads "use X instead" and "replaced by X" phrases of any length', () => {
    expect(successorOf({ description: 'Deprecated: use Alert Routes V3#List instead.' })).toBe('Alert Routes V3#List');
    expect(successorOf({ description: 'Replaced by `Follow-ups V3#Show`, which also returns owners.' })).toBe('Follow-ups V3#Show');
    expect(successorOf({ description: 'This was superseded by Actions V2#List.' })).toBe('Actions V2#List');
    expect(successorOf({ description: 'Lists things.' })).toBeUndefined();
    expect(successorOf({ 'x-successor': 'X V2#List', description: 'use Y instead' })).toBe('X V2#List');
  });
});
