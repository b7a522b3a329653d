/**
 * actions/spec-diff/action.yml and .github/workflows/spec-diff.yml: actionlint has no finding in
 * either (the action's steps are linted as the job of a workflow_call workflow whose inputs are
 * the action's: actionlint reads workflows, not action metadata), the action needs nothing but
 * Node on the runner, passes every input to the command without pasting it into a script, and the
 * workflow runs it on pull requests touching spec/ with the least permissions it needs.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { PROJECT_ROOT } from '../support/project.ts';
import { systemTempDirs } from '../support/temp-dirs.ts';
import { actionlint, expressionsIn, readWorkflow, type Step } from './workflow-files.ts';

interface ActionInput {
  description: string;
  required?: boolean;
  default?: string;
}

interface Action {
  name: string;
  description: string;
  inputs: Record<string, ActionInput>;
  outputs: Record<string, { description: string; value: string }>;
  runs: { using: string; steps: Array<Step & { shell?: string; 'working-directory'?: string }> };
}

const ACTION_PATH = 'actions/spec-diff/action.yml';
const readAction = (): Action => parse(readFileSync(join(PROJECT_ROOT, ACTION_PATH), 'utf8')) as Action;

/** The action's steps as one job of a workflow_call workflow with the action's inputs: what actionlint can read. */
function asWorkflow(action: Action): string {
  const inputs = Object.fromEntries(Object.entries(action.inputs).map(([name, input]) => [name, { type: 'string', required: false, ...(input.default === undefined ? {} : { default: input.default }) }]));
  return stringify({ name: action.name, on: { workflow_call: { inputs } }, jobs: { action: { 'runs-on': 'ubuntu-latest', 'timeout-minutes': 15, steps: action.runs.steps } } });
}

describe('actions/spec-diff/action.yml', () => {
  const action = readAction();

  it('has no actionlint finding in its steps', async () => {
    const findings = await actionlint(asWorkflow(action), ACTION_PATH);
    expect(findings.map((finding) => `${finding.line}:${finding.column} ${finding.message} [${finding.kind}]`)).toEqual([]);
  });

  it('the lint can fail: a step naming an input the action lacks, or a misspelt context, is found', async () => {
    for (const [from, to] of [
      ['inputs.comment', 'inputs.comments'],
      ['github.workspace', 'github.workspac'],
    ] as const) {
      const broken = structuredClone(action);
      const step = broken.runs.steps.find((candidate) => stringify(candidate).includes(from))!;
      Object.assign(step, parse(stringify(step).replace(from, to)));
      expect((await actionlint(asWorkflow(broken), ACTION_PATH)).length, to).toBeGreaterThan(0);
    }
  });

  it('is a composite action needing only Node on the runner: no Docker, no other runtime', () => {
    expect(action.runs.using).toBe('composite');
    const scripts = action.runs.steps.map((step) => step.run ?? '').join('\n');
    expect(scripts).not.toMatch(/docker|python|pip install|apt-get|sudo/i);
    expect(scripts).toMatch(/^npm ci --omit=dev /m);
    const uses = action.runs.steps.flatMap((step) => (step.uses ? [step.uses] : []));
    expect(uses).toEqual(['actions/upload-artifact@v4']);
  });

  it('passes every input to the command as an environment variable, never pasted into a script; the token as GITHUB_TOKEN only', () => {
    const diff = action.runs.steps.find((step) => step.id === 'diff')!;
    for (const step of action.runs.steps) expect(expressionsIn(step.run ?? ''), step.name).toEqual([]);
    const env = diff.env as Record<string, string>;
    const passed = Object.values(env).flatMap((value) => expressionsIn(value));
    for (const name of Object.keys(action.inputs).filter((input) => input !== 'artifact-name')) expect(passed, name).toContain(`inputs.${name}`);
    expect(env.GITHUB_TOKEN).toBe('${{ inputs.token }}');
    expect(diff.run).not.toMatch(/TOKEN/);
  });

  it('each output is the command step\'s output of the same name', () => {
    for (const [name, output] of Object.entries(action.outputs)) expect(output.value, name).toBe(`\${{ steps.diff.outputs.${name} }}`);
    expect(Object.keys(action.outputs).sort()).toEqual(['comment-url', 'consumer-breaks', 'errors', 'infos', 'report-path', 'verdict', 'warnings']);
  });
});

describe('.github/workflows/spec-diff.yml', () => {
  const workflow = readWorkflow('spec-diff.yml');

  it('runs on pull requests touching spec/, with contents read and pull-requests write only', () => {
    expect(workflow.on).toEqual({ pull_request: { paths: ['spec/**'] } });
    expect(workflow.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
  });

  it('runs the action of this repository after a checkout and Node 20', () => {
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    expect(steps.map((step) => step.uses)).toEqual(['actions/checkout@v4', 'actions/setup-node@v4', './actions/spec-diff']);
    expect(steps[1]!.with).toMatchObject({ 'node-version': 20 });
  });
});

describe("the action's command step, run by bash with a stand-in node that prints its arguments", () => {
  const diff = readAction().runs.steps.find((step) => step.id === 'diff')!;

  const tempDir = systemTempDirs();

  function argumentsFor(inputs: Record<string, string>): string[] {
    const bin = tempDir('fake-node');
    writeFileSync(join(bin, 'node'), '#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done\n');
    chmodSync(join(bin, 'node'), 0o755);
    const env = { PATH: `${bin}:${process.env.PATH}`, GITHUB_ACTION_PATH: '/action/actions/spec-diff', INPUT_FAIL_ON: 'error', INPUT_COMMENT: 'on', INPUT_SPEC: 'spec/openapiV3.json', ...inputs };
    return execFileSync('bash', ['-e', '-c', diff.run!], { env, cwd: bin, encoding: 'utf8' }).split('\n').slice(0, -1);
  }

  it('passes each line of a multi-line input as its own flag, and leaves empty inputs out', () => {
    expect(argumentsFor({ INPUT_SPEC: 'spec/a.json\n\nspec/b/*.yaml\n', INPUT_CONSUMER: 'app\nworker', INPUT_BASE: '', INPUT_IGNORE: 'spec/drift-ignore.txt', INPUT_SEVERITY: '' })).toEqual([
      '/action/actions/spec-diff/../../generator/bin.mjs',
      'spec-diff',
      '--fail-on',
      'error',
      '--comment',
      'on',
      '--spec',
      'spec/a.json',
      '--spec',
      'spec/b/*.yaml',
      '--consumer',
      'app',
      '--consumer',
      'worker',
      '--ignore',
      'spec/drift-ignore.txt',
    ]);
  });

  it('an input is data, never shell: quotes, $(…), ; and globs arrive as written', () => {
    const hostile = `x"; touch /tmp/owned; echo "$(id) * \`id\``;
    const args = argumentsFor({ INPUT_SPEC: hostile, INPUT_BASE: hostile });
    expect(args.filter((arg) => arg === hostile)).toHaveLength(2);
  });
});
