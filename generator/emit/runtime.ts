/** runtime/: the hand-written runtime, copied verbatim under a banner naming its source. */
import type { ApiModel } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { RUNTIME_DIR } from './package-layout.ts';

export function emitRuntime(model: ApiModel): EmittedFile[] {
  return model.runtime.files.map((file) => tsFile(`${RUNTIME_DIR}/${file.path}`, `runtime.ts (copied from generator/runtime/${file.path})`, file.text));
}
