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
