/**
 * The judge on calls (test/support/judge-cases.ts), beyond judge.test.ts's: signatures lost, overloads
 * whose first signature changed, a plain function made generic, a generic one made into an object.
 */
import { describe, expect, it } from 'vitest';
import { judgeCases } from '../../support/judge-cases.ts';

/** Export name -> its declarations in the baseline and in the current surface. */
const CASES: Record<string, [string, string]> = {
  Uncallable: ['export interface Uncallable { (id: string): string; a: string }', 'export interface Uncallable { a: string; b?: string }'],
  Unbuilt: ['export interface Unbuilt { new (id: string): object; a: string }', 'export interface Unbuilt { a: string; b?: string }'],
  Uncalled: ["export type Uncalled = <T extends 'a'>(v: T) => T;", 'export interface Uncalled { v: string }'],
  Reordered: ['export interface Reordered { (id: string): string; (id: number): string }', 'export interface Reordered { (id: boolean): string }'],
  Overloads: ['export interface Overloads { (id: boolean): string }', 'export interface Overloads { (id: string): string; (id: number): string }'],
  Noted: ['export interface Noted { (id: string): string; (id: number): string; note: string }', 'export interface Noted { (id: string): string; note: string }'],
  Kinded: ["export interface Kinded { (id: string): string; (id: number): string; kind: 'a' }", "export interface Kinded { (id: string): string; kind: 'a' }"],
  Fewer: ["export type Fewer = <T extends 'a', U extends 'b'>(v: T) => T;", "export type Fewer = <T extends 'a'>(v: T) => T;"],
  Opened: ["export type Opened = <T extends 'a'>(v: T) => T;", 'export type Opened = <T extends string>(v: T) => T;'],
  Linked: ["export type Linked = <P extends string, I extends { p: P }>(p: P, i: I) => I;", "export type Linked = <P extends string, I extends { p: P }>(p: P, i: I) => I;"],
  Joined: ["export type Joined = <T extends 'a'>(a: string, bb: T) => T;", "export type Joined = <T extends 'a'>(a: stringb, b: T) => T;\ninterface stringb { x: 1 }"],
  Generalised: ["export type Generalised = (v: 'a') => 'a';", "export type Generalised = <T extends 'a'>(v: T) => T;"],
};

const judgeCase = judgeCases(CASES);

describe('call and construct signatures', () => {
  it('signatures removed break old calls, whatever else changed; where the consumer implements it, they break nothing', () => {
    expect(judgeCase('Uncallable', 'read')).toEqual({ breaks: ['Uncallable: signatures removed; old calls no longer compile'], compatible: ['Uncallable.b: optional property added'] });
    expect(judgeCase('Unbuilt', 'both').breaks).toEqual(['Unbuilt new: signatures removed; old calls no longer compile']);
    expect(judgeCase('Uncallable', 'write')).toEqual({ breaks: [], compatible: ['Uncallable.b: optional property added'] });
  });

  it('a generic function that became an object lost its signature', () => {
    expect(judgeCase('Uncalled', 'read')).toEqual({ breaks: ['Uncalled: signatures removed; old calls no longer compile'], compatible: ['Uncalled.v: added'] });
  });

  it('overloads on either side are judged as a whole, even where the first signatures differ', () => {
    expect(judgeCase('Reordered', 'read').breaks).toEqual(['Reordered: signatures changed from (id: string): string; (id: number): string to (id: boolean): string; old code using it as Reordered no longer compiles']);
    expect(judgeCase('Overloads', 'read').breaks).toEqual(['Overloads: signatures changed from (id: boolean): string to (id: string): string; (id: number): string; old code using it as Overloads no longer compiles']);
  });

  it('an unchanged member beside them explains nothing: an overload lost still breaks', () => {
    expect(judgeCase('Noted', 'read').breaks).toEqual(['Noted: signatures changed from (id: string): string; (id: number): string to (id: string): string; old code using it as Noted no longer compiles']);
  });

  it('an unchanged value beside them explains nothing either, in a data table', () => {
    expect(judgeCase('Kinded', 'read', true).breaks).toEqual(['Kinded: signatures changed from (id: string): string; (id: number): string to (id: string): string; old code using it as Kinded no longer compiles']);
  });

  it('a constraint built from another type parameter follows it: the same declaration again is no change', () => {
    expect(judgeCase('Linked', 'read')).toEqual({ breaks: [], compatible: [] });
    expect(judgeCase('Linked', 'write')).toEqual({ breaks: [], compatible: [] });
  });

  it('parameters renamed and retyped are no longer alike, though their text run together would read the same', () => {
    expect(judgeCase('Joined', 'read').breaks).toEqual(["Joined: type changed from <T extends 'a'>(a: string, bb: T) => T to <T extends 'a'>(a: stringb, b: T) => T; old code using it as <T extends 'a'>(a: string, bb: T) => T no longer compiles"]);
  });

  it('a type parameter no parameter uses, dropped, breaks no call; a constraint widened to string is compatible', () => {
    expect(judgeCase('Fewer', 'read').breaks).toEqual([]);
    expect(judgeCase('Opened', 'read')).toEqual({ breaks: [], compatible: ["Opened<T>: widened from 'a' to string"] });
  });

  it('a plain function made generic is judged as a whole: compatible for callers, a break for implementers', () => {
    expect(judgeCase('Generalised', 'read')).toEqual({ breaks: [], compatible: ["Generalised: changed compatibly from (v: 'a') => 'a' to <T extends 'a'>(v: T) => T"] });
    expect(judgeCase('Generalised', 'write').breaks).toEqual(["Generalised: type changed from (v: 'a') => 'a' to <T extends 'a'>(v: T) => T; old code passing (v: 'a') => 'a' is refused"]);
  });
});
