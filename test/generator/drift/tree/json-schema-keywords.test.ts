/**
 * SchemaDiffer on the JSON Schema 2020-12 keywords (json-schema-keywords.ts): what each keyword's
 * change records (value on each side, effect, step), which sub-schemas become children under
 * which step, and what counts as no change (absent, `true` and `{}` alike; keys and names in
 * another order). Rules and locations are tested in rules/json-schema.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { SchemaDiffer } from '../../../../generator/drift/tree/schema.ts';
import type { SchemaDiff } from '../../../../generator/drift/tree/types.ts';
import { ref, spec } from '../fixtures.ts';

type Json = Record<string, unknown>;
/** The keywords are JSON Schema 2020-12's, read in OpenAPI 3.1 documents. */
const spec31 = (parts: Parameters<typeof spec>[0]) => ({ ...spec(parts), openapi: '3.1.0' });
const diffE = (before: unknown, after: unknown, others: Json = {}) => {
  const schemas = new SchemaDiffer(spec31({ schemas: { ...others, E: before } }), spec31({ schemas: { ...others, E: after } }));
  const diff = schemas.diff(ref('E'), ref('E'));
  schemas.settle();
  return diff;
};
const keywords = (before: unknown, after: unknown) => diffE(before, after).keywords.map(({ step, from, to, effect }) => ({ step, from, to, effect }));
const segments = (diff: SchemaDiff) => diff.children.map((child) => child.segment);
const child = (diff: SchemaDiff, segment: string) => diff.children.find((entry) => entry.segment === segment)!.diff;
const text = { type: 'string' };

