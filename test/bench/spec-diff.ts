/**
 * The spec-diff action's own cost on the two newest real snapshots (~4 MB each): the whole entry
 * point (merge-base, reading both sides from git, drift, the comment with its signatures, the
 * annotations at spec lines, the summary, outputs and report files, the API calls to a loopback
 * stand-in) against drift alone on the same pair (load both, diff, render markdown: what
 * `incident-gen drift OLD NEW --format markdown` does), run in pairs, alternately, in this process.
 * Target: the action adds at most 0.5 s to drift alone (median of the pairs' differences).
 */
import { join } from 'node:path';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { diffDocuments, renderReport } from '../../generator/drift/index.ts';
import { loadSpecText } from '../../generator/load/index.ts';
import { runSpecDiff } from '../../generator/pull-request/run.ts';
import { readRealSpecText, realSpecPaths, snapshotName } from '../support/real-specs.ts';
import { startGitHubStandIn } from '../generator/pull-request/github-stand-in.ts';
import { pullRequestStep, PR_NUMBER, REPOSITORY } from '../generator/pull-request/pull-request-fixture.ts';
import { median, minMedianMax } from './measure/runs.ts';

const PAIRS = 7;
const TARGET_MS = 500;
const TOKEN = 'ghs_BenchToken0123456789abcdef';
const ms = (value: number) => `${value.toFixed(0)} ms`;

interface Timing {
  wall: number;
  /** This process's CPU (user + system): what a loaded machine skews least. git's own children are not in it. */
  cpu: number;
}

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

function time(work: () => unknown): Timing {
  const [wall, cpu] = [performance.now(), cpuMs()];
  work();
  return { wall: performance.now() - wall, cpu: cpuMs() - cpu };
}

async function timeAsync(work: () => Promise<unknown>): Promise<Timing> {
  const [wall, cpu] = [performance.now(), cpuMs()];
  await work();
  return { wall: performance.now() - wall, cpu: cpuMs() - cpu };
}

export async function bench(): Promise<string[]> {
  const [oldPath, newPath] = realSpecPaths().slice(-2) as [string, string];
  const [oldText, newText] = [readRealSpecText(oldPath), readRealSpecText(newPath)];
  const root = mkdtempSync(join(tmpdir(), 'bench-spec-diff-'));
  // The stand-in's contract checks are the test's, not the action's: off here.
  const standIn = await startGitHubStandIn({ token: TOKEN, repository: REPOSITORY, issue: PR_NUMBER, checkContract: false });
  try {
    const step = pullRequestStep(root, standIn.url, TOKEN, newText, oldText);
    const settings = { specGlobs: ['spec/openapiV3.json'], failOn: 'error' as const, consumerDirs: [], comment: true, maxSpecBytes: 64 * 1024 * 1024 };
    const quiet = { stdout: () => undefined, stderr: () => undefined };
    let changes = 0;
    const driftAlone = () =>
      time(() => {
        const report = diffDocuments(loadSpecText(oldText, 'old').document, loadSpecText(newText, 'new').document);
        renderReport(report, 'markdown');
        changes = report.changes.length;
      });
    const action = () =>
      timeAsync(async () => {
        // Each run is a fresh step: its summary and outputs files start empty.
        writeFileSync(step.summaryPath, '');
        writeFileSync(step.outputPath, '');
        await runSpecDiff(settings, step.environment(), quiet);
      });
    // One of each first: the JIT's warm-up and the comment's creation (later runs edit it, as pushes do).
    driftAlone();
    await action();
    const [drift, whole]: [Timing[], Timing[]] = [[], []];
    for (let pair = 0; pair < PAIRS; pair++) {
      // Alternating which goes first: neither gets the warmer machine every time.
      if (pair % 2 === 0) {
        drift.push(driftAlone());
        whole.push(await action());
      } else {
        whole.push(await action());
        drift.push(driftAlone());
      }
    }
    const comment = standIn.comments[0]?.body ?? '';
    const lines = [`pair ${snapshotName(oldPath)} -> ${snapshotName(newPath)}: ${changes} changes, ${PAIRS} pairs run alternately in one process`];
    for (const measure of ['wall', 'cpu'] as const) {
      const added = whole.map((timing, index) => timing[measure] - drift[index]![measure]);
      lines.push(
        `${measure}: drift alone (load both, diff, markdown) ${minMedianMax(drift.map((timing) => timing[measure]), ms)}; ` +
          `the action's entry (git, drift, comment, annotations, summary, outputs, API) ${minMedianMax(whole.map((timing) => timing[measure]), ms)}; ` +
          `added ${minMedianMax(added, ms)} (min / median / max); target <= ${TARGET_MS} ms, median ${median(added) <= TARGET_MS ? 'meets it' : 'MISSES it'}`,
      );
    }
    lines.push(`the comment: ${comment.length} characters, ${comment.split('<details>').length - 1} operations shown`);
    return lines;
  } finally {
    await standIn.close();
    rmSync(root, { recursive: true, force: true });
  }
}
