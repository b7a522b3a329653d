/**
 * How compareSurface pairs the exports of two surfaces and which it judges: generic types through
 * the probe, classes as read, overloads, namespaces merged with a function or a class, and the
 * exports written alike that it may skip only when every type they name is judged elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { compareSurface } from '../../../generator/surface/compare.ts';
import { PROJECT_ROOT } from '../../support/generator-runs.ts';
import { bundle, judgeSurfaces } from '../../support/surface-pairs.ts';

const breaks = (baseline: string, current: string, modules?: Parameters<typeof judgeSurfaces>[2]) => judgeSurfaces(baseline, current, modules).breaking;

describe('generic type exports, instantiated alike through the probe', () => {
  it('a change inside a generic type is reported at its export, not again at the exports written alike that name it', () => {
    const get = 'export declare function get(): Box<string>;\nexport declare function load(): Promise<Box<string>>;\nexport interface Holder { box: Box<string> }\nexport type Page<T> = { box: Box<T> };';
    expect(judgeSurfaces(`export interface Box<T> { value: T; id: string }\n${get}`, `export interface Box<T> { value: T[]; id: string; note?: string }\n${get}`)).toMatchObject({
      breaking: ['Box.value: type changed from __Arg0 to __Arg0[]; old code using it as __Arg0 no longer compiles'],
      added: ['Box.note: optional property added'],
    });
  });

  it('a generic type of another module re-exported: reported at its export only', () => {
    const entry = 'import type { Box } from "incident-api-client/box";\nexport type { Box };\nexport declare function get(): Box<string>;';
    expect(breaks(entry, entry, { baseline: { box: 'export interface Box<T> { value: T }' }, current: { box: 'export interface Box<T> { value: T[] }' } })).toEqual([
      'Box.value: type changed from __Arg0 to __Arg0[]; old code using it as __Arg0 no longer compiles',
    ]);
  });

  it('a generic interface that lost an overload of its call signature breaks', () => {
    expect(breaks('export interface Finder<T> { (id: string): T; (ids: string[]): T[] }', 'export interface Finder<T> { (id: string): T }')).toEqual([
      'Finder: signatures changed from (id: string): __Arg0; (ids: string[]): __Arg0[] to (id: string): __Arg0; old code using it as Finder<__Arg0> no longer compiles',
    ]);
  });

  it('a type parameter with a default added is compatible; one removed, or all of them, breaks', () => {
    expect(judgeSurfaces('export interface Box<T> { value: T }', 'export interface Box<T, U = string> { value: T; other?: U }')).toMatchObject({ breaking: [], added: ['Box.other: optional property added'] });
    expect(breaks('export interface Box<T, U> { value: T; other: U }', 'export interface Box<T> { value: T }')).toEqual([
      'Box: type parameters changed from 2 to 1; old code passing its type arguments no longer compiles',
    ]);
    expect(breaks('export interface Box<T> { value: T }', 'export interface Box { value: string }')).toEqual([
      'Box: type parameters changed from 1 to 0; old code passing its type arguments no longer compiles',
    ]);
  });
});

describe('the exports listed', () => {
  it('a module that exports itself as a namespace is listed once, its exports not again under the namespace', () => {
    expect(judgeSurfaces('export * as self from "incident-api-client";\nexport type Id = string;', 'export * as self from "incident-api-client";\nexport type Id = number;\nexport type Name = string;')).toMatchObject({
      breaking: ['Id: type changed from string to number; old code using it as string no longer compiles'],
      added: ['Name: added'],
    });
  });
  it("a dependency's module re-exported as a namespace is a namespace too, listed member by member", () => {
    const broken = breaks('export * as fetch from "openapi-fetch";', 'export declare const fetch: {};');
    expect(broken[0]).toBe('fetch: no longer a namespace; old code reaching into fetch.… no longer compiles');
    expect(broken).toContain('fetch.Client: removed; old code importing it no longer compiles');
  });
  it('a declaration outside the package modules of a bundle (a global it declares) is no module of the package', () => {
    const entry = (id: string) => `export interface Incident { id: ${id} }\nexport declare function get(): Incident;`;
    const texts = { baseline: `declare const stray: number;\n${bundle(entry('string'))}`, current: `declare const stray: number;\n${bundle(entry('number'))}` };
    expect(compareSurface(texts, PROJECT_ROOT).breaking).toEqual(['Incident.id: type changed from string to number; old code using it as string no longer compiles']);
  });
});

describe('how an export is used', () => {
  it("a class taken as a parameter is read, its instances built by its constructor: a property added is compatible, as it is not for an interface", () => {
    const run = 'export declare function run(call: Call): void;';
    expect(judgeSurfaces(`export declare class Call { id: string }\n${run}`, `export declare class Call { id: string; attempt: number }\n${run}`)).toMatchObject({ breaking: [], added: ['Call.attempt: added'] });
    expect(breaks(`export interface Call { id: string }\n${run}`, `export interface Call { id: string; attempt: number }\n${run}`)).toEqual([
      'Call.attempt: required property added; old code that builds it without this no longer compiles',
    ]);
  });

  it('a function that lost one of its overloads breaks; one that gained one is compatible', () => {
    const both = 'export declare function find(id: string): string;\nexport declare function find(ids: string[]): string[];';
    const one = 'export declare function find(id: string): string;';
    expect(breaks(both, one)).toEqual([
      'find: type changed from { (id: string): string; (ids: string[]): string[]; } to (id: string) => string; old code using it as { (id: string): string; (ids: string[]): string[]; } no longer compiles',
    ]);
    expect(breaks(one, both)).toEqual([]);
  });
});

describe('namespaces merged with a value', () => {
  const withNamespace = (declaration: string, member: string) => `${declaration}\nexport declare namespace find { const ${member}; }`;

  it('a function merged with a namespace is judged as a function and member by member', () => {
    expect(breaks(withNamespace('export declare function find(id: string): void;', 'limit: number'), withNamespace('export declare function find(id: number): void;', 'limit: number'))).toEqual([
      'find(id): type changed from string to number; old code passing string is refused',
    ]);
    expect(breaks(withNamespace('export declare function find(id: string): void;', 'limit: number'), withNamespace('export declare function find(id: string): void;', 'limit: string'))).toEqual([
      'find.limit: type changed from number to string; old code using it as number no longer compiles',
    ]);
  });

  it('an interface merged with a namespace is a namespace too: dropping the namespace breaks what old code reached through it', () => {
    expect(breaks("export interface Incident { id: string }\nexport declare namespace Incident { type Status = 'live'; }", 'export interface Incident { id: string }')).toEqual([
      'Incident: no longer a namespace; old code reaching into Incident.… no longer compiles',
      'Incident.Status: removed; old code importing it no longer compiles',
    ]);
  });

  it('a class merged with a namespace is judged as a class', () => {
    const declarations = (members: string) => `export declare class Call { ${members} }\nexport declare namespace Call { const limit: number; }\nexport declare function start(): Call;`;
    expect(breaks(declarations('id: string; attempt: number'), declarations('id: string'))).toEqual(['Call.attempt: removed; old code reading it no longer compiles']);
  });
});

describe('an export written alike in both surfaces', () => {
  const resource = { baseline: { resource: 'export interface Resource { list(): string[]; show(id: string): string }' }, current: { resource: 'export interface Resource { list(): string[] }' } };
  const lostShow = ['resources().show: removed; old code reading it no longer compiles'];
  const alike = (entry: string, modules: Parameters<typeof judgeSurfaces>[2]) => breaks(entry, entry, modules);

  it('is judged in full when it names a changed type the entry does not export, however it names it', () => {
    expect(alike('export declare function resources(): import("incident-api-client/resource").Resource;', resource)).toEqual(lostShow);
    expect(alike('import type * as R from "incident-api-client/resource";\nexport declare function resources(): R.Resource;', resource)).toEqual(lostShow);
    const base = { baseline: { base: 'export interface Base { name: string }' }, current: { base: 'export interface Base {}' } };
    const lostName = ['Incident.name: removed; old code reading it no longer compiles'];
    expect(alike('import type { Base } from "incident-api-client/base";\nexport interface Incident extends Base { id: string }\nexport declare function get(): Incident;', base)).toEqual(lostName);
    expect(alike('import type * as B from "incident-api-client/base";\nexport interface Incident extends B.Base { id: string }\nexport declare function get(): Incident;', base)).toEqual(lostName);
    const helper = { baseline: { helper: 'export declare function helper(id: string): void;' }, current: { helper: 'export declare function helper(id: number): void;' } };
    expect(alike('import { helper } from "incident-api-client/helper";\nexport declare const make: typeof helper;', helper)).toEqual(['make(id): type changed from string to number; old code passing string is refused']);
  });

  it('is judged in full when a module it names imports, through another, one that changed', () => {
    const entry = 'import type { Resource } from "incident-api-client/resource";\nexport declare function resources(): Resource;';
    const modules = (id: string) => ({
      resource: 'import type { Page } from "incident-api-client/page";\nexport interface Resource { list(): Page }',
      page: 'import type { Item } from "incident-api-client/item";\nexport interface Page { items: Item[] }',
      item: `export interface Item { id: ${id} }`,
    });
    expect(alike(entry, { baseline: modules('string'), current: modules('number') })).toEqual(['resources().list().items[].id: type changed from string to number; old code using it as string no longer compiles']);
  });

  it('is judged in full when one of its overloads names such a type', () => {
    expect(alike('import type { Resource } from "incident-api-client/resource";\nexport declare function resources(): Resource;\nexport declare function resources(id: string): string;', resource)).toEqual([
      expect.stringMatching(/^resources: type changed from .*; old code using it as .* no longer compiles$/),
    ]);
  });

  it('is skipped when it names only exports and modules written alike: a client over paths is not judged again when paths gains an operation', () => {
    const entry = (operations: string) => `import type { Client } from "incident-api-client/client";\nexport declare function create(): Client<paths>;\nexport interface paths { ${operations} }`;
    const client = 'import type { FetchOptions } from "openapi-fetch";\nimport type { Answer } from "incident-api-client/answer";\nexport interface Client<Paths> { GET<P extends keyof Paths>(path: P, options?: FetchOptions<unknown>): Promise<Answer<Paths[P]>> }';
    const answer = 'export type Answer<T> = T extends { get: { responses: infer R } } ? R[keyof R & 200] : never;';
    const a = "'/a': { get: { responses: { 200: { id: string } } } }";
    const modules = { client, answer };
    expect(judgeSurfaces(entry(a), entry(`${a}; '/b': { get: { responses: { 200: { name: string } } } }`), { baseline: modules, current: modules })).toMatchObject({ breaking: [], added: ['paths["/b"]: added'] });
  });

  it('a name that resolves to nothing (a dependency not installed, a type not declared) is compared without failing', () => {
    const entry = 'import type { Gone } from "not-installed-package";\nexport declare function gone(): Gone;\nexport declare function missing(): Missing;\nexport declare function elsewhere(): import("nowhere").Thing;\nexport declare const unknown: typeof notDeclared;\nexport { Vanished } from "not-installed-package";';
    expect(judgeSurfaces(entry, `${entry}\nexport type Id = string;`)).toMatchObject({ breaking: [], added: ['Id: added'] });
  });

  it('is judged when only the spaces inside a string literal type changed', () => {
    expect(breaks("export declare function page(status: 'on call'): void;", "export declare function page(status: 'oncall'): void;")).toEqual([
      "page(status): type changed from 'on call' to 'oncall'; old code passing 'on call' is refused",
    ]);
  });

  it('reports nothing when only its layout changed or it names another module of the package', () => {
    const modules = { baseline: { resource: 'export interface Resource { list(): string[] }' }, current: { resource: 'export interface Resource { list(): string[] }' } };
    const resources = 'export declare function resources(): import("incident-api-client/resource").Resource;';
    expect(judgeSurfaces(`${resources}\nexport interface Incident { id: string; name: string }`, `${resources}\nexport interface Incident {\n  id: string;\n    name: string\n}`, modules)).toMatchObject({ breaking: [], added: [] });
  });

  it('is noted as declared differently when written differently, whatever other exports before it changed', () => {
    const before = 'export interface Alert { id: string }\nexport interface Incident { id: string; name: string }';
    const after = 'export interface Alert { id: string; note?: string }\nexport interface Named { name: string }\nexport interface Incident extends Named { id: string }';
    expect(judgeSurfaces(before, after)).toMatchObject({ breaking: [], added: ['Alert.note: optional property added', 'Incident: declared differently, the same type to its users', 'Named: added'] });
  });

  it('a type alias is judged through what it resolves to', () => {
    const schemas = (id: string) => `export interface components { schemas: { Incident: { id: ${id} } } }\nexport type Incident = components["schemas"]["Incident"];\nexport declare function get(): Incident;`;
    expect(breaks(schemas('string'), schemas('number'))).toEqual(['Incident.id: type changed from string to number; old code using it as string no longer compiles']);
  });
});

describe('what the surfaces declare, and what the standard library does', () => {
  it("an interface extending Array: the item's change is reported once, not again at each of Array's methods", () => {
    const page = (id: string) => `export interface Page extends Array<{ id: ${id} }> { total: number }\nexport declare function list(): Page;`;
    expect(breaks(page('string'), page('number'))).toEqual(['Page[number].id: type changed from string to number; old code using it as string no longer compiles']);
  });

  it('an intersection of an own type and a library one is walked into for its own members', () => {
    const get = (id: string) => `export declare function get(): { id: ${id} } & Iterable<string>;`;
    expect(breaks(get('string'), get('number'))).toEqual(['get().id: type changed from string to number; old code using it as string no longer compiles']);
  });
});

describe('exports judged in name order', () => {
  it('a change inside a generic instantiation two exports hold is reported under the first by name, whatever order they are declared in', () => {
    const holder = (name: string, n: string) => `export interface ${name} { box: Box<string>; n: ${n} }`;
    const declarations = (n: string, value: string) => [holder('Mid', n), holder('Alpha', n), holder('Zed', n), `export interface Box<T> { value: ${value} }`].join('\n');
    expect(breaks(declarations('string', 'T'), declarations('number', 'T[]'))).toEqual([
      'Alpha.box.value: type changed from string to string[]; old code using it as string no longer compiles',
      'Alpha.n: type changed from string to number; old code using it as string no longer compiles',
      'Box.value: type changed from __Arg0 to __Arg0[]; old code using it as __Arg0 no longer compiles',
      'Mid.n: type changed from string to number; old code using it as string no longer compiles',
      'Zed.n: type changed from string to number; old code using it as string no longer compiles',
    ]);
  });
});

describe('named types, judged at their own export', () => {
  it('a member whose type is also exported under an alias (a string, a number) is reported where it changed', () => {
    const declarations = (id: string) => `export type Id = string;\nexport type Count = number;\nexport interface Incident { id: ${id} }\nexport declare function get(): Incident;`;
    expect(judgeSurfaces(declarations('string'), declarations('number'))).toMatchObject({
      breaking: ['Incident.id: type changed from string to number; old code using it as string no longer compiles'],
      added: [],
    });
  });

  it('an intersection alias is reported at its export, not again inside an interface that holds it', () => {
    const declarations = (y: string, note: string) => `export interface A { x: string }\nexport type B = A & { y: ${y} };\nexport interface Holder { b: B; note: ${note} }\nexport declare function get(): Holder;`;
    expect(breaks(declarations('string', 'string'), declarations('number', 'number'))).toEqual([
      'B.y: type changed from string to number; old code using it as string no longer compiles',
      'Holder.note: type changed from string to number; old code using it as string no longer compiles',
    ]);
  });
});
