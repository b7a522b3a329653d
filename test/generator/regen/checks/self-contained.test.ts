/**
 * A verified landing runs in a user's repository, which has neither this project's tests nor the
 * published spec history beside it (../shared): no toolchain source may reach either. The tests
 * that read them stay in this project's own suite. (adoption.test.ts lands real documents into a
 * clone without ../shared; this pins the class at every file of the toolchain.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../support/project.ts';

/** A path that leaves the toolchain for this project's tests or for the data beside the project. */
const REACHES_OUT = /from '(?:\.\.\/)+test\/|import\('(?:\.\.\/)+test\/|\.\.\/shared\b|shared\/specs|REAL_SPECS_DIR|real-specs/;

const toolchainSources = () =>
  readdirSync(join(PROJECT_ROOT, 'generator'), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|mjs|js)$/.test(path))
    .map((path) => `generator/${path}`)
    .sort();

describe('the toolchain (generator/) needs nothing of this project but itself', () => {
  it('no source imports from test/ or names the shared spec history', () => {
    const sources = toolchainSources();
    expect(sources.length).toBeGreaterThan(100);
    expect(sources).toContain('generator/regen/checks/index.ts');
    expect(sources.filter((path) => REACHES_OUT.test(readFileSync(join(PROJECT_ROOT, path), 'utf8')))).toEqual([]);
  });

  it('the pattern catches each way a source could reach out (so the test above can fail)', () => {
    for (const line of ["import { x } from '../../test/support/real-specs.ts';", "await import('../../../test/consumer/run.ts')", "join(root, '../shared/specs')", 'readdirSync(REAL_SPECS_DIR)']) {
      expect(REACHES_OUT.test(line), line).toBe(true);
    }
    expect(REACHES_OUT.test("import { generate } from '../generate.ts';")).toBe(false);
  });
});
