/**
 * One case per class of change, breaking and compatible, each a small pair of declarations judged
 * by types in the direction consumers use the export.
 */
import { describe, expect, it } from 'vitest';
import { judgeSurfaces } from '../../support/surface-pairs.ts';

const breaks = (baseline: string, current: string) => judgeSurfaces(baseline, current).breaking;
const compatible = (baseline: string, current: string) => {
  const diff = judgeSurfaces(baseline, current);
  expect(diff.breaking).toEqual([]);
  return diff.added;
};

describe('breaking changes', () => {
  it('an export removed, reported once with its members', () => {
    expect(breaks('export interface Incident { id: string }\nexport const a: 1;', 'export const a: 1;')).toEqual(['Incident: removed; old code importing it no longer compiles']);
  });

  it('a parameter narrowed', () => {
    expect(breaks('export function get(id: string | number): void;', 'export function get(id: string): void;')).toEqual([
      'get(id): type changed from string | number to string; old code passing string | number is refused',
    ]);
  });

  it('a required parameter added, and one removed', () => {
    expect(breaks('export function list(limit: number): void;', 'export function list(limit: number, page: string): void;')).toEqual([
      'list(page): required parameter added; old calls with 1 argument(s) fail',
    ]);
    expect(breaks('export function list(limit: number, page?: string): void;', 'export function list(limit: number): void;')).toEqual(['list(page): parameter removed; old calls passing it fail']);
  });

  it('a required option added to an input, and an option removed from one without an index signature', () => {
    const before = 'export interface ListOptions { limit: number; after?: string }\nexport function list(options: ListOptions): void;';
    expect(breaks(before, 'export interface ListOptions { limit: number; after?: string; team: string }\nexport function list(options: ListOptions): void;')).toEqual([
      'ListOptions.team: required property added; old code that builds it without this no longer compiles',
    ]);
    expect(breaks(before, 'export interface ListOptions { limit: number }\nexport function list(options: ListOptions): void;')).toEqual([
      'ListOptions.after: removed; old object literals setting it fail the excess-property check',
    ]);
    expect(breaks(before, 'export interface ListOptions { limit: number; after: string }\nexport function list(options: ListOptions): void;')).toEqual([
      'ListOptions.after: now required; old code that leaves it out no longer compiles',
    ]);
  });

  it("a required property added to a generic function's constraint: old calls pass what the constraint was", () => {
    expect(breaks('export interface Filter { status: string }\nexport declare function search<F extends Filter>(filter: F): F;', 'export interface Filter { status: string; owner: string }\nexport declare function search<F extends Filter>(filter: F): F;')).toEqual([
      'Filter.owner: required property added; old code that builds it without this no longer compiles',
    ]);
  });

  it('an exported interface that lost an overload of its call signature', () => {
    expect(breaks('export interface Finder { (id: string): Incident; (ids: string[]): Incident[] }\nexport interface Incident { id: string }\nexport declare function finder(): Finder;', 'export interface Finder { (id: string): Incident }\nexport interface Incident { id: string }\nexport declare function finder(): Finder;')).toEqual([
      'Finder: signatures changed from (id: string): Incident; (ids: string[]): Incident[] to (id: string): Incident; old code using it as Finder no longer compiles',
    ]);
  });

  it('a change to a named type is reported at its own export, not again inside another export that uses it', () => {
    const get = 'export declare function get(): Incident;';
    expect(judgeSurfaces(`export interface User { name: string }\nexport interface Incident { id: string; owner: User }\n${get}`, `export interface User { name: number }\nexport interface Incident { id: string; owner: User; note?: string }\n${get}`)).toMatchObject({
      breaking: ['User.name: type changed from string to number; old code using it as string no longer compiles'],
      added: ['Incident.note: optional property added'],
    });
  });

  it('an export written alike is still judged in full when it names a type the entry does not export (a resource class that lost a method)', () => {
    const entry = 'import type { Resource } from "incident-api-client/resource";\nexport declare function resources(): Resource;';
    const resource = (methods: string) => `export interface Resource { ${methods} }`;
    expect(judgeSurfaces(entry, entry, { baseline: { resource: resource('list(): string[]; show(id: string): string') }, current: { resource: resource('list(): string[]') } }).breaking).toEqual([
      'resources().show: removed; old code reading it no longer compiles',
    ]);
  });

  it('a module written alike is judged in full when a module it imports changed (the resource returns an item that changed)', () => {
    const entry = 'import type { Resource } from "incident-api-client/resource";\nexport declare function resources(): Resource;';
    const resource = 'import type { Item } from "incident-api-client/item";\nexport interface Resource { get(): Item }';
    const item = (type: string) => `export interface Item { id: ${type} }`;
    expect(judgeSurfaces(entry, entry, { baseline: { resource, item: item('string') }, current: { resource, item: item('number') } }).breaking).toEqual([
      'resources().get().id: type changed from string to number; old code using it as string no longer compiles',
    ]);
  });

  it('a returned type old code can no longer use: a property removed, its type changed, made optional or nullable', () => {
    const get = 'export function get(): Incident;';
    const before = `export interface Incident { id: string; owner: { name: string; email: string }; count: number }\n${get}`;
    expect(breaks(before, `export interface Incident { id: string; owner: { name: string }; count: number }\n${get}`)).toEqual(['Incident.owner.email: removed; old code reading it no longer compiles']);
    expect(breaks(before, `export interface Incident { id: string; owner: { name: string; email: string }; count: string }\n${get}`)).toEqual([
      'Incident.count: type changed from number to string; old code using it as number no longer compiles',
    ]);
    expect(breaks(before, `export interface Incident { id?: string; owner: { name: string; email: string }; count: number }\n${get}`)).toEqual([
      'Incident.id: now optional; old code reading it gets undefined it does not handle',
    ]);
    expect(breaks(before, `export interface Incident { id: string | null; owner: { name: string; email: string }; count: number }\n${get}`)).toEqual([
      'Incident.id: may now be null; old code reading it does not handle that',
    ]);
  });

  it('a type both built and read (a value takes it and returns it) breaks either way', () => {
    const uses = 'export function update(payload: Payload): Payload;';
    expect(breaks(`export interface Payload { name: string; status: string }\n${uses}`, `export interface Payload { name: string; status: string; team: string }\n${uses}`)).toEqual([
      'Payload.team: required property added; old code that builds it without this no longer compiles',
    ]);
    expect(breaks(`export interface Payload { name: string; status: string }\n${uses}`, `export interface Payload { name: string; status: 'live' | 'closed' }\n${uses}`)).toEqual([
      "Payload.status: type changed from string to 'live' | 'closed'; old code passing string is refused",
    ]);
    expect(breaks(`export interface Payload { name: string; status: string }\n${uses}`, `export interface Payload { name: string; status: string | number }\n${uses}`)).toEqual([
      'Payload.status: type changed from string to string | number; old code using it as string no longer compiles',
    ]);
  });

  it('a required property added to the items of an array parameter: old calls build those items', () => {
    const uses = 'export function createMany(items: Item[]): Promise<Item[]>;';
    expect(breaks(`export interface Item { name: string }\n${uses}`, `export interface Item { name: string; team: string }\n${uses}`)).toEqual([
      'Item.team: required property added; old code that builds it without this no longer compiles',
    ]);
  });

  it("in openapi-typescript's paths, what an operation takes is an input and what it answers an output", () => {
    const client = 'export interface Client<Paths> { call(path: keyof Paths): void }\nexport function create(): Client<paths>;';
    const paths = (body: string, response: string) => `export interface paths { '/v2/x': { post: { requestBody: { content: { 'application/json': Body } }; responses: { 200: { content: { 'application/json': Answer } } } } } }\nexport interface Body { ${body} }\nexport interface Answer { ${response} }\n${client}`;
    expect(breaks(paths('name: string', 'id: string'), paths('name: string; team: string', 'id: string; team: string'))).toEqual([
      'Body.team: required property added; old code that builds it without this no longer compiles',
    ]);
    expect(breaks(paths('name: string', 'id: string'), paths('name: string', 'id: number'))).toEqual(['Answer.id: type changed from string to number; old code using it as string no longer compiles']);
  });

  it('an enum value removed, and a value or type export that lost its meaning', () => {
    expect(breaks("export type Status = 'live' | 'closed';\nexport function set(status: Status): void;", "export type Status = 'live';\nexport function set(status: Status): void;")).toEqual([
      "Status: type changed from 'live' | 'closed' to 'live'; old code passing 'live' | 'closed' is refused",
    ]);
    expect(breaks('export const limit: number;', 'export type limit = number;')).toEqual(['limit: no longer a value; old code using it at run time no longer compiles']);
    expect(breaks('export type Id = string;', 'export declare const Id: string;')).toEqual(['Id: no longer a type; old code naming it as a type no longer compiles']);
    expect(judgeSurfaces('export * as v2 from "incident-api-client/v2";', 'export declare const v2: { Id: string };', { baseline: { v2: 'export type Id = string;' } }).breaking).toEqual([
      'v2: no longer a namespace; old code reaching into v2.… no longer compiles',
      'v2.Id: removed; old code importing it no longer compiles',
    ]);
  });

  it('a namespace of types only is judged member by member, as a module is; merged with an interface, it is judged as the interface', () => {
    expect(judgeSurfaces('export declare namespace v2 { type Id = string; }\nexport declare namespace v3 { type Name = string; }', 'export declare namespace v3 { type Name = number; type Other = string; }')).toMatchObject({
      breaking: ['v2: removed; old code importing it no longer compiles', 'v3.Name: type changed from string to number; old code using it as string no longer compiles'],
      added: ['v3.Other: added'],
    });
    expect(breaks('export declare namespace v2 { type Id = string; }', 'export declare const v2: { Id: string };')).toEqual([
      'v2: no longer a namespace; old code reaching into v2.… no longer compiles',
      'v2.Id: removed; old code importing it no longer compiles',
    ]);
    const merged = (type: string) => `export interface Incident { id: ${type} }\nexport declare namespace Incident { type Status = 'live'; }`;
    expect(breaks(merged('string'), merged('number'))).toEqual(['Incident.id: type changed from string to number; old code using it as string no longer compiles']);
  });

  it('a generic type that takes a new required type argument', () => {
    expect(breaks('export interface Box<T> { value: T }', 'export interface Box<T, U> { value: T; other: U }')).toEqual([
      'Box: type parameters changed from 1 to 2; old code passing its type arguments no longer compiles',
    ]);
  });
});

