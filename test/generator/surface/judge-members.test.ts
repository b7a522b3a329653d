/**
 * The judge on members (test/support/judge-cases.ts): members removed, added, made optional or
 * required in each direction, index signatures by key, unions and nullable types, recursion, and
 * the types judged at their own export (`Named…`).
 */
import { describe, expect, it } from 'vitest';
import { judgeCases } from '../../support/judge-cases.ts';

/** `{ a: … { a: leaf } … }`, `depth` objects deep. */
const nested = (depth: number, leaf: string): string => `${'{ a: '.repeat(depth)}${leaf}${' }'.repeat(depth)}`;
const LONG_FIELDS = ['One', 'Two', 'Three', 'Four'].map((name) => `fieldfieldfield${name}: string`).join('; ');

/** Export name -> its declarations in the baseline and in the current surface. */
const CASES: Record<string, [string, string]> = {
  NamedItem: ['export interface NamedItem { id: string }', 'export interface NamedItem { id: number }'],
  NamedFull: ['export interface NamedFull { id: string }', 'export interface NamedFull { id: string; extra: string }'],
  NamedSteady: ['export interface NamedSteady { code: number }', 'export interface NamedSteady { code: number }'],
  NamedBig: ['export interface NamedBig { id: string; extra: string }', 'export interface NamedBig { id: string }'],
  Steady: ['export interface Steady { (id: string): string; (id: number): string; item: NamedSteady }', 'export interface Steady { (id: string): string; item: NamedSteady }'],
  Shrinking: ['export interface Shrinking { item: NamedBig }', 'export interface Shrinking { item: NamedBig }'],
  Inlined: ['export interface Inlined { item: NamedItem }', 'export interface Inlined { item: { id: number } }'],
  Holding: ['export interface Holding { item: NamedFull }', 'export interface Holding { item: NamedFull }'],
  Thing: ['export interface Thing { id: string }', 'export interface Thing { id: number }'],
  Other: ['export interface Other { code: string }', 'export interface Other { code: string; note?: string }'],
  Echo: ['export type Echo = (a: Thing) => Thing;', 'export type Echo = (a: Thing) => Thing;'],
  Optional: ['export interface Optional { a: string; b?: string; c?: string; d: string }', 'export interface Optional { a?: string; b: string; c?: string; d: string }'],
  Added: ['export interface Added { a: string }', 'export interface Added { a: string; b: string; c?: string }'],
  Extensible: ['export interface Extensible { [key: string]: unknown; a: string }', 'export interface Extensible { a: string; b?: string }'],
  Renumbered: ['export interface Renumbered { [key: string]: string; [index: number]: string }', 'export interface Renumbered { [key: string]: string; b?: string }'],
  Unindexed: ['export interface Unindexed { [key: string]: string }', 'export interface Unindexed { [index: number]: string }'],
  Dual: ['export interface Dual { [key: string]: string | number; [index: number]: string }', 'export interface Dual { [key: string]: string | number; [index: number]: number }'],
  Split: ['export interface Split { v: string | number | null }', 'export interface Split { v: string }'],
  Joined: ['export interface Joined { v: string | null }', 'export interface Joined { v: string | number }'],
  Linked: ['export interface Linked { name: string; next: Linked | null }', 'export interface Linked { name: number; next: Linked | null }'],
  Variant: ["export interface Variant { v: { kind: 'a'; x: string } | { kind: 'b'; y: string } }", "export interface Variant { v: { kind: 'a'; x: string } }"],
  Unwrapped: ['export interface Unwrapped { v: Promise<string> }', 'export interface Unwrapped { v: string }'],
  Listified: ['export interface Listified { v: string }', 'export interface Listified { v: string[] }'],
  Listish: ['export interface Listish extends Array<string> { extra: string }', 'export interface Listish extends Array<number> { extra: string }'],
  Moved: ['export interface Moved { v: Promise<{ id: string }> }', 'export interface Moved { v: Array<{ id: number }> }'],
  Merged: ['export interface Merged { v: { a: string } & { b: string } }', 'export interface Merged { v: { a: string; b: string } }'],
  Either: ['export interface Either { v: Other | string }', 'export interface Either { v: Other | string }'],
  Wrapped: ['export type Wrapped<T> = T | { other: T };', 'export type Wrapped<T> = T | { other: T };'],
  Wraps: ['export interface Wraps { v: Wrapped<Thing> }', 'export interface Wraps { v: Wrapped<Thing> }'],
  Paired: ['export type Paired<T, U> = T | { other: T; rest: U };', 'export type Paired<T, U> = T | { other: T; rest: U };'],
  WrapsRest: ['export interface WrapsRest { v: Paired<Thing, [string, ...string[]]> }', 'export interface WrapsRest { v: Paired<Thing, [string, ...string[]]> }'],
  WrapsLong: [`export interface WrapsLong { v: Wrapped<{ ${LONG_FIELDS}; last: string }> }`, `export interface WrapsLong { v: Wrapped<{ ${LONG_FIELDS}; last: number }> }`],
  Broken: ['export interface Broken { v: Thing | string }', 'export interface Broken { v: Thing | string }'],
  Box: ['export interface Box<T, U> { (a: string): T; (a: number): U }', 'export interface Box<T, U> { (a: string): T; (a: number): U }'],
  Boxed: ['export interface Boxed { v: Box<Thing, string> }', 'export interface Boxed { v: Box<Thing, string> }'],
  Later: ['export interface Later { v: Promise<NamedItem> }', 'export interface Later { v: Promise<NamedItem> }'],
  Grows: ['export interface Grows { code: string }', 'export interface Grows { code: string; note: string }'],
  OneOf: ['export interface OneOf { v: Grows | string }', 'export interface OneOf { v: Grows | string }'],
  Keyed: ['export interface Keyed { [key: string]: NamedItem }', 'export interface Keyed { [key: string]: NamedItem }'],
  Handler: ['export type Handler = (item: NamedItem) => NamedItem;', 'export type Handler = (item: NamedItem) => NamedItem;'],
  Thenable: ['export interface Thenable { v: { id: string } }', 'export interface Thenable { v: Promise<string> }'],
  Deepest: [`export interface Deepest { a: ${nested(15, 'string')} }`, `export interface Deepest { a: ${nested(15, 'number')} }`],
  TooDeep: [`export interface TooDeep { a: ${nested(16, 'string')} }`, `export interface TooDeep { a: ${nested(16, 'number')} }`],
};

