/** Writes spec/openapiV3.json and its snapshots: `npx tsx spec/build/main.ts` from anywhere. */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { specFiles } from './files.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
// Everything is rendered before anything is written, and each file is swapped in whole.
for (const [path, text] of specFiles()) {
  const target = resolve(projectRoot, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(`${target}.tmp`, text);
  renameSync(`${target}.tmp`, target);
  console.log(`${path}: ${text.length} bytes`);
}
