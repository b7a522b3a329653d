import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LandingJournal, recoverLanding } from '../../../generator/write/landing-journal.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();
/** Node finds tsx from here (the child runs under `--import tsx`, so a SIGKILL reaches it, not a wrapper). */
const PROJECT = join(import.meta.dirname, '../../..');
const CHILD = join(import.meta.dirname, 'landing-child.ts');

/** Every entry under `root` but the scratch folder, with a hash of its bytes: equal means byte for byte, and a stray file shows. */
function state(root: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name).slice(root.length);
    if (path === '/.tmp' || path.startsWith('/.tmp/')) continue;
    entries[path] = entry.isDirectory() ? 'dir' : createHash('sha256').update(readFileSync(join(entry.parentPath, entry.name))).digest('hex');
  }
  return entries;
}

/** The old state: a spec, a record, a snapshot folder and a package of two files. */
function oldProject(): string {
  const root = tempDir('landing');
  mkdirSync(join(root, 'spec/snapshots'), { recursive: true });
  mkdirSync(join(root, 'generated/sub'), { recursive: true });
  writeFileSync(join(root, 'spec/openapiV3.json'), 'old spec\n');
  writeFileSync(join(root, 'spec/snapshots/2026-01-01T000000Z.json'), 'old spec\n');
  writeFileSync(join(root, 'spec/releases.json'), 'old record\n');
  writeFileSync(join(root, 'generated/index.ts'), 'old index\n');
  writeFileSync(join(root, 'generated/sub/a.ts'), 'old a\n');
  return root;
}

/** What landing-child.ts lands: a new spec, snapshot and record, a report in a folder of its own, a new package. */
function stageUpdate(root: string): void {
  const staged = join(root, '.tmp/staged');
  rmSync(staged, { recursive: true, force: true });
  mkdirSync(join(staged, 'generated/other'), { recursive: true });
  writeFileSync(join(staged, 'spec.json'), 'new spec\n');
  writeFileSync(join(staged, 'snapshot.json'), 'new spec\n');
  writeFileSync(join(staged, 'report.md'), 'report\n');
  writeFileSync(join(staged, 'generated/index.ts'), 'new index\n');
  writeFileSync(join(staged, 'generated/other/b.ts'), 'new b\n');
}

const child = (root: string, mode: 'land' | 'recover', crashAt: number) => spawnSync(process.execPath, ['--import', 'tsx', CHILD, root, mode, String(crashAt)], { encoding: 'utf8', cwd: PROJECT });

/** The old and the new state, each reached without a kill. */
function referenceStates() {
  const root = oldProject();
  const old = state(root);
  stageUpdate(root);
  const landed = child(root, 'land', 0);
  expect(landed.status, landed.stderr).toBe(0);
  return { old, landed: state(root) };
}

