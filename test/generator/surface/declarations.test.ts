import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../generator/load/errors.ts';
import { surfaceDeclarations } from '../../../generator/surface/declarations.ts';
import { bundleProblem, declaredModules, renameModules } from '../../../generator/surface/module-names.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

const PACKAGE = {
  'index.ts': `
    import { bind } from './runtime/client/index.js';
    export type { Options } from './options.js';
    export * as v2 from './v2.js';
    /** Docs are not types. */
    export interface Incident { readonly id: string; note: 'see from "schema" here' }
    export const { create } = bind();
  `,
  'options.ts': 'export interface Options { apiKey: string; baseUrl?: string }',
  'v2.ts': 'export type Id = string;',
  'runtime/client/index.ts': 'export interface Client { get(): string }\nexport const bind = () => ({ create: (): Client => ({ get: () => "" }) });',
};

function writePackage(files: Record<string, string>): string {
  const dir = tempDir('surface-declarations');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('surfaceDeclarations', () => {
  it('bundles the package as one module per file, named from the package, imports naming the module they reach', () => {
    const text = surfaceDeclarations(writePackage(PACKAGE), 'index.ts');
    expect(declaredModules(text).sort()).toEqual(['incident-api-client', 'incident-api-client/options', 'incident-api-client/runtime/client/index', 'incident-api-client/v2']);
    expect(text).toMatch(/^\/\/ API surface of the generated package/);
    expect(text).toContain('export const create: () => import("incident-api-client/runtime/client/index").Client;');
    expect(text).toContain('export * as v2 from "incident-api-client/v2";');
    expect(text).toContain(`note: 'see from "schema" here';`);
    expect(text).not.toContain('Docs are not types');
  });

  it('names a module with nothing to declare (an empty enums.ts) like the rest, so the bundle stays self-contained', () => {
    const text = surfaceDeclarations(writePackage({ 'index.ts': "export * from './enums.js';\nexport type A = 1;\n", 'enums.ts': 'export {};\n' }), 'index.ts');
    expect(text).toContain('export * from "incident-api-client/enums";');
    expect(bundleProblem(text)).toBeUndefined();
  });

  it('is the same for the same code however it is laid out', () => {
    const reformatted = { ...PACKAGE, 'index.ts': PACKAGE['index.ts'].replace(/;\s*/g, ';\n\n        ') };
    expect(surfaceDeclarations(writePackage(reformatted), 'index.ts')).toBe(surfaceDeclarations(writePackage(PACKAGE), 'index.ts'));
  });

  it('names the modules that files tsc does not bundle (hand-written .d.ts, .d.mts) declare from the importing file, wherever it sits', () => {
    const text = surfaceDeclarations(
      writePackage({
        'index.ts': "import './globals.js';\nimport type { M } from './module.mjs';\nimport type { T } from './types.js';\nexport * from './sub/index.js';\nexport * from './shared/pick/index.js';\nexport type A = M | T;\n",
        'globals.ts': "declare const VERSION: import('./types.js').T;\ndeclare namespace Build { const at: string; }\n",
        'types.d.ts': 'export type T = 1;\n',
        'module.d.mts': 'export type M = 3;\n',
        'sub/index.ts': [
          "import type { T } from '../types.js';",
          'export type B = T;',
          "export interface Quoted { 'x-y': import('../types.js').T }",
          "export namespace Inner { export type C = import('../vendor/node.js-shims/index.js').L; }",
        ].join('\n'),
        'vendor/node.js-shims/index.d.ts': 'export type L = 2;\n',
        'shared/index.d.ts': 'export type Shared = 4;\n',
        'shared/pick/index.ts': "export type P = import('..').Shared;\n",
      }),
      'index.ts',
    );
    expect(declaredModules(text)).toEqual(['incident-api-client/sub/index', 'incident-api-client/shared/pick/index', 'incident-api-client']);
    expect(text).toContain('export type P = import("incident-api-client/shared").Shared;');
    expect(text).toContain('declare const VERSION: import("incident-api-client/types").T;');
    expect(text).toContain('import type { M } from "incident-api-client/module";');
    expect(text.match(/"[^"\n]*types"/g)).toEqual(['"incident-api-client/types"', '"incident-api-client/types"', '"incident-api-client/types"', '"incident-api-client/types"']);
    expect(text).toContain("'x-y': import(\"incident-api-client/types\").T;");
    expect(text).toContain('type C = import("incident-api-client/vendor/node.js-shims/index").L;');
  });

  it("resolves a dependency through its package.json exports, as a consumer's compiler does", () => {
    const dir = writePackage({
      'index.ts': "import { make } from 'dep';\nexport const made = make();\n",
      'node_modules/dep/package.json': JSON.stringify({ name: 'dep', exports: { '.': { types: './types/index.d.ts' } } }),
      'node_modules/dep/types/index.d.ts': 'export interface Thing { id: string }\nexport declare function make(): Thing;\n',
    });
    expect(surfaceDeclarations(dir, 'index.ts')).toContain('export const made: import("dep").Thing;');
  });

  it('names the entry module whatever its extension and the folders it sits in', () => {
    expect(declaredModules(surfaceDeclarations(writePackage({ 'index.mts': 'export type A = 1;' }), 'index.mts'))).toEqual(['incident-api-client']);
    expect(declaredModules(surfaceDeclarations(writePackage({ '.ts-out/index.ts': 'export type A = 1;' }), '.ts-out/index.ts'))).toEqual(['incident-api-client']);
    expect(declaredModules(surfaceDeclarations(writePackage({ 'index.ts': "export * from './v1./index.js';", 'v1./index.ts': 'export type A = 1;' }), 'index.ts'))).toEqual(['incident-api-client/v1./index', 'incident-api-client']);
  });

  it("writes the standard library's types as the package's consumers see them (Promise, Map, the DOM's Response)", () => {
    const text = surfaceDeclarations(writePackage({ 'index.ts': 'export const later = async () => new Map([[1, [1]]]);\nexport declare function fetched(): Response;\n' }), 'index.ts');
    expect(text).toContain('export const later: () => Promise<Map<number, number[]>>;');
    expect(text).toContain('export function fetched(): Response;');
  });

  it('reads the package anew each time: a regenerated file in the same folder is what the next surface shows', () => {
    const dir = writePackage(PACKAGE);
    expect(surfaceDeclarations(dir, 'index.ts')).toContain('baseUrl?: string;');
    writeFileSync(join(dir, 'options.ts'), 'export interface Options { apiKey: string; timeoutMs?: number }');
    const text = surfaceDeclarations(dir, 'index.ts');
    expect(text).toContain('timeoutMs?: number;');
    expect(text).not.toContain('baseUrl');
  });

  it.each([
    ['an empty entry', { 'index.ts': '' }, /index\.ts: its declarations cannot be written: no exports$/],
    ['an entry that is a script, not a module', { 'index.ts': 'const version = 1;\n' }, /index\.ts: not a TypeScript module with exports$/],
    ['a file whose declarations tsc cannot write', { 'index.ts': 'export function open() { return new (class { private handle = 1; })(); }\n' }, /index\.ts: its declarations cannot be written: Property 'handle' of exported anonymous class type may not be private or protected\.$/],
    ['a file the entry imports that does not parse', { 'index.ts': "export * from './broken.js';\n", 'broken.ts': 'export const = ;\n' }, /broken\.ts: does not parse: Variable declaration expected\.$/],
  ])('refuses %s as bad input, in one line naming the file', (_what, files, problem) => {
    const attempt = () => surfaceDeclarations(writePackage(files), 'index.ts');
    expect(attempt).toThrow(InputError);
    expect(attempt).toThrow(problem);
  });

  it('refuses a folder without the entry, and an entry that does not parse, as bad input', () => {
    const empty = tempDir('surface-declarations');
    expect(() => surfaceDeclarations(empty, 'index.ts')).toThrow(InputError);
    expect(() => surfaceDeclarations(empty, 'index.ts')).toThrow(/index\.ts: no package entry here/);
    const broken = writePackage({ 'index.ts': 'export interface {' });
    expect(() => surfaceDeclarations(broken, 'index.ts')).toThrow(/index\.ts: does not parse: /);
  });
});

describe('renameModules', () => {
  it('renames module names only, never a string that merely looks like one', () => {
    const text = 'declare module "a" {\n  import { x } from "b";\n  export type T = import("b").X | \'from "b"\';\n  export * from "c";\n}\n';
    expect(renameModules(text, (name) => `p:${name}`)).toBe('declare module "p:a" {\n  import { x } from "p:b";\n  export type T = import("p:b").X | \'from "b"\';\n  export * from "p:c";\n}\n');
  });
});

describe('bundleProblem: a baseline is untrusted input', () => {
  const entry = (body: string) => `declare module "incident-api-client" {\n${body}\n}\n`;

  it('accepts a bundle importing its own modules and packages by name', () => {
    expect(bundleProblem(`${entry('import type { X } from "incident-api-client/schema";\nimport type { Y } from "openapi-fetch";\nexport type Z = import("@scope/pkg/sub").Q;')}declare module "incident-api-client/schema" { export type X = 1; }`)).toBeUndefined();
  });

  it('accepts package names and paths whose segments hold dots among other characters', () => {
    for (const name of ['lodash.merge', '@scope/pkg/.config', 'pkg/v1.', 'pkg/...rest']) expect(bundleProblem(entry(`export type X = import(${JSON.stringify(name)}).Y;`))).toBeUndefined();
  });

  it.each([
    ['a syntax error', entry('export interface {'), /^does not parse at line 2: /],
    ['a reference directive', `/// <reference path="/etc/hosts" />\n${entry('export type A = 1;')}`, /^holds a `\/\/\/ <reference>` directive$/],
    ['a relative import', entry('import type { X } from "../../secrets";'), /^imports "\.\.\/\.\.\/secrets", neither a module it declares nor a package$/],
    ['an absolute import type', entry('export type X = import("/etc/passwd").Y;'), /^imports "\/etc\/passwd"/],
    ['a dotted segment inside a name', entry('export * from "pkg/../../x";'), /^imports "pkg\/\.\.\/\.\.\/x"/],
    ['a types reference', `/// <reference types="node" />\n${entry('export type A = 1;')}`, /^holds a `\/\/\/ <reference>` directive$/],
    ['a lib reference', `/// <reference lib="dom" />\n${entry('export type A = 1;')}`, /^holds a `\/\/\/ <reference>` directive$/],
    ['an import-equals of a path', entry('import secrets = require("../../secrets");'), /^imports "\.\.\/\.\.\/secrets", neither a module it declares nor a package$/],
    ['a re-export of a path', entry('export { X } from "./x";'), /^imports "\.\/x"/],
    ['a Windows path', entry('export type X = import("C:\\\\x").Y;'), /^imports "C:\\\\x"/],
    ['a name that is only dots', entry('export * from "..";'), /^imports "\.\."/],
  ])('refuses %s', (_what, text, problem) => {
    expect(bundleProblem(text)).toMatch(problem);
  });
});
