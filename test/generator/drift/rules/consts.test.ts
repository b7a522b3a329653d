/** A `const` swapped for another value: its own change, in requests and in responses, never an enum value added and one removed. */
import { describe, expect, it } from 'vitest';
import { diff, ids, object } from '../fixtures.ts';
import { asRequest, asResponse } from './levels/rows.ts';

const fixed = (value: unknown, extra: Record<string, unknown> = {}) => object({ kind: { type: 'string', const: value, ...extra } }, ['kind']);
const facts = (changes: ReturnType<typeof diff>) => changes.map((change) => [change.id, change.level, change.location, change.message]);

describe('const rules', () => {
  it("'request-const-changed': a request must now send another fixed value, an error at the value's place", () => {
    expect(facts(diff(asRequest(fixed('a')), asRequest(fixed('b'))))).toEqual([['request-const-changed', 'error', 'Thing.kind', 'kind: request must now send "b", not "a" (const)']]);
    expect(ids(diff(asRequest(fixed('b')), asRequest(fixed('a'))))).toEqual(['request-const-changed']);
  });

  it("'response-const-changed': a response now returns another fixed value, an error", () => {
    expect(facts(diff(asResponse(fixed('a')), asResponse(fixed('b'))))).toEqual([['response-const-changed', 'error', 'Thing.kind', 'kind: response now returns "b", not "a" (const)']]);
    expect(ids(diff(asResponse(fixed(1)), asResponse(fixed(2))))).toEqual(['response-const-changed']);
  });

  it('is compared as data, and a const kept reports nothing, whatever else is written beside it', () => {
    for (const place of [asRequest, asResponse]) {
      expect(diff(place(fixed({ a: [1] })), place(fixed({ a: [1] }))), place.name).toEqual([]);
      expect(diff(place(fixed('a')), place(fixed('a', { description: 'Always a.' })))).toEqual([]);
      expect(ids(diff(place(fixed({ a: 1 })), place(fixed({ a: '1' }))))).toHaveLength(1);
    }
  });

  it('a const appearing where any value was taken, or going, stays with the enum presence rules', () => {
    const free = object({ kind: { type: 'string' } }, ['kind']);
    expect(ids(diff(asRequest(free), asRequest(fixed('a'))))).toEqual(['request-became-enum']);
    expect(ids(diff(asRequest(fixed('a')), asRequest(free)))).toEqual(['request-enum-dropped']);
    // An enum narrowed to a const is an enum narrowed: a value is no longer accepted.
    expect(ids(diff(asRequest(object({ kind: { type: 'string', enum: ['a', 'b'] } }, ['kind'])), asRequest(fixed('a'))))).toEqual(['request-enum-value-removed']);
  });
});
