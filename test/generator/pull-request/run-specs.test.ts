/**
 * The entry point on what a pull request may hold besides one JSON spec: several specs (one
 * section each), a YAML spec (annotated at its own lines), a spec the pull request adds, and a run
 * outside a pull request (`--base`, no comment). The stand-in checks GitHub's contract as in
 * run.test.ts; the token leaves no trace.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { InputError } from '../../../generator/load/errors.ts';
import { COMMENT_MARKER } from '../../../generator/pull-request/comment.ts';
import { runSpecDiff, type SpecDiffSettings } from '../../../generator/pull-request/run.ts';
import { readStepEnvironment } from '../../../generator/pull-request/step-environment.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { startGitHubStandIn, type GitHubStandIn } from './github-stand-in.ts';
import { incidentSpec, parseOutputs, PR_NUMBER, pullRequestStep, REPOSITORY } from './pull-request-fixture.ts';

const TOKEN = 'ghs_SpecsTokenNeverShown0123456789';
const tempDir = systemTempDirs();
const SETTINGS: SpecDiffSettings = { specGlobs: ['spec/**/*.{json,yaml}'], failOn: 'error', consumerDirs: [], comment: true, maxSpecBytes: 64 * 1024 * 1024 };

const servers: GitHubStandIn[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    expect(server.problems).toEqual([]);
    await server.close();
  }
});

async function standIn() {
  const server = await startGitHubStandIn({ token: TOKEN, repository: REPOSITORY, issue: PR_NUMBER });
  servers.push(server);
  return server;
}

/** The same document as YAML, one member a line. */
const asYaml = (json: string) => stringify(JSON.parse(json));

async function run(env: Record<string, string>, workspace: string, settings: Partial<SpecDiffSettings> = {}) {
  const recorded = { stdout: '', stderr: '' };
  const status = await runSpecDiff({ ...SETTINGS, ...settings }, readStepEnvironment(env, workspace), { stdout: (text) => (recorded.stdout += text), stderr: (text) => (recorded.stderr += text) });
  for (const text of [recorded.stdout, recorded.stderr]) expect(text).not.toContain(TOKEN);
  return { status, ...recorded };
}

describe('spec-diff beyond one JSON spec', () => {
  it('several specs: one section each in the comment, counts summed in the outputs, a spec the pull request adds noted and skipped', async () => {
    const server = await standIn();
    const breaking = incidentSpec({ withName: false });
    const step = pullRequestStep(tempDir('specs'), server.url, TOKEN, breaking, incidentSpec(), 'spec/openapiV3.json', {
      'spec/public/api.yaml': [asYaml(incidentSpec()), asYaml(breaking)],
    });
    // A spec only the head has: nothing to compare it with.
    step.push({ 'spec/new/added.json': incidentSpec() });
    const result = await run(step.env, step.workspace);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('spec/new/added.json: new at the head, nothing to compare it with');
    const body = server.comments[0]!.body;
    expect(body.startsWith(COMMENT_MARKER)).toBe(true);
    expect(body).toContain('spec/openapiV3.json');
    expect(body).toContain('spec/public/api.yaml');
    const outputs = parseOutputs(step.outputs());
    expect(Number(outputs.errors)).toBe(2);
    expect(step.summary()).toContain('## spec-diff: 2 specs');
  });

  it('a YAML spec is annotated at its own lines', async () => {
    const server = await standIn();
    const head = asYaml(incidentSpec({ withName: false, statuses: ['triage', 'active', 'closed', 'paused'] }));
    const step = pullRequestStep(tempDir('yaml'), server.url, TOKEN, head, asYaml(incidentSpec()), 'spec/api.yaml');
    const result = await run(step.env, step.workspace, { specGlobs: ['spec/api.yaml'] });
    const added = result.stdout.split('\n').find((line) => line.includes('response-enum-value-added'))!;
    expect(added).toMatch(/^::notice file=spec\/api.yaml,line=\d+,/);
    const line = Number(/line=(\d+)/.exec(added)![1]);
    expect(head.split('\n')[line - 1]).toMatch(/^\s*(status|enum):/);
  });

  it('outside a pull request: --base compares the checkout with it and writes no comment; without --base it is bad input', async () => {
    const server = await standIn();
    const step = pullRequestStep(tempDir('push'), server.url, TOKEN, incidentSpec({ withName: false }));
    const env = { ...step.env, GITHUB_EVENT_NAME: 'push' };
    delete (env as Record<string, string | undefined>).GITHUB_EVENT_PATH;
    const result = await run(env, step.workspace, { base: step.repository.forkPoint, specGlobs: ['spec/openapiV3.json'] });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('comment: skipped, not a pull request');
    expect(server.requests).toEqual([]);
    await expect(run(env, step.workspace, { specGlobs: ['spec/openapiV3.json'] })).rejects.toThrow(InputError);
  });

  it('a glob that matches nothing is bad input before anything is written', async () => {
    const server = await standIn();
    const step = pullRequestStep(tempDir('glob'), server.url, TOKEN, incidentSpec({ withName: false }));
    await expect(run(step.env, step.workspace, { specGlobs: ['spec/missing.json'] })).rejects.toThrow(/--spec spec\/missing.json: matches no file/);
    expect(step.summary()).toBe('');
    expect(step.outputs()).toBe('');
    expect(server.requests).toEqual([]);
  });
});
