/**
 * The few git commands the action runs, in the checkout, with no shell: arguments are passed as
 * they are, so a branch or path name cannot become a second command.
 */
import { execFile, spawnSync } from 'node:child_process';
import { DEFAULTS } from '../context.ts';
import { InputError } from '../load/errors.ts';

export interface GitResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

const gitArgs = (args: readonly string[]) => ['-c', 'core.quotePath=false', ...args];

// Read per call, not at import: the environment is the one the command runs in.
const gitOptions = () => ({ encoding: 'utf8' as const, maxBuffer: 512 * 1024 * 1024, timeout: DEFAULTS.specDiff.gitTimeoutMs, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });

/** Runs `git args…` in `cwd`; never throws on git's own failure (the caller decides what it means). */
export function git(cwd: string, args: readonly string[]): GitResult {
  const result = spawnSync('git', gitArgs(args), { cwd, ...gitOptions() });
  const code = (result.error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ETIMEDOUT') throw new InputError(`git ${args[0]}`, `no answer within ${DEFAULTS.specDiff.gitTimeoutMs / 1000} s`);
  if (result.error) throw new InputError(cwd, `git could not be run: ${code ?? result.error.message}`);
  return { ok: result.status === 0, stdout: result.stdout, stderr: result.stderr };
}

/** As `git`, in a child process the caller need not wait for at once. */
export function gitAsync(cwd: string, args: readonly string[]): Promise<GitResult> {
  return new Promise((resolve) => {
    execFile('git', gitArgs(args), { cwd, ...gitOptions() }, (error, stdout, stderr) => {
      resolve({ ok: error === null, stdout, stderr });
    });
  });
}

/** The trimmed output of a git command that must succeed; its failure is bad input named by `what`. */
export function gitOutput(cwd: string, args: readonly string[], what: string): string {
  const result = git(cwd, args);
  if (!result.ok) throw new InputError(what, firstLine(result.stderr) || `git ${args[0]} failed`);
  return result.stdout.trim();
}

export const firstLine = (text: string): string => text.trim().split('\n')[0] ?? '';

/** Whether `revision` names a commit this clone has. */
export const hasCommit = (cwd: string, revision: string): boolean => git(cwd, ['cat-file', '-e', `${revision}^{commit}`]).ok;

export const isShallow = (cwd: string): boolean => git(cwd, ['rev-parse', '--is-shallow-repository']).stdout.trim() === 'true';
