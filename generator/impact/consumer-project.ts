/**
 * A consumer of the package, compiled as its own tsconfig.json says, with `incident-api-client`
 * resolved to a package folder of our choosing: the module resolution host answers for the
 * package's name, so nothing in the consumer's folder is written or needs to be installed.
 */
import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { InputError } from '../load/errors.ts';
import { GENERATED_PACKAGE_NAME } from '../model/package-info.ts';

export interface ConsumerProject {
  /** Absolute. */
  dir: string;
  options: ts.CompilerOptions;
  /** The consumer's own files (its tsconfig's, outside node_modules): the only ones judged. */
  fileNames: string[];
}

const CONFIG_FILE = 'tsconfig.json';

/** Reads DIR's tsconfig.json (extends included) as tsc would; any problem with it is bad input. */
export function readConsumerProject(dir: string): ConsumerProject {
  const absolute = resolve(dir);
  const configPath = join(absolute, CONFIG_FILE);
  if (!existsSync(absolute) || !statSync(absolute).isDirectory()) throw new InputError(`--consumer ${dir}`, 'not a folder');
  if (!existsSync(configPath)) throw new InputError(`--consumer ${dir}`, `no ${CONFIG_FILE} in the folder`);
  let configProblem: ts.Diagnostic | undefined;
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, { noEmit: true }, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => (configProblem = diagnostic),
  });
  // Syntax errors in the file are kept apart from `errors` (tsc prints both and stops).
  const diagnostics = parsed ? [...ts.getConfigFileParsingDiagnostics(parsed), ...parsed.errors] : [];
  const problem = configProblem ?? diagnostics.find((error) => error.category === ts.DiagnosticCategory.Error);
  if (!parsed || problem) throw new InputError(`--consumer ${dir}: ${CONFIG_FILE}`, problem ? messageText(problem) : 'cannot be read');
  const fileNames = parsed.fileNames.map((name) => resolve(name)).filter((name) => !name.split(sep).includes('node_modules'));
  if (fileNames.length === 0) throw new InputError(`--consumer ${dir}: ${CONFIG_FILE}`, 'includes no source file');
  if (!fileNames.some(importsPackage)) throw new InputError(`--consumer ${dir}`, `no file its ${CONFIG_FILE} includes imports ${GENERATED_PACKAGE_NAME}`);
  return { dir: absolute, options: { ...parsed.options, noEmit: true }, fileNames };
}

/** Whether a file imports the package, statically, dynamically, by `require` or in an `import()` type. */
function importsPackage(fileName: string): boolean {
  const { importedFiles } = ts.preProcessFile(ts.sys.readFile(fileName) ?? '', true, true);
  return importedFiles.some(({ fileName: specifier }) => specifier === GENERATED_PACKAGE_NAME || specifier.startsWith(`${GENERATED_PACKAGE_NAME}/`));
}

/** One line of a diagnostic chain (`Type 'x' is not assignable ... Property 'y' is missing ...`). */
export const messageText = (diagnostic: Pick<ts.Diagnostic, 'messageText'>) =>
  ts
    .flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');

/**
 * Source files parsed once for every program built with the same settings: the consumer's own
 * files, the default libraries and dependencies are the same for the old and the new package, and
 * each package's files the same for every consumer.
 */
export type SourceFileCache = Map<string, ts.SourceFile | undefined>;

/** The program of `project` with the package's name resolved to `packageDir/index.ts`, as the package's `source` export condition gives it. */
export function createConsumerProgram(project: ConsumerProject, packageDir: string, cache: SourceFileCache, toolchainRoot: string): ts.Program {
  const host = ts.createCompilerHost(project.options, true);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const key = `${typeof languageVersion === 'object' ? JSON.stringify(languageVersion) : languageVersion} ${fileName}`;
    if (!cache.has(key)) cache.set(key, readSourceFile(fileName, languageVersion, onError, shouldCreate));
    return cache.get(key);
  };
  const resolutionCache = ts.createModuleResolutionCache(host.getCurrentDirectory(), (name) => (host.useCaseSensitiveFileNames() ? name : name.toLowerCase()), project.options);
  const entry = join(packageDir, 'index.ts');
  // The package's own dependencies resolve as from its installed place in the consumer, else from the toolchain's.
  const dependencyBases = [join(project.dir, 'node_modules', GENERATED_PACKAGE_NAME, 'index.ts'), join(toolchainRoot, 'package.json')];
  const resolveOne = (name: string, containingFile: string, mode: ts.ResolutionMode, redirected: ts.ResolvedProjectReference | undefined): ts.ResolvedModuleWithFailedLookupLocations => {
    const inPackage = isInside(packageDir, resolve(containingFile));
    if (name === GENERATED_PACKAGE_NAME) {
      return { resolvedModule: { resolvedFileName: entry, extension: ts.Extension.Ts, isExternalLibraryImport: true, resolvedUsingTsExtension: false } };
    }
    const resolved = ts.resolveModuleName(name, containingFile, project.options, host, resolutionCache, redirected, mode);
    if (resolved.resolvedModule || !inPackage || name.startsWith('.')) return resolved;
    for (const base of dependencyBases) {
      const fromBase = ts.resolveModuleName(name, base, project.options, host, undefined, undefined, mode);
      if (fromBase.resolvedModule) return fromBase;
    }
    return resolved;
  };
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, options, containingSourceFile) =>
    literals.map((literal) => resolveOne(literal.text, containingFile, ts.getModeForUsageLocation(containingSourceFile, literal, options), redirected));
  return ts.createProgram({ rootNames: project.fileNames, options: project.options, host });
}

export const isInside = (dir: string, file: string) => {
  const path = relative(dir, file);
  return path !== '' && !path.startsWith('..') && !path.startsWith(sep) && !/^[a-zA-Z]:/.test(path);
};

/** Errors in the consumer's own files (syntax, types) and in its options: what `tsc --noEmit -p DIR` would print for them. */
export function consumerErrors(program: ts.Program, project: ConsumerProject): ts.Diagnostic[] {
  const own = new Set(project.fileNames);
  const files = program.getSourceFiles().filter((file) => own.has(resolve(file.fileName)));
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...files.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ].filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
}
