/**
 * `make mutation`: Stryker over generator/, one run per folder (FOLDERS=drift,runtime/client/auth.ts,…), each
 * with its own incremental file so a re-run tests only the mutants whose code or tests changed,
 * then the score per folder. Per-folder runs keep one scope's dry run small on a shared machine.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../support/project.ts';
import { formatScores, readEquivalentFile, readReports, REPORT_DIR, scoreReports } from './scores.ts';

const SANDBOX_ROOT = join(PROJECT_ROOT, '.tmp/stryker');

/** Every folder of generator/, and `top` for the files directly in it. */
const allFolders = () => [...readdirSync(join(PROJECT_ROOT, 'generator')).filter((name) => statSync(join(PROJECT_ROOT, 'generator', name)).isDirectory()), 'top'];

const folders = process.env.FOLDERS ? process.env.FOLDERS.split(',').map((name) => name.trim()) : allFolders();
const concurrency = process.env.CONCURRENCY ?? '2';

mkdirSync(REPORT_DIR, { recursive: true });
for (const folder of folders) {
  // The sandbox sits three levels below the project: the tests' `../shared` must resolve there too.
  const sandboxes = join(SANDBOX_ROOT, folder.replace(/\//g, '~').replace(/[^\w.~-]/g, '_')); // as stryker.config.mjs names it
  mkdirSync(sandboxes, { recursive: true });
  rmSync(join(sandboxes, 'shared'), { force: true });
  symlinkSync('../../../../shared', join(sandboxes, 'shared'));
  const started = Date.now();
  const result = spawnSync(
    join(PROJECT_ROOT, 'node_modules/.bin/stryker'),
    ['run', 'test/mutation/stryker.config.mjs', '--concurrency', concurrency],
    { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, MUTATION_FOLDER: folder } },
  );
  process.stdout.write(`mutation: ${folder} took ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  if (result.status !== 0) {
    process.stderr.write(`mutation: Stryker failed on ${folder} (status ${result.status})\n`);
    process.exit(2);
  }
}
process.stdout.write(formatScores(scoreReports(readReports(), readEquivalentFile())));
