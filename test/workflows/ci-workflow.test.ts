/**
 * What docs/regen-workflow.md promises of .github/workflows/ci.yml, read from the parsed YAML: every
 * job has a timeout, together the jobs run everything `.ci/run` runs, the suite's shards cover it
 * whole, and root (apt-get) is reached through sudo in the registry job alone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/project.ts';
import { readWorkflow, stringsIn } from './workflow-files.ts';

const workflow = readWorkflow('ci.yml');
const jobs = Object.entries(workflow.jobs);
const runLines = (steps: Array<{ run?: string }>): string[] => steps.flatMap((step) => (step.run ?? '').split('\n').map((line) => line.trim()));

/** The make targets a `make …` line names (flags and variables left out). */
const makeTargets = (line: string): string[] => (/^make\s/.test(line) ? line.split(/\s+/).slice(1).filter((word) => /^[a-z-]+$/.test(word)) : []);

/** The make targets `.ci/run` runs (`make test`, then its loop), `test` as the Makefile expands it. */
function ciRunTargets(): string[] {
  const ciRun = readFileSync(join(PROJECT_ROOT, '.ci/run'), 'utf8');
  const makefile = readFileSync(join(PROJECT_ROOT, 'Makefile'), 'utf8');
  const loop = ciRun.match(/^for step in ([a-z ]+); do$/m)?.[1]?.split(' ') ?? [];
  const testParts = makefile.match(/^test: ([a-z ]+?) ## /m)?.[1]?.split(' ') ?? [];
  expect(ciRun).toMatch(/^make test$/m);
  return [...testParts, ...loop];
}

describe('ci.yml', () => {
  it('every job has a timeout of at most 20 minutes on a hosted Ubuntu runner', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    for (const [name, job] of jobs) {
      expect({ name, runsOn: job['runs-on'] }).toEqual({ name, runsOn: 'ubuntu-latest' });
      const timeout = job['timeout-minutes'];
      expect({ name, timeout: typeof timeout === 'number' && timeout > 0 && timeout <= 20 }).toEqual({ name, timeout: true });
    }
  });

  it('the make steps of .ci/run each run in some job, and no job runs .ci/run whole', () => {
    const targets = ciRunTargets();
    expect(targets).toEqual(expect.arrayContaining(['typecheck', 'lint', 'unit', 'check', 'consumer', 'registry']));
    const lines = jobs.flatMap(([, job]) => runLines(job.steps));
    expect(lines.filter((line) => line.includes('.ci/run'))).toEqual([]);
    const covered = new Set(lines.flatMap(makeTargets));
    // The suite (`make unit`) may run as vitest's shards instead.
    if (lines.some((line) => /^node_modules\/\.bin\/vitest run --shard=/.test(line))) covered.add('unit');
    for (const target of targets) expect({ target, covered: covered.has(target) }).toEqual({ target, covered: true });
  });

  it('the suite’s shards are 1..N of N, every one of them run', () => {
    const sharded = jobs.filter(([, job]) => runLines(job.steps).some((line) => line.includes('--shard=')));
    for (const [, job] of sharded) {
      const line = runLines(job.steps).find((l) => l.includes('--shard='))!;
      const total = Number(line.match(/--shard=\$\{\{ matrix\.shard \}\}\/(\d+)$/)?.[1]);
      expect(total).toBeGreaterThan(1);
      expect(job.strategy?.matrix?.shard).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    }
  });

  it('apt-get runs through sudo, and only in the registry job (Chromium)', () => {
    for (const [name, job] of jobs) {
      const aptLines = runLines(job.steps).filter((line) => /\bapt-get\b/.test(line));
      if (name !== 'registry') expect({ name, aptLines }).toEqual({ name, aptLines: [] });
      for (const line of aptLines) expect(line).toMatch(/^sudo (DEBIAN_FRONTEND=noninteractive )?apt-get /);
    }
    expect(runLines(workflow.jobs.registry!.steps).join('\n')).toMatch(/command -v chromium[\s\S]*sudo[^\n]*apt-get install[^\n]*chromium/);
  });

  it('each job that runs tests reading ../shared clones SHARED_DATA_URL there first (when set)', () => {
    for (const [name, job] of jobs) {
      const lines = runLines(job.steps);
      const readsShared = lines.some((line) => /--shard=|^make (.* )?(unit|test|registry)\b/.test(line));
      const cloneAt = job.steps.findIndex((step) => (step.run ?? '').includes('git clone --depth 1 "$SHARED_DATA_URL" ../shared'));
      const testsAt = job.steps.findIndex((step) => /--shard=|^make (.* )?(unit|test|registry)\b/m.test(step.run ?? ''));
      expect({ name, cloned: !readsShared || (cloneAt >= 0 && cloneAt < testsAt) }).toEqual({ name, cloned: true });
      if (cloneAt >= 0) expect(job.steps[cloneAt]!.env).toEqual({ SHARED_DATA_URL: '${{ vars.SHARED_DATA_URL }}' });
    }
  });

  it('reads only what it may: contents read, no secrets', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(stringsIn(workflow).filter((value) => value.includes('secrets.'))).toEqual([]);
  });
});
