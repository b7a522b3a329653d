/**
 * A pull request as a step sees it, for the entry point's tests: a real repository (base branch
 * moved on after the fork), a shallow clone of the head as actions/checkout leaves it, the event
 * file, the summary and output files, and the environment GitHub gives the step, pointing at a
 * loopback stand-in of the API.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readStepEnvironment, type StepEnvironment } from '../../../generator/pull-request/step-environment.ts';
import { cloneHead, commit, gitIn, makePullRequestRepository, type PullRequestRepository } from './git-fixture.ts';

type Json = Record<string, unknown>;

/** A small document whose spec lines matter: printed two-space JSON, one member a line. */
export function incidentSpec(options: { statuses?: string[]; withName?: boolean; extraPaths?: Json; extraSchemas?: Json; description?: string } = {}): string {
  const incident: Json = {
    type: 'object',
    properties: {
      id: { type: 'string' },
      status: { type: 'string', enum: options.statuses ?? ['triage', 'active', 'closed'] },
      ...(options.withName === false ? {} : { name: { type: 'string', description: options.description ?? 'The name' } }),
    },
    required: ['id', 'status'],
  };
  const document = {
    openapi: '3.0.3',
    info: { title: 'incidents', version: '1' },
    paths: {
      '/v2/incidents/{id}': {
        get: {
          operationId: 'Incidents V2#Show',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/IncidentV2' } } } } },
        },
      },
      ...options.extraPaths,
    },
    components: { schemas: { IncidentV2: incident, ...options.extraSchemas } },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** An endpoint only the base branch gains after the fork: compared with the base's tip, the head would seem to remove it. */
export const LATER_PATH = {
  '/v2/later': { get: { operationId: 'Later V2#List', responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'string' } } } } } } },
};

/** The base text with LATER_PATH added, as the base branch changes it after the fork. */
function laterOf(base: string): string {
  const document = JSON.parse(base) as { paths: Json };
  return `${JSON.stringify({ ...document, paths: { ...document.paths, ...LATER_PATH } }, null, 2)}\n`;
}

export interface PullRequestStep {
  repository: PullRequestRepository;
  workspace: string;
  env: Record<string, string>;
  summaryPath: string;
  outputPath: string;
  reportDir: string;
  environment(): StepEnvironment;
  /** Pushes a commit to the pull request's branch and points the event at it (the next push of the pull request). */
  push(files: Record<string, string>): string;
  summary(): string;
  outputs(): string;
}

export const REPOSITORY = 'octo-org/spec-repo';
export const PR_NUMBER = 7;

/**
 * `more` adds specs beside the first: path -> [base text, head text]; the base branch's later
 * commits touch the first spec only (JSON), as LATER_PATH.
 */
export function pullRequestStep(root: string, apiUrl: string, token: string, head: string, base = incidentSpec(), specPath = 'spec/openapiV3.json', more: Record<string, [string, string]> = {}): PullRequestStep {
  const side = (index: 0 | 1) => Object.fromEntries(Object.entries(more).map(([path, texts]) => [path, texts[index]]));
  const repository = makePullRequestRepository(join(root, 'repo'), {
    initial: { [specPath]: base, 'spec/drift-ignore.txt': '', ...side(0) },
    head: [{ 'NOTES.md': 'head\n' }, { [specPath]: head, ...side(1) }],
    baseLater: [{ [specPath]: specPath.endsWith('.json') ? laterOf(base) : base.replace(/\n$/, '\n# later\n') }, { 'NOTES.md': 'later\n' }],
  });
  const workspace = cloneHead(repository, join(root, 'workspace'));
  const runner = join(root, 'runner');
  mkdirSync(runner, { recursive: true });
  const [eventPath, summaryPath, outputPath] = [join(runner, 'event.json'), join(runner, 'summary.md'), join(runner, 'output.txt')];
  writeFileSync(summaryPath, '');
  writeFileSync(outputPath, '');
  const writeEvent = (headSha: string) =>
    writeFileSync(eventPath, JSON.stringify({ action: 'synchronize', number: PR_NUMBER, pull_request: { number: PR_NUMBER, base: { ref: 'main', sha: repository.baseTip }, head: { ref: 'feature', sha: headSha } } }));
  writeEvent(repository.headSha);
  const env: Record<string, string> = {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_API_URL: apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_SHA: repository.headSha,
    GITHUB_WORKSPACE: workspace,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_RUN_ID: '4242',
    RUNNER_TEMP: runner,
    GITHUB_TOKEN: token,
  };
  return {
    repository,
    workspace,
    env,
    summaryPath,
    outputPath,
    reportDir: join(runner, 'spec-diff-report'),
    environment: () => readStepEnvironment(env, workspace),
    push(files) {
      const origin = gitIn(repository.origin);
      origin('checkout', '--quiet', 'feature');
      const sha = commit(repository.origin, 'another push', files);
      origin('checkout', '--quiet', 'main');
      writeEvent(sha);
      env.GITHUB_SHA = sha;
      return sha;
    },
    summary: () => readFileSync(summaryPath, 'utf8'),
    outputs: () => readFileSync(outputPath, 'utf8'),
  };
}

/** The GITHUB_OUTPUT file's `name<<delimiter` blocks as name -> value (the last of each name). */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[index]!);
    if (!match) continue;
    const end = lines.indexOf(match[2]!, index + 1);
    outputs[match[1]!] = lines.slice(index + 1, end).join('\n');
    index = end;
  }
  return outputs;
}
