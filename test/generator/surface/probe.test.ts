/**
 * The probe that instantiates generic type exports alike on both sides: which exports it takes,
 * the module it writes, and the arity changes it reports instead.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadPair } from '../../../generator/surface/pair.ts';
import { genericArity, probeGenerics } from '../../../generator/surface/probe.ts';
import { PROJECT_ROOT } from '../../support/generator-runs.ts';
import { bundle } from '../../support/surface-pairs.ts';

function probe(baseline: string, current: string) {
  const { checker, entries } = loadPair({ baseline: bundle(baseline), current: bundle(current) }, PROJECT_ROOT);
  const exports = (symbol: ts.Symbol) => new Map(checker.getExportsOfModule(symbol).map((exported) => [exported.name, exported]));
  return probeGenerics(checker, exports(entries.baseline), exports(entries.current));
}

describe('probeGenerics', () => {
  it('instantiates each generic type export present on both sides with the same opaque arguments, as many as the old one took at most', () => {
    const declarations = 'export interface Box<T> { value: T }\nexport type Pair<A, B = string> = [A, B];\nexport interface Plain { id: string }\nexport const box: Box<1>;';
    const { probeText, pairs } = probe(`${declarations}\nexport interface Gone<T> { value: T }`, declarations);
    expect(Object.fromEntries(pairs)).toEqual({ Box: { baseline: '__baseline0', current: '__current0' }, Pair: { baseline: '__baseline1', current: '__current1' } });
    expect(probeText).toBe(
      [
        'import type * as __baseline from "baseline:incident-api-client";',
        'import type * as __current from "current:incident-api-client";',
        'declare const __arg0: unique symbol;',
        'export interface __Arg0 { readonly [__arg0]: 0 }',
        'declare const __arg1: unique symbol;',
        'export interface __Arg1 { readonly [__arg1]: 1 }',
        'export type __baseline0 = __baseline.Box<__Arg0>;',
        'export type __current0 = __current.Box<__Arg0>;',
        'export type __baseline1 = __baseline.Pair<__Arg0, __Arg1>;',
        'export type __current1 = __current.Pair<__Arg0, __Arg1>;',
        '',
      ].join('\n'),
    );
  });

  it('reports type parameters old code can no longer pass: one more required, one fewer accepted, a generic made of a plain type', () => {
    const { probeText, pairs } = probe(
      'export interface Box<T> { value: T }\nexport type Pair<A, B = string> = [A, B];\nexport interface Plain { id: string }\nexport interface Loose<T = 1> { value: T }',
      'export interface Box<T, U> { value: T; other: U }\nexport type Pair<A> = [A, string];\nexport interface Plain<T> { id: T }\nexport interface Loose<T = 1, U = 2> { value: T; other: U }',
    );
    expect(Object.fromEntries(pairs)).toEqual({
      Box: { problem: 'type parameters changed from 1 to 2' },
      Pair: { problem: 'type parameters changed from 1 to 2 to 1' },
      Plain: { problem: 'type parameters changed from 0 to 1' },
      Loose: { baseline: '__baseline3', current: '__current3' },
    });
    expect(probeText).toContain('export type __current3 = __current.Loose<__Arg0>;');
  });

  it('reports a generic made plain: old references pass an argument it no longer takes', () => {
    expect(probe('export interface Box<T> { value: T }', 'export interface Box { value: string }')).toEqual({ probeText: undefined, pairs: new Map([['Box', { problem: 'type parameters changed from 1 to 0' }]]) });
  });

  it('leaves a plain type made generic with a default to the plain comparison: old references pass no argument, and none is probed', () => {
    expect(probe('export interface Box { value: string }', 'export interface Box<T = string> { value: T }')).toEqual({ probeText: undefined, pairs: new Map() });
  });

  it('passes over type exports declared by no interface, alias or class (an enum)', () => {
    expect(probe('export enum Color { Red = 0 }\nexport interface Box<T> { value: T }', 'export enum Color { Red = 0, Blue = 1 }\nexport interface Box<T> { value: T }').pairs).toEqual(new Map([['Box', { baseline: '__baseline0', current: '__current0' }]]));
  });

  it('writes nothing when no export is generic on either side', () => {
    expect(probe('export interface Plain { id: string }\nexport type Id = string;', 'export interface Plain { id: number }\nexport type Id = string;')).toEqual({ probeText: undefined, pairs: new Map() });
  });
});

describe('genericArity', () => {
  it('counts the type parameters without a default as the least, all of them as the most', () => {
    const { checker, entries } = loadPair({ baseline: bundle('export class Table<K, V = string, W = number> { get(key: K): V | W }\nexport type Id = string;'), current: bundle('export type Id = string;') }, PROJECT_ROOT);
    const [table, id] = checker.getExportsOfModule(entries.baseline);
    expect(genericArity(table!)).toEqual({ min: 1, max: 3 });
    expect(genericArity(id!)).toEqual({ min: 0, max: 0 });
  });
});
