// Runs prettier over the sources it is sent, off the generator's main thread (see format.ts).
// Plain JavaScript so the worker needs no TypeScript loader. prettier is imported as soon as the
// worker starts, while the main thread is still building the syntax trees.
import { parentPort } from 'node:worker_threads';
import * as prettier from 'prettier';

parentPort.once('message', async ({ sources, options }) => {
  const formatted = [];
  for (const source of sources) formatted.push(await prettier.format(source, options));
  parentPort.postMessage(formatted);
});
