/**
 * A plain schema split into a oneOf/anyOf: judged by what the options reject or hide together,
 * never as its properties removed. Request and response, every way a payload is now rejected,
 * and the splits that reject nothing.
 */
import { describe, expect, it } from 'vitest';
import { diff, ids, object, ref } from '../fixtures.ts';
import { asRequest, asResponse } from './levels/rows.ts';

const text = { type: 'string' };
const plain = object({ a: text, b: text, c: text });
const split = (keyword: 'oneOf' | 'anyOf', extra: Record<string, unknown> = {}) => ({ [keyword]: [object({ a: text, b: text }, ['a']), object({ a: text, c: text }, ['c'])], ...extra });
const facts = (changes: ReturnType<typeof diff>) => changes.map((change) => [change.id, change.level, change.location, change.message]);

describe('choice rules', () => {
  it("'request-became-choice': a payload valid for both oneOf options, and one valid for neither, are now rejected: one error saying so, no property removed", () => {
    expect(facts(diff(asRequest(plain), asRequest(split('oneOf'))))).toEqual([
      [
        'request-became-choice',
        'error',
        'Thing',
        '(request body): now oneOf #0, oneOf #1; rejects a payload valid for both #0 and #1 (oneOf takes exactly one; e.g. one with a, c); a payload valid for none of them (e.g. one with no properties, valid before)',
      ],
    ]);
  });

  it("'response-became-choice': a response's properties not on every option, a warning; nothing removed", () => {
    expect(facts(diff(asResponse(plain), asResponse(split('oneOf'))))).toEqual([
      ['response-became-choice', 'warning', 'Thing', '(response body): now oneOf #0, oneOf #1; "b", "c" not on every option: typed code must narrow the union to read them'],
    ]);
  });

  it('anyOf takes a payload valid for both: only the payload valid for none is rejected', () => {
    const [change] = diff(asRequest(plain), asRequest(split('anyOf')));
    expect(change?.message).toBe('(request body): now anyOf #0, anyOf #1; rejects a payload valid for none of them (e.g. one with no properties, valid before)');
  });

  it('options no payload satisfies together (a discriminator, values they share none of, no common type, a closed option) overlap nowhere', () => {
    const kind = (value: string, extra: Record<string, unknown> = {}) => object({ kind: { type: 'string', enum: [value] }, a: text, ...extra }, ['kind']);
    const old = object({ kind: { type: 'string', enum: ['x', 'y'] }, a: text }, ['kind']);
    for (const split of [
      { oneOf: [kind('x'), kind('y')] },
      { oneOf: [kind('x'), object({ kind: { type: 'string', enum: ['x', 'y'] }, a: text }, ['kind'])], discriminator: { propertyName: 'kind' } },
      { oneOf: [{ ...kind('x'), additionalProperties: false }, object({ kind: text, a: text, z: text }, ['kind', 'z'])] },
    ]) {
      expect(ids(diff(asRequest(old), asRequest(split))), JSON.stringify(split)).not.toContain('request-became-choice');
    }
    expect(diff(asRequest(old), asRequest({ oneOf: [kind('x'), kind('y')] }))).toEqual([]);
    expect(diff(asRequest({ type: 'string' }), asRequest({ oneOf: [{ type: 'string', maxLength: 3 }, { type: 'integer' }] })).map((change) => change.id)).not.toContain('request-became-choice');
  });

  it('still finds what really changed: a property no option declares is removed, one every option requires became required, a change inside an option', () => {
    const old = object({ a: text, b: { type: 'string', enum: ['x', 'y'] }, gone: text });
    const split = { anyOf: [object({ a: text, b: { type: 'string', enum: ['x'] } }, ['a']), object({ a: text }, ['a'])] };
    expect(ids(diff(asRequest(old), asRequest(split)))).toEqual(['request-enum-value-removed', 'request-property-became-required', 'request-property-removed']);
    expect(ids(diff(asResponse(old), asResponse(split)))).toEqual(['response-became-choice', 'response-enum-value-removed', 'response-property-became-required', 'response-property-removed']);
  });

  it('a choice going back to one schema reports no property removed or added (a request takes more), and a wrapper facing a choice is no split', () => {
    expect(ids(diff(asRequest(split('oneOf')), asRequest(plain)))).toEqual([]);
    expect(ids(diff(asResponse(split('oneOf')), asResponse(plain)))).toEqual([]);
    // A choice facing a one-option wrapper is compared option by option, not as a split.
    expect(ids(diff(asRequest({ oneOf: [ref('Thing2')] }), asRequest({ oneOf: [ref('Thing2'), { type: 'string' }] })))).not.toContain('request-became-choice');
  });
});
