import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../../generator/context.ts';
import { PROJECT_ROOT } from '../../support/project.ts';

/** How a test reaches the committed package or spec: an import of generated/, or a path joined to the project root. */
const READS_COMMITTED_PACKAGE = /from '(?:\.\.\/)+generated\/|PROJECT_ROOT, 'generated'|PROJECT_ROOT, 'spec\/openapiV3\.json'/;

const testFiles = () =>
  readdirSync(join(PROJECT_ROOT, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .map((path) => `test/${path}`)
    .sort();

describe('the landing tests (DEFAULTS.landingTests)', () => {
  it('are exactly the tests that read the committed package, so a landing checks everything that depends on its edition', () => {
    const self = 'test/generator/regen/landing-tests.test.ts';
    const reading = testFiles().filter((path) => path !== self && READS_COMMITTED_PACKAGE.test(readFileSync(join(PROJECT_ROOT, path), 'utf8')));
    expect(reading.length).toBeGreaterThan(0);
    expect([...DEFAULTS.landingTests].sort()).toEqual(reading);
  });

  it('never include the regen tests, which land documents themselves (a landing must not recurse)', () => {
    expect(DEFAULTS.landingTests.filter((path) => path.startsWith('test/generator/regen/'))).toEqual([]);
    expect(DEFAULTS.landingTests.every((path) => testFiles().includes(path))).toBe(true);
  });
});
