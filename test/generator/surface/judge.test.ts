/**
 * The judge on its own (test/support/judge-cases.ts): one type of the baseline against its
 * counterpart, in a direction, with the lines it records. judge-members.test.ts holds the cases
 * about members, optionality and the types named elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { judgeCases } from '../../support/judge-cases.ts';

/** Export name -> its declarations in the baseline and in the current surface. */
const CASES: Record<string, [string, string]> = {
  Nullable: ['export interface Nullable { a: string; b: string; c: string | null }', 'export interface Nullable { a: string | undefined; b: string | null | undefined; c: string }'],
  Opaque: ['export interface Opaque { a: any }', 'export interface Opaque { a: string | null }'],
  Listed: ['export interface Listed { items: { id: string }[]; later: Promise<{ id: string }> }', 'export interface Listed { items: { id: number }[]; later: Promise<{ id: number }> }'],
  Keys: ["export interface Keys { 'x-request-id': string; [Symbol.iterator](): Iterator<string>; plain: string }", 'export interface Keys { plain: string }'],
  Open: ['export interface Open { [key: string]: unknown; a?: string }', 'export interface Open { [key: string]: unknown }'],
  Numbered: ['export interface Numbered { [index: number]: string; a?: string }', 'export interface Numbered { [index: number]: string }'],
  Indexed: ['export interface Indexed { [key: string]: { id: string } }', 'export interface Indexed { [key: string]: { id: number } }'],
  Built: ['export interface Built { new (id: string): { id: string } }', 'export interface Built { new (id: "a"): { id: string } }'],
  Calls: ['export interface Calls { (id: string): string; (id: number): string }', 'export interface Calls { (id: string): string }'],
  Spread: ['export type Spread = (a: string, b: string, c: number) => void;', 'export type Spread = (a: string, ...more: (string | number)[]) => void;'],
  Narrowed: ['export type Narrowed = (a: string, b: string | number) => void;', 'export type Narrowed = (a: string, ...more: string[]) => void;'],
  Tupled: ['export type Tupled = (a: string, b: number, c: boolean) => void;', 'export type Tupled = (...args: [a: string, b: number, ...flags: boolean[]]) => void;'],
  Shortened: ['export type Shortened = (a: string, b: number) => void;', 'export type Shortened = (...args: [a: string]) => void;'],
  Overloaded: ['export interface Overloaded { call: { (id: string): void; (id: number): void } }', 'export interface Overloaded { call: (id: string) => void }'],
  Twice: ['export interface Twice { a: string; b: string; c: { d: string } }', 'export interface Twice { a: number; b: number; c: { d: number } }'],
  Rest: ['export type Rest = (a: string, b: any, c: any) => void;', 'export type Rest = (a: string, ...more: any[]) => void;'],
  Loose: ['export type Loose = (a: string) => void;', 'export type Loose = (a: string, b: unknown, c: void) => void;'],
  Extra: ['export type Extra = (a: string) => string;', 'export type Extra = (a: string, b: number) => number;'],
  Fewer: ['export type Fewer = (a: string, b?: number) => void;', 'export type Fewer = (a: string) => void;'],
  Constrained: ["export type Constrained = <T extends 'a' | 'b'>(value: T) => T;", "export type Constrained = <T extends 'a'>(value: T) => T;"],
  Widened: ["export type Widened = <T extends 'a'>(value: T) => T;", "export type Widened = <T extends 'a' | 'b'>(value: T) => T;"],
  Loosened: ['export type Loosened = <T extends string>(value: T) => T;', "export type Loosened = <T extends 'a'>(value: T) => T;"],
  Following: ['export type Following = <P extends string, Q extends P>(a: P, b: Q) => void;', 'export type Following = <P extends string, Q extends P>(a: P, b: Q) => void;'],
  Reshaped: ["export type Reshaped = <T extends 'a'>(value: T) => T;", "export type Reshaped = <T extends 'a'>(value: T, other: string) => T;"],
  Retyped: ["export type Retyped = <T extends 'a'>(value: T, n: string) => T;", "export type Retyped = <T extends 'a'>(value: T, n: number) => T;"],
  Returns: ["export type Returns = <T extends 'a'>(value: T) => T;", "export type Returns = <T extends 'a'>(value: T) => string;"],
  Table: ["export const Table: readonly [1, 'two'];", "export const Table: readonly [1, 'three'];"],
  Same: ["export const Same: readonly [1, 'two'];", "export const Same: readonly [1, 'two'];"],
  Grown: ["export interface Grown { status: 'live' | 'closed'; code: 1 | 2; kind: 'a' | 'b' }", "export interface Grown { status: 'live' | 'closed' | 'paused'; code: 1 | 2 | 3 | 4; kind: 'a' | 'b' | number }"],
  Listing: ["export interface Listing { values: readonly ['a', 'b'] }", "export interface Listing { values: readonly ['a', 'b'] | 'c' }"],
  Long: [
    `export interface Long { value: { ${'field'.repeat(3)}One: string; ${'field'.repeat(3)}Two: string; ${'field'.repeat(3)}Three: string; ${'field'.repeat(3)}Four: string; last: string } | { other: string } }`,
    `export interface Long { value: { ${'field'.repeat(3)}One: string; ${'field'.repeat(3)}Two: string; ${'field'.repeat(3)}Three: string; ${'field'.repeat(3)}Four: string; last: number } | { other: string } }`,
  ],
  Tree: ['export interface Tree { name: string; children: Tree[] }', 'export interface Tree { name: number; children: Tree[] }'],
  NamedItem: ['export interface NamedItem { id: string }', 'export interface NamedItem { id: number }'],
  Holder: ['export interface Holder { item: NamedItem; count: number }', 'export interface Holder { item: NamedItem; count: number }'],
  NamedOther: ['export interface NamedOther { code: number }', 'export interface NamedOther { code: number }'],
  Renamed: ['export interface Renamed { x: { inner: NamedItem } }', 'export interface Renamed { x: { inner: NamedOther } }'],
  Deep: ["export interface Deep { a: { b: 'x' | 'y' } }", "export interface Deep { a: { b: 'x' | 'y' | 'z' } }"],
  Callback: ['export type Callback = (a: string) => void;', 'export type Callback = (a: string | number) => void;'],
  Either: ['export interface Either { value: string | number }', 'export interface Either { value: string }'],
  Changed: ['export interface Changed { value: string }', 'export interface Changed { value: number }'],
  Makers: ['export interface Makers { new (id: string): Changed; new (id: number): Changed }', 'export interface Makers { new (id: string): Changed }'],
  GenericFirst: ["export interface GenericFirst { <T extends 'a'>(v: T, w: T): T; (v: number): number }", "export interface GenericFirst { <T extends 'a'>(v: T, w: T): T }"],
  GenericOnly: ["export interface GenericOnly { <T extends 'a'>(v: T, w: T): T }", "export interface GenericOnly { <T extends 'a'>(v: T, w: T): T; (v: number): number }"],
  Plain: ["export type Plain = <T extends 'a'>(v: T) => T;", "export type Plain = (v: 'a') => 'a';"],
  Free: ['export type Free = <T>(v: T) => T;', 'export type Free = <T>(v: T) => T;'],
  Shrunk: ["export const Shrunk: readonly ['a' | 'b'];", "export const Shrunk: readonly ['a'];"],
  Lengthened: ["export const Lengthened: readonly ['a'];", "export const Lengthened: readonly ['a', 'b'];"],
  Inner: ['export const Inner: { readonly a: { readonly b: 1 } };', 'export const Inner: { readonly a: { readonly b: 2 } };'],
  Unfixed: ['export const Unfixed: 1;', 'export const Unfixed: number;'],
  Tightened: ['export const Tightened: number;', 'export const Tightened: 1;'],
  Api: ["export const Api: { readonly get: (id: 'a') => 1 };", "export const Api: { readonly get: (id: 'b') => 2 };"],
  Exact: [`export interface Exact { v: '${'x'.repeat(118)}' }`, `export interface Exact { v: '${'y'.repeat(118)}' }`],
};

