/**
 * regen's cost next to the parts it orchestrates, on the newest real published version served
 * from a loopback server (ratios, measured in the same run; nothing fails on a number):
 * - an unchanged document (the hourly common case) against the loader fetching and validating
 *   the same URL alone: the no-op should cost little more than the download itself;
 * - a landing (`--no-verify`: drift, generation, API surface, staged swap) against `generate`
 *   alone on the same file: what the gate adds on top of generation;
 * - a verified landing of the same document into a working copy of the project (the first import,
 *   accepted with --accept-breaking), phase by phase: fetch, diff, generate, surface, both
 *   type-checks, generate --check, the landing tests' type-check and run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generate } from '../../generator/generate.ts';
import { loadSpec } from '../../generator/load/index.ts';
import { realCollaborators } from '../../generator/regen/adapters.ts';
import { canonicalText } from '../../generator/regen/content.ts';
import { regen } from '../../generator/regen/pipeline.ts';
import { startLoopbackServer } from '../support/loopback.ts';
import { readRealSpecText, realSpecPaths, snapshotName } from '../support/real-specs.ts';
import { buildOptions } from '../../generator/commands/regen.ts';
import { projectCopy, scratchOptions, scratchProject } from '../generator/regen/scratch-project.ts';

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function bench(): Promise<string[]> {
  const [previousPath, newestPath] = realSpecPaths().slice(-2) as [string, string];
  const newest = readRealSpecText(newestPath);
  const server = await startLoopbackServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(newest));
  const baseUrl = server.url;
  const url = `${baseUrl}/v1/openapiV3.json`;
  const root = scratchProject();
  try {
    writeFileSync(join(root, 'spec/openapiV3.json'), canonicalText(JSON.parse(readRealSpecText(previousPath))));
    const options = scratchOptions(root, baseUrl, { acceptSurface: true });

    const landing = await timed(() => regen(options, realCollaborators));
    if (landing.value.status !== 'landed') throw new Error(`expected a landing, got ${landing.value.status}`);
    const specFile = join(root, 'spec/openapiV3.json');
    const peerOut = mkdtempSync(join(root, 'peer-'));
    const generation = await timed(() => generate({ specPath: specFile, outDir: join(peerOut, 'generated') }));

    const unchanged = await timed(() => regen(options, realCollaborators));
    if (unchanged.value.status !== 'unchanged') throw new Error(`expected unchanged, got ${unchanged.value.status}`);
    const download = await timed(() => loadSpec(url, { timeoutMs: 30_000 }));

    const pair = `${snapshotName(previousPath)} -> ${snapshotName(newestPath)} (${(newest.length / 1e6).toFixed(1)} MB)`;
    return [
      `pair: ${pair}`,
      `unchanged no-op: ${seconds(unchanged.ms)} vs loadSpec of the same URL ${seconds(download.ms)}: ${(unchanged.ms / download.ms).toFixed(2)}x`,
      `landing (--no-verify): ${seconds(landing.ms)} vs generate alone ${seconds(generation.ms)}: ${(landing.ms / generation.ms).toFixed(2)}x`,
      ...(await verifiedLandingPhases(baseUrl, snapshotName(newestPath))),
    ];
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/** A verified first import into a working copy of the project, timed between its progress lines. */
async function verifiedLandingPhases(baseUrl: string, name: string): Promise<string[]> {
  const root = projectCopy();
  try {
    const marks: Array<{ at: number; step: string }> = [];
    const options = { ...buildOptions({ root, 'base-url': baseUrl, 'accept-breaking': 'bench' }), progress: (step: string) => marks.push({ at: performance.now(), step }) };
    const started = performance.now();
    const outcome = await regen(options, realCollaborators);
    const total = performance.now() - started;
    if (outcome.status !== 'landed') throw new Error(`expected a verified landing, got ${outcome.status}`);
    const phases = marks.slice(0, -1).map((mark, index) => `  ${seconds(marks[index + 1]!.at - mark.at).padStart(8)}  ${mark.step.replace(/\(sha256 .*\)/, '').replace(/\/[^ ]*node_modules\//, '')}`);
    return [`verified landing of ${name} over the reference edition: ${seconds(total)}, by phase:`, ...phases];
  } finally {
    rmSync(dirname(root), { recursive: true, force: true });
  }
}
