import { configDefaults, defineConfig } from 'vitest/config';

/**
 * `make registry` (REGISTRY_TESTS=1) runs test/registry/ alone: a real registry, runtimes and a
 * browser installed on first use; `make unit` runs everything else.
 */
const registryTests = ['test/registry/**/*.test.ts'];

export default defineConfig({
  test: {
    include: process.env.REGISTRY_TESTS ? registryTests : ['test/**/*.test.ts'],
    exclude: process.env.REGISTRY_TESTS ? configDefaults.exclude : [...configDefaults.exclude, ...registryTests],
    pool: 'forks',
    // Generous: several tests run the CLI or a whole generation as a process, slow on a busy 2-core machine.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Two cores: more workers only thrash.
    maxWorkers: 2,
  },
});
