/**
 * regen's three costs that a team lives with, each a verified run (the toolchain's landing checks
 * on) of the built CLI (`node dist/incident-gen.mjs regen`, as `make regen` runs it) in a
 * `git clone` of this project with nothing beside it, the document served by a loopback server;
 * min / median / max of the wall time over REGEN_RUNS runs, the median run by phase (from its
 * progress lines):
 * - the first import of the newest real snapshot over the clone's reference edition
 *   (--accept-breaking, as a team's first `make regen`);
 * - a routine landing: the newest snapshot over itself less a few list paths (additions only);
 * - an unchanged document (the hourly common case).
 * Targets (issue 32): each landing at most 2 minutes on 2 quiet cores, unchanged at most 2 s. The
 * load average is printed beside them: the machine may be shared.
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { startLoopbackServer } from '../support/loopback.ts';
import { readRealSpecText, realSpecPaths, snapshotName } from '../support/real-specs.ts';
import { projectClone } from '../generator/regen/scratch-project.ts';
import { median, minMedianMax } from './measure/runs.ts';

const run = promisify(execFile);
const RUNS = Number(process.env.REGEN_RUNS ?? 3);
/** How many list paths the routine landing adds back. */
const ADDED_PATHS = 3;
const TARGETS = { landingMs: 120_000, unchangedMs: 2_000 };

interface TimedRun {
  ms: number;
  stdout: string;
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
    for (let round = 0; round < RUNS; round++) {
      const root = projectClone();
      try {
        await run(process.execPath, [join(root, 'node_modules/.bin/tsx'), 'generator/build/toolchain.ts'], { cwd: root });
        const regen = (...args: string[]) => timedRegen(root, ['--base-url', server.url, ...args]);
        served = newest;
        firstImports.push(expect(await regen('--accept-breaking', 'bench: first import'), /^landed /));
        for (let again = 0; again < 3; again++) unchanged.push(expect(await regen(), /^unchanged: /));
        // The routine case: back to the newest less a few list paths (not timed), then the newest again.
        served = lessPaths.text;
        expect(await regen('--accept-breaking', 'bench: set-up', '--no-verify'), /^landed /);
        served = newest;
        routines.push(expect(await regen(), /^landed \S+: .*\b0 error, 0 warning, /));
      } finally {
        rmSync(dirname(root), { recursive: true, force: true });
      }
    }
  } finally {
    await server.close();
  }
  const name = `${snapshotName(newestPath)} (${(newest.length / 1e6).toFixed(1)} MB)`;
  return [
    `newest real snapshot: ${name}; ${RUNS} run(s) each, wall min / median / max; load average before ${loadBefore}, after ${load()} (1, 5, 15 min)`,
    ...summary(`verified first import over the reference edition (target <= ${seconds(TARGETS.landingMs)})`, firstImports, TARGETS.landingMs),
    ...summary(`verified routine landing, additions only (${lessPaths.removed.join(', ')} back) (target <= ${seconds(TARGETS.landingMs)})`, routines, TARGETS.landingMs),
    ...summary(`unchanged document (target <= ${seconds(TARGETS.unchangedMs)})`, unchanged, TARGETS.unchangedMs),
  ];
}

/** `regen --root ROOT ARGS` through the clone's built CLI, timed from outside, its phases read from its progress lines. */
async function timedRegen(root: string, args: string[]): Promise<TimedRun> {
  const started = performance.now();
  const { stdout, stderr } = await run(process.execPath, [join(root, 'dist/incident-gen.mjs'), 'regen', '--root', root, ...args], { cwd: root, maxBuffer: 64 * 1024 * 1024 }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }));
  const ms = performance.now() - started;
  const marks = [...stderr.matchAll(/^regen \[(\d+\.\d)s\] (.*)$/gm)].map((match) => ({ at: Number(match[1]) * 1000, step: match[2]! }));
  // A step lasts until the next line; a check (they run two at a time) says how long it took itself.
  const phases = marks.map((mark, index) => {
    const check = /^(passed|FAILED): (.*) \((\d+\.\d) s\)$/.exec(mark.step);
    return check ? { step: `  ${check[2]}`, ms: Number(check[3]) * 1000 } : { step: mark.step, ms: (marks[index + 1]?.at ?? mark.at) - mark.at };
  });
  return { ms, stdout: `${stdout}${stderr}`, phases };
}

function expect(result: TimedRun, verdict: RegExp): TimedRun {
  if (!verdict.test(result.stdout)) throw new Error(`regen did not end as ${verdict}:\n${result.stdout.slice(-3000)}`);
  return result;
}

function summary(title: string, runs: TimedRun[], targetMs: number): string[] {
  const times = runs.map((timed) => timed.ms);
  const verdict = median(times) <= targetMs ? 'met' : 'NOT met';
  const middle = runs.find((timed) => timed.ms === median(times))!;
  const phases = middle.phases
    .filter((phase) => phase.ms >= 100)
    .map((phase) => `    ${seconds(phase.ms).padStart(8)}  ${phase.step.replace(/ \(sha256 .*\)/, '').replace(/: snapshot .*/, '').replace(/ http:\S+/, '')}`);
  return [`${title}: ${minMedianMax(times, seconds)} (${verdict})`, ...(phases.length > 0 ? ['  the median run by phase (from its progress lines, 0.1 s resolution):', ...phases] : [])];
}

/** The document less its last `count` GET-only list paths: landing the full one again adds exactly those. */
function withoutListPaths(text: string, count: number): { text: string; removed: string[] } {
  const document = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
  const removable = Object.keys(document.paths).filter((path) => !path.includes('{') && Object.keys(document.paths[path]!).every((key) => key === 'get' || key === 'parameters'));
  const removed = removable.slice(-count);
  for (const path of removed) delete document.paths[path];
  return { text: JSON.stringify(document), removed };
}
