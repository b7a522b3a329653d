/**
 * `generate` killed (SIGKILL, through write/crash-hook.ts) at every step of its landing, then the
 * next command: the package folder (and the release record) are exactly the old state or the new
 * one, nothing is left beside them, and `generate --check` says which.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalText } from '../../../generator/text/canonical-json.ts';
import { projectScratchDir, PROJECT_ROOT, removeScratchDirs } from '../../support/generator-runs.ts';
import { SMALL_DESCRIPTION } from '../../support/small-description.ts';

/** The CLI under `node --import tsx`, so the SIGKILL reaches the generator itself, not a wrapper. */
function cli(args: string[], crashAtStep = 0) {
  const env = { ...process.env, INCIDENT_GEN_CRASH_AT_STEP: String(crashAtStep) };
  return spawnSync(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'generator/cli.ts'), ...args], { cwd: PROJECT_ROOT, env, encoding: 'utf8' });
}

/** Every entry of the project but the specs it generates from, with its bytes' hash. */
function state(root: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name).slice(root.length);
    if (path === '/old.json' || path === '/new.json') continue;
    entries[path] = entry.isDirectory() ? 'dir' : createHash('sha256').update(readFileSync(join(entry.parentPath, entry.name))).digest('hex');
  }
  return entries;
}

describe('generate killed at every step of its landing', () => {
  afterAll(removeScratchDirs);
  let work: string;
  let oldProject: string;
  const document = JSON.parse(readFileSync(SMALL_DESCRIPTION, 'utf8')) as { paths: Record<string, Record<string, { summary?: string }>> };
  /** The same API with one operation's summary reworded: a new package, released as a patch. */
  const reworded = () => {
    const copy = structuredClone(document);
    const operation = Object.values(Object.values(copy.paths)[0]!)[0]!;
    operation.summary = `${operation.summary ?? ''} (reworded)`;
    return copy;
  };

  beforeAll(() => {
    work = projectScratchDir('generate-landing');
    oldProject = join(work, 'old');
    mkdirSync(join(oldProject, 'spec/snapshots'), { recursive: true });
    writeFileSync(join(oldProject, 'old.json'), canonicalText(document));
    // The release record judges a landing against the previous release's document: its snapshot.
    writeFileSync(join(oldProject, 'spec/snapshots/2026-01-01T000000Z.json'), canonicalText(document));
    writeFileSync(join(oldProject, 'new.json'), canonicalText(reworded()));
    const first = cli(['generate', '--spec', join(oldProject, 'old.json'), '--out', join(oldProject, 'generated'), '--releases', join(oldProject, 'spec/releases.json')]);
    expect(first.status, first.stderr).toBe(0);
  });

  const copyOf = (name: string) => {
    const root = join(work, name);
    rmSync(root, { recursive: true, force: true });
    cpSync(oldProject, root, { recursive: true });
    return root;
  };
  const args = (root: string, withRecord: boolean) => ['generate', '--spec', join(root, 'new.json'), '--out', join(root, 'generated'), ...(withRecord ? ['--releases', join(root, 'spec/releases.json')] : [])];
  const check = (root: string, withRecord: boolean) => cli([...args(root, withRecord), '--check']);

  it('without a record: every kill recovers to the old package or the new one, and --check agrees', () => {
    const old = state(copyOf('reference'));
    const reference = join(work, 'reference');
    expect(cli(args(reference, false)).status).toBe(0);
    const landed = state(reference);
    expect(landed).not.toEqual(old);
    const outcomes: string[] = [];
    for (let step = 1; ; step++) {
      const root = copyOf(`killed-${step}`);
      const killed = cli(args(root, false), step);
      if (killed.status === 0) break;
      expect(killed.signal, `step ${step}: ${killed.stderr}`).toBe('SIGKILL');
      const checked = check(root, false);
      const after = state(root);
      const outcome = JSON.stringify(after) === JSON.stringify(old) ? 'old' : JSON.stringify(after) === JSON.stringify(landed) ? 'new' : 'neither';
      expect(outcome, `killed at step ${step}: ${JSON.stringify(after, null, 1)}`).not.toBe('neither');
      expect(checked.status, `step ${step}: ${checked.stderr}`).toBe(outcome === 'new' ? 0 : 1);
      // Recovery said what it did in one line, when there was anything to do.
      expect(checked.stderr.split('\n').filter((line) => line.startsWith('recovered') || line.startsWith('removed')).length).toBeLessThanOrEqual(1);
      outcomes.push(outcome);
      rmSync(root, { recursive: true, force: true });
    }
    expect(outcomes.join(' ')).toMatch(/^(old )+(new ?)+$/);
  });

  it('with a release record: killed after the package is in but before the record, it rolls both back', () => {
    const old = state(copyOf('record-old'));
    const root = copyOf('record-killed');
    // Steps: journal, package moved beside, record written beside, package aside, package in, then the record aside.
    const killed = cli(args(root, true), 6);
    expect(killed.signal, killed.stderr).toBe('SIGKILL');
    const checked = check(root, true);
    expect(checked.stderr).toMatch(/^recovered an interrupted landing \(.*\.generated\.landing\.json\): rolled back/m);
    expect(checked.status).toBe(1);
    expect(state(root)).toEqual(old);
    // The next generate lands the release once, with its package.
    expect(cli(args(root, true)).status).toBe(0);
    expect(check(root, true).status).toBe(0);
    expect((JSON.parse(readFileSync(join(root, 'spec/releases.json'), 'utf8')) as { releases: unknown[] }).releases).toHaveLength(2);
  });

  it('is recovered by surface (make check\'s second command) too, before it reads the package', () => {
    const old = state(copyOf('surface-old'));
    const root = copyOf('surface-killed');
    // Killed before the 4th step (journal, moved beside, old aside, new in): no generated/ at all, the old one aside.
    expect(cli(args(root, false), 4).signal).toBe('SIGKILL');
    const accepted = cli(['surface', '--accept', '--dir', join(root, 'generated'), '--baseline', join(work, 'surface-baseline.d.ts')]);
    expect(accepted.status, accepted.stderr).toBe(0);
    expect(accepted.stderr).toMatch(/^recovered an interrupted landing \(.*\.generated\.landing\.json\): rolled back/);
    expect(state(root)).toEqual(old);
  });

  it('killed by a real SIGKILL while it writes its staged package, leaves nothing the next run does not remove', async () => {
    const old = state(copyOf('staging-old'));
    const root = copyOf('staging-killed');
    const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'generator/cli.ts'), ...args(root, false)], { cwd: PROJECT_ROOT, stdio: 'ignore' });
    // The moment the staged folder appears beside generated/, the writer is killed as `kill -9` would.
    const watcher = watch(root, (_event, name) => {
      if (typeof name === 'string' && name.startsWith('.generated.new-')) child.kill('SIGKILL');
    });
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, received) => resolve(received)));
    watcher.close();
    expect(signal).toBe('SIGKILL');
    const checked = cli([...args(root, false), '--check']);
    // Killed mid-write (the usual case) it is the old package, byte for byte; killed in the swap, whichever the journal says, whole.
    if (JSON.stringify(state(root)) !== JSON.stringify(old)) expect(checked.status, checked.stderr).toBe(0);
    else expect(checked.status, checked.stderr).toBe(1);
    expect(readdirSync(root).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(checked.stderr.split('\n').filter((line) => /^(recovered|removed) /.test(line)).length).toBeLessThanOrEqual(1);
  });
});
