/**
 * What counts as enum growth (surface/compare.ts): only literal members gained, found by a
 * splitter that respects nesting, quotes and escapes. Each case is one that a looser or stricter
 * rule would judge the other way.
 */
import { describe, expect, it } from 'vitest';
import { compareSurface, onlyWidened, topLevelSplit } from '../../../generator/surface/compare.ts';

describe('a gained member counts as enum growth only when it is a literal', () => {
  const grows = (member: string) => onlyWidened(': "a" | 1', `: "a" | 1 | ${member}`);

  it('string literals in either quote, with escapes; numbers, negative and decimal', () => {
    for (const member of ['"b"', "'b'", '""', '"say \\"hi\\""', "'it\\'s'", '"back\\\\slash"', '2', '-3', '10.25', '-0.5']) expect(grows(member), member).toBe(true);
  });

  it('not a type, an identifier, a half-quoted or badly escaped string, a malformed number', () => {
    for (const member of ['string', 'B', 'null', 'x"b"', '"b"x', '"b', "'b", '"a"b"', '"a\\"', '1.', '.5', '1.5.2', '--1', '+1', '1e3', '-', '1a', 'a1']) {
      expect(grows(member), member).toBe(false);
    }
  });

  it('a member that changed (not only gained) is a change, even when every new one is a literal', () => {
    expect(onlyWidened(': "a" | "b"', ': "a" | "c"')).toBe(false);
    expect(onlyWidened('type = "a"', 'const = "a" | "b"')).toBe(false);
    expect(onlyWidened('no signature', 'no signature | "b"')).toBe(false);
    expect(onlyWidened(': "a"', 'no signature')).toBe(false);
  });

  it('tuples with and without readonly, and arrays of unions with and without readonly', () => {
    expect(onlyWidened(': ["a", "b"]', ': ["a", "b", "c"]')).toBe(true);
    expect(onlyWidened(': readonly ("a" | "b")[]', ': readonly ("a" | "b" | "c")[]')).toBe(true);
    expect(onlyWidened(': ["a", "b"]', ': ["a", "b", C]')).toBe(false);
    // Only a whole signature is a tuple or an array: not one inside an intersection.
    expect(onlyWidened(': ["a", "b"] & T', ': ["a", "b", "c"] & T')).toBe(false);
    expect(onlyWidened(': T & ("a" | "b")[]', ': T & ("a" | "b" | "c")[]')).toBe(false);
    expect(onlyWidened(': ("a" | "b")[] & T', ': ("a" | "b" | "c")[] & T')).toBe(false);
    expect(onlyWidened(': "a"', ': "a" | "b" | C')).toBe(false);
    // An array of a union is not the union itself: a member beside it is not a member of it.
    expect(onlyWidened(': ("a" | "b")[]', ': ("a" | "b")[] | "c"')).toBe(false);
  });
});

describe('topLevelSplit', () => {
  it('keeps escaped quotes and backtick strings whole', () => {
    expect(topLevelSplit('"a\\"|b" | c', '|')).toEqual(['"a\\"|b"', 'c']);
    expect(topLevelSplit("'a\\'|b' | c", '|')).toEqual(["'a\\'|b'", 'c']);
    expect(topLevelSplit('`a|b` | c', '|')).toEqual(['`a|b`', 'c']);
    expect(topLevelSplit('"a\'|b" | c', '|')).toEqual(['"a\'|b"', 'c']);
  });

  it('nests brackets of every kind, an arrow\'s > closing none of them', () => {
    expect(topLevelSplit('(a | b) | [c | d] | {e | f} | G<h | i> | ((x) => y | z)', '|')).toEqual(['(a | b)', '[c | d]', '{e | f}', 'G<h | i>', '((x) => y | z)']);
    expect(topLevelSplit('(x) => y | z', '|')).toEqual(['(x) => y', 'z']);
  });

  it('trims the parts and drops empty ones (a leading |, a doubled separator)', () => {
    expect(topLevelSplit('| a |  b||c |', '|')).toEqual(['a', 'b', 'c']);
    expect(topLevelSplit('a,b , c', ',')).toEqual(['a', 'b', 'c']);
    expect(topLevelSplit('a | b', ',')).toEqual(['a | b']);
    expect(topLevelSplit('', '|')).toEqual([]);
  });
});

describe('compareSurface: values and members', () => {
  const surface = (entries: Record<string, string>) => new Map(Object.entries(entries));

  it('only a value that stays a value may change; a type alias that changes is a change', () => {
    const table = surface({ 'limits.max': '= 10', Kind: 'type = "a" | "b"' });
    expect(compareSurface(table, surface({ 'limits.max': ': number', Kind: 'type = "a" | "b"' })).breaking).toEqual(['changed limits.max: = 10 -> : number']);
    expect(compareSurface(table, surface({ 'limits.max': '= 10', Kind: 'type = "a" | number' })).breaking).toEqual(['changed Kind: type = "a" | "b" -> type = "a" | number']);
  });

  it('a removed key hides only its own members, not a later key that merely shares a prefix or a length', () => {
    const before = surface({ ab: 'interface', 'ab.c': ': string', xy: 'interface', 'xy.z': ': string', abStatus: 'type', 'abStatus.x': ': string' });
    const after = surface({ xy: 'interface', abStatus: 'type' });
    expect(compareSurface(before, after).breaking).toEqual(['removed ab', 'removed xy.z', 'removed abStatus.x']);
  });
});