const judgeCase = judgeCases(CASES);

describe('null and undefined, judged apart from the type they qualify', () => {
  it('read: gaining either breaks, naming both when both came; losing one is compatible', () => {
    expect(judgeCase('Nullable', 'read')).toEqual({
      breaks: ['Nullable.a: may now be undefined; old code reading it does not handle that', 'Nullable.b: may now be null or undefined; old code reading it does not handle that'],
      compatible: ['Nullable.c: no longer null'],
    });
  });

  it('write: losing one breaks, gaining one is compatible', () => {
    expect(judgeCase('Nullable', 'write')).toEqual({
      breaks: ['Nullable.c: no longer accepts null; old code passing it is refused'],
      compatible: ['Nullable.a: accepts undefined too', 'Nullable.b: accepts null or undefined too'],
    });
  });

  it('both: either way breaks', () => {
    expect(judgeCase('Nullable', 'both').breaks).toEqual([
      'Nullable.a: may now be undefined; old code reading it does not handle that',
      'Nullable.b: may now be null or undefined; old code reading it does not handle that',
      'Nullable.c: no longer accepts null; old code passing it is refused',
    ]);
  });

  it('`any` stays opaque: a member typed `any` that became `string | null` gained no null old code must handle', () => {
    expect(judgeCase('Opaque', 'read')).toEqual({ breaks: [], compatible: [] });
  });
});

