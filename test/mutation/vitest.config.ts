/**
 * The test suite as `make mutation` runs it: the project's vitest config without the tests that
 * cannot kill a mutant under Stryker, or would count one killed that is not. Stryker activates a
 * mutant inside its test worker only, so a test whose generator code runs in a child process sees
 * the original code, yet still pays for its processes on every mutant its in-process part reaches.
 */
import { matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import projectConfig from '../../vitest.config.ts';
import { FastestFirstSequencer } from './sequencer.ts';

/** Test file -> why the mutation run leaves it out (the README's "Mutation testing" lists them too). */
export const MUTATION_EXCLUDED: Record<string, string> = {
  'test/generator/cli.test.ts': 'runs the CLI as a child process',
  'test/generator/cli-contract.test.ts': 'runs the built CLI as a child process',
  'test/generator/commands/statuses.test.ts': 'runs the CLI as a child process',
  'test/generator/commands/generate.test.ts': 'runs the CLI as a child process',
  'test/generator/commands/any-document.test.ts': 'runs the CLI as a child process',
  'test/generator/surface/command.test.ts': 'runs the CLI as a child process',
  'test/generator/regen/command.test.ts': 'runs the CLI as a child process',
  'test/generator/regen/adoption.test.ts': 'runs make and the CLI in a copy of the project, as child processes',
  'test/generator/surface/real-pair.test.ts': 'generates two packages from real snapshots before its first test: a minute per surviving mutant, for code the small pairs of declarations in compare, siblings and judge reach too',
  'test/generator/impact/cli.test.ts': 'runs the CLI as a child process',
  'test/generator/publish/publish.test.ts': 'runs the CLI as a child process against Verdaccio (publish/upload.test.ts and the others run publishPackage in process)',
  'test/generator/release/judge.test.ts': 'lands documents through the CLI as child processes (its in-process part only reads the record and the surface it left)',
};

/**
 * End-to-end files that run only when their own folder is mutated (MUTATION_FOLDER, set by
 * run.ts), or a scope holding one of the files named. They reach most of generator/, so every mutant
 * elsewhere that survived its unit tests would also run them (the regen scenario: six
 * regenerations of real specs and two type-checks, minutes per mutant), while the unit and
 * in-process tests of those files cover the same code: regen/'s other files are judged by their
 * own tests and pipeline-steps (the pipeline in process on small documents).
 */
export const MUTATION_OWN_FOLDER_ONLY: Record<string, { folder: string; files: readonly string[] }> = {
  'test/generator/regen/pipeline.test.ts': { folder: 'regen', files: ['regen/pipeline.ts'] },
  'test/generator/regen/consumers.test.ts': { folder: 'regen', files: ['regen/pipeline.ts', 'regen/adapters.ts'] },
};

const scope = process.env.MUTATION_FOLDER ?? 'all';
/** A scope (a folder, a file, or a glob ending in .ts) that mutates `folder` as a whole or one of `files`. */
const reaches = ({ folder, files }: { folder: string; files: readonly string[] }) =>
  scope === 'all' || scope === folder || (scope.endsWith('.ts') ? files.some((file) => matchesGlob(file, scope)) : files.some((file) => file.startsWith(`${scope}/`)));
const notForThisScope = Object.entries(MUTATION_OWN_FOLDER_ONLY)
  .filter(([, owner]) => !reaches(owner))
  .map(([file]) => file);

export default mergeConfig(
  projectConfig,
  defineConfig({
    root: fileURLToPath(new URL('../..', import.meta.url)),
    test: { exclude: [...configDefaults.exclude, ...Object.keys(MUTATION_EXCLUDED), ...notForThisScope], sequence: { sequencer: FastestFirstSequencer } },
  }),
);
