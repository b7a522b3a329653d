/**
 * What docs/regen-workflow.md promises of .github/workflows/regen.yml, read from the parsed YAML:
 * the token that opens the pull request, one base for every trigger, no re-drafting, no reset of
 * the branch, no shared test data. Each check walks every step, so a step added later is held to
 * it too.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemTempDirs } from '../support/temp-dirs.ts';
import { expressionsIn, readWorkflow, readWorkflowText, stringsIn, type Step } from './workflow-files.ts';

const workflow = readWorkflow('regen.yml');
const text = readWorkflowText('regen.yml');
const job = workflow.jobs.regen!;
const steps = job.steps;

/** The token every authenticated step uses: the App's when configured, then a personal token, then the default. */
const TOKEN = '${{ steps.app-token.outputs.token || secrets.REGEN_TOKEN || github.token }}';
const TOKEN_OPERANDS = ['steps.app-token.outputs.token', 'secrets.REGEN_TOKEN', 'github.token'];

const indexOfStep = (predicate: (step: Step) => boolean): number => steps.findIndex(predicate);
const isCheckout = (step: Step): boolean => step.uses?.startsWith('actions/checkout@') ?? false;
const runs = (step: Step): string => step.run ?? '';

describe('regen.yml: the token', () => {
  const appStep = indexOfStep((step) => step.id === 'app-token');

  it('mints a GitHub App installation token when REGEN_APP_ID is set', () => {
    const step = steps[appStep]!;
    expect(step.uses).toMatch(/^actions\/create-github-app-token@v\d+$/);
    expect(step.if).toBe("${{ vars.REGEN_APP_ID != '' }}");
    expect(step.with).toEqual({ 'app-id': '${{ vars.REGEN_APP_ID }}', 'private-key': '${{ secrets.REGEN_APP_PRIVATE_KEY }}' });
  });

  it('every token a step is given is the App token first, the default token only last', () => {
    const given: Array<[where: string, value: unknown]> = [];
    const scopes: Array<[string, Record<string, unknown> | undefined]> = [['workflow env', workflow.env], ['job env', job.env]];
    for (const [where, env] of scopes) for (const [key, value] of Object.entries(env ?? {})) if (/TOKEN$/.test(key) && key !== 'HAS_PERSONAL_TOKEN') given.push([`${where} ${key}`, value]);
    steps.forEach((step, index) => {
      for (const [key, value] of Object.entries(step.env ?? {})) if (/TOKEN$/.test(key)) given.push([`step ${index} env ${key}`, value]);
      for (const [key, value] of Object.entries(step.with ?? {})) if (/token/i.test(key)) given.push([`step ${index} with ${key}`, value]);
    });
    expect(given.length).toBeGreaterThanOrEqual(3);
    for (const [where, value] of given) expect({ where, value }).toEqual({ where, value: TOKEN });
    expect(expressionsIn(TOKEN)[0]!.split('||').map((operand) => operand.trim())).toEqual(TOKEN_OPERANDS);
  });

  it('the App token exists before any step that uses it', () => {
    steps.forEach((step, index) => {
      if (stringsIn(step).some((value) => value.includes('steps.app-token.outputs.token')) && step.id !== 'app-token') expect({ index, after: index > appStep }).toEqual({ index, after: true });
    });
  });

  it('no step names secrets.GITHUB_TOKEN, and github.token appears only as the last fallback', () => {
    expect(text).not.toMatch(/secrets\.GITHUB_TOKEN/i);
    for (const expression of expressionsIn(text)) {
      if (/\bgithub\.token\b/.test(expression)) expect(`\${{ ${expression} }}`).toBe(TOKEN);
    }
  });

  it('every step that calls gh has the token, and none opens the pull request through an action', () => {
    for (const step of steps) {
      if (/(^|[\s;|&(])gh\s/m.test(runs(step))) expect({ step: step.name, token: step.env?.GH_TOKEN }).toEqual({ step: step.name, token: TOKEN });
      expect(step.uses ?? '').not.toMatch(/create-pull-request/);
    }
  });
});

describe('regen.yml: one base for every trigger', () => {
  // Contexts whose value depends on what started the run.
  const TRIGGER_DEPENDENT = /\bgithub\.(event_name|ref|ref_name|head_ref|base_ref|sha|event)\b|\binputs\./;
  const TRIGGER_DEPENDENT_ENV = /\$\{?GITHUB_(REF|REF_NAME|HEAD_REF|BASE_REF|SHA|EVENT_NAME|EVENT_PATH)\b/;

  it('every checkout takes its ref from the base step alone', () => {
    const checkouts = steps.filter(isCheckout);
    expect(checkouts.length).toBeGreaterThan(0);
    for (const step of checkouts) expect(step.with?.ref).toBe('${{ steps.base.outputs.ref }}');
  });

  it('nothing up to the checkout, nor the job env, reads a trigger-dependent context', () => {
    const throughCheckout = steps.slice(0, indexOfStep(isCheckout) + 1);
    const inspected = [...stringsIn(job.env), ...stringsIn(workflow.env), ...throughCheckout.flatMap(stringsIn)];
    for (const value of inspected) {
      for (const expression of expressionsIn(value)) expect(expression).not.toMatch(TRIGGER_DEPENDENT);
      expect(value).not.toMatch(TRIGGER_DEPENDENT_ENV);
    }
  });

  it('the base step picks the open pull request branch, else the default branch, by the API', () => {
    const base = runs(steps[indexOfStep((step) => step.id === 'base')]!);
    expect(base).toMatch(/gh pr list[^\n]*--head "\$BRANCH"[^\n]*--state open/);
    expect(base).toMatch(/gh api "repos\/\$\{GITHUB_REPOSITORY\}" --jq \.default_branch/);
  });

  it('the event payload is read only to skip the workflow’s own pushes', () => {
    const uses = expressionsIn(text).filter((expression) => /\bgithub\.event\b/.test(expression));
    expect(uses).toEqual(["github.event_name != 'push' || !contains(github.event.head_commit.message, 'Regen-Run:')"]);
    expect(job.if).toBe(`\${{ ${uses[0]} }}`);
  });
});

describe('regen.yml: the branch moves forward, the pull request is never re-drafted', () => {
  it('no draft input, no conversion to draft, no undoing of ready', () => {
    for (const step of steps) {
      expect(step.with ?? {}).not.toHaveProperty('draft');
      expect(runs(step)).not.toMatch(/convertPullRequestToDraft|ready\s+--undo|pr\s+edit[^\n]*--draft/);
    }
  });

  it('--draft only where a new pull request is created', () => {
    const lines = steps.flatMap((step) => runs(step).split('\n')).filter((line) => line.includes('--draft'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^\s*gh pr create --draft /);
  });

  it('no step resets, rebases over or force-pushes the branch itself: branch.sh does the git work', () => {
    for (const step of steps) {
      expect(runs(step)).not.toMatch(/\breset\s+--hard|\bpush\b[^\n]*(--force|\s-f\b|\s\+)|\brebase\b|\bbranch\s+-[fD]\b|\bcheckout\s+-B\b/);
    }
    const gitWork = steps.filter((step) => runs(step).includes('.github/regen/branch.sh')).map((step) => runs(step).match(/branch\.sh (\w+)/g));
    expect(gitWork.flat()).toEqual(['branch.sh sync', 'branch.sh commit', 'branch.sh commit', 'branch.sh commit', 'branch.sh push']);
  });
});

describe('regen.yml: no shared test data', () => {
  it('clones nothing but the consumers it is told of', () => {
    expect(text).not.toMatch(/\.\.\/shared|SHARED_DATA/);
    for (const step of steps) {
      for (const line of runs(step).split('\n').filter((l) => /\bgit\s+clone\b/.test(l))) expect(line.trim()).toBe('git clone --depth 1 "$source" "../consumers/$n"');
    }
  });
});

describe('regen.yml: the ready-made ignore lines, run as the runner runs them', () => {
  const tempDir = systemTempDirs();
  const script = runs(steps.find((step) => step.name === 'ready-made ignore lines')!);
  const PLACEHOLDER = '# TODO: why this break is accepted';

  /** Runs the step in a scratch project holding `ignoreFile` and the report's `readyMade` lines; the ignore file after. */
  function appendReadyMade(ignoreFile: string | null, readyMade: string[]): string {
    const dir = tempDir('regen-ignore-lines');
    mkdirSync(join(dir, 'spec'));
    mkdirSync(join(dir, '.tmp/regen'), { recursive: true });
    if (ignoreFile !== null) writeFileSync(join(dir, 'spec/drift-ignore.txt'), ignoreFile);
    writeFileSync(join(dir, '.tmp/regen/last-ignore-lines.txt'), readyMade.map((line) => `${line}\n`).join(''));
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH, TITLE: 'incident-api-client 2.0.0 (major)' } });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    return readFileSync(join(dir, 'spec/drift-ignore.txt'), 'utf8');
  }

  const removed = `GET /v2/things response-property-removed Thing.x ${PLACEHOLDER}`;
  const renamed = `* request-parameter-removed q ${PLACEHOLDER}`;

  it('appends each line commented out, under one header', () => {
    const after = appendReadyMade('# accepted breaking changes\n', [removed, renamed]);
    expect(after.split('\n').filter((line) => line.startsWith('# GET') || line.startsWith('# *'))).toEqual([`# ${removed}`, `# ${renamed}`]);
    expect(after.match(/: blocked\./g)).toHaveLength(1);
  });

  it('creates the ignore file when there is none', () => {
    expect(appendReadyMade(null, [removed])).toContain(`# ${removed}`);
  });

  it('a second hourly run with the same lines adds nothing', () => {
    const once = appendReadyMade('# accepted breaking changes\n', [removed, renamed]);
    expect(appendReadyMade(once, [removed, renamed])).toBe(once);
  });

  it('a line the reviewer accepted (uncommented, reason written) is not offered again; a new one is', () => {
    const accepted = `# accepted breaking changes\nGET /v2/things response-property-removed Thing.x # nobody reads x\n`;
    const after = appendReadyMade(accepted, [removed, renamed]);
    expect(after.startsWith(accepted)).toBe(true);
    expect(after).not.toContain(`# ${removed}`);
    expect(after).toContain(`# ${renamed}`);
  });

  it('no ready-made line (a block by consumer lines alone): the file is left as it was', () => {
    expect(appendReadyMade('# kept\n', [])).toBe('# kept\n');
  });
});
