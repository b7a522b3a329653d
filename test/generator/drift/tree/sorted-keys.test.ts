/**
 * sortedKeys must answer exactly what `Object.keys(object).sort()` answers, for the orders its
 * pass-through short cut could get wrong: keys already in order, out of order by one pair
 * anywhere, integer-like keys (which Object.keys lists numerically, not as text), and characters
 * beyond the Basic Multilingual Plane (sort() compares UTF-16 code units, not code points).
 */
import { describe, expect, it } from 'vitest';
import { sortedKeys } from '../../../../generator/drift/tree/sorted-keys.ts';

const objectOf = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, true]));
const expected = (object: object) => Object.keys(object).sort();

describe('sortedKeys', () => {
  it('passes keys already in order through, and the empty object', () => {
    for (const keys of [[], ['a'], ['a', 'b', 'c'], ['200', '404', 'default']]) expect(sortedKeys(objectOf(keys))).toEqual(keys);
  });

  it('sorts a list out of order at any place', () => {
    const sorted = ['alpha', 'beta', 'delta', 'epsilon', 'gamma'];
    for (let index = 0; index < sorted.length - 1; index++) {
      const keys = [...sorted];
      [keys[index], keys[index + 1]] = [keys[index + 1]!, keys[index]!];
      expect(sortedKeys(objectOf(keys))).toEqual(sorted);
    }
  });

  it('sorts integer-like keys as text, as sort() does', () => {
    const object = objectOf(['9', '10', '2XX', '100']);
    expect(Object.keys(object)).toEqual(['9', '10', '100', '2XX']);
    expect(sortedKeys(object)).toEqual(['10', '100', '2XX', '9']);
  });

  it('compares UTF-16 code units, as sort() does', () => {
    for (const keys of [['\u{10000}', '\uffff'], ['\uffff', '\u{10000}'], ['Z', 'a', 'é', '_', 'A']]) {
      const object = objectOf(keys);
      expect(sortedKeys(object)).toEqual(expected(object));
    }
  });
});
