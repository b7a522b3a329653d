/**
 * The comparison handed to the workflow: the full report written for the artifact, the sticky
 * comment (or, when GitHub refuses it, the job summary with one notice), the annotations at each
 * change's spec line, the job summary and the step's outputs. Nothing here changes the verdict.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEVELS, consumerBreaks, renderReport, type DriftReport } from '../drift/index.ts';
import { changePointer } from '../drift/pointer.ts';
import { sourceLineMap } from '../load/source-lines.ts';
import type { Redactor } from '../runtime/redaction/redact.ts';
import { DEFAULTS } from '../context.ts';
import { chooseAnnotations, defaultBudget, workflowCommand, type AnnotatedChange } from './annotations.ts';
import { COMMENT_MARKER, isClean, renderCleanComment, renderComment, type CommentContext } from './comment.ts';
import type { ComparedSpec } from './compare-specs.ts';
import { createGitHubApi, GitHubApiError } from './github-api.ts';
import type { SpecDiffSettings } from './settings.ts';
import { appendOutputs, appendSummary, boundedSummary } from './step-files.ts';
import type { StepEnvironment } from './step-environment.ts';
import { upsertStickyComment, type StickyCommentOutcome } from './sticky-comment.ts';

export interface StepOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

export interface Results {
  compared: readonly ComparedSpec[];
  verdict: 0 | 1;
  settings: SpecDiffSettings;
  /** Each spec's line ranges the pull request changed (`git diff` hunks in the head file), computed beside the comparison. */
  changed: ReadonlyMap<string, Promise<Array<[number, number]>>>;
  environment: StepEnvironment;
  headSha: string;
  output: StepOutput;
  redactor: Redactor;
}

/** What became of the comment, in one line for the log and the summary. */
type CommentResult = { outcome: StickyCommentOutcome } | { skipped: string } | { refused: string };

export const REPORT_FILE = 'spec-diff.md';

export async function publishResults(results: Results): Promise<void> {
  const { compared, environment, output } = results;
  // Rendered once: the artifact and the job summary carry the same markdown.
  const reportMarkdown = fullReportMarkdown(compared);
  const reportPath = writeFullReport(environment.reportDir, compared, reportMarkdown, results.redactor);
  const fullReport = `the full report is in the job summary and the workflow artifact ${DEFAULTS.specDiff.artifactName}${environment.runUrl ? ` (${environment.runUrl})` : ''}`;
  const context: CommentContext = { repository: environment.repository, headSha: results.headSha, serverUrl: environment.serverUrl, fullReport };

  const comment = await postComment(results, context);
  if ('outcome' in comment) output.stdout(`comment: ${comment.outcome.action}${comment.outcome.url ? ` ${comment.outcome.url}` : ''} (${comment.outcome.commentsRead} comments read)\n`);
  else if ('skipped' in comment) output.stdout(`comment: skipped, ${comment.skipped}\n`);
  const reserved = 'refused' in comment ? 1 : 0;
  if ('refused' in comment) output.stdout(`${workflowCommand({ level: 'notice', title: 'spec-diff', message: `the pull request comment could not be posted (${comment.refused}); the report is in the job summary` })}\n`);
  for (const annotation of chooseAnnotations(await annotated(results), defaultBudget(reserved), fullReport)) output.stdout(`${workflowCommand(annotation)}\n`);

  if (environment.summaryPath !== undefined) {
    const refusedLine = 'refused' in comment ? `> The pull request comment could not be posted (${comment.refused}): this summary is the report.\n\n` : '';
    const summary = results.redactor.text(`${summaryHeadline(results)}\n\n${refusedLine}${reportMarkdown}`);
    appendSummary(environment.summaryPath, boundedSummary(summary, `the whole report is in the workflow artifact ${DEFAULTS.specDiff.artifactName}`));
  }
  if (environment.outputPath !== undefined) appendOutputs(environment.outputPath, outputs(results, reportPath, comment));
}

