// `make mutation`: Stryker over generator/, run from the project root.
// The sandbox sits in .tmp/stryker/<scope>/sandbox-*/, so the tests' `../shared` resolves to
// .tmp/stryker/<scope>/shared, a link run.ts makes to the real ../shared. A folder per scope lets
// two scopes run at once.
// run.ts names one folder of generator/ at a time (`top`: the files directly in it; a path
// ending in .ts: that file alone); each scope keeps its own incremental file and report in
// .tmp/mutation/.
const folder = process.env.MUTATION_FOLDER ?? 'all';
const scope = { all: 'generator/**/*.ts', top: 'generator/*.ts' }[folder] ?? (folder.endsWith('.ts') ? `generator/${folder}` : `generator/${folder}/**/*.ts`);
const name = folder.replace(/\//g, '~');
// The sandbox path holds none of a glob scope's special characters: a module resolving its
// package's exports pattern (`./lib/*`) substituted into a `*` and looked in a folder that does not exist.
const sandboxName = name.replace(/[^\w.~-]/g, '_');
// A folder's mutants are judged by the tests that mirror it (test/generator/<folder>/), not by
// every test that happens to reach its code: the score says whether a folder's own tests catch
// its bugs, and a mutant in write/ no longer reruns a release judge or a drift of real snapshots.
// A file directly in generator/ (`command-line.ts`) is judged by the top-level tests, as `top` is.
const folderOfFile = folder.endsWith('.ts') ? folder.split('/').slice(0, -1).join('/') : folder;
const ownTests = { all: [], top: ['test/generator/*.test.ts'] }[folder] ?? (folderOfFile === '' ? ['test/generator/*.test.ts'] : [`test/generator/${folderOfFile}/**/*.test.ts`]);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The suite without the tests that cannot kill under Stryker (see that file).
  vitest: { configFile: 'test/mutation/vitest.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [scope],
  testFiles: ownTests,
  coverageAnalysis: 'perTest',
  incremental: true,
  // A cache, not a record: machine-local, megabytes, rewritten by every run (see README).
  incrementalFile: `.tmp/mutation/${name}.incremental.json`,
  // Module-level code (tables, constants) is mutated too but would rerun every related test per
  // mutant; those static mutants are reported as ignored and covered by the table tests instead.
  ignoreStatic: true,
  tempDirName: `.tmp/stryker/${sandboxName}`,
  cleanTempDir: true,
  concurrency: 2,
  // The dry run measures each test on a quiet moment; a mutant may run while six other sessions
  // build. A false timeout counts as a kill and restarts the worker (a vitest start), so be generous:
  // a real hang costs one long wait, and most runaway loops stop at Stryker's hit limit first.
  timeoutMS: 30000,
  dryRunTimeoutMinutes: 30,
  timeoutFactor: 4,
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: `.tmp/mutation/${name}.report.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
  ignorePatterns: ['bench-results', '.tmp'],
  thresholds: { high: 90, low: 80, break: null },
};
