/** Every file ts-morph builds as a syntax tree, formatted by prettier. */
import * as prettier from 'prettier';
import { openFormatCache } from '../format/cache.ts';
import type { ApiModel } from '../model/types.ts';
import { emitDeprecations } from './deprecations.ts';
import { emitEntry } from './entry.ts';
import { emitEnums } from './enums.ts';
import { emitErrors } from './errors.ts';
import { emitEvents } from './events.ts';
import type { EmittedFile } from './files.ts';
import { emitOperations } from './operations.ts';
import { emitPagination } from './pagination.ts';
import { emitResources } from './resources.ts';
import { createEmitProject } from './syntax.ts';
import { emitVersionModules } from './version-module.ts';

/** The house style of generated code. babel-ts prints the same as the typescript parser here, in two thirds of the time. */
export const PRETTIER_OPTIONS: prettier.Options = { parser: 'babel-ts', singleQuote: true, printWidth: 120, trailingComma: 'all' };

/**
 * @param formatCacheDir where prettier's output is kept between runs (see format/cache.ts), or
 * false to format every file.
 */
export async function emitSyntaxTreeFiles(model: ApiModel, formatCacheDir: string | false = false): Promise<EmittedFile[]> {
  const project = createEmitProject();
  const built = [
    ...emitVersionModules(model, project),
    emitEnums(model, project),
    emitErrors(model, project),
    emitPagination(model, project),
    emitOperations(model, project),
    emitDeprecations(model, project),
    emitEvents(model, project),
    emitResources(model, project),
    emitEntry(model, project),
  ];
  return formatTypeScript(built, formatCacheDir);
}

export async function formatTypeScript(files: readonly EmittedFile[], formatCacheDir: string | false = false): Promise<EmittedFile[]> {
  const cache = openFormatCache(formatCacheDir, `prettier@${prettier.version}\0${JSON.stringify(PRETTIER_OPTIONS)}`);
  const formatted: EmittedFile[] = [];
  for (const file of files) formatted.push({ path: file.path, content: await cache.format(file.content, (source) => prettier.format(source, PRETTIER_OPTIONS)) });
  cache.prune();
  return formatted;
}