describe('LandingJournal', () => {
  it('swaps every file and folder in and, once confirmed, leaves no journal, sibling or backup', () => {
    const root = oldProject();
    stageUpdate(root);
    const landing = new LandingJournal(join(root, '.generated.landing.json'));
    landing.swapIn([
      { source: join(root, '.tmp/staged/spec.json'), target: join(root, 'spec/openapiV3.json') },
      { source: join(root, '.tmp/staged/generated'), target: join(root, 'generated') },
      { content: 'report\n', target: join(root, 'spec/reports/deep/r.md') },
    ]);
    expect(existsSync(join(root, '.generated.landing.json'))).toBe(true);
    landing.confirm();
    expect(Object.keys(state(root)).sort()).toEqual(
      ['/generated', '/generated/index.ts', '/generated/other', '/generated/other/b.ts', '/spec', '/spec/openapiV3.json', '/spec/releases.json', '/spec/reports', '/spec/reports/deep', '/spec/reports/deep/r.md', '/spec/snapshots', '/spec/snapshots/2026-01-01T000000Z.json'],
    );
    expect(readFileSync(join(root, 'generated/index.ts'), 'utf8')).toBe('new index\n');
  });

  it('rolls back byte for byte, including the folders it made', () => {
    const root = oldProject();
    const before = state(root);
    stageUpdate(root);
    const landing = new LandingJournal(join(root, '.generated.landing.json'));
    landing.swapIn([
      { source: join(root, '.tmp/staged/generated'), target: join(root, 'generated') },
      { content: 'report\n', target: join(root, 'spec/reports/deep/r.md') },
    ]);
    landing.rollback();
    expect(state(root)).toEqual(before);
  });

  it('refuses to start over an unrecovered journal', () => {
    const root = oldProject();
    writeFileSync(join(root, '.generated.landing.json'), '{}');
    expect(() => new LandingJournal(join(root, '.generated.landing.json')).swapIn([])).toThrow(/an interrupted landing was never recovered/);
  });

  it('refuses, touching nothing, a journal that names anything but a target and its own siblings', () => {
    const root = oldProject();
    const before = state(root);
    const journal = join(root, '.generated.landing.json');
    const forged = [
      { target: 'spec/openapiV3.json', sibling: 'spec/releases.json' },
      { target: 'spec/openapiV3.json', sibling: 'spec/.openapiV3.json.landing-0123abcd', backup: 'generated' },
      { target: 'generated', sibling: 'spec/.generated.landing-0123abcd' },
    ];
    for (const step of forged) {
      writeFileSync(journal, JSON.stringify({ journal: 'incident-gen landing', committed: false, steps: [step], createdDirs: [] }));
      expect(() => recoverLanding(journal, () => undefined), JSON.stringify(step)).toThrow(/which no landing writes/);
      rmSync(journal);
      expect(state(root), JSON.stringify(step)).toEqual(before);
    }
  });

  it('names an unreadable journal as bad input', () => {
    const root = oldProject();
    writeFileSync(join(root, '.generated.landing.json'), '{"journal": "incident-gen la');
    expect(() => recoverLanding(join(root, '.generated.landing.json'), () => undefined)).toThrow(/cannot be read/);
  });

  it('killed at every step of a landing, is recovered to exactly the old state or the new one, and never back once new', () => {
    const { old, landed } = referenceStates();
    const outcomes: string[] = [];
    for (let step = 1; ; step++) {
      const root = oldProject();
      stageUpdate(root);
      const killed = child(root, 'land', step);
      if (killed.status === 0) break;
      expect(killed.signal, `step ${step}: ${killed.stderr}`).toBe('SIGKILL');
      const said: string[] = [];
      recoverLanding(join(root, '.generated.landing.json'), (line) => said.push(line));
      const after = state(root);
      const outcome = JSON.stringify(after) === JSON.stringify(old) ? 'old' : JSON.stringify(after) === JSON.stringify(landed) ? 'new' : 'neither';
      expect(outcome, `killed at step ${step}: ${JSON.stringify(after)}`).not.toBe('neither');
      expect(said.length, `step ${step}`).toBeLessThanOrEqual(1);
      outcomes.push(outcome);
    }
    expect(outcomes.length).toBeGreaterThan(10);
    // Old until the journal says committed, new from then on.
    expect(outcomes.join(' ')).toMatch(/^(old )+(new ?)+$/);
  });

  it('killed again at every step of its recovery, is recovered by the next', () => {
    const { old } = referenceStates();
    // Killed half-way through the swap: some targets new, some old, some moved aside.
    for (let recoveryStep = 1; ; recoveryStep++) {
      const root = oldProject();
      stageUpdate(root);
      expect(child(root, 'land', 12).signal).toBe('SIGKILL');
      const recovery = child(root, 'recover', recoveryStep);
      recoverLanding(join(root, '.generated.landing.json'), () => undefined);
      expect(state(root), `recovery killed at step ${recoveryStep}`).toEqual(old);
      if (recovery.status === 0) break;
      expect(recovery.signal).toBe('SIGKILL');
    }
  });

  it('recovers a project moved after the kill, where it is now', () => {
    const { old } = referenceStates();
    const root = oldProject();
    stageUpdate(root);
    expect(child(root, 'land', 12).signal).toBe('SIGKILL');
    const moved = `${root}-moved`;
    renameSync(root, moved);
    try {
      expect(recoverLanding(join(moved, '.generated.landing.json'), () => undefined)).toBe('rolled back');
      expect(state(moved)).toEqual(old);
    } finally {
      rmSync(moved, { recursive: true, force: true });
    }
  });
});
