/**
 * The generated validators for a real document, for real: the model built from it, validators.ts
 * and the runtime emitted into a scratch folder, and imported from there.
 */
import { posix } from 'node:path';
import { emitOperations } from '../../generator/emit/operations.ts';
import { emitRuntime } from '../../generator/emit/runtime.ts';
import { emitValidators } from '../../generator/emit/validators.ts';
import type { EmittedFile } from '../../generator/emit/files.ts';
import { loadSpecText } from '../../generator/load/index.ts';
import type { ApiModel } from '../../generator/model/types.ts';
import type { CheckTable } from '../../generator/runtime/validation/checks.ts';
import { importEmitted } from './emitted-modules.ts';
import { fixtureModel } from './generator-fixture.ts';
import { readRealSpecText } from './real-specs.ts';

/** A spec or a body as parsed JSON, walked freely by the tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON has no static shape
export type Json = Record<string, any>;

export interface GeneratedValidators {
  responseValidators: CheckTable;
  eventValidators: CheckTable;
}

/** validators.ts with the runtime files it imports, directly or not (the checks, and the response validation `responseValidators` carries). */
export const validatorFiles = (model: ApiModel): EmittedFile[] => withImports(emitValidators(model), emitRuntime(model));

/** `entry` and every file of `files` its relative imports reach (`./x.js` is `x.ts`). */
function withImports(entry: EmittedFile, files: readonly EmittedFile[]): EmittedFile[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const reached = new Map([[entry.path, entry]]);
  for (const file of reached.values()) {
    for (const [, specifier] of file.content.matchAll(/^(?:import|export)\b[^;]*?\bfrom ['"](\.{1,2}\/[^'"]+)\.js['"]/gm)) {
      const path = posix.join(posix.dirname(file.path), `${specifier!}.ts`);
      const found = byPath.get(path);
      if (found && !reached.has(path)) reached.set(path, found);
    }
  }
  return [...reached.values()];
}

/** A real snapshot's document and model. */
export function realModel(path: string): { document: Record<string, unknown>; model: ApiModel } {
  const document = loadSpecText(readRealSpecText(path), path).document;
  return { document, model: fixtureModel(document) };
}

export const importValidators = (model: ApiModel): Promise<GeneratedValidators> => importEmitted(validatorFiles(model), 'validators.ts');

/** validators.ts, operations.ts and the whole runtime, for a client bound as the package binds it. */
export const clientFiles = (model: ApiModel): EmittedFile[] => [emitValidators(model), emitOperations(model), ...emitRuntime(model)];
