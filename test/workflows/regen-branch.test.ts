/**
 * .github/regen/branch.sh, the regen workflow's git side, against real repositories: a bare
 * "origin" and clones of it as actions/checkout leaves them. What it must hold: the open pull
 * request's branch only moves forward (a reviewer's commit is never lost, a conflict or a push made
 * in the meantime leaves it untouched), and with no open pull request a branch is created, or a
 * stale one replaced only while it is still the one this run saw.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/project.ts';
import { systemTempDirs } from '../support/temp-dirs.ts';

const SCRIPT = join(PROJECT_ROOT, '.github/regen/branch.sh');
const BRANCH = 'regen/api-spec';
const RUN_MARK = 'Regen-Run: 4242';
const tempDir = systemTempDirs();

const git = (cwd: string, ...args: string[]): string => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function write(dir: string, path: string, text: string): void {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
}

function commitAll(dir: string, message: string): string {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

function identify(dir: string): void {
  git(dir, 'config', 'user.name', 'test');
  git(dir, 'config', 'user.email', 'test@example.invalid');
}

/** A bare origin whose main has the files regen touches, and a scratch clone to push from. */
function makeOrigin(): { origin: string; seed: string } {
  const root = tempDir('regen-branch');
  const origin = join(root, 'origin.git');
  git(root, 'init', '-q', '--bare', '-b', 'main', origin);
  const seed = join(root, 'seed');
  git(root, 'clone', '-q', origin, seed);
  identify(seed);
  // Whatever init.defaultBranch says, the first commit goes to main.
  git(seed, 'symbolic-ref', 'HEAD', 'refs/heads/main');
  write(seed, 'spec/drift-ignore.txt', '# accepted breaking changes\n');
  write(seed, 'generated/client.ts', 'export const version = 1;\n');
  write(seed, 'README.md', 'readme\n');
  commitAll(seed, 'initial');
  git(seed, 'push', '-q', 'origin', 'main');
  return { origin, seed };
}

/** What actions/checkout leaves: a clone of origin with `ref` checked out and every branch fetched. */
function checkout(origin: string, ref: string): string {
  const dir = join(tempDir('regen-checkout'), 'work');
  git(PROJECT_ROOT, 'clone', '-q', origin, dir);
  git(dir, 'checkout', '-q', ref);
  identify(dir);
  return dir;
}

function branchScript(cwd: string, kind: string, ...args: string[]): { status: number | null; stdout: string; stderr: string; outputs: string } {
  const outputFile = join(tempDir('regen-output'), 'output');
  writeFileSync(outputFile, '');
  const result = spawnSync('bash', [SCRIPT, ...args], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, BRANCH, DEFAULT_BRANCH: 'main', BASE_KIND: kind, RUN_MARK, GITHUB_OUTPUT: outputFile },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, outputs: readFileSync(outputFile, 'utf8') };
}

