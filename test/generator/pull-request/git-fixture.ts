/**
 * Real git repositories for the action's tests: an origin with a base branch and a pull request's
 * branch forked from it, the base branch moved on after the fork point, and clones of it (full or
 * shallow, as actions/checkout makes them). Nothing is mocked: git itself runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const IDENTITY = { GIT_AUTHOR_NAME: 'test', GIT_AUTHOR_EMAIL: 'test@example.com', GIT_COMMITTER_NAME: 'test', GIT_COMMITTER_EMAIL: 'test@example.com' };

export const gitIn = (cwd: string) => (...args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...IDENTITY, GIT_CONFIG_NOSYSTEM: '1' }, stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Writes `files` (path -> text) in `cwd` and commits them; returns the new commit's sha. */
export function commit(cwd: string, message: string, files: Record<string, string>): string {
  const git = gitIn(cwd);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(cwd, path)), { recursive: true });
    writeFileSync(join(cwd, path), text);
  }
  git('add', '--', ...Object.keys(files));
  git('commit', '--quiet', '--no-gpg-sign', '-m', message);
  return git('rev-parse', 'HEAD');
}

export interface PullRequestRepository {
  origin: string;
  /** The commit the branch forked from: the merge-base. */
  forkPoint: string;
  /** The base branch's tip, moved on after the fork. */
  baseTip: string;
  headSha: string;
  baseRef: string;
  headRef: string;
}

export interface RepositoryContents {
  /** Files of the first commits on the base branch (two commits: the first, then `fork`). */
  initial: Record<string, string>;
  fork?: Record<string, string>;
  /** Two commits on the pull request's branch. */
  head: [Record<string, string>, Record<string, string>];
  /** Two commits on the base branch after the fork. */
  baseLater: [Record<string, string>, Record<string, string>];
}

export function makePullRequestRepository(root: string, contents: RepositoryContents): PullRequestRepository {
  const origin = join(root, 'origin');
  mkdirSync(origin, { recursive: true });
  const git = gitIn(origin);
  git('init', '--quiet', '-b', 'main');
  // GitHub serves any commit by its id; a local origin must be told to.
  git('config', 'uploadpack.allowAnySHA1InWant', 'true');
  commit(origin, 'first', contents.initial);
  const forkPoint = commit(origin, 'fork point', contents.fork ?? { 'NOTES.md': 'fork point\n' });
  git('checkout', '--quiet', '-b', 'feature');
  commit(origin, 'head one', contents.head[0]);
  const headSha = commit(origin, 'head two', contents.head[1]);
  git('checkout', '--quiet', 'main');
  commit(origin, 'base later one', contents.baseLater[0]);
  const baseTip = commit(origin, 'base later two', contents.baseLater[1]);
  return { origin, forkPoint, baseTip, headSha, baseRef: 'main', headRef: 'feature' };
}

/** A clone of the pull request's head, as actions/checkout makes it: `depth` 1 by default (shallow), 0 for full. */
export function cloneHead(repository: PullRequestRepository, into: string, depth = 1): string {
  const source = `file://${repository.origin}`;
  execFileSync('git', ['clone', '--quiet', '--no-tags', ...(depth > 0 ? [`--depth=${depth}`] : []), '--branch', repository.headRef, source, into], { stdio: 'ignore' });
  return into;
}
