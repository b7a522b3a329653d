/**
 * A landing as a transaction (write/landing-journal.ts), one run at a time (write/project-lock.ts),
 * and "unchanged" meaning the whole landed state agrees: regen killed at every step of a real
 * landing and recovered by the next command; two regens at once; a project out of step with its spec.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOptions } from '../../../generator/commands/regen.ts';
import { InputError } from '../../../generator/load/errors.ts';
import { realCollaborators } from '../../../generator/regen/adapters.ts';
import { canonicalText } from '../../../generator/text/canonical-json.ts';
import { regen } from '../../../generator/regen/pipeline.ts';
import { generatorSourcesDigest } from '../../../generator/write/fingerprint.ts';
import { PROJECT_ROOT } from '../../support/project.ts';
import { makeReadOnly } from '../../support/read-only-folder.ts';
import { BASE, GROWN } from '../commands/regen-documents.ts';
import { scratchProject, treeDigest } from './scratch-project.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const CLI = join(PROJECT_ROOT, 'generator/cli.ts');
/** A tmpfs on Linux: a scratch folder there is on another file system than the project's. */
const OTHER_FILE_SYSTEM = '/dev/shm';
/** The CLI under `node --import tsx`, so a SIGKILL from the crash hook reaches the generator itself. */
const cliArgs = (args: string[]) => ['--import', 'tsx', CLI, ...args];
function cli(args: string[], crashAtStep = 0) {
  const env = { ...process.env, INCIDENT_GEN_CRASH_AT_STEP: String(crashAtStep) };
  return spawnSync(process.execPath, cliArgs(args), { cwd: PROJECT_ROOT, env, encoding: 'utf8' });
}
const regenArgs = (root: string, next: string) => ['regen', '--root', root, '--spec-file', join(root, next), '--min-paths', '1', '--no-verify'];
const checkArgs = (root: string) => ['generate', '--check', '--spec', join(root, 'spec/openapiV3.json'), '--out', join(root, 'generated'), '--releases', join(root, 'spec/releases.json')];

/** Everything in the project but its scratch folder and the documents it lands from: a stray file shows. */
function wholeState(root: string): Record<string, string> {
  const digest = treeDigest(root);
  for (const name of readdirSync(root)) if (!['spec', 'generated', '.tmp', 'base.json', 'grown.json'].includes(name)) digest[`/${name}`] = 'stray';
  return digest;
}

/** A project that landed BASE (spec, snapshot, reports, history, record, surface, package), with GROWN beside it to land next. */
let landedBase: string;
/** The generator's sources when it landed: other edits to them make every package stale, this project's too. */
let sourcesAtLanding: string;
function copyOfLanded(): string {
  const root = scratchProject();
  roots.push(root);
  rmSync(root, { recursive: true });
  cpSync(landedBase, root, { recursive: true });
  return root;
}

