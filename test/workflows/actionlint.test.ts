/**
 * actionlint over every workflow in .github/workflows/: any finding fails. The second half shows
 * the check can fail: broken workflows, each written to a temp file and read back, give findings.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemTempDirs } from '../support/temp-dirs.ts';
import { actionlint, readWorkflowText, workflowFileNames } from './workflow-files.ts';

const tempDir = systemTempDirs();

describe('actionlint over .github/workflows/', () => {
  it('finds the workflows the docs describe (no vacuous pass)', () => {
    expect(workflowFileNames()).toEqual(expect.arrayContaining(['ci.yml', 'regen.yml', 'release.yml']));
  });

  it.each(workflowFileNames())('%s has no finding', async (name) => {
    const findings = await actionlint(readWorkflowText(name), `.github/workflows/${name}`);
    expect(findings.map((f) => `${name}:${f.line}:${f.column} ${f.message} [${f.kind}]`)).toEqual([]);
  });
});

const VALID = `name: t
on: push
jobs:
  build:
    runs-on: ubuntu-latest
    timeout-minutes: 10
    steps:
      - id: first
        run: echo "one=1" >> "$GITHUB_OUTPUT"
      - run: echo "\${{ steps.first.outputs.one }}"
`;

/** One defect per row, each in a different part of a workflow, each replacing part of VALID. */
const BROKEN: Array<[defect: string, from: string, to: string]> = [
  ['a misspelt context property', 'steps.first.outputs.one', 'github.evnt.one'],
  ['a step id nothing defines', 'steps.first.outputs.one', 'steps.second.outputs.one'],
  ['an unknown job key', '    timeout-minutes: 10\n', '    timeout-minutes: 10\n    run-on: ubuntu-latest\n'],
  ['an invalid cron schedule', 'on: push', "on:\n  schedule:\n    - cron: '61 * * * *'"],
  ['an unknown event', 'on: push', 'on: pushed'],
  ['a step with neither run nor uses', '      - id: first\n        run: echo "one=1" >> "$GITHUB_OUTPUT"\n', '      - id: first\n'],
  ['a bad timeout type', 'timeout-minutes: 10', 'timeout-minutes: ten'],
  ['an unclosed expression', '"${{ steps.first.outputs.one }}"', '"${{ steps.first.outputs.one "'],
];

describe('actionlint can fail', () => {
  it('the valid base text has no finding, so each finding below is the defect', async () => {
    expect(await actionlint(VALID, 'valid.yml')).toEqual([]);
  });

  it.each(BROKEN)('%s gives a finding', async (_defect, from, to) => {
    expect(VALID).toContain(from);
    const path = join(tempDir('actionlint'), 'broken.yml');
    writeFileSync(path, VALID.replace(from, to));
    const findings = await actionlint(readFileSync(path, 'utf8'), path);
    expect(findings.length).toBeGreaterThan(0);
  });
});
