/**
 * Drift checker speed on the real history, next to openapi-diff (npm) on the same pair.
 * Targets: one ~4 MB pair diffed in < 1 s, the whole history in < 30 s, peak memory < 500 MB.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diffDocuments } from '../../generator/drift/index.ts';
import type { OpenApiDocument } from '../../generator/load/document.ts';
import { readRealSpecText, realSpecPaths, snapshotName } from '../support/real-specs.ts';
import { PROJECT_ROOT as ROOT } from '../support/project.ts';
import { benchConsumer } from './drift-consumer.ts';
import { benchSpecLines } from './drift-lines.ts';
import { minMedianMax } from './measure/runs.ts';

/** openapi-diff needs ~75 s of CPU on this pair before it gives up: the cap leaves room on a busy machine. */
const PEER_TIME_CAP_MS = 240_000;
const ms = (value: number) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** `min / median / max` of a set of timings. */
const spread = (values: number[]): string => minMedianMax(values, ms);

/** Passes over the whole history: enough for a spread, few enough for a loaded machine. */
const HISTORY_PASSES = 3;

function time<T>(work: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = work();
  return { result, ms: performance.now() - started };
}

export async function bench(): Promise<string[]> {
  const paths = realSpecPaths();
  const lines: string[] = [];

  // One pair: the newest two snapshots (~4 MB each).
  const [oldPath, newPath] = paths.slice(-2) as [string, string];
  const [oldText, newText] = [readRealSpecText(oldPath), readRealSpecText(newPath)];
  const parsed = time(() => [JSON.parse(oldText), JSON.parse(newText)] as [OpenApiDocument, OpenApiDocument]);
  const [oldDocument, newDocument] = parsed.result;
  // The first run is what a CLI call pays (cold JIT); the median of later runs is the steady cost.
  const first = time(() => diffDocuments(oldDocument, newDocument));
  const runs = Array.from({ length: 15 }, () => time(() => diffDocuments(oldDocument, newDocument)).ms);
  const pairLabel = `${snapshotName(oldPath)} -> ${snapshotName(newPath)} (${mb(oldText.length)} + ${mb(newText.length)})`;
  lines.push(
    `pair ${pairLabel}: first diff ${ms(first.ms)}, warm min / median / max ${spread(runs.slice(5))} (parse ${ms(parsed.ms)}), ${first.result.changes.length} changes; target < 1 s`,
  );
  lines.push(...benchSpecLines(newText, newDocument));

  // The whole history, each file parsed once per pass.
  let failures = 0;
  let errors = 0;
  let peakRss = process.memoryUsage().rss;
  const passes: number[] = [];
  for (let pass = 0; pass < HISTORY_PASSES; pass++) {
    failures = 0;
    errors = 0;
    const history = time(() => {
      let previous = JSON.parse(readRealSpecText(paths[0]!)) as OpenApiDocument;
      for (const path of paths.slice(1)) {
        const next = JSON.parse(readRealSpecText(path)) as OpenApiDocument;
        try {
          errors += diffDocuments(previous, next).summary.error;
        } catch {
          failures++;
        }
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        previous = next;
      }
    });
    passes.push(history.ms);
  }
  lines.push(
    `history: ${paths.length - 1} consecutive pairs, ${HISTORY_PASSES} passes, min / median / max ${spread(passes)} (read + gunzip + parse + diff), ${failures} failed to compare, ${errors} errors reported; target < 30 s`,
  );
  const maxRss = process.resourceUsage().maxRSS * 1024;
  lines.push(`memory: peak RSS ${mb(Math.max(peakRss, maxRss))} for this process (bench runner included); target < 500 MB`);

  const peer = await runOpenapiDiff(oldText, newText);
  lines.push(`openapi-diff 0.24.1 on the same pair: ${peer.outcome} after ${ms(peer.ms)}`);
  const ratio = peer.ms / first.ms;
  const bound = peer.finished ? '' : '>= ';
  lines.push(`ratio: ours ${ms(first.ms)} (first run) vs openapi-diff ${bound}${ms(peer.ms)} -> ${bound}${ratio.toFixed(0)}x faster${peer.finished ? '' : ', and ours produced a result'}`);
  lines.push(...(await benchConsumer()));
  return lines;
}

interface PeerRun {
  ms: number;
  finished: boolean;
  outcome: string;
}

interface PeerReport {
  ok: boolean;
  message?: string;
  breaking?: number;
  nonBreaking?: number;
  cpuMs: number;
  maxRssBytes: number;
}

/**
 * openapi-diff reads plain JSON: the pair is decompressed to a scratch folder outside the project
 * (removed after) and diffed by test/bench/drift-peer.mjs in its own process, under a time cap.
 */
async function runOpenapiDiff(oldText: string, newText: string): Promise<PeerRun> {
  const dir = mkdtempSync(join(tmpdir(), 'drift-bench-'));
  try {
    writeFileSync(join(dir, 'old.json'), oldText);
    writeFileSync(join(dir, 'new.json'), newText);
    return await new Promise<PeerRun>((done) => {
      const started = performance.now();
      const child = spawn(process.execPath, [join(ROOT, 'test/bench/drift-peer.mjs'), join(dir, 'old.json'), join(dir, 'new.json')], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
      child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
      const timer = setTimeout(() => child.kill('SIGKILL'), PEER_TIME_CAP_MS);
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        const elapsed = performance.now() - started;
        if (signal) return done({ ms: elapsed, finished: false, outcome: `killed at the ${ms(PEER_TIME_CAP_MS)} cap, no result` });
        const report = parsePeerReport(output);
        if (!report) return done({ ms: elapsed, finished: false, outcome: `crashed (exit ${code}): ${lastMeaningfulLine(output) || 'no output'}` });
        const cost = `${ms(report.cpuMs)} CPU, peak RSS ${mb(report.maxRssBytes)}`;
        done(
          report.ok
            ? { ms: elapsed, finished: true, outcome: `${report.breaking} breaking, ${report.nonBreaking} non-breaking (${cost})` }
            : { ms: elapsed, finished: false, outcome: `failed: "${report.message}" (${cost})` },
        );
      });
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function parsePeerReport(output: string): PeerReport | undefined {
  const line = output.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as PeerReport;
  } catch {
    return undefined;
  }
}

const lastMeaningfulLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('at '))
    .slice(-2)
    .join(' | ')
    .slice(0, 300);