describe('walking into members', () => {
  it('through arrays (`[]` in the path) and promises (no mark)', () => {
    expect(judgeCase('Listed', 'read').breaks).toEqual([
      'Listed.items[].id: type changed from string to number; old code using it as string no longer compiles',
      'Listed.later.id: type changed from string to number; old code using it as string no longer compiles',
    ]);
  });

  it('the same change met twice is reported at each place it happened', () => {
    expect(judgeCase('Twice', 'read').breaks).toEqual([
      'Twice.a: type changed from string to number; old code using it as string no longer compiles',
      'Twice.b: type changed from string to number; old code using it as string no longer compiles',
      'Twice.c.d: type changed from string to number; old code using it as string no longer compiles',
    ]);
  });

  it('a member whose name is no identifier is quoted; a symbol-keyed one is named by its symbol', () => {
    expect(judgeCase('Keys', 'read').breaks).toEqual([
      'Keys["x-request-id"]: removed; old code reading it no longer compiles',
      'Keys[Symbol.iterator]: removed; old code reading it no longer compiles',
    ]);
  });

  it('an input with a string index signature still accepts a literal setting a dropped member; a number index does not', () => {
    expect(judgeCase('Open', 'write')).toEqual({ breaks: [], compatible: [] });
    expect(judgeCase('Open', 'read').breaks).toEqual(['Open.a: removed; old code reading it no longer compiles']);
    expect(judgeCase('Numbered', 'write').breaks).toEqual(['Numbered.a: removed; old object literals setting it fail the excess-property check']);
  });

  it('an index signature is compared by its value type, under `[key type]`', () => {
    expect(judgeCase('Indexed', 'read').breaks).toEqual(['Indexed[string].id: type changed from string to number; old code using it as string no longer compiles']);
  });

  it('a recursive type is walked once per pair of types, and reports its change once', () => {
    expect(judgeCase('Tree', 'read').breaks).toEqual(['Tree.name: type changed from string to number; old code using it as string no longer compiles']);
  });

  it('a type judged at its own export is not reported again where it is used, nor is its owner', () => {
    expect(judgeCase('Holder', 'read')).toEqual({ breaks: [], compatible: [] });
    // Even where the type around it reads differently for it: the difference is the other export's.
    expect(judgeCase('Renamed', 'read')).toEqual({ breaks: [], compatible: [] });
    expect(judgeCase('NamedItem', 'read').breaks).toEqual(['NamedItem.id: type changed from string to number; old code using it as string no longer compiles']);
  });

  it('a change explained below (values added) adds no line above it', () => {
    expect(judgeCase('Deep', 'read')).toEqual({ breaks: [], compatible: ["Deep.a.b: values added: 'z'"] });
  });
});

