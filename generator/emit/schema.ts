/**
 * schema.ts: openapi-typescript's `paths`, `components` and `operations`, response-side enums
 * widened with `(string & {})`. The conversion is the generator's longest step and shares nothing
 * with the syntax-tree emitters, so it runs in a worker (schema-worker.mjs) started first, while
 * the main thread builds and formats the other files.
 */
import type { ApiModel } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { startWorkerJob } from './worker-job.ts';

export const SCHEMA_MODULE = 'schema.ts';

interface SchemaJob {
  document: ApiModel['schemaDocument'];
  openEnums: Array<Pick<ApiModel['enums'][number], 'pointer' | 'values'>>;
}

/** Starts the conversion now; the promise resolves to the file. */
export async function emitSchema(model: ApiModel): Promise<EmittedFile> {
  const job = startWorkerJob<SchemaJob, string>(new URL('./schema-worker.mjs', import.meta.url), 'openapi-typescript');
  const openEnums = model.enums.filter((enumModel) => enumModel.side === 'response').map(({ pointer, values }) => ({ pointer, values }));
  return tsFile(SCHEMA_MODULE, 'schema.ts (openapi-typescript)', await job.run({ document: model.schemaDocument, openEnums }));
}
