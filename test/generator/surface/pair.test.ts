/**
 * The program holding both surfaces: each side's modules renamed apart, the probe beside them,
 * and the side prefixes kept out of anything shown to people.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPair, withoutSides } from '../../../generator/surface/pair.ts';
import { PROJECT_ROOT } from '../../support/generator-runs.ts';
import { bundle } from '../../support/surface-pairs.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

describe('loadPair', () => {
  it("renames each side's package modules apart, leaves other packages' names alone, and finds both entries", () => {
    const pair = loadPair({ baseline: bundle('export type Id = string;', { schema: 'export type S = 1;' }), current: bundle('import type { FetchResponse } from "openapi-fetch";\nexport type Id = number;') }, PROJECT_ROOT);
    expect([pair.entries.baseline.name, pair.entries.current.name]).toEqual(['"baseline:incident-api-client"', '"current:incident-api-client"']);
    const modules = pair.checker.getAmbientModules().map((symbol) => symbol.name);
    expect(modules).toEqual(expect.arrayContaining(['"baseline:incident-api-client/schema"']));
    expect(modules.filter((name) => name.includes('incident-api-client') && !/^"(baseline|current):/.test(name))).toEqual([]);
    expect(pair.program.getSourceFiles().some((file) => file.fileName.includes('node_modules/openapi-fetch/'))).toBe(true);
    expect(pair.probe).toBeUndefined();
  });

  it('adds the probe module, reusing the bundles of the pair before it', () => {
    const first = loadPair({ baseline: bundle('export interface Box<T> { value: T }'), current: bundle('export interface Box<T> { value: T; extra?: T }') }, PROJECT_ROOT);
    const probeText = 'import type * as __baseline from "baseline:incident-api-client";\nexport type __baseline0 = __baseline.Box<1>;\n';
    const second = loadPair({ baseline: 'ignored', current: 'ignored' }, PROJECT_ROOT, probeText, first);
    expect(second.probe).toBeDefined();
    expect(second.checker.getExportsOfModule(second.probe!).map((symbol) => symbol.name)).toEqual(['__baseline0']);
    expect(second.checker.getExportsOfModule(second.entries.current).map((symbol) => symbol.name)).toEqual(['Box']);
  });

  it("takes no probe from the folder: a file there named like the probe (`.surface-probe.ts`) is the user's, not the check's", () => {
    const dir = tempDir('surface-pair');
    writeFileSync(join(dir, '.surface-probe.ts'), 'export type Left = 1;\n');
    expect(loadPair({ baseline: bundle('export type A = 1;'), current: bundle('export type A = 1;') }, dir).probe).toBeUndefined();
  });

  it('refuses a side without the package entry, naming the side', () => {
    const entryless = 'declare module "incident-api-client/schema" {\nexport type S = 1;\n}';
    expect(() => loadPair({ baseline: entryless, current: bundle('export type A = 1;') }, PROJECT_ROOT)).toThrow('surface pair: no "incident-api-client" module in the baseline declarations');
    expect(() => loadPair({ baseline: bundle('export type A = 1;'), current: entryless }, PROJECT_ROOT)).toThrow('surface pair: no "incident-api-client" module in the current declarations');
  });
});

describe('withoutSides', () => {
  it('drops the side prefixes and the import types that name a side, and nothing else', () => {
    expect(withoutSides('import("baseline:incident-api-client/schema").Incident | import("current:incident-api-client").Id')).toBe('Incident | Id');
    expect(withoutSides('"current:incident-api-client/runtime/client/index" and baseline:incident-api-client')).toBe('"incident-api-client/runtime/client/index" and incident-api-client');
    expect(withoutSides('import("openapi-fetch").FetchResponse; baseline:other')).toBe('import("openapi-fetch").FetchResponse; baseline:other');
  });
});