describe('calls and constructions', () => {
  it('a construct signature is judged under `new`, its parameters as inputs', () => {
    expect(judgeCase('Built', 'read').breaks).toEqual(["Built new(id): type changed from string to 'a'; old code passing string is refused"]);
  });

  it('overloads are judged as a whole type', () => {
    expect(judgeCase('Overloaded', 'read').breaks).toEqual([
      'Overloaded.call: type changed from { (id: string): void; (id: number): void; } to (id: string) => void; old code using it as { (id: string): void; (id: number): void; } no longer compiles',
    ]);
  });

  it('construct signatures are shown with `new`', () => {
    expect(judgeCase('Makers', 'read').breaks).toEqual(['Makers: signatures changed from new (id: string): Changed; new (id: number): Changed to new (id: string): Changed; old code using it as Makers no longer compiles']);
  });

  it('an interface that lost an overload breaks old calls of it, shown by its signatures; where the consumer implements it, it is compatible', () => {
    expect(judgeCase('Calls', 'read')).toEqual({
      breaks: ['Calls: signatures changed from (id: string): string; (id: number): string to (id: string): string; old code using it as Calls no longer compiles'],
      compatible: [],
    });
    expect(judgeCase('Calls', 'write')).toEqual({ breaks: [], compatible: ['Calls: changed compatibly from (id: string): string; (id: number): string to (id: string): string'] });
  });

  it('old arguments meet the rest parameter that took their place: each is judged against its element type', () => {
    expect(judgeCase('Spread', 'read')).toEqual({ breaks: [], compatible: ['Spread(b): widened from string to string | number', 'Spread(c): widened from number to string | number'] });
    expect(judgeCase('Narrowed', 'read').breaks).toEqual(['Narrowed(b): type changed from string | number to string; old code passing string | number is refused']);
    expect(judgeCase('Tupled', 'read')).toEqual({ breaks: [], compatible: [] });
    expect(judgeCase('Shortened', 'read').breaks).toEqual(['Shortened(b): parameter removed; old calls passing it fail']);
  });

  it('a rest parameter takes the place of removed ones; parameters typed unknown or void are not required', () => {
    expect(judgeCase('Rest', 'read')).toEqual({ breaks: [], compatible: [] });
    expect(judgeCase('Loose', 'read')).toEqual({ breaks: [], compatible: [] });
  });

  it('read: a required parameter added breaks old calls, and the result is judged under `()`', () => {
    expect(judgeCase('Extra', 'read').breaks).toEqual([
      'Extra(b): required parameter added; old calls with 1 argument(s) fail',
      'Extra(): type changed from string to number; old code using it as string no longer compiles',
    ]);
    expect(judgeCase('Fewer', 'read').breaks).toEqual(['Fewer(b): parameter removed; old calls passing it fail']);
  });

  it('write (a callback the consumer builds): more or fewer parameters break no call of theirs', () => {
    expect(judgeCase('Extra', 'write').breaks).toEqual(['Extra(): type changed from string to number; old code passing string is refused']);
    expect(judgeCase('Fewer', 'write').breaks).toEqual([]);
  });

  it('a widened parameter is compatible where the consumer calls, a break where the consumer implements', () => {
    expect(judgeCase('Callback', 'read')).toEqual({ breaks: [], compatible: ['Callback(a): widened from string to string | number'] });
    expect(judgeCase('Callback', 'write').breaks).toEqual(['Callback(a): type changed from string to string | number; old code using it as string no longer compiles']);
  });
});

