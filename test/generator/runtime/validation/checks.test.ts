/**
 * The checks validators.ts is compiled from, each given values a server could send: what every
 * one accepts, what it reports (location, rule, expected, kind of value), and the edges of every
 * bound a schema can declare.
 */
import { describe, expect, it } from 'vitest';
import { a, all, b, i, kindOf, l, n, N, o, one, s, S, u, x, z, type Check } from '../../../../generator/runtime/validation/checks.ts';

interface Reported {
  at: string;
  rule: string;
  expected: string;
  kind: string;
}

/** What `check` reports for `value` at location `at`, the value given by its kind only. */
function run(check: Check, value: unknown, at = 'Body'): Reported[] {
  const reported: Reported[] = [];
  check(value, at, (where, rule, expected, offending) => reported.push({ at: where, rule, expected, kind: kindOf(offending) }));
  return reported;
}

const typeChanged = (expected: string, kind: string, at = 'Body'): Reported => ({ at, rule: 'response-property-type-changed', expected, kind });
const becameNullable = (expected: string, at = 'Body'): Reported => ({ at, rule: 'response-property-became-nullable', expected, kind: 'null' });
const constraint = (expected: string, kind: string, at = 'Body'): Reported => ({ at, rule: 'response-property-constraint-changed', expected, kind });
const format = (expected: string, at = 'Body'): Reported => ({ at, rule: 'format-changed', expected, kind: 'string' });

describe('kindOf: the kind a finding names instead of the value', () => {
  it.each([
    [undefined, 'missing'],
    [null, 'null'],
    [[1], 'array'],
    [3, 'integer'],
    [-0, 'integer'],
    [3.5, 'number'],
    [Number.NaN, 'number'],
    ['3', 'string'],
    [false, 'boolean'],
    [{}, 'object'],
  ])('%j is %s', (value, kind) => {
    expect(kindOf(value)).toBe(kind);
  });
});

describe('the typed checks', () => {
  const samples: Record<string, unknown> = { string: 'text', integer: 7, number: 7.25, boolean: true, object: { a: 1 }, array: [1] };
  const cases: Array<[string, Check, string[]]> = [
    ['string', s, ['string']],
    ['number', n, ['integer', 'number']],
    ['integer', i, ['integer']],
    ['boolean', b, ['boolean']],
  ];

  it.each(cases)('%s accepts its type and reports any other, null as became-nullable', (expected, check, accepted) => {
    for (const [kind, value] of Object.entries(samples)) {
      expect(run(check, value), kind).toEqual(accepted.includes(kind) ? [] : [typeChanged(expected, kind)]);
    }
    expect(run(check, null)).toEqual([becameNullable(expected)]);
  });

  it("u (type: 'null') accepts only null", () => {
    expect(run(u, null)).toEqual([]);
    expect(run(u, 'null')).toEqual([typeChanged('null', 'string')]);
    expect(run(u, 0)).toEqual([typeChanged('null', 'integer')]);
  });

  it('x accepts anything', () => {
    for (const value of [null, undefined, 'a', 1, [], {}]) expect(run(x, value)).toEqual([]);
  });
});

