// @ts-check
// The worker thread schema.ts starts: one job in, schema.ts's text out (schema-conversion.mjs).
import { parentPort } from 'node:worker_threads';
import { convertSchema } from './schema-conversion.mjs';

parentPort?.once('message', (/** @type {import('./schema-conversion.mjs').SchemaJob} */ job) => parentPort?.postMessage(convertSchema(job)));