describe('generic signatures, judged by their constraints', () => {
  it('a narrowed constraint breaks old calls; widened, it is compatible', () => {
    expect(judgeCase('Constrained', 'read').breaks).toEqual(["Constrained<T>: type changed from 'a' | 'b' to 'a'; old code passing 'a' | 'b' is refused"]);
    expect(judgeCase('Widened', 'read')).toEqual({ breaks: [], compatible: ["Widened<T>: widened from 'a' to 'a' | 'b'"] });
    expect(judgeCase('Loosened', 'read').breaks).toEqual(["Loosened<T>: type changed from string to 'a'; old code passing string is refused"]);
  });

  it('where the consumer implements it, a widened constraint gains values it may be called with (enum growth); a narrowed one is narrowed', () => {
    expect(judgeCase('Widened', 'write')).toEqual({ breaks: [], compatible: ["Widened<T>: values added: 'b'"] });
    expect(judgeCase('Constrained', 'write')).toEqual({ breaks: [], compatible: ["Constrained<T>: narrowed from 'a' | 'b' to 'a'"] });
  });

  it('used both ways, a narrowed constraint breaks; values added are enum growth', () => {
    expect(judgeCase('Constrained', 'both').breaks).toEqual(["Constrained<T>: type changed from 'a' | 'b' to 'a'; old code passing 'a' | 'b' is refused"]);
    expect(judgeCase('Widened', 'both')).toEqual({ breaks: [], compatible: ["Widened<T>: values added: 'b'"] });
  });

  it('overloads whose first is generic are judged as a whole: an overload lost breaks callers, one gained breaks implementers', () => {
    expect(judgeCase('GenericFirst', 'read').breaks).toEqual([
      `GenericFirst: signatures changed from <T extends "a">(v: T, w: T): T; (v: number): number to <T extends "a">(v: T, w: T): T; old code using it as GenericFirst no longer compiles`,
    ]);
    expect(judgeCase('GenericOnly', 'read')).toEqual({ breaks: [], compatible: [`GenericOnly: changed compatibly from <T extends "a">(v: T, w: T): T to <T extends "a">(v: T, w: T): T; (v: number): number`] });
    expect(judgeCase('GenericOnly', 'write').breaks).toEqual([
      `GenericOnly: signatures changed from <T extends "a">(v: T, w: T): T to <T extends "a">(v: T, w: T): T; (v: number): number; old code passing GenericOnly is refused`,
    ]);
  });

  it('a generic function made plain is judged as a whole; an unconstrained type parameter constrains nothing', () => {
    expect(judgeCase('Plain', 'read').breaks).toEqual(["Plain: type changed from <T extends 'a'>(v: T) => T to (v: 'a') => 'a'; old code using it as <T extends 'a'>(v: T) => T no longer compiles"]);
    expect(judgeCase('Plain', 'write')).toEqual({ breaks: [], compatible: ["Plain: changed compatibly from <T extends 'a'>(v: T) => T to (v: 'a') => 'a'"] });
    expect(judgeCase('Free', 'both')).toEqual({ breaks: [], compatible: [] });
  });

  it('a constraint made of another type parameter follows it; a changed parameter list or result is judged as a whole', () => {
    expect(judgeCase('Following', 'read')).toEqual({ breaks: [], compatible: [] });
    expect(judgeCase('Reshaped', 'read').breaks).toEqual([expect.stringMatching(/^Reshaped: type changed from <T extends 'a'>\(value: T\) => T to .*; old code using it as .* no longer compiles$/)]);
    expect(judgeCase('Retyped', 'read').breaks).toEqual([
      "Retyped: type changed from <T extends 'a'>(value: T, n: string) => T to <T extends 'a'>(value: T, n: number) => T; old code using it as <T extends 'a'>(value: T, n: string) => T no longer compiles",
    ]);
    expect(judgeCase('Returns', 'read').breaks).toEqual(["Returns: type changed from <T extends 'a'>(value: T) => T to <T extends 'a'>(value: T) => string; old code using it as <T extends 'a'>(value: T) => T no longer compiles"]);
  });
});

