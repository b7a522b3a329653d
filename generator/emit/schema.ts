/**
 * schema.ts: openapi-typescript's `paths`, `components` and `operations`, response-side enums
 * widened with `(string & {})`, each component schema declared as a named type of its own. The
 * conversion is the generator's longest step and shares nothing with the syntax-tree emitters, so
 * it runs in a worker (schema-worker.mjs) started first, while the main thread builds and formats
 * the other files.
 */
import type { ApiModel } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { startWorkerJob } from '../workers/worker-job.ts';
import { SCHEMA_MODULE } from './package-layout.ts';

interface SchemaJob {
  document: ApiModel['schemaDocument'];
  openEnums: Array<Pick<ApiModel['enums'][number], 'pointer' | 'values'>>;
  schemaTypes: Array<Pick<ApiModel['schemaTypes'][number], 'name' | 'typeName'>>;
}

export interface SchemaEmitter {
  emit(model: ApiModel): Promise<EmittedFile>;
}

export interface SchemaEmitterOptions {
  /** Where the worker keeps V8's compiled code for typescript.js (compile-cache/), or false for none. */
  codeCacheDir?: string | false;
}

/** Starts the worker now, so that openapi-typescript loads while the caller validates and builds the model. */
export function startSchemaEmitter({ codeCacheDir = false }: SchemaEmitterOptions = {}): SchemaEmitter {
  const job = startWorkerJob<SchemaJob, string>(new URL('./schema-worker.mjs', import.meta.url), 'openapi-typescript', { codeCacheDir });
  return {
    async emit(model) {
      const openEnums = model.enums.filter((enumModel) => enumModel.side === 'response').map(({ pointer, values }) => ({ pointer, values }));
      const schemaTypes = model.schemaTypes.map(({ name, typeName }) => ({ name, typeName }));
      return tsFile(SCHEMA_MODULE, 'schema.ts (openapi-typescript)', await job.run({ document: model.schemaDocument, openEnums, schemaTypes }));
    },
  };
}

export const emitSchema = (model: ApiModel): Promise<EmittedFile> => startSchemaEmitter().emit(model);
