/**
 * The judge on a generic function export written in two forms that are one type to its users:
 * spelled out inline (`paginate: <P extends '/v1/a' | ...>(client: Client<paths> | (P extends ...
 * ? ... : never), ...)`) or named (`typeof bound.paginate`, whose parameters read `View<paths, P>`).
 * Two copies of such a signature relate poorly (conditional types defer on `P`), so the judge
 * compares them by shape and constraints; the shape once kept the aliases it was printed through,
 * and a move between the forms was reported as a break. Both directions are attacked, behind an
 * unrelated change to a module; a narrowed constraint or parameter must still break.
 */
import { describe, expect, it } from 'vitest';
import { judgeSurfaces } from '../../support/surface-pairs.ts';

const TYPES = [
  'export interface Client<Paths> { readonly paths: Paths; get(path: keyof Paths & string): Promise<unknown> }',
  'export type Methods<Paths> = { [K in keyof Paths]: () => Paths[K] };',
  'export type Prefixed<Paths, Prefix extends string> = { [K in keyof Paths as K extends `${Prefix}${string}` ? K : never]: Paths[K] };',
  'type Parameters<Paths, P> = P extends keyof Paths ? (Paths[P] extends { get: { parameters: infer X } } ? X : never) : never;',
  "export type PageQuery<Paths, P> = Parameters<Paths, P> extends { query?: infer Q } ? Omit<NonNullable<Q>, 'after'> : never;",
  'export type PathParams<Paths, P> = Parameters<Paths, P> extends { path: infer X } ? X : never;',
  'export type Options<Paths, P> = { query?: PageQuery<Paths, P>; signal?: AbortSignal } & ([PathParams<Paths, P>] extends [never] ? { path?: Record<string, string> } : { path: PathParams<Paths, P> });',
  'export interface Pages<T> { [Symbol.asyncIterator](): AsyncIterator<T> }',
].join('\n');
/** Enough listed paths that the checker, printing the constraint, cuts it (`... 51 more ...`). */
const LISTED = Array.from({ length: 60 }, (_, index) => `/v${(index % 3) + 1}/list_${index}`);
const PATHS = [
  `export interface paths { ${LISTED.map((path, index) => `'${path}': { get: { parameters: { query?: { page_${index}?: string; after?: string }${index % 7 === 0 ? '; path: { id: string }' : ''} } } };`).join(' ')} '/v2/one': { get: {} } }`,
  `export interface Items { ${LISTED.map((path, index) => `'${path}': { id_${index}: string };`).join(' ')} }`,
  'declare const bound: import("incident-api-client/binding").Bound<paths, Items>;',
  'export { bound };',
].join('\n');
const UNION = LISTED.map((path) => `'${path}'`).join(' | ');
const BINDING = [
  'import type { Client, Methods, Prefixed, Options, Pages } from "incident-api-client/types";',
  'export interface Bound<Paths, Items> { paginate<P extends keyof Items & string>(client: Client<Paths> | View<Paths, P>, path: P, ...options: Args<Paths, P>): Pages<Items[P]> }',
  'type View<Paths, P> = P extends `/${infer V}/${string}` ? Methods<Prefixed<Paths, `/${V}/`>> : never;',
  'type Args<Paths, P> = object extends Options<Paths, P> ? [Options<Paths, P>?] : [Options<Paths, P>];',
  'export declare function bind<Paths, Items>(): Bound<Paths, Items>;',
].join('\n');

const VIEW = 'Client<paths> | (P extends `/${infer V}/${string}` ? Methods<Prefixed<paths, `/${V}/`>> : never)';
const inline = (constraint: string, client = VIEW) =>
  `import type { paths, Items } from "incident-api-client/paths";\nimport type { Client, Methods, Prefixed, Options, Pages } from "incident-api-client/types";\nexport declare const paginate: <P extends ${constraint}>(client: ${client}, path: P, ...options: object extends Options<paths, P> ? [Options<paths, P>?] : [Options<paths, P>]) => Pages<Items[P]>;`;
const named = 'export declare const paginate: typeof import("incident-api-client/paths").bound.paginate;';

describe('a generic const export moved between inline and named (typeof) forms', () => {
  const modules = { types: TYPES, paths: PATHS, binding: BINDING };
  const changed = { types: `${TYPES}\nexport declare const MIN_LENGTH = 8;`, paths: PATHS, binding: BINDING };
  it('inline to typeof: no change', () => {
    expect(judgeSurfaces(inline(UNION), named, { baseline: modules, current: modules })).toMatchObject({ breaking: [] });
  });
  it('inline to typeof, behind a changed module: no change', () => {
    expect(judgeSurfaces(inline(UNION), named, { baseline: modules, current: changed })).toMatchObject({ breaking: [] });
  });
  it('typeof to inline, behind a changed module: no change', () => {
    expect(judgeSurfaces(named, inline(UNION), { baseline: modules, current: changed })).toMatchObject({ breaking: [] });
  });
  const NARROWED = LISTED.slice(1).map((path) => `'${path}'`).join(' | ');
  it.each([
    ['typeof to inline', named, inline(NARROWED)],
    ['inline to inline', inline(UNION), inline(NARROWED)],
  ])('%s, the constraint narrowed: a break', (_form, before, after) => {
    const { breaking } = judgeSurfaces(before, after, { baseline: modules, current: changed });
    expect(breaking.join('\n')).toMatch(/^paginate/);
  });
  it.each([
    ['typeof to inline', named, inline(UNION, 'Client<paths>')],
    ['inline to inline', inline(UNION), inline(UNION, 'Client<paths>')],
  ])('%s, a parameter narrowed: a break', (_form, before, after) => {
    const { breaking } = judgeSurfaces(before, after, { baseline: modules, current: changed });
    expect(breaking.join('\n')).toMatch(/^paginate/);
  });
});
