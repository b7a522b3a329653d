import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // Generous: several tests run the CLI or a whole generation as a process, slow on a busy 2-core machine.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Two cores: more workers only thrash.
    maxWorkers: 2,
  },
});
