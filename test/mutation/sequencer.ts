/**
 * Test files for a mutant, fastest first. Stryker stops a mutant's run at the first failing test,
 * but vitest's own order runs the slowest files first: an end-to-end regeneration would run before
 * the unit test that kills the mutant in milliseconds.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export class FastestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const lastDuration = (file: TestSpecification) => this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`)?.duration ?? Number.MAX_SAFE_INTEGER;
    return [...files].sort((a, b) => lastDuration(a) - lastDuration(b));
  }
}
