/** Patterns that match every string constrain nothing: added, removed or swapped, they change no accepted value. */
import { describe, expect, it } from 'vitest';
import { effectivePattern, matchesEveryString } from '../../../../generator/drift/tree/patterns.ts';
import { diff, ids, object, spec as spec30, withId } from '../fixtures.ts';
import { asRequest, asResponse } from '../rules/levels/rows.ts';

const code = (pattern?: string) => object({ code: { type: 'string', ...(pattern === undefined ? {} : { pattern }) } });

describe('matchesEveryString', () => {
  it('holds for a pattern that matches the empty string without looking around it', () => {
    for (const pattern of ['', '.*', '^', '^.*', 'a*', '(abc)?', 'x|', '[a-z]{0,3}']) expect(matchesEveryString(pattern), pattern).toBe(true);
  });

  it('fails for a pattern that needs a character, or whose empty match depends on the string (anchors at the end, word boundaries, lookarounds)', () => {
    for (const pattern of ['a', '.+', '^$', '$', '\\b', '\\B', '(?=a)', '(?!a)', '(?<=a)', '(?<!a)', 'a^', '[^a]*', '\\d+']) expect(matchesEveryString(pattern), pattern).toBe(false);
  });

  it('fails for what is not a pattern this engine reads, or not a string', () => {
    for (const pattern of ['(', '[', 7, null, undefined, {}]) expect(matchesEveryString(pattern), String(pattern)).toBe(false);
  });

  it('makes a matches-everything pattern no constraint at all, and keeps any other as written', () => {
    expect(effectivePattern('')).toBeUndefined();
    expect(effectivePattern('.*')).toBeUndefined();
    expect(effectivePattern('^[a-z]+$')).toBe('^[a-z]+$');
    expect(effectivePattern(undefined)).toBeUndefined();
  });
});

describe('an empty pattern in a diff', () => {
  it('added or removed, in a request or a response: nothing', () => {
    for (const place of [asRequest, asResponse]) {
      expect(diff(place(code()), place(code('')))).toEqual([]);
      expect(diff(place(code('')), place(code()))).toEqual([]);
      expect(diff(place(code('')), place(code('.*')))).toEqual([]);
    }
  });

  it('a real pattern replaced by an empty one widens a request; an empty one replaced by a real one narrows it', () => {
    expect(ids(diff(asRequest(code('^[a-z]+$')), asRequest(code(''))))).toEqual(['request-property-constraint-widened']);
    const narrowed = withId(diff(asRequest(code('')), asRequest(code('^[a-z]+$'))), 'request-property-constraint-narrowed');
    expect(narrowed.map((change) => [change.level, change.location])).toEqual([['error', 'Thing.code']]);
    expect(ids(diff(asRequest(code()), asRequest(code('^$'))))).toEqual(['request-property-constraint-narrowed']);
  });

  it('on a parameter too', () => {
    const withQuery = (pattern?: string) =>
      spec30({ paths: { '/v1/things': { get: { operationId: 'Things V1#List', parameters: [{ name: 'q', in: 'query', schema: { type: 'string', ...(pattern === undefined ? {} : { pattern }) } }], responses: { '200': { description: 'OK' } } } } } });
    expect(diff(withQuery(), withQuery(''))).toEqual([]);
    expect(ids(diff(withQuery(''), withQuery('^a')))).toEqual(['request-parameter-constraint-narrowed']);
  });
});