describe('compatible changes', () => {
  it('old arguments taken by a rest parameter of a type that accepts them', () => {
    expect(compatible('export declare function log(message: string, detail: string): void;', 'export declare function log(message: string, ...details: string[]): void;')).toEqual(['log: declared differently, the same type to its users']);
  });

  it('a parameter widened', () => {
    expect(compatible('export function get(id: string): void;', 'export function get(id: string | number): void;')).toEqual(['get(id): widened from string to string | number']);
  });

  it('an optional property added, to an input, an output and a type used both ways', () => {
    const uses = 'export function list(options: Options): Result;';
    expect(compatible(`export interface Options { a: string }\nexport interface Result { b: string }\nexport interface Both { c: string }\n${uses}`, `export interface Options { a: string; x?: string }\nexport interface Result { b: string; y?: string }\nexport interface Both { c: string; z?: string }\n${uses}`)).toEqual([
      'Both.z: optional property added',
      'Options.x: optional property added',
      'Result.y: optional property added',
    ]);
  });

  it('a map no value reaches (components, PaginatedItems) gaining entries: consumers only index it', () => {
    expect(compatible("export interface components { schemas: { A: { id: string } } }", "export interface components { schemas: { A: { id: string }; B: { name: string } } }")).toEqual(['components.schemas.B: added']);
  });

  it('a required property added to an output only, and an output narrowed', () => {
    const get = 'export function get(): Incident;';
    expect(compatible(`export interface Incident { id: string | null }\n${get}`, `export interface Incident { id: string; name: string }\n${get}`)).toEqual([
      'Incident.id: no longer null',
      'Incident.name: added',
    ]);
  });

  it('a type alias renamed with the old name kept', () => {
    expect(compatible('export type IncidentV2 = { id: string };', 'export type Incident = { id: string };\nexport type IncidentV2 = Incident;')).toEqual(['Incident: added', 'IncidentV2: declared differently, the same type to its users']);
  });

  it('a member moved to a base interface and to a base class', () => {
    expect(compatible('export interface IncidentV2 { id: string; name: string }', 'export interface Named { name: string }\nexport interface IncidentV2 extends Named { id: string }')).toEqual([
      'IncidentV2: declared differently, the same type to its users',
      'Named: added',
    ]);
    expect(compatible('export class ApiError extends Error { readonly name: string; readonly status: number }', 'export class BaseError extends Error { readonly name: string }\nexport class ApiError extends BaseError { readonly status: number }')).toEqual([
      'ApiError: declared differently, the same type to its users',
      'BaseError: added',
    ]);
  });

  it('enum values added, to a union and to an `as const` list', () => {
    expect(compatible("export type Status = 'live' | 'closed';\nexport const Status: readonly ['live', 'closed'];", "export type Status = 'live' | 'paused' | 'closed';\nexport const Status: readonly ['live', 'paused', 'closed'];")).toEqual([
      "Status: values added: 'paused'",
    ]);
  });

  it('a data table: a value changed, an entry added; an entry removed still breaks', () => {
    const table = (entries: string) => `export const operations: { ${entries} };`;
    expect(compatible(table("readonly list: { readonly deprecated: false; readonly tags: readonly ['a'] }"), table("readonly list: { readonly deprecated: true; readonly tags: readonly ['b'] }; readonly create: { readonly deprecated: false }"))).toEqual([
      'operations.create: added',
      'operations.list.deprecated: value changed from false to true',
      "operations.list.tags: value changed from readonly ['a'] to readonly ['b']",
    ]);
    expect(breaks(table('readonly list: { readonly deprecated: false }; readonly create: {}'), table('readonly list: { readonly deprecated: false }'))).toEqual([
      'operations.create: removed; old code reading it no longer compiles',
    ]);
  });
});

