/**
 * The action's entry point run with the environment GitHub gives a step, on a real repository
 * (shallow clone, base branch moved on after the fork), against a loopback stand-in of the REST
 * API whose every request and response is checked against api.github.com's published
 * description. After every run: no contract problem, and the token in none of stdout, stderr, the
 * summary, the outputs, the report files or the comments.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMMENT_LIMIT, COMMENT_MARKER } from '../../../generator/pull-request/comment.ts';
import { runSpecDiff, type SpecDiffSettings } from '../../../generator/pull-request/run.ts';
import { PROJECT_ROOT } from '../../support/project.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { BOT_LOGIN, startGitHubStandIn, type GitHubStandIn, type StoredComment } from './github-stand-in.ts';
import { incidentSpec, parseOutputs, PR_NUMBER, pullRequestStep, REPOSITORY, type PullRequestStep } from './pull-request-fixture.ts';

const TOKEN = 'ghs_St3pTokenNeverShown0123456789abc';
const tempDir = systemTempDirs();

const SETTINGS: SpecDiffSettings = { specGlobs: ['spec/*.json'], failOn: 'error', consumerDirs: [], comment: true, maxSpecBytes: 64 * 1024 * 1024, ignoreFile: 'spec/drift-ignore.txt' };

/** The head drops the `name` property from a response (an error) and adds a status (info or warning). */
const BREAKING_HEAD = incidentSpec({ withName: false, statuses: ['triage', 'active', 'closed', 'paused'] });

const servers: GitHubStandIn[] = [];
const steps: Array<{ step: PullRequestStep; standIn: GitHubStandIn; runs: Array<{ stdout: string; stderr: string }> }> = [];

afterEach(async () => {
  // Every run of the test: GitHub's contract held, and the token left no trace.
  for (const { step, standIn, runs } of steps.splice(0)) {
    expect(standIn.problems).toEqual([]);
    const reports = readdirSync(step.reportDir).map((name) => readFileSync(join(step.reportDir, name), 'utf8'));
    const everything = [...runs.flatMap((run) => [run.stdout, run.stderr]), step.summary(), step.outputs(), ...reports, ...standIn.comments.map((comment) => comment.body)];
    for (const text of everything) expect(text).not.toContain(TOKEN);
    expect(standIn.requests.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true);
  }
  for (const server of servers.splice(0)) await server.close();
});

async function setUp(head = BREAKING_HEAD, comments: StoredComment[] = [], base?: string) {
  const standIn = await startGitHubStandIn({ token: TOKEN, repository: REPOSITORY, issue: PR_NUMBER, comments });
  servers.push(standIn);
  const step = pullRequestStep(tempDir('spec-diff-run'), standIn.url, TOKEN, head, base);
  const runs: Array<{ stdout: string; stderr: string }> = [];
  steps.push({ step, standIn, runs });
  const run = async (settings: Partial<SpecDiffSettings> = {}) => {
    const recorded = { stdout: '', stderr: '' };
    runs.push(recorded);
    const status = await runSpecDiff({ ...SETTINGS, ...settings }, step.environment(), {
      stdout: (text) => (recorded.stdout += text),
      stderr: (text) => (recorded.stderr += text),
    });
    return { status, ...recorded };
  };
  return { standIn, step, run };
}

const ours = (standIn: GitHubStandIn) => standIn.comments.filter((comment) => comment.body.startsWith(COMMENT_MARKER) && comment.login === BOT_LOGIN);
const others = (count: number): StoredComment[] => Array.from({ length: count }, (_, index) => ({ id: index + 1, body: `review note ${index}`, login: `reviewer${index % 5}`, type: 'User' }));

