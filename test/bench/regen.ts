/**
 * regen's three costs that a team lives with, each a verified run (the toolchain's landing checks
 * on) through the pipeline in process, in a `git clone` of this project with nothing beside it, the
 * document served by a loopback server; min / median / max over RUNS runs, the median run by phase:
 * - the first import of the newest real snapshot over the clone's reference edition
 *   (--accept-breaking, as a team's first `make regen`);
 * - a routine landing: the newest snapshot over itself less a few list paths (additions only);
 * - an unchanged document (the hourly common case).
 * Targets (issue 32): the two landings at most 2 minutes each on 2 quiet cores, unchanged at most
 * 2 s. The load average is printed beside them: the machine may be shared.
 */
import { loadavg } from 'node:os';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildOptions } from '../../generator/commands/regen.ts';
import { realCollaborators } from '../../generator/regen/adapters.ts';
import { regen, type RegenOutcome } from '../../generator/regen/pipeline.ts';
import { startLoopbackServer } from '../support/loopback.ts';
import { readRealSpecText, realSpecPaths, snapshotName } from '../support/real-specs.ts';
import { median, minMedianMax } from './measure/runs.ts';
import { projectClone } from '../generator/regen/scratch-project.ts';

const RUNS = Number(process.env.REGEN_RUNS ?? 3);
/** How many list paths the routine landing adds back. */
const ADDED_PATHS = 3;
const TARGETS = { landingMs: 120_000, unchangedMs: 2_000 };

interface TimedRun {
  ms: number;
  phases: Array<{ step: string; ms: number }>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');

export async function bench(): Promise<string[]> {
  const newestPath = realSpecPaths().at(-1)!;
  const newest = readRealSpecText(newestPath);
  const lessPaths = withoutListPaths(newest, ADDED_PATHS);
  let served = newest;
  const server = await startLoopbackServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(served));
  const loadBefore = load();
  const firstImports: TimedRun[] = [];
  const routines: TimedRun[] = [];
  const unchanged: TimedRun[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const root = projectClone();
      try {
        served = newest;
        firstImports.push(await timedRegen(root, server.url, { 'accept-breaking': 'bench: first import' }, 'landed'));
        for (let again = 0; again < 3; again++) unchanged.push(await timedRegen(root, server.url, {}, 'unchanged'));
        // The routine case: back to the newest less a few list paths (not timed), then the newest again.
        served = lessPaths.text;
        await timedRegen(root, server.url, { 'accept-breaking': 'bench: set-up', 'no-verify': true }, 'landed');
        served = newest;
        const routine = await timedRegen(root, server.url, {}, 'landed', (outcome) => {
          const { error, warning } = outcome.status === 'landed' ? outcome.drift.report.summary : { error: -1, warning: -1 };
          if (error !== 0 || warning !== 0) throw new Error(`the routine landing was not additions only: ${error} error(s), ${warning} warning(s)`);
        });
        routines.push(routine);
      } finally {
        rmSync(dirname(root), { recursive: true, force: true });
      }
    }
  } finally {
    await server.close();
  }
  const name = `${snapshotName(newestPath)} (${(newest.length / 1e6).toFixed(1)} MB)`;
  return [
    `newest real snapshot: ${name}; ${RUNS} run(s) each, min / median / max; load average before ${loadBefore}, after ${load()} (1, 5, 15 min)`,
    ...summary(`verified first import over the reference edition (target <= ${seconds(TARGETS.landingMs)})`, firstImports, TARGETS.landingMs),
    ...summary(`verified routine landing, additions only (${lessPaths.removed.join(', ')} back) (target <= ${seconds(TARGETS.landingMs)})`, routines, TARGETS.landingMs),
    ...summary(`unchanged document, verified options (target <= ${seconds(TARGETS.unchangedMs)})`, unchanged, TARGETS.unchangedMs, false),
  ];
}

/** One regen in `root` with `flags`, timed between its progress lines; it must end as `expected`. */
async function timedRegen(root: string, baseUrl: string, flags: Record<string, string | boolean>, expected: RegenOutcome['status'], check?: (outcome: RegenOutcome) => void): Promise<TimedRun> {
  const marks: Array<{ at: number; step: string }> = [];
  const options = { ...buildOptions({ root, 'base-url': baseUrl, ...flags }), progress: (step: string) => marks.push({ at: performance.now(), step }) };
  const started = performance.now();
  const outcome = await regen(options, realCollaborators);
  const ms = performance.now() - started;
  if (outcome.status !== expected) throw new Error(`expected ${expected}, got ${outcome.status}${outcome.status === 'verify-failed' ? `: ${outcome.failed.map((check) => check.name).join(', ')} (${outcome.logFile})` : ''}`);
  check?.(outcome);
  const phases = marks.map((mark, index) => ({ step: mark.step, ms: (marks[index + 1]?.at ?? started + ms) - mark.at }));
  return { ms, phases };
}

function summary(title: string, runs: TimedRun[], targetMs: number, byPhase = true): string[] {
  const times = runs.map((run) => run.ms);
  const verdict = median(times) <= targetMs ? 'met' : 'NOT met';
  const middle = runs.find((run) => run.ms === median(times))!;
  const phases = middle.phases.filter((phase) => phase.ms >= 50).map((phase) => `    ${seconds(phase.ms).padStart(8)}  ${phase.step.replace(/ \(sha256 .*\)/, '').replace(/: snapshot .*/, '').replace(/ \(\d+\.\d s\)$/, '')}`);
  return [`${title}: ${minMedianMax(times, seconds)} (${verdict})`, ...(byPhase ? ['  the median run by phase:', ...phases] : [])];
}

/** The document less its last `count` GET-only list paths: landing the full one again adds exactly those. */
function withoutListPaths(text: string, count: number): { text: string; removed: string[] } {
  const document = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
  const removable = Object.keys(document.paths).filter((path) => Object.keys(document.paths[path]!).every((key) => key === 'get' || key === 'parameters') && !path.includes('{'));
  const removed = removable.slice(-count);
  for (const path of removed) delete document.paths[path];
  return { text: JSON.stringify(document), removed };
}
