/**
 * The direction each type export is used in, found from the package's values: what the judge
 * then holds each type to (a read type may gain required members, a written one may not).
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ownership } from '../../../generator/surface/compare.ts';
import { exportDirections, flip } from '../../../generator/surface/directions.ts';
import { loadPair } from '../../../generator/surface/pair.ts';
import { PROJECT_ROOT } from '../../support/generator-runs.ts';
import { bundle } from '../../support/surface-pairs.ts';

/** Each type export of `declarations` -> its direction, from the value exports beside them. */
function directions(declarations: string): Record<string, string> {
  const pair = loadPair({ baseline: bundle(declarations), current: bundle('export type Unused = 1;') }, PROJECT_ROOT);
  const { checker } = pair;
  const exported = checker.getExportsOfModule(pair.entries.baseline);
  const values = exported.filter((symbol) => symbol.flags & ts.SymbolFlags.Value).map((symbol) => checker.getTypeOfSymbol(symbol));
  const directionOf = exportDirections(checker, values, ownership(pair).isOwn);
  return Object.fromEntries(exported.filter((symbol) => symbol.flags & ts.SymbolFlags.Type && !(symbol.flags & ts.SymbolFlags.Class)).map((symbol) => [symbol.name, directionOf(checker.getDeclaredTypeOfSymbol(symbol))]));
}

describe('exportDirections', () => {
  it('a parameter is written, a result read, one that is both is both, one no value reaches is read', () => {
    expect(directions('export interface Options { a: string }\nexport interface Result { b: string }\nexport interface Payload { c: string }\nexport interface Unreached { d: string }\nexport declare function list(options: Options): Result;\nexport declare function update(payload: Payload): Payload;')).toEqual({
      Options: 'write',
      Result: 'read',
      Payload: 'both',
      Unreached: 'read',
    });
  });

  it('a callback flips twice: the consumer writes the handler and reads the event it is given; a property keeps its owner\'s direction', () => {
    expect(directions('export interface Handler { (event: Event): Reply }\nexport interface Event { id: string; detail: Detail }\nexport interface Detail { at: string }\nexport interface Reply { ok: boolean }\nexport declare function on(handler: Handler): void;')).toEqual({
      Handler: 'write',
      Event: 'read',
      Detail: 'read',
      Reply: 'write',
    });
  });

  it('arrays, promises and unions carry the direction of the place they are used', () => {
    expect(directions('export interface Item { name: string }\nexport interface Answer { id: string }\nexport interface Left { l: string }\nexport interface Right { r: string }\nexport declare function createMany(items: Item[]): Promise<Answer>;\nexport declare function pick(value: Left | Right): void;')).toEqual({
      Item: 'write',
      Answer: 'read',
      Left: 'write',
      Right: 'write',
    });
  });

  it("a type argument is read (the generic reads through it); in openapi-typescript's paths what an operation takes is written", () => {
    const declarations = [
      'export interface Client<Paths> { call(path: keyof Paths): void }',
      "export interface paths { '/v2/x': { post: { parameters: { query: Query }; requestBody: { content: { 'application/json': Body } }; responses: { 200: { content: { 'application/json': Answer } } } } } }",
      'export interface Query { limit: number }',
      'export interface Body { name: string }',
      'export interface Answer { id: string }',
      'export declare function create(client: Client<paths>): Client<paths>;',
    ].join('\n');
    expect(directions(declarations)).toEqual({ Client: 'both', paths: 'read', Query: 'write', Body: 'write', Answer: 'read' });
  });

  it("a dependency's generic type is not walked into: a client of openapi-fetch taken as a parameter builds no `paths`", () => {
    expect(directions('import type { Client } from "openapi-fetch";\nexport interface paths { \'/v2/x\': { get: {} } }\nexport declare function bind(client: Client<paths>): void;')).toEqual({ paths: 'read' });
  });

  it('a recursive type (a folder of folders, a reply to a reply) is walked once each way, not forever', () => {
    expect(directions('export interface Folder { name: string; children: Folder[]; parent?: Folder }\nexport interface Reply { text: string; replies: Reply[] }\nexport declare function move(folder: Folder): Folder;\nexport declare function thread(): Reply;')).toEqual({
      Folder: 'both',
      Reply: 'read',
    });
  });

  it("a type parameter's constraint is used where the parameter is: old calls pass a Filter, old results are read as a Row", () => {
    expect(directions('export interface Filter { status: Status }\nexport interface Status { code: string }\nexport interface Row { id: string }\nexport declare function search<F extends Filter>(filter: F): void;\nexport declare function first<R extends Row>(): R;\nexport declare function echo<T>(value: T): T;')).toEqual({
      Filter: 'write',
      Status: 'write',
      Row: 'read',
    });
  });

  it("a type parameter passed on as a type argument (the client method's `Init` in openapi-fetch's `ParseAsResponse`) is the caller's own argument, not read through the generic", () => {
    const declarations = 'import type { ParseAsResponse } from "openapi-fetch";\nexport interface CallSettings { timeoutMs?: number }\nexport declare function call<Init extends CallSettings>(init: Init): Promise<ParseAsResponse<{ id: string }, Init>>;';
    expect(directions(declarations)).toEqual({ CallSettings: 'write' });
  });

  it("an own generic alias over a type parameter (`PageQuery<Paths, P>`, `paths[P]['get']`) is not walked through its constraint: a parameter typed by one writes none of the responses every path offers", () => {
    const declarations = [
      'export interface Query { limit: number }',
      'export interface Answer { id: string }',
      "export interface paths { '/x': { get: { parameters: { query: Query }; responses: { 200: Answer } } } }",
      "export type Operation<P extends keyof paths> = paths[P]['get'];",
      'export declare function list<P extends keyof paths>(path: P, init: Operation<P>): Promise<Answer>;',
    ].join('\n');
    expect(directions(declarations).Answer).toBe('read');
  });

  it("a class's constructor parameters are written", () => {
    expect(directions('export interface Settings { key: string }\nexport declare class Api { constructor(settings: Settings); readonly settings: Settings }')).toEqual({ Settings: 'both' });
    expect(directions('export interface Settings { key: string }\nexport declare class Api { constructor(settings: Settings) }')).toEqual({ Settings: 'write' });
  });
});

describe('flip', () => {
  it('turns read into write and back, and leaves both as it is', () => {
    expect([flip('read'), flip('write'), flip('both')]).toEqual(['write', 'read', 'both']);
  });
});