describe('SchemaDiffer: JSON Schema 2020-12 keywords', () => {
  it('records a sub-schema keyword appearing or going by how much it lets through: none < a schema < false', () => {
    expect(keywords({}, { propertyNames: { maxLength: 3 } })).toEqual([{ step: '(propertyNames)', from: undefined, to: true, effect: 'narrowed' }]);
    expect(keywords({ propertyNames: { maxLength: 3 } }, {})).toEqual([{ step: '(propertyNames)', from: true, to: undefined, effect: 'widened' }]);
    expect(keywords({ unevaluatedProperties: text }, { unevaluatedProperties: false })).toEqual([{ step: '(unevaluatedProperties)', from: true, to: false, effect: 'narrowed' }]);
    expect(keywords({ unevaluatedItems: false }, {})).toEqual([{ step: '(unevaluatedItems)', from: false, to: undefined, effect: 'widened' }]);
    for (const free of [true, {}]) expect(keywords({}, { contentSchema: free, propertyNames: free, unevaluatedItems: free })).toEqual([]);
  });

  it('diffs a sub-schema present on both sides as a child under its step, and marks the parent changed through it', () => {
    const diff = diffE({ type: 'array', contains: { type: 'integer', minimum: 1 } }, { type: 'array', contains: { type: 'integer', minimum: 2 } });
    expect(segments(diff)).toEqual(['(contains)']);
    expect(child(diff, '(contains)').constraints).toEqual([{ keyword: 'minimum', from: 1, to: 2, widened: false }]);
    expect([diff.keywords, diff.dirty]).toEqual([[], true]);
    // An extension no rule reads differs, so the pair is walked: schemas that read the same are not (same-schemas.ts).
    const unchanged = diffE({ contains: text, then: text, if: { required: ['a'] } }, { contains: text, then: text, if: { required: ['a'] }, 'x-walked': true });
    expect([segments(unchanged), unchanged.dirty]).toEqual([['(contains)', '(then)', '(if)'], false]);
  });

  it('contains counts {} and true as a schema (it still asks for one item); minContains and maxContains only beside it, with their defaults', () => {
    expect(keywords({ type: 'array' }, { type: 'array', contains: {} })).toEqual([{ step: '(contains)', from: undefined, to: true, effect: 'narrowed' }]);
    expect(keywords({ contains: text }, { contains: text, minContains: 1, maxContains: 4 })).toEqual([{ step: '(maxContains)', from: undefined, to: 4, effect: 'narrowed' }]);
    expect(keywords({ contains: text, minContains: 3 }, { contains: text, minContains: 0 })).toEqual([{ step: '(minContains)', from: 3, to: 0, effect: 'widened' }]);
    expect(keywords({ minContains: 3 }, { minContains: 9 })).toEqual([]);
  });

  it('prefixItems: positions on both sides are children; one side only compares it with the other side\'s items', () => {
    const diff = diffE({ prefixItems: [text, { type: 'integer' }] }, { prefixItems: [text, { type: 'number' }, text] });
    expect(segments(diff)).toEqual(['(prefixItems[0])', '(prefixItems[1])']);
    expect(child(diff, '(prefixItems[1])').type).toMatchObject({ from: 'integer', to: 'number', widened: true });
    expect(diff.keywords).toMatchObject([{ step: '(prefixItems[2])', from: undefined, to: true, effect: 'narrowed' }]);
    expect(keywords({ prefixItems: [text], items: false }, { prefixItems: [text, text], items: false })).toEqual([{ step: '(prefixItems[1])', from: false, to: true, effect: 'widened' }]);
    expect(keywords({ prefixItems: [text], items: { type: 'integer' } }, { prefixItems: [text, text], items: { type: 'integer' } })).toEqual([{ step: '(prefixItems[1])', from: true, to: true, effect: 'changed' }]);
    expect(keywords({ items: text }, { prefixItems: [text], items: text })).toEqual([]);
    // OpenAPI 3.0's array form of items is no schema for the positions past a tuple.
    expect(keywords({ prefixItems: [text], items: [text] }, { prefixItems: [text, text], items: [text] })).toEqual([{ step: '(prefixItems[1])', from: undefined, to: true, effect: 'narrowed' }]);
  });

  it('then and else count only beside an if; the if is a child under (if) when both sides have one', () => {
    const withIf = (extra: Json) => ({ if: { required: ['a'] }, ...extra });
    expect(keywords(withIf({}), withIf({ then: { required: ['b'] }, else: false }))).toEqual([
      { step: '(then)', from: undefined, to: true, effect: 'narrowed' },
      { step: '(else)', from: undefined, to: false, effect: 'narrowed' },
    ]);
    expect(keywords({ then: { required: ['b'] } }, {})).toEqual([]);
    expect(keywords({ then: { required: ['b'] } }, withIf({ then: { required: ['b'] } }))).toEqual([{ step: '(then)', from: undefined, to: true, effect: 'narrowed' }]);
    const changed = diffE(withIf({ then: text }), { if: { required: ['z'] }, then: text });
    expect(segments(changed)).toEqual(['(then)', '(if)']);
    expect([child(changed, '(if)').dirty, child(changed, '(then)').dirty]).toEqual([true, false]);
  });

  it('dependentRequired: per key, names compared as sets; the key on one side only compares with no names', () => {
    expect(keywords({ dependentRequired: { a: ['b', 'c'] } }, { dependentRequired: { a: ['c', 'b'] } })).toEqual([]);
    expect(keywords({ dependentRequired: { a: ['b'], z: ['y'] } }, { dependentRequired: { a: ['c'], b: ['a'] } })).toEqual([
      { step: '(dependentRequired[a])', from: ['b'], to: ['c'], effect: 'changed' },
      { step: '(dependentRequired[b])', from: undefined, to: ['a'], effect: 'narrowed' },
      { step: '(dependentRequired[z])', from: ['y'], to: undefined, effect: 'widened' },
    ]);
    expect(keywords({ dependentRequired: { a: 'b' } }, { dependentRequired: { a: [7, 'b'] } })).toEqual([{ step: '(dependentRequired[a])', from: [], to: ['b'], effect: 'narrowed' }]);
  });

  it('dependentSchemas and patternProperties: keys on both sides are children; a pattern one side lacks falls to additionalProperties there', () => {
    const diff = diffE({ dependentSchemas: { a: { required: ['x'] } }, patternProperties: { '^x-': text } }, { dependentSchemas: { a: { required: ['x', 'y'] }, b: { required: ['x'] } }, patternProperties: { '^x-': { type: 'integer' } } });
    expect(segments(diff)).toEqual(['(dependentSchemas[a])', '(patternProperties[^x-])']);
    expect(child(diff, '(dependentSchemas[a])').becameRequired).toEqual(['y']);
    expect(diff.keywords).toMatchObject([{ step: '(dependentSchemas[b])', effect: 'narrowed' }]);
    expect(keywords({ additionalProperties: false }, { additionalProperties: false, patternProperties: { '^x-': text } })).toEqual([{ step: '(patternProperties[^x-])', from: false, to: true, effect: 'widened' }]);
    expect(keywords({ additionalProperties: text, patternProperties: { '^x-': text } }, { additionalProperties: text })).toEqual([]);
    expect(keywords({ additionalProperties: { type: 'integer' }, patternProperties: { '^x-': text } }, { additionalProperties: { type: 'integer' } })).toEqual([{ step: '(patternProperties[^x-])', from: true, to: true, effect: 'changed' }]);
  });

  it('contentMediaType and contentEncoding: appearing narrows, going widens, another value is a change; non-strings count as absent', () => {
    expect(keywords(text, { ...text, contentEncoding: 'base64', contentMediaType: 'image/png' })).toEqual([
      { step: '(contentMediaType)', from: undefined, to: 'image/png', effect: 'narrowed' },
      { step: '(contentEncoding)', from: undefined, to: 'base64', effect: 'narrowed' },
    ]);
    expect(keywords({ contentEncoding: 'base64' }, { contentEncoding: 'base32' })).toEqual([{ step: '(contentEncoding)', from: 'base64', to: 'base32', effect: 'changed' }]);
    expect(keywords({ contentEncoding: 7 }, {})).toEqual([]);
  });

  it('a required list at a schema declaring no properties: names joining or leaving it are recorded; where properties are declared, undeclared names are not', () => {
    const bare = diffE({ required: ['a'] }, { required: ['b', 'a'] });
    expect([bare.becameRequired, bare.becameOptional]).toEqual([['b'], []]);
    expect(diffE({ required: ['a', 'b'] }, {}).becameOptional).toEqual(['a', 'b']);
    const declared = diffE({ type: 'object', properties: { a: text }, required: ['a', 'stale'] }, { type: 'object', properties: { a: text }, required: ['a'] });
    expect([declared.becameOptional, declared.dirty]).toEqual([[], false]);
  });

  it('the same sub-schema pair reached twice is diffed once and shared, and cycles through keywords end', () => {
    const node = { type: 'object', propertyNames: { maxLength: 3 }, patternProperties: { '^n': ref('E') }, contains: ref('E') };
    const diff = diffE(node, { ...structuredClone(node), 'x-walked': true });
    expect(child(diff, '(patternProperties[^n])')).toBe(diff);
    expect(child(diff, '(contains)')).toBe(diff);
    expect(diff.dirty).toBe(false);
    const changed = diffE(node, { ...structuredClone(node), propertyNames: { maxLength: 2 } });
    expect([child(changed, '(contains)') === changed, changed.dirty]).toEqual([true, true]);
  });

  it('malformed keyword values (a list where a map goes, a string where a schema goes) are no schema, and do not throw', () => {
    expect(() => diffE({ dependentSchemas: ['a'], patternProperties: 'x', prefixItems: { a: 1 }, if: [], then: 3 }, { dependentSchemas: null, patternProperties: [], prefixItems: 'x', if: 'y', then: null })).not.toThrow();
    expect(keywords({ prefixItems: { a: 1 }, propertyNames: 'x' }, {})).toEqual([]);
  });
});
