/**
 * format/layout/ against prettier on small texts written in the test, one construct at a time, at
 * the widths where prettier's layout changes: each text the layout takes comes out as prettier
 * prints it, and each text outside its subset is refused (then prettier formats it) or, if taken,
 * printed as prettier prints it. identity.test.ts holds the layout to the same on whole real
 * snapshots (seconds each), small-description.test.ts on the small description's files; these take
 * milliseconds, so a mutation run can afford them per mutant.
 */
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { layoutRefusal, layoutTypeScript } from '../../../../generator/format/layout/index.ts';
import { PRETTIER_OPTIONS } from '../../../../generator/format/prettier.ts';

const pretty = (text: string) => prettier.format(text, PRETTIER_OPTIONS);

/** Every text is taken by the layout and printed byte for byte as prettier prints it. */
async function expectTakenAsPrettier(texts: readonly string[]): Promise<void> {
  for (const text of texts) {
    expect(layoutRefusal(text), text).toBeUndefined();
    expect(layoutTypeScript(text), text).toBe(await pretty(text));
  }
}

/** Every text is refused (prettier then formats it), or else printed as prettier prints it: never printed otherwise. */
async function expectNeverDifferent(texts: readonly string[]): Promise<void> {
  for (const text of texts) {
    const laidOut = layoutTypeScript(text);
    if (laidOut !== undefined) expect(laidOut, text).toBe(await pretty(text));
  }
}

/** A name `width` characters long. */
const named = (stem: string, width: number) => stem + 'X'.repeat(Math.max(0, width - stem.length));

