/**
 * The step environment: what GitHub gives a step is read into one checked object; each malformed
 * or missing variable is bad input in one line naming it, tried for every variable it reads.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../generator/load/errors.ts';
import { readStepEnvironment } from '../../../generator/pull-request/step-environment.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();
const SHA = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);

function event(content: unknown): string {
  const path = join(tempDir('event'), 'event.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const pullRequest = (overrides: Record<string, unknown> = {}) => ({ pull_request: { number: 12, base: { ref: 'main', sha: SHA }, head: { ref: 'feature/x', sha: HEAD }, ...overrides } });

const valid = (): Record<string, string> => ({
  GITHUB_REPOSITORY: 'octo/repo',
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: event(pullRequest()),
  GITHUB_API_URL: 'https://api.github.example/api/v3/',
  GITHUB_SERVER_URL: 'https://github.example',
  GITHUB_SHA: SHA,
  GITHUB_WORKSPACE: '/work/checkout',
  GITHUB_STEP_SUMMARY: '/runner/summary.md',
  GITHUB_OUTPUT: '/runner/output',
  GITHUB_RUN_ID: '99',
  RUNNER_TEMP: '/runner/temp',
  GITHUB_TOKEN: 'ghs_0123456789abcdef',
});

describe('readStepEnvironment', () => {
  it('reads a pull_request step whole', () => {
    expect(readStepEnvironment(valid(), '/elsewhere')).toEqual({
      repository: 'octo/repo',
      apiUrl: 'https://api.github.example/api/v3',
      serverUrl: 'https://github.example',
      workspace: '/work/checkout',
      sha: SHA,
      eventName: 'pull_request',
      pullRequest: { number: 12, baseRef: 'main', baseSha: SHA, headRef: 'feature/x', headSha: HEAD },
      summaryPath: '/runner/summary.md',
      outputPath: '/runner/output',
      reportDir: '/runner/temp/spec-diff-report',
      runUrl: 'https://github.example/octo/repo/actions/runs/99',
      token: 'ghs_0123456789abcdef',
    });
  });

  it('outside a pull request: no pull request, the defaults for what is unset', () => {
    const environment = readStepEnvironment({ GITHUB_REPOSITORY: 'octo/repo', GITHUB_EVENT_NAME: 'push' }, '/checkout');
    expect(environment).toEqual({ repository: 'octo/repo', apiUrl: 'https://api.github.com', serverUrl: 'https://github.com', workspace: '/checkout', sha: '', eventName: 'push', reportDir: '/checkout/spec-diff-report' });
  });

  const BAD: Array<[string, Record<string, string | undefined>, RegExp]> = [
    ['no repository', { GITHUB_REPOSITORY: undefined }, /^GITHUB_REPOSITORY: is not set/],
    ['a repository without owner', { GITHUB_REPOSITORY: 'repo' }, /^GITHUB_REPOSITORY: must be "owner\/repo"/],
    ['an API URL that is no URL', { GITHUB_API_URL: 'api.github.com' }, /^GITHUB_API_URL: must be an http\(s\) URL/],
    ['an API URL of another scheme', { GITHUB_API_URL: 'file:///etc/passwd' }, /^GITHUB_API_URL: must be an http\(s\) URL/],
    ['an API URL with credentials', { GITHUB_API_URL: 'https://user:secret@api.github.com' }, /^GITHUB_API_URL: must not carry credentials$/],
    ['an API URL with a query', { GITHUB_API_URL: 'https://api.github.com/?x=1' }, /^GITHUB_API_URL: must be a base URL/],
    ['a server URL that is no URL', { GITHUB_SERVER_URL: 'github' }, /^GITHUB_SERVER_URL: must be an http\(s\) URL/],
    ['a short sha', { GITHUB_SHA: 'abc123' }, /^GITHUB_SHA: must be a commit's full hex id/],
    ['a relative summary path', { GITHUB_STEP_SUMMARY: 'summary.md' }, /^GITHUB_STEP_SUMMARY: must be an absolute path/],
    ['a relative output path', { GITHUB_OUTPUT: 'out' }, /^GITHUB_OUTPUT: must be an absolute path/],
    ['a pull_request event without its file', { GITHUB_EVENT_PATH: undefined }, /^GITHUB_EVENT_PATH: is not set for a pull_request event/],
  ];

  it.each(BAD)('%s is bad input naming the variable', (_case, overrides, message) => {
    const env = { ...valid(), ...overrides };
    for (const [name, value] of Object.entries(overrides)) if (value === undefined) delete env[name];
    expect(() => readStepEnvironment(env, '/checkout')).toThrow(InputError);
    expect(() => readStepEnvironment(env, '/checkout')).toThrow(message);
  });

  const BAD_EVENTS: Array<[string, unknown, RegExp]> = [
    ['not JSON', '{', /cannot read the event \(not JSON\)/],
    ['no pull_request', { action: 'opened' }, /the event has no pull_request/],
    ['a number that is a string', pullRequest({ number: '12' }), /pull_request.number must be a positive integer/],
    ['a zero number', pullRequest({ number: 0 }), /pull_request.number must be a positive integer/],
    ['no base', pullRequest({ base: undefined }), /the event has no base|pull_request.base/],
    ['a base ref that is an option', pullRequest({ base: { ref: '--upload-pack=x', sha: SHA } }), /pull_request.base.ref must be a branch name/],
    ['a base ref with a space', pullRequest({ base: { ref: 'a b', sha: SHA } }), /pull_request.base.ref must be a branch name/],
    ['a base ref with ..', pullRequest({ base: { ref: 'a..b', sha: SHA } }), /pull_request.base.ref must be a branch name/],
    ['a head sha that is no sha', pullRequest({ head: { ref: 'x', sha: 'HEAD~1' } }), /pull_request.head.sha must be a commit's full hex id/],
  ];

  it.each(BAD_EVENTS)('an event file with %s is bad input naming the file', (_case, content, message) => {
    const path = event(content);
    const read = () => readStepEnvironment({ ...valid(), GITHUB_EVENT_PATH: path }, '/checkout');
    expect(read).toThrow(InputError);
    expect(read).toThrow(message);
    expect(read).toThrow(path);
  });

  it('a missing event file is bad input with its error code', () => {
    expect(() => readStepEnvironment({ ...valid(), GITHUB_EVENT_PATH: '/no/such/event.json' }, '/checkout')).toThrow(/\/no\/such\/event.json: cannot read the event \(ENOENT\)/);
  });
});
