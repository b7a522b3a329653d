/**
 * The test suite as `make mutation` runs it: the project's vitest config without the tests that
 * cannot kill a mutant under Stryker, or would count one killed that is not. Stryker activates a
 * mutant inside its test worker only, so a test whose generator code runs in a child process sees
 * the original code, yet still pays for its processes on every mutant its in-process part reaches.
 */
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
};

export default mergeConfig(
  projectConfig,
  defineConfig({
    root: fileURLToPath(new URL('../..', import.meta.url)),
    test: { exclude: [...configDefaults.exclude, ...Object.keys(MUTATION_EXCLUDED)], sequence: { sequencer: FastestFirstSequencer } },
  }),
);
