/** Writes spec/openapiV3.json and its snapshots: `npx tsx spec/build/main.ts` from the project root. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { specFiles } from './files.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
for (const [path, text] of specFiles()) {
  const target = resolve(projectRoot, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  console.log(`${path}: ${text.length} bytes`);
}
