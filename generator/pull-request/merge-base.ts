/**
 * The base a pull request is judged against: the merge-base of its base branch and its head, not
 * the base branch's tip (which moves on while the pull request is open, and would blame the pull
 * request for every change merged since it forked). A shallow checkout (actions/checkout's default
 * depth of 1) lacks the history to find it: the base branch and the head are fetched deeper, a
 * bounded number of times, then the clone is unshallowed as the last resort.
 */
import { DEFAULTS } from '../context.ts';
import { InputError } from '../load/errors.ts';
import { firstLine, git, gitAsync, gitOutput, hasCommit, isShallow } from './git.ts';

export interface MergeBaseRequest {
  cwd: string;
  /** The base branch's name (`main`); fetched from `remote` as refs/remotes/<remote>/<branch>. */
  baseRef: string;
  headSha: string;
  remote?: string;
  deepenBy?: number;
  deepenSteps?: number;
}

export interface BaseCommit {
  sha: string;
  /** How it was found, for the log: `merge-base of main and 1a2b3c4`. */
  how: string;
  /** How many fetches it took (0: the clone had it). */
  fetches: number;
}

/** The merge-base commit of the pull request's base branch and head, fetching what the clone lacks. */
export function findMergeBase(request: MergeBaseRequest): BaseCommit {
  const { cwd, baseRef, headSha } = request;
  const remote = request.remote ?? 'origin';
  const deepenBy = request.deepenBy ?? DEFAULTS.specDiff.deepenBy;
  const steps = request.deepenSteps ?? DEFAULTS.specDiff.deepenSteps;
  const tracking = `refs/remotes/${remote}/${baseRef}`;
  const refspec = `+refs/heads/${baseRef}:${tracking}`;
  let fetches = 0;
  const fetch = (args: string[]) => {
    fetches++;
    const result = git(cwd, ['fetch', '--no-tags', '--quiet', ...args]);
    if (!result.ok) throw new InputError(`git fetch ${remote}`, `cannot fetch ${baseRef} and ${headSha.slice(0, 7)}: ${firstLine(result.stderr)}`);
  };
  if (!hasCommit(cwd, tracking) || !hasCommit(cwd, headSha)) fetch(isShallow(cwd) ? [`--depth=${deepenBy}`, remote, refspec, headSha] : [remote, refspec, headSha]);
  for (let step = 0; ; step++) {
    const found = git(cwd, ['merge-base', tracking, headSha]);
    if (found.ok) return { sha: found.stdout.trim(), how: `merge-base of ${baseRef} and ${headSha.slice(0, 7)}`, fetches };
    if (!isShallow(cwd)) throw new InputError(`${baseRef} and ${headSha.slice(0, 7)}`, 'they share no history: give the base with --base');
    // Each deepening reaches further back on both sides; the last resort fetches everything.
    fetch(step < steps ? [`--deepen=${deepenBy * 2 ** step}`, remote, refspec, headSha] : ['--unshallow', remote, refspec, headSha]);
  }
}

/** A base named by the user (`--base REF`): a commit, fetched from `remote` when the clone lacks it. */
export function resolveNamedBase(cwd: string, base: string, remote = 'origin'): BaseCommit {
  if (base.startsWith('-')) throw new InputError('--base', `must name a commit or branch, not ${JSON.stringify(base)}`);
  let fetches = 0;
  if (!hasCommit(cwd, base) && !hasCommit(cwd, `${remote}/${base}`)) {
    fetches++;
    git(cwd, ['fetch', '--no-tags', '--quiet', remote, base]);
  }
  for (const candidate of [base, `${remote}/${base}`, 'FETCH_HEAD']) {
    if (candidate === 'FETCH_HEAD' && fetches === 0) continue;
    if (hasCommit(cwd, candidate)) return { sha: gitOutput(cwd, ['rev-parse', '--verify', `${candidate}^{commit}`], `--base ${base}`), how: `--base ${base}`, fetches };
  }
  throw new InputError(`--base ${base}`, `no such commit or branch here or on ${remote}`);
}

/** A file's text at a commit, or undefined when the commit has no such file (a spec the pull request adds). */
export function fileAtCommit(cwd: string, sha: string, path: string): string | undefined {
  const result = git(cwd, ['show', `${sha}:${path}`]);
  if (result.ok) return result.stdout;
  if (git(cwd, ['cat-file', '-e', `${sha}:${path}`]).ok) throw new InputError(`${path} at ${sha.slice(0, 7)}`, firstLine(result.stderr));
  return undefined;
}

/** Every file path of a commit, `/`-separated, relative to the repository's root. */
export function filesAtCommit(cwd: string, sha: string): string[] {
  return gitOutput(cwd, ['ls-tree', '-r', '--name-only', '-z', sha], `the files of ${sha.slice(0, 7)}`)
    .split('\0')
    .filter(Boolean);
}

/**
 * The head file's line ranges the pull request changed (`git diff -U0` hunks, 1-based, inclusive);
 * a pure deletion is the line it was deleted after, so the parent of a removal counts as changed.
 * Asynchronous: on a 4 MB spec git takes a few hundred milliseconds, spent beside the drift diff.
 */
export async function changedLines(cwd: string, base: string, head: string | undefined, path: string): Promise<Array<[number, number]>> {
  // No head commit: the checkout's files are the head.
  const result = await gitAsync(cwd, ['diff', '-U0', '--no-color', '--no-ext-diff', base, ...(head === undefined ? [] : [head]), '--', path]);
  if (!result.ok) return [];
  const ranges: Array<[number, number]> = [];
  for (const match of result.stdout.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    ranges.push(count === 0 ? [Math.max(start, 1), Math.max(start, 1)] : [start, start + count - 1]);
  }
  return ranges;
}
