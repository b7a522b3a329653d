// @ts-check
// The worker thread schema.ts starts: one job in, schema.ts's text out (schema-conversion.mjs).
// typescript.js is compiled through the code cache (compile-cache/), installed before anything
// requires it.
import { parentPort, workerData } from 'node:worker_threads';
import { installCodeCache } from '../compile-cache/code-cache.mjs';

const codeCache = installCodeCache(/** @type {{ codeCacheDir: string | false } | undefined} */ (workerData)?.codeCacheDir ?? false);
const { convertSchema } = await import('./schema-conversion.mjs');

parentPort?.once('message', (/** @type {import('./schema-conversion.mjs').SchemaJob} */ job) => {
  const text = convertSchema(job);
  // Before answering: once answered, the worker is ended, and an entry is written only on a miss.
  codeCache.save();
  parentPort?.postMessage(text);
});
