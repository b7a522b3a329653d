/**
 * The layout against prettier on every real snapshot (a script, not in the default test run: it
 * takes minutes). Prints one line per snapshot and a total; exits 1 if any file differs.
 *   node_modules/.bin/tsx test/generator/format/layout/all-real-snapshots.ts
 */
import { layoutVerdicts } from '../../../support/layout-identity.ts';
import { readRealSpecText, realSpecPaths, snapshotName } from '../../../support/real-specs.ts';

let files = 0;
let refused = 0;
let different = 0;
for (const path of realSpecPaths()) {
  const verdicts = await layoutVerdicts(readRealSpecText(path), path);
  const snapshotRefused = verdicts.filter((verdict) => verdict.refused);
  const snapshotDifferent = verdicts.filter((verdict) => !verdict.identical);
  files += verdicts.length;
  refused += snapshotRefused.length;
  different += snapshotDifferent.length;
  const notes = [...snapshotDifferent.map((verdict) => `${verdict.path} DIFFERS`), ...snapshotRefused.map((verdict) => `${verdict.path} refused: ${verdict.refused}`)];
  console.log(`${snapshotName(path)}: ${verdicts.length} files${notes.length > 0 ? `; ${notes.join('; ')}` : ', all laid out as prettier does'}`);
}
console.log(`${realSpecPaths().length} snapshots, ${files} files: ${different} different from prettier, ${refused} left to prettier`);
process.exitCode = different > 0 ? 1 : 0;
