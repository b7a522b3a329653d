import { describe, expect, it } from 'vitest';
import { diffExtensibleEnum } from '../../../../generator/drift/tree/extensible-enum.ts';
import { emptySchemaDiff } from '../../../../generator/drift/tree/schema-changes.ts';

const compare = (from: unknown, to: unknown) => {
  const diff = emptySchemaDiff(undefined);
  diffExtensibleEnum(diff, { 'x-extensible-enum': from }, { 'x-extensible-enum': to });
  return diff.extensibleEnum;
};

describe('diffExtensibleEnum', () => {
  it('values added and removed, compared as data, in the order each side lists them', () => {
    expect(compare(['a', 'b', 'c'], ['c', 'd', 'a'])).toEqual({ added: ['d'], removed: ['b'] });
    expect(compare([1, { x: 1 }], ['1', { x: 1 }])).toEqual({ added: ['1'], removed: [1] });
  });

  it('nothing when only the order changed, or when a side gives no list', () => {
    expect(compare(['a', 'b'], ['b', 'a'])).toBeUndefined();
    expect(compare(undefined, ['a'])).toBeUndefined();
    expect(compare(['a'], 'a')).toBeUndefined();
    expect(compare({ 0: 'a' }, ['b'])).toBeUndefined();
  });
});
