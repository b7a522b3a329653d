/**
 * What one schema says about the values it accepts, and how two of them differ: the facts every
 * type, nullability, enum and constraint rule reads. Each case is a way OpenAPI 3.0 or 3.1 writes
 * a schema; nothing here comes from the real specs.
 */
import { describe, expect, it } from 'vitest';
import type { SchemaObject } from '../../../../generator/load/document.ts';
import { diffConstraints, isNullOption, sameData, typeChange, valueFacts } from '../../../../generator/drift/tree/schema-facts.ts';

/** A schema as a document may write it (3.1 type lists included). */
const facts = (schema: Record<string, unknown>) => valueFacts(schema as SchemaObject);

describe('valueFacts', () => {
  it('reads 3.0 nullable and 3.1 null in a type list as the same thing', () => {
    expect(facts({ type: 'string', nullable: true })).toEqual({ types: ['string'], nullable: true, values: undefined });
    expect(facts({ type: ['string', 'null'] })).toEqual({ types: ['string'], nullable: true, values: undefined });
    expect(facts({ type: ['null', 'string'] })).toEqual(facts({ type: ['string', 'null'] }));
  });

  it('is not nullable when nothing says so, whatever else the schema holds', () => {
    expect(facts({ type: 'string' }).nullable).toBe(false);
    expect(facts({ type: 'string', nullable: false }).nullable).toBe(false);
    expect(facts({ type: 'string', enum: ['a', 'b'] }).nullable).toBe(false);
    expect(facts({ oneOf: [{ type: 'string' }, { type: 'integer' }] }).nullable).toBe(false);
    expect(facts({}).nullable).toBe(false);
  });

  it('keeps a schema of null only as the type null, not as a nullable anything', () => {
    expect(facts({ type: ['null'] })).toEqual({ types: ['null'], nullable: false, values: undefined });
    expect(facts({ type: 'null' })).toEqual({ types: ['null'], nullable: false, values: undefined });
  });

  it('sorts and de-duplicates type lists, and drops what is not a type name', () => {
    expect(facts({ type: ['string', 'integer', 'string'] }).types).toEqual(['integer', 'string']);
    expect(facts({ type: ['string', 7, null] }).types).toEqual(['string']);
    expect(facts({ type: 7 }).types).toBeUndefined();
    expect(facts({}).types).toBeUndefined();
  });

  it('reads null among enum values, and a 3.1 null option, as nullability', () => {
    expect(facts({ type: 'string', enum: ['a', null] })).toEqual({ types: ['string'], nullable: true, values: ['a'] });
    expect(facts({ oneOf: [{ type: 'string' }, { type: 'null' }] }).nullable).toBe(true);
    expect(facts({ anyOf: [{ type: 'null' }, { type: 'string' }] }).nullable).toBe(true);
  });

  it('reads const as a one-value enum, even a falsy one, and const wins over enum', () => {
    expect(facts({ const: 'v1' }).values).toEqual(['v1']);
    expect(facts({ const: 0 }).values).toEqual([0]);
    expect(facts({ const: false, enum: [true, false] }).values).toEqual([false]);
    expect(facts({ enum: 'not a list' }).values).toBeUndefined();
  });
});

describe('isNullOption', () => {
  it('is an option that is exactly { type: null }', () => {
    expect(isNullOption({ type: 'null' })).toBe(true);
    expect(isNullOption({ type: 'null', description: 'nothing' })).toBe(false);
    expect(isNullOption({ type: 'string' })).toBe(false);
    expect(isNullOption(null)).toBe(false);
    expect(isNullOption('null')).toBe(false);
  });
});

describe('typeChange', () => {
  it('is no change for equal type lists, or no type on both sides', () => {
    expect(typeChange(['integer', 'string'], ['integer', 'string'])).toBeUndefined();
    expect(typeChange(undefined, undefined)).toBeUndefined();
    expect(typeChange(['string'], ['integer'])).toBeDefined();
    expect(typeChange(['integer', 'string'], ['integer', 'number'])).toBeDefined();
    expect(typeChange(['integer'], ['integer', 'string'])).toBeDefined();
  });

  it('shows type lists as unions, and no type as undefined', () => {
    expect(typeChange(['integer', 'string'], undefined)).toMatchObject({ from: 'integer | string', to: undefined });
    expect(typeChange(undefined, ['string'])).toMatchObject({ from: undefined, to: 'string' });
  });

  it('counts integer as a number: integer -> number widens, number -> integer narrows', () => {
    expect(typeChange(['integer'], ['number'])).toEqual({ from: 'integer', to: 'number', widened: true, narrowed: false });
    expect(typeChange(['number'], ['integer'])).toEqual({ from: 'number', to: 'integer', widened: false, narrowed: true });
    // Only integer is a number: a string does not become one.
    expect(typeChange(['string'], ['number'])).toMatchObject({ widened: false, narrowed: false });
    expect(typeChange(['integer', 'string'], ['number'])).toMatchObject({ widened: false, narrowed: false });
  });

  it('a type added to a list widens; one taken away narrows; a swap does neither', () => {
    expect(typeChange(['string'], ['integer', 'string'])).toMatchObject({ widened: true, narrowed: false });
    expect(typeChange(['integer', 'string'], ['string'])).toMatchObject({ widened: false, narrowed: true });
    expect(typeChange(['string'], ['integer'])).toMatchObject({ widened: false, narrowed: false });
  });

  it('any type (no type) accepts everything: dropping the type widens, adding one narrows', () => {
    expect(typeChange(['string'], undefined)).toMatchObject({ widened: true, narrowed: false });
    expect(typeChange(undefined, ['string'])).toMatchObject({ widened: false, narrowed: true });
  });
});

