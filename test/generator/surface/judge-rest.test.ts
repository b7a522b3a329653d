/**
 * The judge on rest parameters. An old call's arguments at a rest meet its element, on both sides:
 * `use(...middleware: Middleware[])` unchanged was once judged as `Middleware[]` (the old
 * parameter whole) against `Middleware` (the new one's element), a break reported only when an
 * unrelated change (an import that reorders the bundle's modules) made the module declaring it be
 * judged in full. Every shape of rest is attacked here, unchanged, behind such a change; and real
 * changes at a rest's places must still be found.
 */
import { describe, expect, it } from 'vitest';
import { judgeCases } from '../../support/judge-cases.ts';
import { judgeSurfaces } from '../../support/surface-pairs.ts';

/** Each shape of rest parameter, as a method of `Client`; `Hook` is a union alias from another module, `Middleware` openapi-fetch's. */
const RESTS: Record<string, string> = {
  union: 'use(...middleware: Hook[]): void;',
  dependency: 'eject(...middleware: Middleware[]): void;',
  readonlyArray: 'add(...hooks: readonly Hook[]): void;',
  aliasedArray: 'all(...hooks: Hooks): void;',
  unionElement: 'tag(...labels: (string | number)[]): void;',
  ownElement: 'put(...items: Item[]): Item[];',
  afterParameters: 'log(level: Level, ...details: Hook[]): void;',
  openTuple: 'chain(...hooks: [first: Hook, ...more: Hook[]]): void;',
  closedTuple: 'pair(...args: [id: string, hook?: Hook]): void;',
  unionOfTuples: 'either(...args: [id: string] | [id: number, hook: Hook]): void;',
  callback: 'listen(handler: (...hooks: Hook[]) => Hook): void;',
  built: 'maker: new (...hooks: Hook[]) => Item;',
};

const HOOKS = [
  'export type Hook = { onRequest: (request: Request) => void; onResponse?: (response: Response) => void } | { onRequest?: (request: Request) => void; onResponse: (response: Response) => void };',
  'export type Hooks = Hook[];',
  "export type Level = 'debug' | 'info';",
  'export interface Item { id: string; hooks: Hook[] }',
].join('\n');

const ENTRY = 'import type { Client } from "incident-api-client/client";\nexport declare function createClient(): Client;';

const client = (members: string) =>
  `import type { Middleware } from "openapi-fetch";\nimport type { Hook, Hooks, Item, Level } from "incident-api-client/hooks";\nexport interface Client { ${members} }`;

describe('a rest parameter written alike, behind an unrelated change that reorders the modules', () => {
  // The current side's hooks module imports a new module, which the bundle now writes before it.
  const limits = 'export declare const MIN_LENGTH = 8;';
  const judge = (members: string) =>
    judgeSurfaces(ENTRY, ENTRY, {
      baseline: { client: client(members), hooks: HOOKS, limits },
      current: { limits, client: client(members), hooks: `import { MIN_LENGTH } from "incident-api-client/limits";\nexport declare const LIMIT: typeof MIN_LENGTH;\n${HOOKS}` },
    });

  it.each(Object.entries(RESTS))('%s: no change at all', (_shape, member) => {
    expect(judge(member)).toMatchObject({ breaking: [], added: [] });
  });

  it('all of them in one interface: no change', () => {
    expect(judge(Object.values(RESTS).join(' '))).toMatchObject({ breaking: [], added: [] });
  });
});

/** Export name -> its declarations in the baseline and in the current surface. */
const CASES: Record<string, [string, string]> = {
  Same: ['export type Same = (...m: ({ a: string } | { b: number })[]) => void;', 'export type Same = (...m: ({ a: string } | { b: number })[]) => void;'],
  Narrowed: ['export type Narrowed = (...m: (string | number)[]) => void;', 'export type Narrowed = (...m: string[]) => void;'],
  Widened: ['export type Widened = (...m: string[]) => void;', 'export type Widened = (...m: (string | number)[]) => void;'],
  Closed: ['export type Closed = (...m: string[]) => void;', 'export type Closed = (a?: string, b?: string) => void;'],
  Inserted: ['export type Inserted = (...m: string[]) => void;', 'export type Inserted = (a?: string, b?: number, ...m: string[]) => void;'],
  Unrolled: ['export type Unrolled = (...args: [a: string]) => void;', 'export type Unrolled = (a: string) => void;'],
  Required: ['export type Required = (...args: [a?: string]) => void;', 'export type Required = (a: string) => void;'],
  TupleNarrowed: ['export type TupleNarrowed = (...args: [a: string, ...b: (string | number)[]]) => void;', 'export type TupleNarrowed = (...args: [a: string, ...b: string[]]) => void;'],
  Tuples: ['export type Tuples = (...args: [id: string] | [id: number, note: string]) => void;', 'export type Tuples = (...args: [id: string] | [id: number, note: string]) => void;'],
};

const judgeCase = judgeCases(CASES);

describe('changes at a rest parameter’s places', () => {
  it('an unchanged rest, of a union element, is no change either way', () => {
    for (const direction of ['read', 'write', 'both'] as const) expect(judgeCase('Same', direction)).toEqual({ breaks: [], compatible: [] });
    expect(judgeCase('Tuples', 'both')).toEqual({ breaks: [], compatible: [] });
  });

  it('its element narrowed breaks old calls, widened is compatible; for an implementer, the reverse', () => {
    expect(judgeCase('Narrowed', 'read').breaks).toEqual(['Narrowed(m): type changed from string | number to string; old code passing string | number is refused']);
    expect(judgeCase('Widened', 'read')).toEqual({ breaks: [], compatible: ['Widened(m): widened from string to string | number'] });
    expect(judgeCase('Widened', 'write').breaks).toEqual(['Widened(m): type changed from string to string | number; old code using it as string no longer compiles']);
    expect(judgeCase('TupleNarrowed', 'read').breaks).toEqual(['TupleNarrowed(args): type changed from string | number to string; old code passing string | number is refused']);
  });

  it('a rest closed to a fixed count refuses old calls passing more; a parameter inserted before it meets their arguments', () => {
    expect(judgeCase('Closed', 'read').breaks).toEqual(['Closed(m): parameter removed; old calls passing it fail']);
    // An implementer's `...m: string[]` is now called with what may be undefined.
    expect(judgeCase('Closed', 'write').breaks).toEqual(['Closed(m): may now be undefined; old code reading it does not handle that']);
    expect(judgeCase('Inserted', 'read').breaks).toEqual(['Inserted(m): type changed from string to number; old code passing string is refused']);
  });

  it('a rest tuple’s required elements count as passed: unrolled into parameters is no change, an optional one made required breaks', () => {
    expect(judgeCase('Unrolled', 'read')).toEqual({ breaks: [], compatible: [] });
    expect(judgeCase('Required', 'read').breaks).toContain('Required(a): required parameter added; old calls with 0 argument(s) fail');
  });
});
