import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/project.ts';
import { readText } from './markdown.ts';

/** The README is a landing page; the detail lives in docs/. */
const MAX_README_LINES = 200;

describe('README.md', () => {
  it(`is at most ${MAX_README_LINES} lines`, () => {
    const lines = readText(PROJECT_ROOT, 'README.md').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('shows one recipe for each of the three uses and the exit statuses', () => {
    const headings = readText(PROJECT_ROOT, 'README.md').split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(expect.arrayContaining(['## Use 1: import the package', '## Use 2: keep up with the API in CI', '## Use 3: spec-diff reports on pull requests', '## Exit statuses (a contract)']));
  });
});