describe('the paginate widening (a version view accepted beside the client)', () => {
  const declarations = (client: string) => `
    export interface IncidentClient<Paths> { GET(path: keyof Paths): Promise<unknown>; readonly v2: VersionView<Paths, 'v2'> }
    export interface VersionView<Paths, P> { readonly version: P; GET(path: keyof Paths): Promise<unknown> }
    export interface Paginator<T> extends AsyncIterable<T> { collect(): Promise<T[]> }
    export interface BoundClient<Paths, Items> {
      paginate<P extends keyof Items & string>(client: ${client}, path: P): Paginator<Items[P]>;
    }
    export interface paths { '/v2/incidents': {}; '/v2/users': {} }
    export interface PaginatedItems { '/v2/incidents': { id: string }; '/v2/users': { name: string } }
    export const paginate: <P extends '/v2/incidents' | '/v2/users'>(client: ${client.replace(/Paths/g, 'paths')}, path: P) => Paginator<PaginatedItems[P]>;`;

  it('is compatible, in the bound function and in the interface that declares it', () => {
    const diff = judgeSurfaces(declarations('IncidentClient<Paths>'), declarations('IncidentClient<Paths> | VersionView<Paths, P>'));
    expect(diff.breaking).toEqual([]);
    expect(diff.added).toEqual([
      'BoundClient: declared differently, the same type to its users',
      // Past 120 characters, both sides are shown from the same place, just before they differ.
      expect.stringMatching(/^paginate: changed compatibly from (\[…\d+ chars\])?.*\(client: IncidentClient<paths>, path: P\).* to (\[…\d+ chars\])?.*\(client: IncidentClient<paths> \| VersionView<paths, P>, path: P\).*$/),
    ]);
  });

  it('the reverse, narrowing it back, breaks the bound function', () => {
    expect(judgeSurfaces(declarations('IncidentClient<Paths> | VersionView<Paths, P>'), declarations('IncidentClient<Paths>')).breaking).toEqual([
      expect.stringMatching(/^paginate: type changed from .*\(client: IncidentClient<paths> \| VersionView<paths, P>, path: P\).* to .*\(client: IncidentClient<paths>, path: P\).*; old code using it as <P extends .* no longer compiles$/),
    ]);
  });
});

describe('the order of the report', () => {
  it('breaks are listed by path, whatever order the members are declared in', () => {
    expect(breaks('export interface Incident { zone: string; alert: string }', 'export interface Incident { zone: number; alert: number }')).toEqual([
      'Incident.alert: type changed from string to number; old code using it as string no longer compiles',
      'Incident.zone: type changed from string to number; old code using it as string no longer compiles',
    ]);
  });
});
