/**
 * The base is the merge-base of the pull request's base branch and head, not the base branch's
 * tip: proved on a real repository whose base branch moved on after the fork, in a full clone and
 * in shallow ones (actions/checkout's depth 1) that must fetch what they lack, within bounds.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../../generator/load/errors.ts';
import { isShallow } from '../../../generator/pull-request/git.ts';
import { changedLines, fileAtCommit, filesAtCommit, findMergeBase, resolveNamedBase } from '../../../generator/pull-request/merge-base.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { cloneHead, commit, gitIn, makePullRequestRepository, type PullRequestRepository } from './git-fixture.ts';

const tempDir = systemTempDirs();
const lines = (count: number, mark = '') => Array.from({ length: count }, (_, index) => `line ${index + 1}${mark}`).join('\n') + '\n';

let repository: PullRequestRepository;

beforeAll(() => {
  repository = makePullRequestRepository(tempDir('merge-base'), {
    initial: { 'spec/api.yaml': lines(20) },
    head: [{ 'spec/api.yaml': lines(20).replace('line 5\n', 'line 5 changed\n') }, { 'spec/other.yaml': 'x\n' }],
    baseLater: [{ 'spec/api.yaml': lines(20).replace('line 15\n', 'line 15 on main\n') }, { 'NOTES.md': 'later\n' }],
  });
});

describe('findMergeBase', () => {
  it('the fixture is the case that matters: the base tip is not the fork point', () => {
    expect(repository.baseTip).not.toBe(repository.forkPoint);
  });

  it('chooses the fork point, not the moving tip, in a full clone', () => {
    const clone = cloneHead(repository, join(tempDir('full'), 'clone'), 0);
    const found = findMergeBase({ cwd: clone, baseRef: repository.baseRef, headSha: repository.headSha });
    expect(found.sha).toBe(repository.forkPoint);
  });

  it('chooses the fork point in a depth-1 clone, fetching the base branch and deepening until it is found', () => {
    const clone = cloneHead(repository, join(tempDir('shallow'), 'clone'));
    expect(isShallow(clone)).toBe(true);
    // Two commits on each side past the fork: a deepening of 1 at a time needs several fetches.
    const found = findMergeBase({ cwd: clone, baseRef: repository.baseRef, headSha: repository.headSha, deepenBy: 1, deepenSteps: 8 });
    expect(found.sha).toBe(repository.forkPoint);
    expect(found.fetches).toBeGreaterThan(1);
  });

  it('unshallows as the last resort when the bounded deepening falls short', () => {
    const clone = cloneHead(repository, join(tempDir('unshallow'), 'clone'));
    const found = findMergeBase({ cwd: clone, baseRef: repository.baseRef, headSha: repository.headSha, deepenBy: 1, deepenSteps: 0 });
    expect(found.sha).toBe(repository.forkPoint);
    expect(isShallow(clone)).toBe(false);
  });

  it('a base branch the remote lacks is bad input in one line', () => {
    const clone = cloneHead(repository, join(tempDir('missing'), 'clone'));
    expect(() => findMergeBase({ cwd: clone, baseRef: 'no-such-branch', headSha: repository.headSha })).toThrow(InputError);
  });

  it('a branch name cannot become an option of git', () => {
    const clone = cloneHead(repository, join(tempDir('option'), 'clone'));
    expect(() => findMergeBase({ cwd: clone, baseRef: '--upload-pack=touch /tmp/owned', headSha: repository.headSha })).toThrow(InputError);
    expect(() => resolveNamedBase(clone, '--output=/tmp/owned')).toThrow(InputError);
  });
});

describe('reading the two sides', () => {
  it('reads a file at a commit, and undefined where the commit has no such file', () => {
    const clone = cloneHead(repository, join(tempDir('read'), 'clone'), 0);
    expect(fileAtCommit(clone, repository.forkPoint, 'spec/api.yaml')).toBe(lines(20));
    expect(fileAtCommit(clone, repository.forkPoint, 'spec/other.yaml')).toBeUndefined();
    expect(filesAtCommit(clone, repository.headSha)).toEqual(['NOTES.md', 'spec/api.yaml', 'spec/other.yaml']);
  });

  it('a named base resolves a branch of the remote, fetching it into a shallow clone', () => {
    const clone = cloneHead(repository, join(tempDir('named'), 'clone'));
    expect(resolveNamedBase(clone, 'main').sha).toBe(repository.baseTip);
    expect(resolveNamedBase(clone, repository.headSha).sha).toBe(repository.headSha);
  });

  it("changedLines gives the head's changed line ranges against the merge-base only (not the base branch's later edits)", async () => {
    const clone = cloneHead(repository, join(tempDir('hunks'), 'clone'), 0);
    expect(await changedLines(clone, repository.forkPoint, repository.headSha, 'spec/api.yaml')).toEqual([[5, 5]]);
    // Against the tip, line 15 would count as changed too: the reason the merge-base is the base.
    gitIn(clone)('fetch', '--quiet', 'origin', 'main:refs/remotes/origin/main');
    expect(await changedLines(clone, repository.baseTip, repository.headSha, 'spec/api.yaml')).toEqual([
      [5, 5],
      [15, 15],
    ]);
  });

  it('a deletion counts the line it was deleted after; the checkout is the head when no commit is named', async () => {
    const clone = cloneHead(repository, join(tempDir('deletion'), 'clone'), 0);
    const head = commit(clone, 'delete', { 'spec/api.yaml': fileAtCommit(clone, repository.headSha, 'spec/api.yaml')!.replace('line 9\n', '') });
    expect(await changedLines(clone, repository.headSha, head, 'spec/api.yaml')).toEqual([[8, 8]]);
    commit(clone, 'noop', { 'NOTES.md': 'again\n' });
    expect(await changedLines(clone, repository.headSha, undefined, 'spec/api.yaml')).toEqual([[8, 8]]);
  });
});