async function postComment(results: Results, context: CommentContext): Promise<CommentResult> {
  const { environment, settings, compared } = results;
  const pr = environment.pullRequest;
  if (!settings.comment) return { skipped: 'comment is off' };
  if (pr === undefined) return { skipped: 'not a pull request' };
  if (environment.token === undefined) return { skipped: `no token (${DEFAULTS.specDiff.tokenVariable} is not set)` };
  const api = createGitHubApi({
    apiUrl: environment.apiUrl,
    token: environment.token,
    repository: environment.repository,
    ...(settings.rateLimitWaitMs === undefined ? {} : { rateLimitWaitMs: settings.rateLimitWaitMs }),
    onWait: (ms, why) => results.output.stdout(`${why}: waiting ${Math.ceil(ms / 1000)} s\n`),
  });
  try {
    const outcome = await upsertStickyComment(api, {
      issue: pr.number,
      marker: COMMENT_MARKER,
      // A token a spec happened to quote is not published either.
      report: isClean(compared) ? undefined : results.redactor.text(renderComment(compared, context)),
      clean: results.redactor.text(renderCleanComment(compared, context)),
    });
    return { outcome };
  } catch (error) {
    if (!(error instanceof GitHubApiError)) throw error;
    // A fork's pull request gets a read-only token: the report is still in the summary, and the verdict stands.
    return { refused: results.redactor.text(error.message) };
  }
}

async function annotated(results: Results): Promise<AnnotatedChange[]> {
  const annotatedSpecs: AnnotatedChange[][] = [];
  for (const spec of results.compared) {
    // The line map reads the whole head text: built only for a spec with something to annotate.
    if (spec.report.changes.length === 0) continue;
    const lineOf = sourceLineMap(spec.headText, spec.format);
    const ranges = (await results.changed.get(spec.specPath)) ?? [];
    const inDiff = (line: number | undefined) => line !== undefined && ranges.some(([start, end]) => line >= start && line <= end);
    annotatedSpecs.push(
      spec.report.changes.map((change) => {
        const pointer = changePointer(change, spec.newDocument);
        const line = pointer === undefined ? undefined : lineOf(pointer);
        return { change, file: spec.specPath, line, inDiff: inDiff(line) };
      }),
    );
  }
  return annotatedSpecs.flat();
}

const total = (compared: readonly ComparedSpec[], pick: (report: DriftReport) => number) => compared.reduce((sum, spec) => sum + pick(spec.report), 0);

function summaryHeadline({ compared, verdict, settings }: Results): string {
  const counts = LEVELS.map((level) => `${total(compared, (report) => report.summary[level])} ${level}`).join(', ');
  const verdictText = verdict === 1 ? `fails (changes at or above ${settings.failOn}, or consumer breaks)` : 'passes';
  return `## spec-diff: ${compared.length} ${compared.length === 1 ? 'spec' : 'specs'}, ${counts}; the check ${verdictText}`;
}

function fullReportMarkdown(compared: readonly ComparedSpec[]): string {
  return compared.map((spec) => `### ${spec.specPath}: ${spec.base.label} -> ${spec.head.label}\n\n${renderReport(spec.report, 'markdown')}`).join('\n\n');
}

/** The full report for the artifact: the markdown every section renders, and the JSON reports beside it. */
function writeFullReport(dir: string, compared: readonly ComparedSpec[], markdown: string, redactor: Redactor): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, REPORT_FILE);
  writeFileSync(path, redactor.text(`${markdown}\n`));
  const json = compared.map((spec) => ({ spec: spec.specPath, base: spec.base.label, head: spec.head.label, report: JSON.parse(renderReport(spec.report, 'json')) as unknown }));
  writeFileSync(join(dir, 'spec-diff.json'), redactor.text(`${JSON.stringify(json, null, 2)}\n`));
  return path;
}

function outputs({ compared, verdict, environment }: Results, reportPath: string, comment: CommentResult): Record<string, string> {
  return {
    errors: String(total(compared, (report) => report.summary.error)),
    warnings: String(total(compared, (report) => report.summary.warning)),
    infos: String(total(compared, (report) => report.summary.info)),
    'consumer-breaks': String(total(compared, consumerBreaks)),
    verdict: verdict === 1 ? 'fail' : 'pass',
    'report-path': reportPath,
    'report-dir': environment.reportDir,
    'comment-url': 'outcome' in comment ? (comment.outcome.url ?? '') : '',
  };
}