describe('values and enums', () => {
  it('a data value changed is compatible, an unchanged one silent; outside data the same change breaks', () => {
    expect(judgeCase('Table', 'read', true)).toEqual({ breaks: [], compatible: ["Table: value changed from readonly [1, 'two'] to readonly [1, 'three']"] });
    expect(judgeCase('Same', 'read', true)).toEqual({ breaks: [], compatible: [] });
    expect(judgeCase('Table', 'read').breaks).toEqual(["Table: type changed from 'two' to 'three'; old code using it as 'two' no longer compiles"]);
  });

  it('a data value narrowed is still a changed value; a list that grew gained values; a nested value is named by its path', () => {
    expect(judgeCase('Shrunk', 'read', true)).toEqual({ breaks: [], compatible: ["Shrunk: value changed from readonly ['a' | 'b'] to readonly ['a']"] });
    expect(judgeCase('Lengthened', 'read', true)).toEqual({ breaks: [], compatible: ["Lengthened: values added: 'b'"] });
    expect(judgeCase('Inner', 'read', true)).toEqual({ breaks: [], compatible: ['Inner.a.b: value changed from 1 to 2'] });
  });

  it('a data value that is no longer a literal, or was none, is judged as a type', () => {
    expect(judgeCase('Unfixed', 'read', true).breaks).toEqual(['Unfixed: type changed from 1 to number; old code using it as 1 no longer compiles']);
    expect(judgeCase('Tightened', 'read', true)).toEqual({ breaks: [], compatible: ['Tightened: narrowed from number to 1'] });
  });

  it('a function in a data table is no data: its parameters and result are judged as types', () => {
    expect(judgeCase('Api', 'read', true)).toEqual({
      breaks: ["Api.get(id): type changed from 'a' to 'b'; old code passing 'a' is refused", "Api.get(): type changed from 1 to 2; old code using it as 1 no longer compiles"],
      compatible: [],
    });
  });

  it('literals gained are compatible values; a type gained is a break', () => {
    expect(judgeCase('Grown', 'read')).toEqual({
      breaks: ["Grown.kind: type changed from 'a' | 'b' to number | 'a' | 'b'; old code using it as 'a' | 'b' no longer compiles"],
      compatible: ["Grown.status: values added: 'paused'", 'Grown.code: values added: 3, 4'],
    });
  });

  it('where the consumer writes it, literals gained widen it: no enum growth to excuse', () => {
    expect(judgeCase('Grown', 'write')).toEqual({
      breaks: [],
      compatible: ["Grown.status: widened from 'live' | 'closed' to 'live' | 'closed' | 'paused'", 'Grown.code: widened from 1 | 2 to 1 | 2 | 3 | 4', "Grown.kind: widened from 'a' | 'b' to number | 'a' | 'b'"],
    });
  });

  it('a list that became a union with a literal gained no values: it changed type', () => {
    expect(judgeCase('Listing', 'read').breaks).toEqual([expect.stringMatching(/^Listing\.values: type changed from readonly \['a', 'b'\] to .*; old code using it as readonly \['a', 'b'\] no longer compiles$/)]);
  });
});

describe('the catch-all line', () => {
  it('two types too long to show, alike for over 120 characters, are shown around where they differ, each cut end counted', () => {
    const [line] = judgeCase('Long', 'read').breaks;
    const shown = /^Long\.value: type changed from (.*) to (.*); old code using it as (.*) no longer compiles$/.exec(line ?? '');
    expect(shown?.[1]).toMatch(/^\[…\d+ chars\].*last: string; \}.*$/);
    expect(shown?.[2]).toMatch(/^\[…\d+ chars\].*last: number; \}.*$/);
    expect(shown?.[1]!.length).toBeLessThanOrEqual(120);
    // The type a reader must no longer use is shown on its own, cut at 120 as before.
    expect(shown?.[3]).toHaveLength(120);
    expect(shown?.[3]).toMatch(/^\{ fieldfieldfieldOne: string; .*…$/);
  });

  it('a type of exactly 120 characters is shown whole', () => {
    const [line] = judgeCase('Exact', 'read').breaks;
    expect(line).toBe(`Exact.v: type changed from '${'x'.repeat(118)}' to '${'y'.repeat(118)}'; old code using it as '${'x'.repeat(118)}' no longer compiles`);
  });

  it('narrowed where read, widened where written, nothing noted when used both ways', () => {
    expect(judgeCase('Either', 'read')).toEqual({ breaks: [], compatible: ['Either.value: narrowed from string | number to string'] });
    expect(judgeCase('Either', 'write').breaks).toEqual(['Either.value: type changed from string | number to string; old code passing string | number is refused']);
    expect(judgeCase('Changed', 'both').breaks).toEqual(['Changed.value: type changed from string to number; old code using it as string no longer compiles']);
  });
});