const originHead = (origin: string, ref: string): string => {
  const found = spawnSync('git', ['rev-parse', '-q', '--verify', `refs/heads/${ref}`], { cwd: origin, encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : '';
};
const isAncestor = (repo: string, ancestor: string, of: string): boolean => spawnSync('git', ['merge-base', '--is-ancestor', ancestor, of], { cwd: repo }).status === 0;

/** An origin with an open pull request's branch: the bot's blocked commit, then a reviewer's accepted line. */
function originWithReviewedBranch(): { origin: string; seed: string; reviewed: string } {
  const { origin, seed } = makeOrigin();
  git(seed, 'checkout', '-q', '-b', BRANCH);
  write(seed, 'spec/drift-ignore.txt', '# accepted breaking changes\n# GET /v2/things response-property-removed Thing.x # TODO: why\n');
  commitAll(seed, `blocked\n\n${RUN_MARK}`);
  write(seed, 'spec/drift-ignore.txt', '# accepted breaking changes\nGET /v2/things response-property-removed Thing.x # nobody reads x\n');
  const reviewed = commitAll(seed, 'accept the removal of Thing.x');
  git(seed, 'push', '-q', 'origin', BRANCH);
  git(seed, 'checkout', '-q', 'main');
  return { origin, seed, reviewed };
}

describe('branch.sh with an open pull request (BASE_KIND=pull-request)', () => {
  it('merges main in, commits, pushes: the reviewer’s commit and main both stay in the branch', () => {
    const { origin, seed, reviewed } = originWithReviewedBranch();
    write(seed, 'README.md', 'readme, edited on main\n');
    const mainHead = commitAll(seed, 'main moves on');
    git(seed, 'push', '-q', 'origin', 'main');

    const work = checkout(origin, BRANCH);
    const synced = branchScript(work, 'pull-request', 'sync');
    expect(synced.status).toBe(0);
    expect(synced.outputs).toContain('merged=true');
    expect(git(work, 'log', '-1', '--format=%B')).toContain(RUN_MARK);
    expect(git(work, 'rev-list', '--parents', '-n', '1', 'HEAD').split(' ')).toHaveLength(3);
    write(work, 'generated/client.ts', 'export const version = 2;\n');
    expect(branchScript(work, 'pull-request', 'commit', 'incident-api-client 1.1.0', 'spec', 'generated').status).toBe(0);
    const pushed = branchScript(work, 'pull-request', 'push');
    expect(pushed.status).toBe(0);
    expect(pushed.outputs).toContain('pushed=true');

    const tip = originHead(origin, BRANCH);
    expect(tip).toBe(git(work, 'rev-parse', 'HEAD'));
    expect(isAncestor(origin, reviewed, tip)).toBe(true);
    expect(isAncestor(origin, mainHead, tip)).toBe(true);
    expect(git(work, 'show', `${tip}:spec/drift-ignore.txt`)).toContain('# nobody reads x');
    expect(git(work, 'log', '-1', '--format=%B', tip)).toContain(RUN_MARK);
  });

  it('a branch that already has main gets no merge commit', () => {
    const { origin, reviewed } = originWithReviewedBranch();
    const work = checkout(origin, BRANCH);
    const synced = branchScript(work, 'pull-request', 'sync');
    expect(synced.status).toBe(0);
    expect(synced.outputs).toContain('merged=false');
    expect(git(work, 'rev-parse', 'HEAD')).toBe(reviewed);
    const pushed = branchScript(work, 'pull-request', 'push');
    expect(pushed.outputs).toContain('pushed=false');
    expect(originHead(origin, BRANCH)).toBe(reviewed);
  });

  it('a conflict with main stops the run and leaves the branch and the work tree as they were', () => {
    const { origin, seed, reviewed } = originWithReviewedBranch();
    write(seed, 'spec/drift-ignore.txt', '# accepted breaking changes, edited on main\n');
    commitAll(seed, 'main edits the same line');
    git(seed, 'push', '-q', 'origin', 'main');

    const work = checkout(origin, BRANCH);
    const synced = branchScript(work, 'pull-request', 'sync');
    expect(synced.status).toBe(1);
    expect(synced.stderr).toContain(`${BRANCH} conflicts with main`);
    expect(git(work, 'rev-parse', 'HEAD')).toBe(reviewed);
    expect(git(work, 'status', '--porcelain')).toBe('');
    expect(originHead(origin, BRANCH)).toBe(reviewed);
  });

  it('a conflict in generated/ alone takes main’s side and says merged=true (the workflow then regenerates)', () => {
    const { origin, seed, reviewed } = originWithReviewedBranch();
    git(seed, 'checkout', '-q', BRANCH);
    write(seed, 'generated/client.ts', 'export const version = 10; // landed on the branch\n');
    const landed = commitAll(seed, 'landed');
    git(seed, 'push', '-q', 'origin', BRANCH);
    git(seed, 'checkout', '-q', 'main');
    write(seed, 'generated/client.ts', 'export const version = 1; // another generator on main\n');
    const mainHead = commitAll(seed, 'generator change');
    git(seed, 'push', '-q', 'origin', 'main');

    const work = checkout(origin, BRANCH);
    const synced = branchScript(work, 'pull-request', 'sync');
    expect(synced.status).toBe(0);
    expect(synced.outputs).toContain('merged=true');
    expect(git(work, 'status', '--porcelain')).toBe('');
    expect(readFileSync(join(work, 'generated/client.ts'), 'utf8')).toBe('export const version = 1; // another generator on main\n');
    expect(readFileSync(join(work, 'spec/drift-ignore.txt'), 'utf8')).toContain('# nobody reads x');
    for (const ancestor of [reviewed, landed, mainHead]) expect(isAncestor(work, ancestor, 'HEAD')).toBe(true);
  });

  it('a conflict in generated/ and elsewhere stops the run, the branch as it was', () => {
    const { origin, seed, reviewed } = originWithReviewedBranch();
    git(seed, 'checkout', '-q', BRANCH);
    write(seed, 'generated/client.ts', 'export const version = 10;\n');
    write(seed, 'README.md', 'readme on the branch\n');
    const landed = commitAll(seed, 'landed');
    git(seed, 'push', '-q', 'origin', BRANCH);
    git(seed, 'checkout', '-q', 'main');
    write(seed, 'generated/client.ts', 'export const version = 1; // main\n');
    write(seed, 'README.md', 'readme on main\n');
    commitAll(seed, 'main');
    git(seed, 'push', '-q', 'origin', 'main');

    const work = checkout(origin, BRANCH);
    const synced = branchScript(work, 'pull-request', 'sync');
    expect(synced.status).toBe(1);
    expect(synced.stderr).toContain('README.md');
    expect(synced.stderr).not.toContain('generated/client.ts');
    expect(git(work, 'rev-parse', 'HEAD')).toBe(landed);
    expect(git(work, 'status', '--porcelain')).toBe('');
    expect(isAncestor(work, reviewed, landed)).toBe(true);
    expect(originHead(origin, BRANCH)).toBe(landed);
  });

  it('a reviewer’s push during the run makes the push fail, and the reviewer’s commit stays', () => {
    const { origin, seed } = originWithReviewedBranch();
    const work = checkout(origin, BRANCH);
    expect(branchScript(work, 'pull-request', 'sync').status).toBe(0);

    git(seed, 'fetch', '-q', 'origin');
    git(seed, 'checkout', '-q', BRANCH);
    git(seed, 'reset', '-q', '--hard', `origin/${BRANCH}`);
    write(seed, 'spec/drift-ignore.txt', '# accepted breaking changes\nGET /v2/things response-property-removed Thing.x # nobody reads x\nGET /v2/y request-parameter-removed q # unused\n');
    const meanwhile = commitAll(seed, 'accept one more');
    git(seed, 'push', '-q', 'origin', BRANCH);

    write(work, 'generated/client.ts', 'export const version = 3;\n');
    branchScript(work, 'pull-request', 'commit', 'landed', 'generated');
    expect(branchScript(work, 'pull-request', 'push').status).not.toBe(0);
    expect(originHead(origin, BRANCH)).toBe(meanwhile);
  });
});

describe('branch.sh with no open pull request (BASE_KIND=default)', () => {
  it('creates the branch from main with the run’s commit', () => {
    const { origin } = makeOrigin();
    const work = checkout(origin, 'main');
    expect(branchScript(work, 'default', 'sync').status).toBe(0);
    write(work, 'spec/drift-ignore.txt', '# accepted breaking changes\n# GET /v2/z response-property-removed Z.a # TODO: why\n');
    branchScript(work, 'default', 'commit', 'blocked', 'spec/drift-ignore.txt');
    const pushed = branchScript(work, 'default', 'push');
    expect(pushed.status).toBe(0);
    expect(pushed.outputs).toContain('ahead=1');
    expect(originHead(origin, BRANCH)).toBe(git(work, 'rev-parse', 'HEAD'));
    expect(originHead(origin, 'main')).toBe(git(work, 'rev-parse', 'HEAD~1'));
  });

  it('nothing to commit: no commit, no branch', () => {
    const { origin } = makeOrigin();
    const work = checkout(origin, 'main');
    branchScript(work, 'default', 'sync');
    const head = git(work, 'rev-parse', 'HEAD');
    expect(branchScript(work, 'default', 'commit', 'landed', 'spec', 'generated').status).toBe(0);
    expect(git(work, 'rev-parse', 'HEAD')).toBe(head);
    const pushed = branchScript(work, 'default', 'push');
    expect(pushed.outputs).toContain('ahead=0');
    expect(pushed.outputs).toContain('pushed=false');
    expect(originHead(origin, BRANCH)).toBe('');
  });

  it('replaces a branch left by a closed pull request while it is still the one this run saw', () => {
    const { origin } = originWithReviewedBranch();
    const work = checkout(origin, 'main');
    branchScript(work, 'default', 'sync');
    write(work, 'generated/client.ts', 'export const version = 5;\n');
    branchScript(work, 'default', 'commit', 'landed', 'generated');
    expect(branchScript(work, 'default', 'push').status).toBe(0);
    expect(originHead(origin, BRANCH)).toBe(git(work, 'rev-parse', 'HEAD'));
  });

  it('refuses to replace that branch once someone pushed to it after the run looked', () => {
    const { origin, seed } = originWithReviewedBranch();
    const work = checkout(origin, 'main');
    branchScript(work, 'default', 'sync');

    git(seed, 'fetch', '-q', 'origin');
    git(seed, 'checkout', '-q', BRANCH);
    git(seed, 'reset', '-q', '--hard', `origin/${BRANCH}`);
    write(seed, 'README.md', 'pushed meanwhile\n');
    const meanwhile = commitAll(seed, 'meanwhile');
    git(seed, 'push', '-q', 'origin', BRANCH);

    write(work, 'generated/client.ts', 'export const version = 6;\n');
    branchScript(work, 'default', 'commit', 'landed', 'generated');
    expect(branchScript(work, 'default', 'push').status).not.toBe(0);
    expect(originHead(origin, BRANCH)).toBe(meanwhile);
  });
});

describe('branch.sh refuses what it does not know', () => {
  it.each([
    ['an unknown BASE_KIND', 'reset', ['sync']],
    ['an unknown command', 'default', ['reset']],
    ['no command', 'default', []],
  ] as Array<[string, string, string[]]>)('%s: exit 2, nothing done', (_case, kind, args) => {
    const { origin } = makeOrigin();
    const work = checkout(origin, 'main');
    const head = git(work, 'rev-parse', 'HEAD');
    expect(branchScript(work, kind, ...args).status).toBe(2);
    expect(git(work, 'rev-parse', 'HEAD')).toBe(head);
  });
});