describe('spec-diff on a pull request', () => {
  it('first run: compares with the merge-base (not the moved base tip), creates the comment, annotates the spec line, writes summary and outputs; exit 1 on an error', async () => {
    const { standIn, step, run } = await setUp();
    const result = await run();
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('');
    const [comment] = ours(standIn);
    expect(ours(standIn)).toHaveLength(1);
    expect(comment!.body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    // The base branch's later endpoint is not the pull request's doing: compared with the tip, it would be a removal.
    expect(comment!.body).not.toContain('Later V2');
    expect(step.summary()).not.toContain('Later V2');
    const annotations = result.stdout.split('\n').filter((line) => line.startsWith('::error ') || line.startsWith('::warning ') || line.startsWith('::notice '));
    const removal = annotations.find((line) => line.startsWith('::error '));
    // The removed property is annotated at its parent's line in the head file (`"properties": {` of IncidentV2).
    const headLines = BREAKING_HEAD.split('\n');
    const line = Number(/line=(\d+)/.exec(removal!)![1]);
    expect(removal).toContain('file=spec/openapiV3.json');
    expect(headLines[line - 1]).toMatch(/^\s*"(IncidentV2|properties)": \{$/);
    // The added status is annotated at the enum itself.
    const added = annotations.find((line) => line.includes('response-enum-value-added'));
    expect(headLines[Number(/line=(\d+)/.exec(added!)![1]) - 1]).toMatch(/"(status|enum)"/);
    const outputs = parseOutputs(step.outputs());
    expect(outputs).toMatchObject({ verdict: 'fail', errors: expect.stringMatching(/^[1-9]\d*$/), 'report-path': join(step.reportDir, 'spec-diff.md') });
    expect(outputs['comment-url']).toContain(`#issuecomment-${comment!.id}`);
    expect(step.summary()).toContain('## spec-diff: 1 spec');
  });

  it('second run with 150 other comments over two pages edits the same comment; a person quoting the marker keeps theirs', async () => {
    const quoting: StoredComment[] = [
      { id: 151, body: `${COMMENT_MARKER}\ncopied from the bot`, login: 'reviewer0', type: 'User' },
      { id: 152, body: `> ${COMMENT_MARKER}\n> quoted`, login: 'reviewer1', type: 'User' },
    ];
    const { standIn, run } = await setUp(BREAKING_HEAD, [...others(150), ...quoting]);
    await run();
    const first = ours(standIn);
    expect(first).toHaveLength(1);
    await run();
    expect(ours(standIn).map((comment) => comment.id)).toEqual(first.map((comment) => comment.id));
    expect(standIn.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    // Reading 153 comments took two pages each run: every page was read before deciding.
    const pages = standIn.requests.filter((request) => request.method === 'GET' && request.url.pathname.endsWith('/comments')).map((request) => request.url.searchParams.get('page') ?? '1');
    expect(pages).toEqual(['1', '2', '1', '2']);
    expect(standIn.comments.filter((comment) => comment.login !== BOT_LOGIN).map((comment) => comment.body)).toEqual([...others(150), ...quoting].map((comment) => comment.body));
  });

  it('the spec made clean again: the same comment is edited to say so, exit 0; a clean pull request with no comment gets none', async () => {
    const { standIn, step, run } = await setUp();
    await run();
    const [before] = ours(standIn).map((comment) => ({ ...comment }));
    step.push({ 'spec/openapiV3.json': incidentSpec() });
    const result = await run();
    expect(result.status).toBe(0);
    const [after] = ours(standIn);
    expect(after!.id).toBe(before!.id);
    expect(after!.body).not.toBe(before!.body);
    expect(after!.body).toContain('clean');
    expect(parseOutputs(step.outputs().split('verdict<<').at(-1)!.replace(/^/, 'verdict<<'))).toMatchObject({ verdict: 'pass' });

    // The same document, printed otherwise: a commit, and no change.
    const fresh = await setUp(`${JSON.stringify(JSON.parse(incidentSpec()), null, 4)}\n`);
    expect((await fresh.run()).status).toBe(0);
    expect(fresh.standIn.comments).toEqual([]);
    expect(fresh.standIn.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it("a 403 on the comment (a fork's read-only token) falls back to the summary with one notice; the verdict is unchanged", async () => {
    // The head quotes the token too (an enum value): every message about it must still hide it.
    const { standIn, step, run } = await setUp(incidentSpec({ withName: false, statuses: ['triage', 'active', 'closed', TOKEN] }));
    // GitHub's words, and the token quoted back as a hostile server might: neither reaches an output raw.
    standIn.behaviour.refuseWrites = `Resource not accessible by integration (${TOKEN})`;
    const result = await run();
    expect(result.status).toBe(1);
    expect(standIn.comments).toEqual([]);
    const notices = result.stdout.split('\n').filter((line) => line.startsWith('::notice ') && line.includes('could not be posted'));
    expect(notices).toHaveLength(1);
    expect(step.summary()).toContain('The pull request comment could not be posted (');
    expect(step.summary()).toContain('[redacted]');
    expect(parseOutputs(step.outputs())).toMatchObject({ verdict: 'fail', 'comment-url': '' });
  });

  it('a secondary rate limit on the comment is waited out (the bound made tiny for the test)', async () => {
    const { standIn, run } = await setUp();
    standIn.behaviour.rateLimitWrites = { count: 1, retryAfterSeconds: 1 };
    const result = await run({ rateLimitWaitMs: 3_000 });
    expect(result.stdout).toMatch(/rate limited \(403\): waiting 1 s/);
    expect(ours(standIn)).toHaveLength(1);
  });

  it('a 5,000-change report posts under the limit, counts what it could not show, and spends at most 10 annotations a level', async () => {
    const wide = Object.fromEntries(Array.from({ length: 5_000 }, (_, index) => [`field_${String(index).padStart(4, '0')}`, { type: 'string' }]));
    const withWide = (properties: Record<string, unknown>) =>
      incidentSpec({
        extraSchemas: { WideV2: { type: 'object', properties } },
        extraPaths: { '/v2/wide': { get: { operationId: 'Wide V2#Show', responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/WideV2' } } } } } } } },
      });
    const { standIn, step, run } = await setUp(withWide({}), [], withWide(wide));
    const result = await run();
    expect(result.status).toBe(1);
    const body = ours(standIn)[0]!.body;
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body).toMatch(/not shown/);
    const annotations = result.stdout.split('\n').filter((line) => /^::(error|warning|notice) /.test(line));
    for (const level of ['error', 'warning', 'notice']) expect(annotations.filter((line) => line.startsWith(`::${level} `)).length).toBeLessThanOrEqual(10);
    expect(annotations.at(-1)).toMatch(/^::notice .*::\d+ more changes not shown as annotations/);
    expect(Number(parseOutputs(step.outputs()).errors)).toBeGreaterThanOrEqual(5_000);
    expect(Buffer.byteLength(step.summary())).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe('the command as the action runs it: a child process, the token from the environment only', () => {
  it('runs `incident-gen spec-diff` with the step environment; exit 1 on the verdict, 2 on a bad event', async () => {
    const { standIn, step } = await setUp();
    // Asynchronous: the stand-in answers from this process's event loop.
    const cli = (env: Record<string, string>) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'generator/cli.ts'), 'spec-diff', '--spec', 'spec/*.json'], { cwd: PROJECT_ROOT, env: { PATH: process.env.PATH!, HOME: process.env.HOME!, ...env } });
        let [stdout, stderr] = ['', ''];
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });
    const ran = await cli(step.env);
    steps[0]!.runs.push({ stdout: ran.stdout, stderr: ran.stderr });
    expect(ran.stderr).toBe('');
    expect(ran.status).toBe(1);
    expect(ours(standIn)).toHaveLength(1);
    const bad = await cli({ ...step.env, GITHUB_REPOSITORY: 'not a repository' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^error: GITHUB_REPOSITORY: must be "owner\/repo"/);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });
});
