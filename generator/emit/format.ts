/**
 * prettier over the emitted TypeScript. It runs in a worker thread so that it overlaps
 * openapi-typescript on the main thread: formatting costs about as much as that conversion, and
 * done in turn it would add half again to the generation time.
 */
import { Worker } from 'node:worker_threads';
import type { Options } from 'prettier';
import type { EmittedFile } from './files.ts';

/** The house style of generated code. */
export const PRETTIER_OPTIONS: Options = { parser: 'typescript', singleQuote: true, printWidth: 120, trailingComma: 'all' };

export interface Formatter {
  /** Resolves to the same files, formatted. Call once. */
  format(files: readonly EmittedFile[]): Promise<EmittedFile[]>;
}

/** Starts the worker now, so that loading prettier overlaps whatever the caller does next. */
export function startFormatter(): Formatter {
  const worker = new Worker(new URL('./format-worker.mjs', import.meta.url));
  const failed = new Promise<never>((_, reject) => {
    worker.once('error', (error) => reject(new Error(`prettier failed: ${error.message}`)));
    worker.once('exit', (code) => reject(new Error(`prettier worker exited with status ${code}`)));
  });
  failed.catch(() => undefined); // observed through format(); never an unhandled rejection
  return {
    format(files) {
      const formatted = new Promise<string[]>((resolve) => worker.once('message', resolve));
      worker.postMessage({ sources: files.map((file) => file.content), options: PRETTIER_OPTIONS });
      return Promise.race([formatted, failed]).then(
        (sources) => {
          void worker.terminate();
          return files.map((file, index) => ({ path: file.path, content: sources[index]! }));
        },
        (error: unknown) => {
          void worker.terminate();
          throw error;
        },
      );
    },
  };
}
