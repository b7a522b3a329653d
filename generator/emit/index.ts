/** Runs every emitter over the model: the whole generated package as files, sorted by path. */
import { byKeys } from '../model/order.ts';
import type { ApiModel } from '../model/types.ts';
import type { EmittedFile } from './files.ts';
import { emitPackageJson, emitTsconfig } from './package-files.ts';
import { emitPackageReadme } from './package-readme.ts';
import { emitReference } from './reference.ts';
import { emitRuntime } from './runtime.ts';
import { startSchemaEmitter } from './schema.ts';
import { emitTesting } from './testing.ts';
import { emitValidators } from './validators.ts';

export type { EmittedFile };

export interface PackageEmitter {
  emit(model: ApiModel): Promise<EmittedFile[]>;
}

export interface PackageEmitOptions {
  /** Where prettier's output is kept between runs (see format/cache.ts), or false for none. */
  formatCacheDir?: string | false;
}

/**
 * openapi-typescript converts in a worker while this thread builds the rest with ts-morph, laying
 * each file out as prettier would as soon as it is printed. The schema worker starts here, before
 * the model exists, so that loading openapi-typescript overlaps building the model and loading
 * ts-morph; prettier's worker starts only for a file the layout does not take (format/prettier.ts).
 */
export function startPackageEmitter(options: PackageEmitOptions = {}): PackageEmitter {
  const schemaEmitter = startSchemaEmitter();
  return {
    emit: (model) => emitPackageAround(model, schemaEmitter.emit(model), options),
  };
}

/**
 * The package around a schema.ts already under way: generate.ts starts its worker before it
 * validates the document and hands it the model before this module (and ts-morph) is loaded.
 */
export async function emitPackageAround(model: ApiModel, schema: Promise<EmittedFile>, options: PackageEmitOptions = {}): Promise<EmittedFile[]> {
  // Awaited together: a schema failure while the other files are built is this call's
  // rejection, never an unhandled one.
  const syntaxTreeFiles = import('./syntax-tree-files.ts').then(({ emitSyntaxTreeFiles }) => emitSyntaxTreeFiles(model, { formatCacheDir: options.formatCacheDir ?? false }));
  const [schemaFile, built] = await Promise.all([schema, syntaxTreeFiles]);
  const files = [schemaFile, ...built, ...emitRuntime(model), emitReference(model), emitPackageReadme(model), emitValidators(model), emitTesting(model), emitPackageJson(model), emitTsconfig()];
  return files.sort(byKeys((file) => file.path));
}

export const emitPackage = (model: ApiModel): Promise<EmittedFile[]> => startPackageEmitter().emit(model);
