/**
 * The environment GitHub gives a workflow step, read once and checked: every later part of the
 * action takes these fields, never process.env. A value that is present but malformed is bad input
 * (one line naming the variable); a pull request's number and refs come from the event file.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { DEFAULTS } from '../context.ts';
import { InputError } from '../load/errors.ts';

export interface PullRequestFacts {
  number: number;
  /** The branch the pull request merges into (`main`), and its tip when the event fired. */
  baseRef: string;
  baseSha: string;
  headRef: string;
  headSha: string;
}

export interface StepEnvironment {
  /** `owner/repo`. */
  repository: string;
  apiUrl: string;
  serverUrl: string;
  /** The checkout: git runs here and spec globs are relative to it. */
  workspace: string;
  /** The commit the workflow runs on (a pull request's merge commit). */
  sha: string;
  eventName: string;
  /** Absent when the event is not a pull request's: nothing is commented, and the base must be given. */
  pullRequest?: PullRequestFacts;
  summaryPath?: string;
  outputPath?: string;
  /** Where the full report is written for the workflow artifact (RUNNER_TEMP when the runner gives one). */
  reportDir: string;
  /** `https://github.com/owner/repo/actions/runs/123`, when the run's id is known. */
  runUrl?: string;
  token?: string;
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
// A git ref name as GitHub allows it for branches: no whitespace, control characters, `..`, `~^:?*[\`.
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const BRANCH = /^(?!.*\.\.)(?!-)[^\u0000-\u0020\u007f~^:?*[\\]+$/;

type Environment = Readonly<Record<string, string | undefined>>;

/** Reads and checks the step's environment; `workspace` defaults to the folder the command runs in. */
export function readStepEnvironment(env: Environment, cwd: string): StepEnvironment {
  const value = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const repository = value('GITHUB_REPOSITORY');
  if (repository === undefined) throw new InputError('GITHUB_REPOSITORY', 'is not set: spec-diff runs as a GitHub Actions step (or give it the step environment)');
  if (!REPOSITORY.test(repository)) throw new InputError('GITHUB_REPOSITORY', `must be "owner/repo", not ${JSON.stringify(repository)}`);
  const apiUrl = httpUrl('GITHUB_API_URL', value('GITHUB_API_URL') ?? DEFAULTS.specDiff.apiUrl);
  const serverUrl = httpUrl('GITHUB_SERVER_URL', value('GITHUB_SERVER_URL') ?? DEFAULTS.specDiff.serverUrl);
  const workspace = resolve(cwd, value('GITHUB_WORKSPACE') ?? '.');
  const sha = value('GITHUB_SHA');
  if (sha !== undefined && !SHA.test(sha)) throw new InputError('GITHUB_SHA', `must be a commit's full hex id, not ${JSON.stringify(sha)}`);
  const eventName = value('GITHUB_EVENT_NAME') ?? '';
  const eventPath = value('GITHUB_EVENT_PATH');
  const pullRequest = PULL_REQUEST_EVENTS.has(eventName) || (eventName === '' && eventPath !== undefined) ? readPullRequest(eventPath, eventName) : undefined;
  const runId = value('GITHUB_RUN_ID');
  const environment: StepEnvironment = {
    repository,
    apiUrl: apiUrl.replace(/\/+$/, ''),
    serverUrl: serverUrl.replace(/\/+$/, ''),
    workspace,
    sha: sha ?? pullRequest?.headSha ?? '',
    eventName,
    reportDir: resolve(workspace, value('RUNNER_TEMP') !== undefined ? resolve(value('RUNNER_TEMP')!, DEFAULTS.specDiff.reportDir) : DEFAULTS.specDiff.reportDir),
  };
  if (pullRequest) environment.pullRequest = pullRequest;
  const summaryPath = filePath('GITHUB_STEP_SUMMARY', value('GITHUB_STEP_SUMMARY'));
  if (summaryPath !== undefined) environment.summaryPath = summaryPath;
  const outputPath = filePath('GITHUB_OUTPUT', value('GITHUB_OUTPUT'));
  if (outputPath !== undefined) environment.outputPath = outputPath;
  if (runId !== undefined && /^\d+$/.test(runId)) environment.runUrl = `${environment.serverUrl}/${repository}/actions/runs/${runId}`;
  const token = value(DEFAULTS.specDiff.tokenVariable);
  if (token !== undefined) environment.token = token;
  return environment;
}

function httpUrl(name: string, text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InputError(name, `must be an http(s) URL, not ${JSON.stringify(text)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new InputError(name, `must be an http(s) URL, not ${JSON.stringify(text)}`);
  // A URL carrying credentials would put them in every request line and error: refused, not shown.
  if (url.username !== '' || url.password !== '') throw new InputError(name, 'must not carry credentials');
  if (url.search !== '' || url.hash !== '') throw new InputError(name, 'must be a base URL without query or fragment');
  return `${url.origin}${url.pathname}`;
}

function filePath(name: string, path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  if (!isAbsolute(path)) throw new InputError(name, `must be an absolute path, not ${JSON.stringify(path)}`);
  return path;
}

function readPullRequest(eventPath: string | undefined, eventName: string): PullRequestFacts {
  if (eventPath === undefined) throw new InputError('GITHUB_EVENT_PATH', `is not set for a ${eventName} event`);
  let event: unknown;
  try {
    event = JSON.parse(readFileSync(eventPath, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'not JSON';
    throw new InputError(`GITHUB_EVENT_PATH ${eventPath}`, `cannot read the event (${reason})`);
  }
  const where = `GITHUB_EVENT_PATH ${eventPath}`;
  const pr = field(event, 'pull_request', where);
  const number = field(pr, 'number', where);
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) throw new InputError(where, 'pull_request.number must be a positive integer');
  const side = (name: 'base' | 'head') => {
    const part = field(pr, name, where);
    const ref = field(part, 'ref', where);
    const sha = field(part, 'sha', where);
    if (typeof ref !== 'string' || !BRANCH.test(ref)) throw new InputError(where, `pull_request.${name}.ref must be a branch name, not ${JSON.stringify(ref)}`);
    if (typeof sha !== 'string' || !SHA.test(sha)) throw new InputError(where, `pull_request.${name}.sha must be a commit's full hex id, not ${JSON.stringify(sha)}`);
    return { ref, sha };
  };
  const [base, head] = [side('base'), side('head')];
  return { number, baseRef: base.ref, baseSha: base.sha, headRef: head.ref, headSha: head.sha };
}

function field(value: unknown, name: string, where: string): unknown {
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, name)) throw new InputError(where, `the event has no ${name} (is this a pull_request event?)`);
  return (value as Record<string, unknown>)[name];
}
