import { existsSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import ts from 'typescript';
import { InputError } from '../load/errors.ts';
import { GENERATED_PACKAGE_NAME } from '../model/package-info.ts';
import { declaredModules, renameModules } from './module-names.ts';

const HEADER = [
  '// API surface of the generated package: its declarations (what `tsc --declaration` makes of',
  `// generated/), one \`declare module\` per file, "${GENERATED_PACKAGE_NAME}" its entry. Written by`,
  '// `make surface`; `make check` compares the package against it by type compatibility. Do not edit.',
  '',
].join('\n');

/** Package files are named relative to their folder; external packages resolve as a consumer's would. */
const BUNDLE_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.AMD,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  strict: true,
  exactOptionalPropertyTypes: true,
  skipLibCheck: true,
  declaration: true,
  emitDeclarationOnly: true,
  removeComments: true,
  outFile: 'surface.js',
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
};

/**
 * How imports resolve: `openapi-fetch` and other dependencies through their `exports`, as under
 * NodeNext; relative imports (`./schema.js`, a folder's index) alike under either resolution.
 */
const PACKAGE_RESOLUTION: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };

/**
 * TypeScript's own lib files, parsed once per process: every surface check builds two or three
 * programs, and lib.dom.d.ts alone takes longer to parse than a small package. They never change
 * while the process runs, and their syntax trees do not depend on the options that differ here.
 */
const libFiles = new Map<string, ts.SourceFile>();

/** A host whose imports resolve through packages' `exports` (see PACKAGE_RESOLUTION). */
export function resolvingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const libDir = dirname(ts.getDefaultLibFilePath(options));
  const { getSourceFile } = host;
  // The host's own arguments forwarded (at most four): no list from a spec.
  /* eslint-disable no-restricted-syntax */
  host.getSourceFile = (file, language, ...rest) => {
    if (dirname(file) !== libDir) return getSourceFile.call(host, file, language, ...rest);
    // A program parses its files for its target (TypeScript's languageVersion is the options' target).
    const key = `${file}\0${options.target}`;
    const cached = libFiles.get(key) ?? getSourceFile.call(host, file, language, ...rest);
    if (cached) libFiles.set(key, cached);
    return cached;
  };
  /* eslint-enable no-restricted-syntax */
  const resolution = { ...options, ...PACKAGE_RESOLUTION };
  host.resolveModuleNameLiterals = (literals, containingFile) => literals.map((literal) => ts.resolveModuleName(literal.text, containingFile, resolution, host));
  return host;
}

/**
 * The package's declarations as one readable file: each source file's `.d.ts` (comments
 * dropped: they are not types) wrapped in `declare module "incident-api-client/<file>"`, the entry
 * as `"incident-api-client"`, every import naming the module it reaches.
 */
export function surfaceDeclarations(packageDir: string, entry: string): string {
  const entryFile = resolve(packageDir, entry);
  if (!existsSync(entryFile)) throw new InputError(entryFile, 'no package entry here (generate the package first)');
  const options = { ...BUNDLE_OPTIONS, rootDir: resolve(packageDir) };
  const program = ts.createProgram({ rootNames: [entryFile], options, host: resolvingHost(options) });
  const syntax = program.getSyntacticDiagnostics()[0];
  if (syntax) throw new InputError(syntax.file?.fileName ?? entryFile, `does not parse: ${ts.flattenDiagnosticMessageText(syntax.messageText, ' ')}`);
  let bundle = '';
  const emitted = program.emit(undefined, (_name, text) => (bundle = text));
  const failure = emitted.diagnostics[0];
  if (failure || bundle === '') throw new InputError(entryFile, `its declarations cannot be written: ${failure ? ts.flattenDiagnosticMessageText(failure.messageText, ' ') : 'no exports'}`);
  const entryName = entry.replace(/\.[cm]?tsx?$/, '');
  const modules = new Set(declaredModules(bundle));
  if (!modules.has(entryName)) throw new InputError(entryFile, 'not a TypeScript module with exports');
  return HEADER + renameModules(bundle, (name, within) => {
    if (!isRelative(name)) return packageModuleName(name, modules, entryName) ?? name;
    const file = relativeFile(name, within);
    return packageModuleName(file, modules, entryName) ?? join(GENERATED_PACKAGE_NAME, file);
  });
}

/** `./x`, `../x`, `..`: written from the importing file. A name the bundle gave its module (`.ts-out/index`, a file in a dot folder) is not. */
const isRelative = (name: string) => /^\.\.?(\/|$)/.test(name);

/**
 * A relative import the bundle left as written: it names a file tsc does not bundle (a hand-written
 * `.d.ts`). Named like the rest, from the file that imports it, it stays a module of the package.
 */
const relativeFile = (name: string, within: string | undefined) => posix.join(posix.dirname(within ?? '.'), name).replace(/\.[cm]?[jt]s$/, '');

/** `schema` -> `incident-api-client/schema`; a folder import (`runtime/client`) names its index file. */
function packageModuleName(name: string, modules: Set<string>, entryName: string): string | undefined {
  const file = modules.has(name) ? name : modules.has(`${name}/index`) ? `${name}/index` : undefined;
  if (file === undefined) return undefined;
  return file === entryName ? GENERATED_PACKAGE_NAME : join(GENERATED_PACKAGE_NAME, file);
}
