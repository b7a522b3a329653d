/**
 * Type-checks emitted files in process with TypeScript 5.9's compiler API, under the generated
 * package's own tsconfig (NodeNext and every strict consumer flag): the files are served from
 * memory in a folder of the project that does not exist on disk, so `openapi-fetch` and Node's
 * types resolve from the project's node_modules. Cheap enough to run per test (and per mutant):
 * parsed library and unchanged files are kept between calls; only the emitted text is new.
 */
import { join } from 'node:path';
import ts from 'typescript';
import type { EmittedFile } from '../../generator/emit/files.ts';
import { emitTsconfig } from '../../generator/emit/package-files.ts';
import { PROJECT_ROOT } from './project.ts';

const ROOT = join(PROJECT_ROOT, '.tmp', 'compile-emitted');
/**
 * Parsed (and bound) files by path, parse options and emitted text: on globalThis, so that a test
 * runner evaluating this module again in the same thread (Stryker's, between mutants) keeps them.
 */
const parsed: Map<string, ts.SourceFile> = ((globalThis as { compileEmittedFiles?: Map<string, ts.SourceFile> }).compileEmittedFiles ??= new Map());

/** The package's compiler options, read from the tsconfig.json the generator writes. */
function packageOptions(): ts.CompilerOptions {
  const { config, error } = ts.parseConfigFileTextToJson('tsconfig.json', emitTsconfig().content);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, ' '));
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options;
}

/**
 * Every diagnostic of `files` (paths relative to the package root) as `path(line): message`,
 * runtime/ left out: only the files given are read, and a package.json of `type: module` is added
 * when none is given.
 */
export function compileErrors(files: readonly EmittedFile[]): string[] {
  const virtual = new Map(files.map((file) => [join(ROOT, file.path), file.content]));
  if (!files.some((file) => file.path === 'package.json')) virtual.set(join(ROOT, 'package.json'), '{ "type": "module" }');
  const options = packageOptions();
  const host = ts.createCompilerHost(options);
  const isVirtualDir = (dir: string) => `${ROOT}/`.startsWith(`${dir}/`) || [...virtual.keys()].some((path) => path.startsWith(`${dir}/`));
  host.fileExists = (path) => virtual.has(path) || (!path.startsWith(`${ROOT}/`) && ts.sys.fileExists(path));
  host.readFile = (path) => virtual.get(path) ?? (path.startsWith(`${ROOT}/`) ? undefined : ts.sys.readFile(path));
  host.directoryExists = (dir) => isVirtualDir(dir) || ts.sys.directoryExists(dir);
  host.getSourceFile = (path, languageVersion) => {
    const text = host.readFile(path);
    if (text === undefined) return undefined;
    const key = `${path}\u0000${JSON.stringify(languageVersion)}\u0000${virtual.has(path) ? text : ''}`;
    let file = parsed.get(key);
    if (!file) parsed.set(key, (file = ts.createSourceFile(path, text, languageVersion)));
    return file;
  };
  const roots = [...virtual.keys()].filter((path) => path.endsWith('.ts'));
  const program = ts.createProgram({ rootNames: roots, options, host });
  // The runtime is copied verbatim and type-checked as the project's own source: checking its
  // bodies again here would be most of the time, for nothing the emitters wrote.
  const emitted = roots.filter((path) => !path.startsWith(join(ROOT, 'runtime/')));
  return emitted.flatMap((root) => {
    const file = program.getSourceFile(root)!;
    return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((diagnostic) => {
      const line = diagnostic.start === undefined ? 0 : file.getLineAndCharacterOfPosition(diagnostic.start).line + 1;
      return `${root.slice(ROOT.length + 1)}(${line}): ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    });
  });
}
