/** Runs every emitter over the model: the whole generated package as files, sorted by path. */
import { byKeys } from '../model/order.ts';
import type { ApiModel } from '../model/types.ts';
import type { EmittedFile } from './files.ts';
import { emitPackageJson, emitTsconfig } from './package-files.ts';
import { emitRuntime } from './runtime.ts';
import { emitSchema } from './schema.ts';
import { emitSyntaxTreeFiles } from './syntax-tree-files.ts';

export type { EmittedFile };

export async function emitPackage(model: ApiModel): Promise<EmittedFile[]> {
  // openapi-typescript converts in a worker while this thread builds and formats the rest.
  const schema = emitSchema(model);
  const built = await emitSyntaxTreeFiles(model);
  const files = [await schema, ...built, ...emitRuntime(model), emitPackageJson(model), emitTsconfig()];
  return files.sort(byKeys((file) => file.path));
}
