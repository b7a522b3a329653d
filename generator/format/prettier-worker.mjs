// @ts-check
// The worker thread format/prettier.ts starts: each message is one file's text to format, answered
// by its id with the formatted text or the error's message. Plain JavaScript, loaded by node alone.
import { parentPort } from 'node:worker_threads';
import { format } from 'prettier';

parentPort?.on('message', async (/** @type {{ id: number, source: string, options: import('prettier').Options }} */ { id, source, options }) => {
  try {
    parentPort?.postMessage({ id, formatted: await format(source, options) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