describe('layoutTypeScript on small texts', () => {
  it('imports: named, type-only, default, namespace, and a list that breaks past the print width', async () => {
    await expectTakenAsPrettier([
      "import { a } from './a.js';\n",
      "import type { A, B } from './a.js';\n",
      "import { type A, b as c } from './a.js';\n",
      "import x from 'x';\n",
      "import x, { y } from 'x';\n",
      "import x, * as everything from 'x';\n",
      "import * as v2 from './v2.js';\n",
      'import {} from "./a.js";\n',
      `import { ${Array.from({ length: 14 }, (_, index) => `name${index}`).join(', ')} } from './names.js';\n`,
      `import type { ${named('A', 100)} } from './a.js';\n`,
      `import x, { ${named('a', 100)} } from 'x';\n`,
    ]);
    await expectNeverDifferent(["import './side-effect.js';\n", "import data from './data.json' with { type: 'json' };\n", "import { 'a b' as c } from './a.js';\n"]);
  });

  it('exports: everything, as a namespace, a list, with and without a source', async () => {
    await expectTakenAsPrettier([
      "export * from './a.js';\n",
      "export type * from './a.js';\n",
      "export * as v2 from './v2.js';\n",
      "export { a, type B } from './a.js';\n",
      "export type { A } from './a.js';\n",
      'const a = 1;\nexport { a as b };\n',
      'export {};\n',
      `export { ${Array.from({ length: 12 }, (_, index) => `type Name${index}`).join(', ')} } from './schema.js';\n`,
      `export { ${named('a', 110)} } from './a.js';\n`,
    ]);
    await expectNeverDifferent(["export { 'a b' as c } from './a.js';\n", "export * from './a.json' with { type: 'json' };\n"]);
  });

  it('type aliases: keywords, references, literals, unions that hug or break after `=`', async () => {
    const long = named('Member', 40);
    await expectTakenAsPrettier([
      'export type A = string;\n',
      'type A = unknown;\n',
      'export type A = B;\n',
      'export type A = ns.inner.B;\n',
      "export type A = 'one' | 'two' | 3 | -4 | true | null | undefined;\n",
      'export type A = { a: string } | null;\n',
      'export type A = { a: string } | null | void;\n',
      'export type A = { a: string } | undefined;\n',
      // An object and null hug; an object and undefined do not (prettier counts only void and null).
      'export type A = {\n  a: string;\n} | null;\n',
      'export type A = {\n  a: string;\n} | undefined;\n',
      'export type A = {\n  a: string;\n} | void;\n',
      `export type A = '${long}' | '${long}' | '${long}';\n`,
      `export type A =\n  | ${long}\n  | ${long};\n`,
      `export type A = ${long} | (B & C) | ${long};\n`,
      'export type A = keyof B;\n',
      'export type A = readonly string[];\n',
      'export type A = keyof typeof b;\n',
      'export type A = typeof b;\n',
      'export type A = typeof b.c;\n',
      'export type A = (typeof b)[number];\n',
      'export type A = (B & C)[];\n',
      'export type A = B[];\n',
      "export type A = B['c'][0]['application/json'];\n",
      "export type A = (B & C)['d'];\n",
      'export type A = Record<string, unknown>;\n',
      'export type A = Array<B>;\n',
      'export type A = Array<{ b: string }>;\n',
      'export type A = Partial<B | C>;\n',
      // One simple type argument hugs its brackets even past the print width.
      `export type ${named('A', 70)} = Array<${named('B', 50)}>;\n`,
      `export interface A {\n  f(a: string): Promise<${named('B', 120)}>;\n}\n`,
      `export type A = Map<${long}, ${long}${long}>;\n`,
      `export type A = NonNullable<${long}['requestBody']>['content']['application/json'];\n`,
      `export type ${named('A', 60)} = ${named('Operation', 60)}['responses'][200]['content']['application/json'];\n`,
      `export type A = (typeof ${named('b', 60)})[number] | (string & {});\n`,
    ]);
    await expectNeverDifferent(['export type A<T> = T;\n', 'export type A = (string);\n', 'export type A = B & C | D;\n', 'export type A = [string, number];\n', 'export type A = () => void;\n', 'export type A = { [K in B]: C };\n', 'export type A = B<>;\n', 'export type A = typeof b<c>;\n', 'export type A = (B | C)[];\n', 'export type A = (B)[];\n']);
  });

  it('intersections: object members stay inline, other members break after `&`', async () => {
    const long = named('Part', 45);
    await expectTakenAsPrettier([
      'export type A = B & C;\n',
      'export type A = B & C & D;\n',
      'export type A = B & { c: string };\n',
      'export type A = { b: string } & { c: string };\n',
      `export type A = ${long} & ${long} & ${long};\n`,
      `export type A = ${long} & { ${named('c', 50)}: string } & ${long};\n`,
      `export type A = { ${named('b', 50)}: string } & { ${named('c', 50)}: string } & { d: string };\n`,
      `export type A = ${long} & { c: string } & { d: string } & ${long};\n`,
      `export type A = ${long} & ${long} & { c: string } & { d: string };\n`,
      `export type A = ${long} & ${long} & { c: string } & {\n  d: string;\n};\n`,
      `export type A = B & {\n  c: string;\n} & {\n  d: string;\n};\n`,
      `export type A = (${long} & ${long}) | null;\n`,
      // A member after an object is indented once the members before it broke.
      `export type A = B & { c: string } & Record<${named('D', 60)}, ${named('E', 60)}>;\n`,
    ]);
    await expectNeverDifferent(['export type A = B & (C | D);\n']);
  });

  it('interfaces: members one a line, blank lines kept, optional, readonly, quoted keys, methods', async () => {
    const long = named('Args', 50);
    await expectTakenAsPrettier([
      'export interface A {}\n',
      'interface A {\n  a: string;\n}\n',
      'export interface A {\n  a: string;\n\n\n  b?: number;\n  readonly c: boolean;\n}\n',
      "export interface A {\n  'a-b': string;\n  'c': string;\n  \"d\": string;\n  ['e']: string;\n  \"it's\": string;\n}\n",
      'export interface A {\n  list(): Promise<B>;\n  show(args: B, options?: C): Promise<D>;\n  maybe?(): void;\n}\n',
      `export interface R {\n  update(args: v2.${long}PathParams & v2.${long}RequestBody, options?: CallOptions): NamedCall<v2.${long}Response>;\n}\n`,
      `export interface R {\n  update(args: { ${named('a', 60)}: string; ${named('b', 60)}: string }): void;\n}\n`,
      `export interface R {\n  update(args: B): { ${named('a', 60)}: string; ${named('b', 60)}: string };\n}\n`,
      'export interface A {\n  a: {\n    b: string;\n    c: number;\n  };\n  d: { e: string };\n}\n',
      'export interface A {\n  a: {\n    b: string;\n\n    c: number;\n  };\n}\n',
      `export interface A {\n  a: { ${named('b', 60)}: string; ${named('c', 60)}: number };\n}\n`,
      'export interface A {\n  a: {};\n}\n',
      // A union as a member's type breaks below the member, indented.
      `export interface A {\n  a: '${named('b', 60)}' | '${named('c', 60)}' | 'd';\n}\n`,
    ]);
    await expectNeverDifferent([
      'export interface A<T> {\n  a: T;\n}\n',
      'export interface A extends B {\n  a: string;\n}\n',
      'export interface A {\n  // nothing\n}\n',
      'export interface A {\n  a: { /* nothing */ };\n}\n',
      'export interface A {\n  a;\n}\n',
      'export interface A {\n  [key: string]: unknown;\n}\n',
      'export interface A {\n  new (): A;\n}\n',
      "export interface A {\n  'new'(): A;\n}\n",
      'export interface A {\n  f<T>(): T;\n}\n',
      'export interface A {\n  f();\n}\n',
      'export interface A {\n  f(...args: string[]): void;\n}\n',
      'export interface A {\n  f(a = 1): void;\n}\n',
      'export interface A {\n  f({ a }: B): void;\n}\n',
      'export interface A {\n  f(a): void;\n}\n',
      'export interface A {\n  f(\n    a: string,\n\n    b: string,\n  ): void;\n}\n',
      'export interface A {\n  f(/* none */): void;\n}\n',
      'export interface A {\n  public a: string;\n}\n',
      'export interface A {\n  [1]: string;\n}\n',
      'declare interface A {\n  a: string;\n}\n',
      'export declare interface A {\n  a: string;\n}\n',
    ]);
  });

  it('consts: literals, objects that keep the break the source had, arrays, calls, casts, templates', async () => {
    const long = named('value', 70);
    await expectTakenAsPrettier([
      'export const a = 1;\n',
      'const a = true;\n',
      'export const a = false;\n',
      'export const a = null;\n',
      "export const a = 'x';\n",
      'export const a = "it\'s";\n',
      'export const a = b;\n',
      'export const a = [b, -1];\n',
      'export const a = typeof b;\n',
      'export const a = [`plain`, b];\n',
      'export const a = [`x${c}y${d}z`];\n',
      'export const a = { b: 1, c };\n',
      'export const a = {\n  b: 1,\n  c,\n};\n',
      'export const a = {\n  b: 1,\n\n  c: 2,\n};\n',
      'export const a = {};\n',
      'export const a = { b: {}, c: [] };\n',
      `export const a = { b: '${long}', c: '${long}' };\n`,
      `export const a = {\n  target: '${long}${long}',\n  path: '${long}${long}',\n  id: '${long}${long}',\n};\n`,
      `export const a = {\n  ${named('key', 20)}: ${named('b', 100)},\n};\n`,
      `export const a = {\n  ${named('key', 20)}: { ${named('b', 50)}: 1, ${named('c', 50)}: 2 },\n};\n`,
      `export const a = {\n  ${named('key', 20)}: [${named('b', 50)}, ${named('c', 50)}],\n};\n`,
      `export const a = {\n  key: ${named('b', 120)},\n  ${named('k', 5)}: ${named('b', 120)},\n};\n`,
      `export const a = {\n  ${named('key', 20)}: 1,\n  ${named('flag', 20)}: true,\n};\n`,
      // A number or boolean stays after its key, past the print width.
      `export const a = {\n  ${named('flag', 124)}: true,\n  ${named('count', 125)}: 1,\n  ${named('off', 124)}: false,\n};\n`,
      "export const a = ['b', 'c'];\n",
      "export const a = ['b', 'c'] as const;\n",
      "export const a = ['b'] as const satisfies readonly string[];\n",
      `export const ${named('a', 60)} = ['${named('b', 60)}', '${named('c', 60)}'] as const;\n`,
      'export const a = [\n  [b, c],\n  [d, e],\n];\n',
      'export const a = [[b, c], [d, e]];\n',
      'export const a = [{ b: 1, c: 2 }, { d: 3, e: 4 }];\n',
      'export const a = [{ b: 1 }, { d: 3 }];\n',
      'export const a = [[b, c], { d: 3, e: 4 }];\n',
      'export const a = [[b, c], [d]];\n',
      "export const a = { 'b-c': 1, 'd': 2, \"e\": 3, ['f']: 4 };\n",
      `export const a = { b: '${named('x', 115)}' };\n`,
      `export const a = { ${named('b', 10)}: '${named('x', 115)}' };\n`,
      `export const ${named('a', 30)} = '${named('x', 100)}';\n`,
      `export const ${named('a', 30)}: ${named('B', 30)} = { b: 1 };\n`,
      'export const a: B = c;\n',
      `export const ${named('a', 60)}: ${named('B', 60)} = ${named('c', 20)};\n`,
      'export const a = b as C;\n',
      'export const a = b satisfies C;\n',
      `export const a = ${named('b', 60)} as ${named('C', 60)};\n`,
      'export const a = [(b as C).d, (e as F).g];\n',
    ]);
    await expectNeverDifferent([
      'let a = 1;\n',
      'var a = 1;\n',
      'export const a = 1, b = 2;\n',
      'export let a: string;\n',
      'export const a = 1.5;\n',
      'export const a = 0x1f;\n',
      'export const a = 1e3;\n',
      'export const a = +1;\n',
      'export const a = !b;\n',
      'export const a = b.c;\n',
      'export const a = b?.c;\n',
      'export const a = b + c;\n',
      'export const a = b && c;\n',
      'export const a = f();\n',
      'export const a = f(b);\n',
      'export const a = (b);\n',
      'export const a = [1, 2, 3];\n',
      'export const a = [-1, 2];\n',
      'export const a = [...b];\n',
      'export const a = [b, , c];\n',
      'export const a = [\n  b,\n\n  c,\n];\n',
      'export const a = [/* none */];\n',
      'export const a = { /* none */ };\n',
      'export const a = { ...b };\n',
      'export const a = { b() {} };\n',
      'export const a = { b = 1 };\n',
      'export const a = { [b]: 1 };\n',
      'export const a = { 1: 2 };\n',
      'export const a = `x${b}\ny`;\n',
      'export const a = new B();\n',
      'export const a = () => 1;\n',
      'export const a: Map<string, number> = new Map();\n',
      'export const { a: b } = c;\n',
      'export const { a = 1 } = c;\n',
      'export const { ...a } = c;\n',
      'export const {} = c;\n',
      'export const [a] = c;\n',
      'export const { a }: B = c;\n',
      'export const a = (b as C).d;\n',
      'export const a = (b).d;\n',
      'export const a = b!;\n',
      'export const a = [`x${b}\n  y`, c];\n',
      'export const a = [(b).d];\n',
      'export const a = f((b as C).d, (e satisfies F).g);\n',
      'export const a = /x/;\n',
      'export const a = b / c;\n',
    ]);
  });

  it('calls: an argument list that breaks, a last object or array argument that expands, a destructured result', async () => {
    const long = named('argument', 50);
    await expectTakenAsPrettier([
      'export const a = f(b, c);\n',
      "export const a = f('b', 1, c.d);\n",
      'export const a = f({ b: 1 });\n',
      'export const a = f<B>(c, d);\n',
      'export const a = f<B, C>({ d });\n',
      'export const a = b.c(d, e);\n',
      `export const a = f(${long}, ${long}, ${long});\n`,
      `export const a = f(${long}, '${long}', ${long}.${long});\n`,
      `export const a = f({ ${long}: 1, ${named('other', 60)}: 2 });\n`,
      `export const a = f(b, 'c', { ${long}: 1, ${named('other', 60)}: 2 });\n`,
      `export const a = f(b, [${long}, ${long}, ${long}]);\n`,
      `export const a = f(b, {\n  c: 1,\n});\n`,
      `export const a = f(${long}, ${long}, {\n  c: 1,\n});\n`,
      `export const { createIncidentClient, paginate } = bindClient<paths, PaginatedItems, Resources>({ operations, pagination, resources, validators: responseValidators });\n`,
      `export const { ${named('a', 40)}, ${named('b', 40)}, ${named('c', 40)} } = f(b, c);\n`,
      `export const { a, b } = f(c, d);\n`,
    ]);
    await expectNeverDifferent([
      'export const a = f?.(b);\n',
      'export const a = f(\n  b,\n\n  c,\n);\n',
      `export const a = f(${long}, ${long}, ${long}(${long}));\n`,
      `export const a = b.c(${long}, ${long}, ${long});\n`,
      `export const a = f(${long}, f(${long}), { ${long}: 1 });\n`,
      // prettier hugs a last object or array after a short call, and breaks a chain of three calls as a member chain.
      `export const a = f(b(c), { ${long}: 1, ${named('other', 50)}: 2 });\n`,
      `export const a = f(b.c(d), [${long}, ${named('other', 50)}]);\n`,
      `export const a = b.c(d).e(f).g(${long}, ${named('other', 50)});\n`,
    ]);
  });

  it('functions: a type guard returning a chain of conditions, broken in parentheses once too long', async () => {
    await expectTakenAsPrettier([
      'export function is(value: unknown): value is A {\n  return typeof value === "object" && value !== null;\n}\n',
      "export function is(value: unknown): boolean {\n  return value === 'a' || value === 'b' || value === 'c';\n}\n",
      'function f(a: string, b?: number): void {}\n',
      'export function f(): void {\n  return;\n}\n',
      "export function is(value: unknown): value is P {\n  return typeof value === 'object' && value !== null && 'event_type' in value && (names as readonly string[]).includes(value.event_type);\n}\n",
      `export function is(${named('value', 50)}: unknown, ${named('other', 50)}: unknown): ${named('value', 50)} is P {\n  return a && b;\n}\n`,
      `export function f(a: { ${named('b', 60)}: string; ${named('c', 60)}: string }): void {\n  return;\n}\n`,
      'export function f(a: string): void {\n  return a in b;\n\n  return c instanceof D;\n}\n',
    ]);
    await expectNeverDifferent([
      'export async function f(): Promise<void> {}\n',
      'export function f<T>(): void {}\n',
      'export function* f(): void {}\n',
      'export function f(): void;\n',
      'export function f() {}\n',
      'export function f(): { a: string } {\n  return;\n}\n',
      'export function f(): void {\n  return a;\n}\n',
      'export function f(): void {\n  return (a && b) || c;\n}\n',
      'export function f(): void {\n  return a && { b };\n}\n',
      'export function f(): void {\n  return a && [b];\n}\n',
      `export function f(): boolean {\n  return a && { ${named('b', 60)}: 1, ${named('c', 60)}: 2 };\n}\n`,
      `export function f(): boolean {\n  return a && [${named('b', 60)}, ${named('c', 60)}];\n}\n`,
      'export function f(): void {\n  // nothing\n}\n',
      'export function f(): void {\n  if (a) return;\n}\n',
      'export function f(value: unknown): asserts value is A {}\n',
      'export function f(value: unknown): this is A {}\n',
      'export default function f(): void {}\n',
      'export class A {}\n',
      "export enum A {\n  B = 'b',\n}\n",
      'export declare const a: string;\n',
      'namespace A {}\n',
      'a;\n',
    ]);
  });

  it('comments: own-line line comments, one-line and JSDoc blocks re-indented, blank lines around them', async () => {
    await expectTakenAsPrettier([
      '// A banner over an empty table.\n',
      '// A banner.\nexport const a = 1;\n',
      '// A banner.\n\nexport const a = 1;\n',
      '/** One line. */\nexport type A = string;\n',
      '/* A block. */\nexport type A = string;\n',
      '/**\n     * Indented by ts-morph.\n     *\n     * @example\n     * f()\n     */\nexport type A = string;\n',
      '/*\n * Not JSDoc.\n */\nexport type A = string;\n',
      '/***\n * Three stars.\n */\nexport type A = string;\n',
      '/*\n * Not JSDoc, so two spaces at the end of a line are kept.  \n */\nexport type A = string;\n',
      'export interface A {\n  /** The a. */\n  a: string;\n  // The b.\n\n  b: string;\n}\n',
      'export type A = {\n  /** The a. */\n  a: string;\n};\n',
      'export const a = {\n  // The b.\n  b: 1,\n};\n',
      "export const a = '// not a comment';\n",
      "export const a = { b: '/* not a comment */' };\n",
      'export const a = [`${b} // ${c}`];\n',
      'export const a = [`${`${b}`}`];\n',
      'export const a = [`${{ b: 1 }}`];\n',
    ]);
    await expectNeverDifferent([
      '',
      '\n',
      '/* a */\n',
      '// a\n// b\n',
      '// a\nexport const a = 1;\n// the end\n',
      'export type A = string; // why\n',
      'export type A = /* inner */ string;\n',
      '/* a */ export type A = string;\n',
      '/*\n  Not starred.\n */\nexport type A = string;\n',
      '/**\n * Ends in two spaces.  \n */\nexport type A = string;\n',
      'export const a = {\n  b: 1, // why\n};\n',
      'export const a = f(/* a */ b);\n',
      'export interface A {\n  a: string; /* trailing */\n}\n',
      "export const a = [`${b / c}`, '// a comment marker in a string'];\n",
      "export const a = [`${`${b / c}`}`, '// a comment marker in a string'];\n",
    ]);
  });

  it('strings, numbers and keys, as prettier quotes them', async () => {
    await expectTakenAsPrettier([
      "export const a = { b: 'it\\'s', c: \"say \\\"hi\\\"\", d: 'both \\' and \"', e: '\\'\\'\"', f: \"back\\\\slash\", g: 'Инциденты' };\n",
      'export const a = ["x", "it\'s", "\\"", "a\\\\b", "\\u00e9\\n", ""];\n',
      "export type A = 'it\\'s' | \"double\" | \"it's\" | \"say \\\"hi\\\"\" | 'back\\\\slash';\n",
      "export const a = { valid_identifier: 1, 'valid_identifier': 2, '$dollar': 3, 'with space': 4, '123': 5, '1e3': 6, 'default': 7, 'a/b': 8, '': 9, \"it's\": 10 };\n",
      "export const a = { '0': 1 };\n",
      'export const a = [0, b, 25];\n',
      'export type A = 0 | 25 | -1;\n',
      "export const a = { '\\u0041': 1 };\n",
    ]);
    await expectNeverDifferent(["export const a = { 'Инциденты': 1 };\n", "export const a = { '事件一覧': 1 };\n", "export const a = { '_é': 1 };\n", 'export type A = 1.50;\n', 'export type A = 1_000;\n', 'export type A = .5;\n', 'export type A = -0x1F;\n']);
  });

  it('refuses text with a carriage return, the break sentinel, or a syntax error', async () => {
    for (const text of ['export type A = string;\r\n', "export const a = ['\u0001\u0300'];\n", 'export type = ;\n', 'export const a = {\n']) {
      expect(layoutTypeScript(text), JSON.stringify(text)).toBeUndefined();
    }
    await expectTakenAsPrettier(["export const a = '\\u0001';\n"]);
  });
});
