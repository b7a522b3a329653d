/**
 * The edge of the subset: text the layout takes must come out as prettier prints it, and text it
 * does not take must be refused (then prettier formats it), never printed differently. Every
 * literal class that prettier rewrites (quotes, escapes, `${`, numbers, keys that need or lose
 * their quotes) is tried in every position the emitters print one.
 */
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { formatTypeScript } from '../../../../generator/emit/syntax-tree-files.ts';
import { layoutTypeScript } from '../../../../generator/format/layout/index.ts';
import { PRETTIER_OPTIONS } from '../../../../generator/format/prettier.ts';

const pretty = (text: string) => prettier.format(text, PRETTIER_OPTIONS);

/** Written as ts-morph and TypeScript's printer would write each value. */
const STRINGS = [
  `'plain'`,
  `'it\\'s'`,
  `'say "hi"'`,
  `'both \\' and "'`,
  `'\\'\\'"'`,
  `"double"`,
  `"it's"`,
  `'back\\\\slash'`,
  `'\\u2028 and \\u00e9 and \\n'`,
  `'\${not a template}'`,
  `'\`tick\`'`,
  `''`,
  `'Инциденты'`,
  `'🔥'`,
];
const KEYS = [...STRINGS, 'bare', `'valid_identifier'`, `'$dollar'`, `'with space'`, `'123'`, `'1e3'`, `'default'`, `'Инциденты'`, `'事件一覧'`, `'a/b'`, `'_é'`, '123', '0x1F'];
const NUMBERS = ['0', '25', '1.50', '0x1F', '1e3', '1_000', '.5', '5.'];

const positions = (value: string, key: string) => [
  `export const a = ${value};\n`,
  `export const a = { ${key}: ${value} };\n`,
  `export const a = {\n  ${key}: ${value},\n  other: [${value}, ${value}],\n};\n`,
  `export type A = ${value} | 'other';\n`,
  `export interface A {\n  ${key}: ${value};\n  readonly [${value}]?: string;\n}\n`,
  `export type A = B[${value}];\n`,
  `export const a = [${value}] as const;\n`,
  `import { x } from ${value};\n`,
];

describe('layoutTypeScript at the edge of its subset', () => {
  it('prints every literal and key as prettier does, or refuses the text', async () => {
    const texts = [...STRINGS.flatMap((value) => KEYS.flatMap((key) => positions(value, key))), ...NUMBERS.flatMap((value) => KEYS.flatMap((key) => positions(value, key)))];
    let taken = 0;
    for (const text of texts) {
      const laidOut = layoutTypeScript(text);
      if (laidOut === undefined) continue;
      taken++;
      expect(laidOut, text).toBe(await pretty(text));
    }
    // The common cases are taken, not all refused.
    expect(taken).toBeGreaterThan(texts.length / 3);
  }, 120_000);

  it.each([
    ['a class', 'export class A {\n  x = 1;\n}\n'],
    ['an enum', "export enum Kind {\n  A = 'a',\n}\n"],
    ['a trailing comment', 'export type A = string; // why\n'],
    ['a comment inside a type', 'export type A = /* inner */ string;\n'],
    ['a number prettier rewrites', 'export const a = 1.50;\n'],
    ['a non-ASCII key prettier may unquote', "export const a = { 'Инциденты': 1 };\n"],
    ['parentheses prettier drops', 'export type A = (string);\n'],
    ['an intersection written bare in a union', 'export type A = B & C | D;\n'],
    ['a binary expression that must break', `export function f(value: unknown): boolean {\n  return value === '${'x'.repeat(130)}';\n}\n`],
  ])('refuses %s, and formatTypeScript gives prettier’s bytes for it', async (_name, text) => {
    expect(layoutTypeScript(text)).toBeUndefined();
    const [formatted] = await formatTypeScript([{ path: 'a.ts', content: text }]);
    expect(formatted!.content).toBe(await pretty(text));
  });

  it('lays out the long shapes the emitters write as prettier breaks them', async () => {
    const long = 'L'.repeat(60);
    const texts = [
      `export type ${long}Body = NonNullable<${long}Operation['requestBody']>['content']['application/json'];\n`,
      `export type ${long}Response = ${long}Operation['responses'][200]['content']['application/json'];\n`,
      `export const ${long} = ['${long}', '${long}'] as const;\n`,
      `export type ${long} = (typeof ${long})[number] | (string & {});\n`,
      `export interface R {\n  update(args: v2.${long}PathParams & v2.${long}RequestBody, options?: CallOptions): NamedCall<v2.${long}Response>;\n}\n`,
      `export function is(value: unknown): value is P {\n  return typeof value === 'object' && value !== null && 'event_type' in value && (names as readonly string[]).includes(value.event_type);\n}\n`,
      `export const { createIncidentClient, paginate } = bindClient<paths, PaginatedItems, Resources>({ operations, pagination, resources, validators: responseValidators });\n`,
      `export { ${Array.from({ length: 12 }, (_, i) => `type Name${i}`).join(', ')} } from './schema.js';\n`,
      `export const a = {\n  target: '${long}${long}',\n  path: '${long}${long}',\n};\n`,
    ];
    for (const text of texts) expect(layoutTypeScript(text), text).toBe(await pretty(text));
  });
});