const judgeCase = judgeCases(CASES);

describe('members removed, added, optional or required', () => {
  it('a member made optional breaks readers; one made required breaks writers; each way the other is judged by its type', () => {
    expect(judgeCase('Optional', 'read')).toEqual({ breaks: ['Optional.a: now optional; old code reading it gets undefined it does not handle'], compatible: ['Optional.b: no longer undefined'] });
    expect(judgeCase('Optional', 'write')).toEqual({ breaks: ['Optional.b: now required; old code that leaves it out no longer compiles'], compatible: ['Optional.a: accepts undefined too'] });
    expect(judgeCase('Optional', 'both')).toEqual({
      breaks: ['Optional.a: now optional; old code reading it gets undefined it does not handle', 'Optional.b: now required; old code that leaves it out no longer compiles'],
      compatible: [],
    });
  });

  it('a required member added breaks writers only; an optional one breaks no one', () => {
    expect(judgeCase('Added', 'read')).toEqual({ breaks: [], compatible: ['Added.b: added', 'Added.c: optional property added'] });
    expect(judgeCase('Added', 'write')).toEqual({ breaks: ['Added.b: required property added; old code that builds it without this no longer compiles'], compatible: ['Added.c: optional property added'] });
    expect(judgeCase('Added', 'both').breaks).toEqual(['Added.b: required property added; old code that builds it without this no longer compiles']);
  });

  it('an index signature removed breaks readers of other keys and writers setting them, whatever else changed', () => {
    expect(judgeCase('Extensible', 'read')).toEqual({ breaks: ['Extensible[string]: index signature removed; old code reading other keys no longer compiles'], compatible: ['Extensible.b: optional property added'] });
    expect(judgeCase('Extensible', 'write').breaks).toEqual(['Extensible[string]: index signature removed; old object literals setting other keys fail the excess-property check']);
    expect(judgeCase('Unindexed', 'write').breaks).toEqual(['Unindexed[string]: index signature removed; old object literals setting other keys fail the excess-property check']);
  });

  it('a number index removed where a string index stays: number keys are read through the string index', () => {
    expect(judgeCase('Renumbered', 'read')).toEqual({ breaks: [], compatible: ['Renumbered.b: optional property added'] });
  });

  it('each index signature is compared with the one of the same key type', () => {
    expect(judgeCase('Dual', 'read')).toEqual({ breaks: ['Dual[number]: type changed from string to number; old code using it as string no longer compiles'], compatible: [] });
  });
});

