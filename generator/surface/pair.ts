import { join, resolve } from 'node:path';
import ts from 'typescript';
import { GENERATED_PACKAGE_NAME } from '../model/package-info.ts';
import { resolvingHost } from './declarations.ts';
import { renameModules } from './module-names.ts';

/** The two surfaces live in one program under these module names, so one checker relates them. */
export const SIDES = { baseline: 'baseline:', current: 'current:' } as const;
export type Side = keyof typeof SIDES;

const PAIR_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // The strictest settings the package promises to support: a change that breaks code written
  // under them is a break.
  strict: true,
  exactOptionalPropertyTypes: true,
  skipLibCheck: true,
  noEmit: true,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
};

/** One program holding both surfaces, and optionally a probe module that instantiates their generic types. */
export interface SurfacePair {
  program: ts.Program;
  checker: ts.TypeChecker;
  entries: Record<Side, ts.Symbol>;
  probe: ts.Symbol | undefined;
}

/** `import("baseline:incident-api-client/x").` and the side prefixes, gone from text shown to people. */
export const withoutSides = (text: string): string =>
  text.replace(/import\("(?:baseline|current):[^"]*"\)\./g, '').replace(/(?:baseline|current):(?=incident-api-client)/g, '');

/**
 * Builds the program over two bundles (see declarations.ts). The virtual files sit in `dir` so the
 * packages they import (openapi-fetch) resolve from there; nothing is written. `previous` lets a
 * second build with a probe reuse the parsed bundles.
 */
export function loadPair(texts: Record<Side, string>, dir: string, probeText?: string, previous?: SurfacePair): SurfacePair {
  const files = new Map<string, string>();
  const name = (side: string) => join(resolve(dir), `.surface-${side}.d.ts`);
  for (const side of Object.keys(SIDES) as Side[]) {
    const prefix = SIDES[side];
    files.set(name(side), previous ? previous.program.getSourceFile(name(side))!.text : renameModules(texts[side], (module) => (isPackageModule(module) ? `${prefix}${module}` : module)));
  }
  const probeFile = join(resolve(dir), '.surface-probe.ts');
  if (probeText !== undefined) files.set(probeFile, probeText);
  // The host parses what readFile gives it: the virtual files come from there.
  const host = resolvingHost(PAIR_OPTIONS);
  const { readFile } = host;
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  const program = ts.createProgram({ rootNames: [...files.keys()], options: PAIR_OPTIONS, host, oldProgram: previous?.program });
  const checker = program.getTypeChecker();
  // An ambient module's symbol is named by its quoted name: `"baseline:incident-api-client"`.
  const modules = new Map(checker.getAmbientModules().map((symbol) => [symbol.name, symbol]));
  const entry = (side: Side) => modules.get(JSON.stringify(`${SIDES[side]}${GENERATED_PACKAGE_NAME}`));
  const baseline = entry('baseline');
  const current = entry('current');
  if (!baseline || !current) throw new Error(`surface pair: no "${GENERATED_PACKAGE_NAME}" module in the ${baseline ? 'current' : 'baseline'} declarations`);
  const probeSource = program.getSourceFile(probeFile);
  return { program, checker, entries: { baseline, current }, probe: probeSource && checker.getSymbolAtLocation(probeSource) };
}

const isPackageModule = (module: string) => module === GENERATED_PACKAGE_NAME || module.startsWith(`${GENERATED_PACKAGE_NAME}/`);