describe('regen lands as one transaction', () => {
  beforeAll(() => {
    landedBase = scratchProject();
    roots.push(landedBase);
    writeFileSync(join(landedBase, 'base.json'), JSON.stringify(BASE));
    writeFileSync(join(landedBase, 'grown.json'), JSON.stringify(GROWN));
    sourcesAtLanding = generatorSourcesDigest(PROJECT_ROOT);
    const first = cli(regenArgs(landedBase, 'base.json'));
    expect(first.status, first.stderr).toBe(0);
  });

  it('says unchanged only when the snapshot, the package and the release record all agree with the spec', async () => {
    const options = (root: string) => ({ ...buildOptions({ root, 'spec-file': join(root, 'base.json'), 'min-paths': '1', 'no-verify': true }), progress: () => undefined });
    expect((await regen(options(copyOfLanded()), realCollaborators)).status).toBe('unchanged');
    const outOfStep: Record<string, (root: string) => void> = {
      'a newer snapshot that is not the spec': (root) => writeFileSync(join(root, 'spec/snapshots/2099-01-01T000000Z.json'), canonicalText(GROWN)),
      'a package file edited': (root) => writeFileSync(join(root, 'generated/index.ts'), `${readFileSync(join(root, 'generated/index.ts'), 'utf8')}// edited\n`),
      'the package gone': (root) => rmSync(join(root, 'generated'), { recursive: true }),
      'a release record that is not the one the package was generated with': (root) => writeFileSync(join(root, 'spec/releases.json'), `${readFileSync(join(root, 'spec/releases.json'), 'utf8')}\n`),
    };
    for (const [what, damage] of Object.entries(outOfStep)) {
      const root = copyOfLanded();
      damage(root);
      const before = treeDigest(root);
      const refused = await regen(options(root), realCollaborators).then(
        (outcome) => outcome,
        (error: unknown) => error,
      );
      expect(refused, what).toBeInstanceOf(InputError);
      expect((refused as InputError).message, what).toMatch(/^spec\/openapiV3\.json: unchanged, but the project is out of step with it: /);
      expect(treeDigest(root), what).toEqual(before);
    }
  });

  // A generation per step, about 40 steps: minutes on a busy machine.
  it('killed at every step of a landing, is recovered by the next command (generate --check, or regen every third time), saying so, to the old state or a whole new one', { timeout: 1_200_000 }, () => {
    const old = wholeState(copyOfLanded());
    const historyLines = (root: string) => readFileSync(join(root, 'spec/history.md'), 'utf8').split('\n').length;
    const recoveryLines = (stderr: string) => stderr.split('\n').filter((line) => /^(regen \[[\d.]+s\] )?(recovered|removed) /.test(line));
    /** The whole new state: GROWN as the spec and the newest snapshot, one more report pair and history line, nothing stray. */
    const expectLanded = (root: string, what: string) => {
      const after = wholeState(root);
      const added = Object.keys(after).filter((path) => !(path in old));
      expect(added.sort().map((path) => path.replace(/\d{4}-\d\d-\d\dT\d{6}Z/, 'STAMP')), what).toEqual(['/spec/reports/STAMP.json', '/spec/reports/STAMP.md', '/spec/snapshots/STAMP.json']);
      expect(Object.keys(old).filter((path) => !(path in after)), what).toEqual([]);
      expect(readFileSync(join(root, 'spec/openapiV3.json'), 'utf8'), what).toBe(canonicalText(GROWN));
      expect(historyLines(root), what).toBe(historyLines(landedBase) + 1);
    };
    const outcomes: string[] = [];
    for (let step = 1; ; step++) {
      const root = copyOfLanded();
      const killed = cli(regenArgs(root, 'grown.json'), step);
      if (killed.status === 0) break;
      const what = `killed at step ${step}`;
      expect(killed.signal, `${what}: ${killed.stderr}`).toBe('SIGKILL');
      const journalLeft = existsSync(join(root, '.generated.landing.json'));
      if (step % 3 !== 0) {
        // make check's first command recovers, then checks the package against the spec and record.
        const checked = cli(checkArgs(root));
        expect(recoveryLines(checked.stderr), what).toHaveLength(journalLeft ? 1 : 0);
        // (Unless another hand edited the generator since the project landed: then its package is stale anyway.)
        if (generatorSourcesDigest(PROJECT_ROOT) === sourcesAtLanding) expect(checked.status, `${what}: ${checked.stderr}`).toBe(0);
        const outcome = JSON.stringify(wholeState(root)) === JSON.stringify(old) ? 'old' : 'new';
        if (outcome === 'new') expectLanded(root, what);
        outcomes.push(outcome);
      } else {
        const next = cli(regenArgs(root, 'grown.json'));
        expect(recoveryLines(next.stderr), what).toHaveLength(journalLeft ? 1 : 0);
        if (generatorSourcesDigest(PROJECT_ROOT) === sourcesAtLanding) {
          expect(next.status, `${what}: ${next.stderr}`).toBe(0);
          outcomes.push(next.stdout.startsWith('landed ') ? 'old' : 'new');
        }
        expectLanded(root, what);
      }
      rmSync(root, { recursive: true, force: true });
    }
    expect(outcomes.join(' ')).toMatch(/^(old )+(new ?)+$/);
  });

  it('lets one of two regens run at a time: the other waits, then finds the update landed', async () => {
    const root = copyOfLanded();
    const run = () =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, cliArgs(regenArgs(root, 'grown.json')), { cwd: PROJECT_ROOT });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });
    const results = await Promise.all([run(), run()]);
    const verdicts = results.map((result) => `${result.status} ${result.stdout.split(' ')[0]}`).sort();
    // One lands; the other either waited for it and found GROWN landed, or waited its bound and refused (exit 2).
    expect(verdicts[0]).toBe('0 landed');
    expect(['0 unchanged:', '2 ']).toContain(verdicts[1]);
    const waiter = results.find((result) => !result.stdout.startsWith('landed'))!;
    expect(waiter.stderr).toMatch(/waiting up to \d+ s for regen \(pid \d+, since /);
    expect(readdirSync(join(root, 'spec/snapshots'))).toHaveLength(2);
    expect(readFileSync(join(root, 'spec/history.md'), 'utf8').split('\n').length).toBe(readFileSync(join(landedBase, 'spec/history.md'), 'utf8').split('\n').length + 1);
    expect(cli(checkArgs(root)).status).toBe(0);
  });

  it('with spec/ read-only, refuses in one line naming the path and the cause, exit 2, every file as it was and nothing left', ({ skip }) => {
    const root = copyOfLanded();
    const before = wholeState(root);
    const restore = makeReadOnly(join(root, 'spec'), skip);
    let refused: ReturnType<typeof cli>;
    try {
      refused = cli(regenArgs(root, 'grown.json'));
    } finally {
      restore();
    }
    expect(refused.status, refused.stderr).toBe(2);
    expect(refused.stderr.trimEnd().split('\n').at(-1)).toMatch(new RegExp(`^error: ${root}/spec/\\S+: (permission denied \\(EACCES\\)|operation not permitted \\(EPERM\\))$`));
    expect(wholeState(root)).toEqual(before);
    expect(readdirSync(join(root, 'spec/snapshots'))).toHaveLength(1);
  });

  it('lands with its scratch folder on another file system (.tmp/ a link to a tmpfs): each file is copied beside its target, then renamed', ({ skip }) => {
    const root = copyOfLanded();
    if (!existsSync(OTHER_FILE_SYSTEM) || statSync(OTHER_FILE_SYSTEM).dev === statSync(root).dev) return skip(`${OTHER_FILE_SYSTEM} is not another file system here`);
    const foreign = mkdtempSync(join(OTHER_FILE_SYSTEM, 'regen-scratch-'));
    try {
      rmSync(join(root, '.tmp'), { recursive: true, force: true });
      symlinkSync(foreign, join(root, '.tmp'));
      const landed = cli(regenArgs(root, 'grown.json'));
      expect(landed.status, landed.stderr).toBe(0);
      expect(landed.stdout).toMatch(/^landed /);
      expect(readFileSync(join(root, 'spec/openapiV3.json'), 'utf8')).toBe(canonicalText(GROWN));
      expect(readdirSync(root).sort()).toEqual(['.tmp', 'base.json', 'generated', 'grown.json', 'spec']);
      expect(readdirSync(join(root, 'spec')).filter((name) => name.startsWith('.'))).toEqual([]);
      if (generatorSourcesDigest(PROJECT_ROOT) === sourcesAtLanding) expect(cli(checkArgs(root)).status).toBe(0);
    } finally {
      rmSync(foreign, { recursive: true, force: true });
    }
  });

  it('with no space left, refuses in one line naming the path and the cause, exit 2, every file as it was and nothing left', ({ skip }) => {
    const mountPoint = mkdtempSync(join(tmpdir(), 'regen-full-'));
    // Room for the landed project and a little more, not for a second package beside it.
    const used = Number(execFileSync('du', ['-sk', landedBase], { encoding: 'utf8' }).split('\t')[0]);
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${used + 160}k`, 'tmpfs', mountPoint], { stdio: 'pipe' });
    } catch (error) {
      rmSync(mountPoint, { recursive: true, force: true });
      return skip(`cannot mount a tmpfs here (${String((error as { stderr?: Buffer }).stderr ?? error).trim()})`);
    }
    try {
      const root = join(mountPoint, 'project');
      cpSync(landedBase, root, { recursive: true });
      // node_modules resolves from the toolchain, not from the project: nothing else is needed on the small disk.
      const before = wholeState(root);
      const full = cli(regenArgs(root, 'grown.json'));
      expect(full.status, full.stderr).toBe(2);
      expect(full.stderr.trimEnd().split('\n').at(-1)).toMatch(new RegExp(`^error: ${mountPoint}/\\S+: no space left on the device \\(ENOSPC\\)$`));
      expect(wholeState(root)).toEqual(before);
      expect(readdirSync(join(root, '.tmp/regen')).filter((name) => name.startsWith('run-'))).toEqual([]);
    } finally {
      execFileSync('umount', [mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    }
  });
});
