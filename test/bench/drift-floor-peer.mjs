// The floor drift is measured against (test/bench/drift-floor.ts): plain node reading each gzip
// snapshot given, expanding it and JSON.parse-ing the text, keeping nothing. Any comparison of
// the documents must at least do this.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

for (const path of process.argv.slice(2)) JSON.parse(gunzipSync(readFileSync(path)).toString('utf8'));