describe('S: strings with a format or length bounds', () => {
  it.each([
    ['2024-02-29T23:59:60Z', true],
    ['2024-01-31t00:00:00.123456+05:30', true],
    ['2024-12-01 10:20:30-00:00', true],
    ['2024-01-01T10:20:30z', true],
    ['2024-13-01T00:00:00Z', false],
    ['2024-00-10T00:00:00Z', false],
    ['2024-01-32T00:00:00Z', false],
    ['2024-01-00T00:00:00Z', false],
    ['2024-01-01T24:00:00Z', false],
    ['2024-01-01T10:60:00Z', false],
    ['2024-01-01T10:00:61Z', false],
    ['2024-01-01T10:00:00', false],
    ['2024-01-01T10:00:00+24:00', false],
    ['2024-01-01T10:00:00.Z', false],
    ['2024-01-01', false],
    ['x2024-01-01T10:00:00Z', false],
    ['2024-01-01T10:00:00Zx', false],
  ])('date-time %s: %s', (value, valid) => {
    expect(run(S('date-time'), value)).toEqual(valid ? [] : [format('date-time')]);
  });

  it.each([
    ['2024-02-29', true],
    ['2024-10-19', true],
    ['2024-1-19', false],
    ['2024-10-19T00:00:00Z', false],
    [' 2024-10-19', false],
  ])('date %s: %s', (value, valid) => {
    expect(run(S('date'), value)).toEqual(valid ? [] : [format('date')]);
  });

  it.each([
    ['01HEXAMPL-0000-0000-0000-000000000000', false],
    ['3fa85f64-5717-4562-b3fc-2c963f66afa6', true],
    ['3FA85F64-5717-4562-B3FC-2C963F66AFA6', true],
    ['3fa85f64-5717-4562-b3fc-2c963f66afa6-', false],
    ['3fa85f6457174562b3fc2c963f66afa6', false],
    ['g3fa85f6-5717-4562-b3fc-2c963f66afa6', false],
  ])('uuid %s: %s', (value, valid) => {
    expect(run(S('uuid'), value)).toEqual(valid ? [] : [format('uuid')]);
  });

  it('takes unknown formats on trust, including names of Object.prototype members', () => {
    for (const name of ['email', 'uri', 'constructor', 'toString', '__proto__']) expect(run(S(name), 'anything at all'), name).toEqual([]);
  });

  it('reports a non-string by type, and checks nothing else of it', () => {
    expect(run(S('date-time', 1, 2), 12)).toEqual([typeChanged('string', 'integer')]);
    expect(run(S('uuid'), null)).toEqual([becameNullable('string')]);
  });

  it('counts length in code points, as JSON Schema does, bounds inclusive', () => {
    const key = '🔑';
    expect(run(S(undefined, 2), 'ab')).toEqual([]);
    expect(run(S(undefined, 2), 'a')).toEqual([constraint('minLength 2', 'string')]);
    expect(run(S(undefined, 2), key)).toEqual([constraint('minLength 2', 'string')]);
    expect(run(S(undefined, 1, 1), key)).toEqual([]);
    expect(run(S(undefined, undefined, 3), 'abc')).toEqual([]);
    expect(run(S(undefined, undefined, 3), 'abcd')).toEqual([constraint('maxLength 3', 'string')]);
    expect(run(S(undefined, undefined, 2), `${key}${key}`)).toEqual([]);
    expect(run(S(undefined, undefined, 2), `${key}${key}a`)).toEqual([constraint('maxLength 2', 'string')]);
    expect(run(S(undefined, 0, 0), '')).toEqual([]);
  });

  it('reports format and length together', () => {
    expect(run(S('date', undefined, 4), 'yesterday')).toEqual([format('date'), constraint('maxLength 4', 'string')]);
  });
});

describe('N: numbers and integers with bounds', () => {
  it('reports the wrong kind as the declared type', () => {
    expect(run(N(true), 1.5)).toEqual([typeChanged('integer', 'number')]);
    expect(run(N(true), '1')).toEqual([typeChanged('integer', 'string')]);
    expect(run(N(false), '1.5')).toEqual([typeChanged('number', 'string')]);
    expect(run(N(false), null)).toEqual([becameNullable('number')]);
    expect(run(N(false), 1.5)).toEqual([]);
    expect(run(N(true), 2)).toEqual([]);
  });

  it('int32 holds -2^31 to 2^31-1; int64 and other formats are not bounded', () => {
    const int32 = N(true, 'int32');
    expect(run(int32, 2147483647)).toEqual([]);
    expect(run(int32, -2147483648)).toEqual([]);
    expect(run(int32, 2147483648)).toEqual([{ at: 'Body', rule: 'format-changed', expected: 'int32', kind: 'integer' }]);
    expect(run(int32, -2147483649)).toEqual([{ at: 'Body', rule: 'format-changed', expected: 'int32', kind: 'integer' }]);
    expect(run(N(true, 'int64'), 2 ** 40)).toEqual([]);
  });

  it('minimum and maximum are inclusive, the exclusive ones exclusive', () => {
    const bounded = N(false, undefined, 0, 10);
    expect(run(bounded, 0)).toEqual([]);
    expect(run(bounded, 10)).toEqual([]);
    expect(run(bounded, -0.5)).toEqual([constraint('minimum 0', 'number')]);
    expect(run(bounded, 10.5)).toEqual([constraint('maximum 10', 'number')]);
    const exclusive = N(true, undefined, undefined, undefined, 0, 10);
    expect(run(exclusive, 1)).toEqual([]);
    expect(run(exclusive, 9)).toEqual([]);
    expect(run(exclusive, 0)).toEqual([constraint('exclusiveMinimum 0', 'integer')]);
    expect(run(exclusive, 10)).toEqual([constraint('exclusiveMaximum 10', 'integer')]);
    expect(run(N(true, 'int32', 5, 1), 3_000_000_000)).toEqual([
      { at: 'Body', rule: 'format-changed', expected: 'int32', kind: 'integer' },
      constraint('maximum 1', 'integer'),
    ]);
  });
});

