/**
 * `incident-gen spec-diff` in one place: find the base (the pull request's merge-base, or
 * `--base`), compare each spec matching the globs, then hand the results to the workflow
 * (publish.ts: comment, annotations, summary, outputs). The exit status is the verdict alone:
 * 1 when any spec has a change at or above --fail-on or a consumer breaks, 0 otherwise; a comment
 * GitHub refuses (a fork's read-only token) never changes it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { exitStatus, type DiffOptions } from '../drift/index.ts';
import { loadDiffOptions } from '../drift/settings.ts';
import { DEFAULTS } from '../context.ts';
import { InputError } from '../load/errors.ts';
import { createRedactor, type Redactor } from '../runtime/redaction/redact.ts';
import { compareSpec, type ComparedSpec } from './compare-specs.ts';
import { gitOutput, hasCommit } from './git.ts';
import { changedLines, fileAtCommit, filesAtCommit, findMergeBase, resolveNamedBase, type BaseCommit } from './merge-base.ts';
import { publishResults, type StepOutput } from './publish.ts';
import { matchSpecs } from './spec-globs.ts';
import type { SpecDiffSettings } from './settings.ts';
import type { StepEnvironment } from './step-environment.ts';

export type { SpecDiffSettings } from './settings.ts';

export type { StepOutput } from './publish.ts';

/** The head the specs are read at: a commit, or the checkout's files when there is no pull request. */
interface Head {
  revision: string | undefined;
  label: string;
  sha: string;
}

export async function runSpecDiff(settings: SpecDiffSettings, environment: StepEnvironment, output: StepOutput): Promise<0 | 1> {
  const redactor = createRedactor([environment.token]);
  try {
    return await compareAndPublish(settings, environment, output, redactor);
  } catch (error) {
    // The one-line message the CLI prints of any failure: a token quoted by git or a server stays hidden.
    if (error instanceof Error) {
      error.message = redactor.text(error.message);
      error.stack = redactor.text(error.stack ?? '');
    }
    throw error;
  }
}

async function compareAndPublish(settings: SpecDiffSettings, environment: StepEnvironment, output: StepOutput, redactor: Redactor): Promise<0 | 1> {
  // Every line leaves through the redactor: a token that reached a spec or a server's text stays hidden.
  const safe: StepOutput = { stdout: (text) => output.stdout(redactor.text(text)), stderr: (text) => output.stderr(redactor.text(text)) };
  const cwd = environment.workspace;
  const { base, head } = resolveSides(settings, environment);
  safe.stdout(`spec-diff: base ${base.sha.slice(0, 7)} (${base.how}${base.fetches > 0 ? `, ${base.fetches} fetch${base.fetches === 1 ? '' : 'es'}` : ''}), head ${head.label}\n`);

  const files = head.revision === undefined ? gitOutput(cwd, ['ls-files', '-z'], 'the checkout').split('\0').filter(Boolean) : filesAtCommit(cwd, head.revision);
  const specPaths = matchSpecs(settings.specGlobs, files);
  const options = await diffOptions(settings, cwd);
  const consumers = settings.consumerDirs.length > 0 ? (await import('../impact/index.ts')).readConsumerProjects(settings.consumerDirs.map((dir) => resolve(cwd, dir))) : [];
  const baseLabel = `${environment.pullRequest && settings.base === undefined ? environment.pullRequest.baseRef : settings.base} @ ${base.sha.slice(0, 7)}`;

  const compared: ComparedSpec[] = [];
  const changed = new Map<string, Promise<Array<[number, number]>>>();
  for (const specPath of specPaths) {
    const baseText = fileAtCommit(cwd, base.sha, specPath);
    if (baseText === undefined) {
      safe.stdout(`${specPath}: new at the head, nothing to compare it with\n`);
      continue;
    }
    const headText = head.revision === undefined ? readFileSync(resolve(cwd, specPath), 'utf8') : fileAtCommit(cwd, head.revision, specPath)!;
    // Started now, awaited when annotating: git works while the specs are compared.
    const hunks = changedLines(cwd, base.sha, head.revision, specPath);
    changed.set(specPath, hunks);
    const spec = await compareSpec(specPath, { label: baseLabel, text: baseText }, { label: head.label, text: headText }, options, consumers, settings.maxSpecBytes);
    const { error, warning, info } = spec.report.summary;
    safe.stdout(`${specPath}: ${error} error, ${warning} warning, ${info} info${spec.report.ignored.length > 0 ? `, ${spec.report.ignored.length} ignored` : ''}\n`);
    compared.push(spec);
  }
  const verdict = compared.some((spec) => exitStatus(spec.report, settings.failOn) === 1) ? 1 : 0;
  await publishResults({ compared, changed, verdict, settings, environment, headSha: head.sha, output: safe, redactor });
  return verdict;
}

function resolveSides(settings: SpecDiffSettings, environment: StepEnvironment): { base: BaseCommit; head: Head } {
  const cwd = environment.workspace;
  const pr = environment.pullRequest;
  if (pr) {
    const base = settings.base === undefined ? findMergeBase({ cwd, baseRef: pr.baseRef, headSha: pr.headSha }) : resolveNamedBase(cwd, settings.base);
    // The head commit itself, not the checkout: a pull request's checkout is a merge with the base branch's tip.
    if (!hasCommit(cwd, pr.headSha)) gitOutput(cwd, ['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', pr.headSha], `the head ${pr.headSha.slice(0, 7)}`);
    return { base, head: { revision: pr.headSha, label: `${pr.headRef} @ ${pr.headSha.slice(0, 7)}`, sha: pr.headSha } };
  }
  if (settings.base === undefined) throw new InputError('--base', `is needed outside a pull request (the event is ${JSON.stringify(environment.eventName || 'none')})`);
  const sha = environment.sha || gitOutput(cwd, ['rev-parse', 'HEAD'], 'the checkout');
  return { base: resolveNamedBase(cwd, settings.base), head: { revision: undefined, label: `checkout @ ${sha.slice(0, 7)}`, sha } };
}

async function diffOptions(settings: SpecDiffSettings, cwd: string): Promise<DiffOptions> {
  return loadDiffOptions({
    severityFile: settings.severityFile === undefined ? undefined : resolve(cwd, settings.severityFile),
    ignoreFile: settings.ignoreFile === undefined ? undefined : resolve(cwd, settings.ignoreFile),
    timeoutMs: DEFAULTS.fetchTimeoutMs,
  });
}