describe('types judged at their own export', () => {
  it('a named type replaced by an unnamed one is walked where it is used', () => {
    expect(judgeCase('Inlined', 'read').breaks).toEqual(['Inlined.item.id: type changed from string to number; old code using it as string no longer compiles']);
  });

  it('a named type that changed one way only explains its owner: no line where it is used', () => {
    expect(judgeCase('NamedFull', 'write').breaks).toEqual(['NamedFull.extra: required property added; old code that builds it without this no longer compiles']);
    expect(judgeCase('Holding', 'write')).toEqual({ breaks: [], compatible: [] });
    expect(judgeCase('NamedBig', 'read').breaks).toEqual(['NamedBig.extra: removed; old code reading it no longer compiles']);
    expect(judgeCase('Shrinking', 'read')).toEqual({ breaks: [], compatible: [] });
  });

  it('a named type that did not change explains nothing: its owner that lost an overload still breaks', () => {
    expect(judgeCase('Steady', 'read').breaks).toEqual(['Steady: signatures changed from (id: string): string; (id: number): string to (id: string): string; old code using it as Steady no longer compiles']);
  });

  it('is not walked wherever it is met: a type argument, an index signature, a parameter, a result', () => {
    for (const name of ['Later', 'Keyed', 'Handler']) expect(judgeCase(name, 'read'), name).toEqual({ breaks: [], compatible: [] });
  });

  it('a type of the surfaces used as a parameter and as the result is judged each way', () => {
    expect(judgeCase('Echo', 'read').breaks).toEqual([
      'Echo(a).id: type changed from string to number; old code passing string is refused',
      'Echo().id: type changed from string to number; old code using it as string no longer compiles',
    ]);
  });

  it('an alias instantiated with types of the surfaces and written alike differs through them: no line', () => {
    expect(judgeCase('Wraps', 'read')).toEqual({ breaks: [], compatible: [] });
  });

  it('a rest element written alike (`...string[]`) is no cut line', () => {
    expect(judgeCase('WrapsRest', 'read')).toEqual({ breaks: [], compatible: [] });
  });

  it('so is an instantiated interface whose overloads the walk leaves to the relation', () => {
    expect(judgeCase('Boxed', 'read')).toEqual({ breaks: [], compatible: [] });
  });

  it('written alike only because both were cut short, it is still reported', () => {
    const [line, ...rest] = judgeCase('WrapsLong', 'read').breaks;
    expect(rest).toEqual([]);
    expect(line).toMatch(/^WrapsLong\.v: type changed from \[…\d+ chars\].*last: string; \}.* to \[…\d+ chars\].*last: number; \}.*; old code using it as .* no longer compiles$/);
  });
});

describe('unions, nullable types and recursion', () => {
  it('null dropped from or added beside a union of several types is judged with the union', () => {
    expect(judgeCase('Split', 'read')).toEqual({ breaks: [], compatible: ['Split.v: narrowed from string | number | null to string'] });
    expect(judgeCase('Split', 'write').breaks).toEqual(['Split.v: type changed from string | number | null to string; old code passing string | number | null is refused']);
    expect(judgeCase('Joined', 'read').breaks).toEqual(['Joined.v: type changed from string | null to string | number; old code using it as string | null no longer compiles']);
  });

  it('a union of object types is judged as a whole, not by the members its variants share', () => {
    expect(judgeCase('Variant', 'read')).toEqual({ breaks: [], compatible: ["Variant.v: narrowed from { kind: 'a'; x: string; } | { kind: 'b'; y: string; } to { kind: 'a'; x: string; }"] });
  });

  it('a union of types of the surfaces written alike, changed compatibly inside, notes nothing', () => {
    expect(judgeCase('Either', 'read')).toEqual({ breaks: [], compatible: [] });
    // Narrowed for readers (a member gained a required property), yet it reads alike: no `from X to X` note.
    expect(judgeCase('OneOf', 'read')).toEqual({ breaks: [], compatible: [] });
  });

  it('a union of types of the surfaces changed incompatibly inside is reported where used, as it reads', () => {
    expect(judgeCase('Broken', 'read').breaks).toEqual(['Broken.v: type changed from string | Thing to string | Thing; old code using it as string | Thing no longer compiles']);
  });

  it('a recursive type met again behind null reports its change once', () => {
    expect(judgeCase('Linked', 'read')).toEqual({ breaks: ['Linked.name: type changed from string to number; old code using it as string no longer compiles'], compatible: [] });
  });

  it('the walk goes 16 members down, then reports the difference where it stopped', () => {
    const path = (name: string) => `${name}${'.a'.repeat(16)}`;
    expect(judgeCase('Deepest', 'read').breaks).toEqual([`${path('Deepest')}: type changed from string to number; old code using it as string no longer compiles`]);
    expect(judgeCase('TooDeep', 'read').breaks).toEqual([`${path('TooDeep')}: type changed from { a: string; } to { a: number; }; old code using it as { a: string; } no longer compiles`]);
  });

  it('a value that became a list, or stopped being a promise, changed type', () => {
    expect(judgeCase('Listified', 'read').breaks).toEqual(['Listified.v: type changed from string to string[]; old code using it as string no longer compiles']);
    expect(judgeCase('Unwrapped', 'read').breaks).toEqual(['Unwrapped.v: type changed from Promise<string> to string; old code using it as Promise<string> no longer compiles']);
  });

  it('an interface extending a standard one is judged by its own members and index, not the standard methods', () => {
    expect(judgeCase('Listish', 'read')).toEqual({ breaks: ['Listish[number]: type changed from string to number; old code using it as string no longer compiles'], compatible: [] });
  });

  it('a container of another kind is a changed type, its contents not compared', () => {
    expect(judgeCase('Moved', 'read').breaks).toEqual(['Moved.v: type changed from Promise<{ id: string; }> to { id: number; }[]; old code using it as Promise<{ id: string; }> no longer compiles']);
  });

  it("an object that became a promise lost its members; the promise's own are not listed as added", () => {
    expect(judgeCase('Thenable', 'read')).toEqual({ breaks: ['Thenable.v.id: removed; old code reading it no longer compiles'], compatible: [] });
  });

  it('a type written differently but the same to its users notes nothing', () => {
    expect(judgeCase('Merged', 'read')).toEqual({ breaks: [], compatible: [] });
  });
});
