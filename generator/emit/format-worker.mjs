// Runs prettier over the sources it is handed, off the generator's main thread (see format.ts).
// Plain JavaScript so the worker needs no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import * as prettier from 'prettier';

const { sources, options } = workerData;
const formatted = [];
for (const source of sources) formatted.push(await prettier.format(source, options));
parentPort.postMessage(formatted);
