/** Writes spec/openapiV3.json and its snapshots: `npx tsx spec/build/main.ts` from anywhere. */
import { mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CURRENT_SNAPSHOT, SPEC_FILE, specFiles } from './files.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const snapshotsDir = resolve(projectRoot, 'spec/snapshots');
const newest = readdirSync(snapshotsDir).filter((name) => name.endsWith('.json')).sort().at(-1);
// Once regen has landed a document fetched from the platform, spec/openapiV3.json is that one.
const ownsSpecFile = newest === undefined || `spec/snapshots/${newest}` <= CURRENT_SNAPSHOT;

// Everything is rendered before anything is written, and each file is swapped in whole.
for (const [path, text] of specFiles()) {
  if (path === SPEC_FILE && !ownsSpecFile) {
    console.log(`${path}: left as it is (spec/snapshots/${newest} is newer than the reference's edition)`);
    continue;
  }
  const target = resolve(projectRoot, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(`${target}.tmp`, text);
  renameSync(`${target}.tmp`, target);
  console.log(`${path}: ${text.length} bytes`);
}
