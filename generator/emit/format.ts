/**
 * prettier over the emitted TypeScript. It runs in a worker thread so that it overlaps
 * openapi-typescript on the main thread: formatting costs about as much as that conversion, and
 * done in turn it would half again the generation time.
 */
import { Worker } from 'node:worker_threads';
import type { Options } from 'prettier';
import type { EmittedFile } from './files.ts';

/** The house style of generated code. */
export const PRETTIER_OPTIONS: Options = { parser: 'typescript', singleQuote: true, printWidth: 120, trailingComma: 'all' };

/** Resolves to the same files, formatted. Started before other work so that the two overlap. */
export function formatInWorker(files: readonly EmittedFile[]): Promise<EmittedFile[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./format-worker.mjs', import.meta.url), {
      workerData: { sources: files.map((file) => file.content), options: PRETTIER_OPTIONS },
    });
    worker.once('message', (formatted: string[]) => resolve(files.map((file, index) => ({ path: file.path, content: formatted[index]! }))));
    worker.once('error', (error) => reject(new Error(`prettier failed: ${error.message}`)));
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`prettier worker exited with status ${code}`));
    });
  });
}
