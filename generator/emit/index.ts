/** Runs every emitter over the model: the whole generated package as files, sorted by path. */
import { byKeys } from '../model/order.ts';
import type { ApiModel } from '../model/types.ts';
import { emitDeprecations } from './deprecations.ts';
import { emitEntry } from './entry.ts';
import { emitEnums } from './enums.ts';
import { emitErrors } from './errors.ts';
import { emitEvents } from './events.ts';
import type { EmittedFile } from './files.ts';
import { startFormatter } from './format.ts';
import { emitOperations } from './operations.ts';
import { emitPackageJson, emitTsconfig } from './package-files.ts';
import { emitPagination } from './pagination.ts';
import { emitRuntime } from './runtime.ts';
import { emitSchema } from './schema.ts';
import { createEmitProject } from './syntax.ts';
import { emitVersionModules } from './version-module.ts';

export type { EmittedFile };

export async function emitPackage(model: ApiModel): Promise<EmittedFile[]> {
  const formatter = startFormatter();
  const project = createEmitProject();
  const built = [
    ...emitVersionModules(model, project),
    emitEnums(model, project),
    emitErrors(model, project),
    emitPagination(model, project),
    emitOperations(model, project),
    emitDeprecations(model, project),
    emitEvents(model, project),
    emitEntry(model, project),
  ];
  // prettier works on the syntax-tree output in a worker while openapi-typescript runs here.
  const formatting = formatter.format(built);
  const schema = await emitSchema(model);
  const files = [schema, ...(await formatting), ...emitRuntime(model), emitPackageJson(model), emitTsconfig()];
  return files.sort(byKeys((file) => file.path));
}