describe('z, l, a, o, all, one: composition', () => {
  it('z accepts null besides what its check accepts', () => {
    expect(run(z(s), null)).toEqual([]);
    expect(run(z(s), 'a')).toEqual([]);
    expect(run(z(s), 1)).toEqual([typeChanged('string', 'integer')]);
  });

  it('l defers to a check defined later (a $ref cycle)', () => {
    const node: Check = o('Node', [['children', a(l(() => node))]]);
    expect(run(node, { children: [{ children: [{ children: 'none' }] }] })).toEqual([typeChanged('array', 'string', 'Node.children')]);
  });

  it('a locates items at <at>[] whatever their index, bounds inclusive', () => {
    expect(run(a(s), ['a', 2, 'c', null], 'Page.items')).toEqual([typeChanged('string', 'integer', 'Page.items[]'), becameNullable('string', 'Page.items[]')]);
    expect(run(a(s), { 0: 'a' })).toEqual([typeChanged('array', 'object')]);
    expect(run(a(s), null)).toEqual([becameNullable('array')]);
    expect(run(a(x, 1, 2), [1])).toEqual([]);
    expect(run(a(x, 1, 2), [1, 2])).toEqual([]);
    expect(run(a(x, 1, 2), [])).toEqual([constraint('minItems 1', 'array')]);
    expect(run(a(x, 1, 2), [1, 2, 3])).toEqual([constraint('maxItems 2', 'array')]);
    expect(run(a(i, 0, 1), ['a', 'b'])).toEqual([constraint('maxItems 1', 'array'), typeChanged('integer', 'string', 'Body[]'), typeChanged('integer', 'string', 'Body[]')]);
  });

  it('o reports a missing required property, checks own properties only, and tolerates unlisted ones', () => {
    const incident = o('Incident', [
      ['id', s, 1],
      ['name', s],
      ['constructor', s, 1],
    ]);
    expect(run(incident, { id: 'a', constructor: 'c', extra: 1 })).toEqual([]);
    expect(run(incident, { name: 1 })).toEqual([
      { at: 'Incident.id', rule: 'response-property-removed', expected: 'present', kind: 'missing' },
      typeChanged('string', 'integer', 'Incident.name'),
      { at: 'Incident.constructor', rule: 'response-property-removed', expected: 'present', kind: 'missing' },
    ]);
    expect(run(incident, JSON.parse('{"id":"a","constructor":"c","__proto__":{"id":5}}'))).toEqual([]);
    // A key is whatever the server chose, `undefined` included.
    expect(run(incident, { id: 'a', constructor: 'c', undefined: 1, null: 2 })).toEqual([]);
    expect(run(incident, [], 'Body')).toEqual([typeChanged('object', 'array')]);
    expect(run(incident, null)).toEqual([becameNullable('object')]);
    expect(run(incident, 'x')).toEqual([typeChanged('object', 'string')]);
  });

  it('o checks the values of unlisted properties at <owner>{} when the schema types them', () => {
    const labels = o('Labels', [['name', s, 1]], i);
    expect(run(labels, { name: 'a', first: 1, second: 2 })).toEqual([]);
    expect(run(labels, { name: 'a', first: 'one', second: 2, third: 'three' })).toEqual([typeChanged('integer', 'string', 'Labels{}'), typeChanged('integer', 'string', 'Labels{}')]);
  });

  it('all runs every member', () => {
    expect(run(all(o('A', [['a', s, 1]]), o('B', [['b', s, 1]])), {})).toEqual([
      { at: 'A.a', rule: 'response-property-removed', expected: 'present', kind: 'missing' },
      { at: 'B.b', rule: 'response-property-removed', expected: 'present', kind: 'missing' },
    ]);
  });

  it('one is clean when any member is; else it reports the member that found least, the first on a tie', () => {
    const either = one(o('Ref', [['id', s, 1], ['kind', s, 1]]), o('Named', [['name', s, 1]]), s);
    expect(run(either, 'text')).toEqual([]);
    expect(run(either, { name: 'n' })).toEqual([]);
    expect(run(either, { id: 'a' })).toEqual([{ at: 'Ref.kind', rule: 'response-property-removed', expected: 'present', kind: 'missing' }]);
    expect(run(either, {})).toEqual([{ at: 'Named.name', rule: 'response-property-removed', expected: 'present', kind: 'missing' }]);
    expect(run(one(i, b), 'x')).toEqual([typeChanged('integer', 'string')]);
    // A spec's empty oneOf constrains nothing.
    expect(run(one(), { any: 'value' })).toEqual([]);
    expect(run(one(o('Two', [['a', s, 1], ['b', s, 1]]), i), {})).toEqual([typeChanged('integer', 'object')]);
  });
});