describe('diffConstraints', () => {
  const change = (before: Record<string, unknown>, after: Record<string, unknown>) => diffConstraints(before, after);

  it('an upper bound that grows or goes widens; one that shrinks or appears narrows', () => {
    for (const keyword of ['maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum']) {
      expect(change({ [keyword]: 10 }, { [keyword]: 20 }), keyword).toEqual([{ keyword, from: 10, to: 20, widened: true }]);
      expect(change({ [keyword]: 10 }, { [keyword]: 5 }), keyword).toEqual([{ keyword, from: 10, to: 5, widened: false }]);
      expect(change({ [keyword]: 10 }, {}), keyword).toEqual([{ keyword, from: 10, to: undefined, widened: true }]);
      expect(change({}, { [keyword]: 10 }), keyword).toEqual([{ keyword, from: undefined, to: 10, widened: false }]);
      expect(change({ [keyword]: 10 }, { [keyword]: 10 }), keyword).toEqual([]);
    }
  });

  it('a lower bound that shrinks or goes widens; one that grows or appears narrows', () => {
    for (const keyword of ['minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum']) {
      expect(change({ [keyword]: 10 }, { [keyword]: 5 }), keyword).toEqual([{ keyword, from: 10, to: 5, widened: true }]);
      expect(change({ [keyword]: 10 }, { [keyword]: 20 }), keyword).toEqual([{ keyword, from: 10, to: 20, widened: false }]);
      expect(change({ [keyword]: 1 }, {}), keyword).toEqual([{ keyword, from: 1, to: undefined, widened: true }]);
      expect(change({ [keyword]: 3 }, { [keyword]: 3 }), keyword).toEqual([]);
    }
  });

  it('3.0 exclusive flags: turning one on narrows, off widens, an unset flag equals false', () => {
    expect(change({ maximum: 10 }, { maximum: 10, exclusiveMaximum: true })).toEqual([{ keyword: 'exclusiveMaximum', from: undefined, to: true, widened: false }]);
    expect(change({ minimum: 0, exclusiveMinimum: true }, { minimum: 0 })).toEqual([{ keyword: 'exclusiveMinimum', from: true, to: undefined, widened: true }]);
    expect(change({ minimum: 0, exclusiveMinimum: false }, { minimum: 0 })).toEqual([]);
    expect(change({ maximum: 1 }, { maximum: 1, exclusiveMaximum: false })).toEqual([]);
    expect(change({ maximum: 1, exclusiveMaximum: false }, { maximum: 1, exclusiveMaximum: true })).toEqual([{ keyword: 'exclusiveMaximum', from: false, to: true, widened: false }]);
  });

  it('a bound that is not a number is a change of unknown effect: narrowed', () => {
    expect(change({ maxLength: '10' }, { maxLength: 20 })).toEqual([{ keyword: 'maxLength', from: '10', to: 20, widened: false }]);
    expect(change({ maxLength: 10 }, { maxLength: '20' })).toEqual([{ keyword: 'maxLength', from: 10, to: '20', widened: false }]);
  });

  it('multipleOf widens only to a divisor of the old step', () => {
    expect(change({ multipleOf: 10 }, { multipleOf: 5 })).toEqual([{ keyword: 'multipleOf', from: 10, to: 5, widened: true }]);
    expect(change({ multipleOf: 10 }, { multipleOf: 4 })).toEqual([{ keyword: 'multipleOf', from: 10, to: 4, widened: false }]);
    expect(change({ multipleOf: 5 }, { multipleOf: 10 })).toEqual([{ keyword: 'multipleOf', from: 5, to: 10, widened: false }]);
    expect(change({ multipleOf: 5 }, {})).toEqual([{ keyword: 'multipleOf', from: 5, to: undefined, widened: true }]);
  });

  it('a pattern that changes narrows unless it goes; uniqueItems narrows when it turns on', () => {
    expect(change({ pattern: '^a' }, { pattern: '^b' })).toEqual([{ keyword: 'pattern', from: '^a', to: '^b', widened: false }]);
    expect(change({}, { pattern: '^b' })).toEqual([{ keyword: 'pattern', from: undefined, to: '^b', widened: false }]);
    expect(change({ pattern: '^a' }, {})).toEqual([{ keyword: 'pattern', from: '^a', to: undefined, widened: true }]);
    expect(change({}, { uniqueItems: true })).toEqual([{ keyword: 'uniqueItems', from: false, to: true, widened: false }]);
    expect(change({ uniqueItems: true }, { uniqueItems: false })).toEqual([{ keyword: 'uniqueItems', from: true, to: false, widened: true }]);
    expect(change({ uniqueItems: false }, {})).toEqual([]);
  });

  it('lists every changed keyword, in a stable order', () => {
    expect(change({ maxLength: 5, minLength: 1, pattern: 'a' }, { maxLength: 6, minLength: 2, pattern: 'b', uniqueItems: true }).map((c) => c.keyword)).toEqual([
      'maxLength',
      'minLength',
      'pattern',
      'uniqueItems',
    ]);
  });
});

describe('sameData', () => {
  it('compares values as data: equal structures match, a number and its text do not', () => {
    expect(sameData({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(sameData(undefined, undefined)).toBe(true);
    expect(sameData(10, '10')).toBe(false);
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData(undefined, null)).toBe(false);
  });
});
