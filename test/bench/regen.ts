/**
 * regen's cost next to the parts it orchestrates, on the newest real published version served
 * from a loopback server (ratios, measured in the same run; nothing fails on a number):
 * - an unchanged document (the hourly common case) against the loader fetching and validating
 *   the same URL alone: the no-op should cost little more than the download itself;
 * - a landing (`--no-verify`: drift, generation, API surface, staged swap) against `generate`
 *   alone on the same file: what the gate adds on top of generation.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '../../generator/generate.ts';
import { loadSpec } from '../../generator/load/index.ts';
import { realCollaborators } from '../../generator/regen/adapters.ts';
import { canonicalText } from '../../generator/regen/content.ts';
import { regen } from '../../generator/regen/pipeline.ts';
import { startLoopbackServer } from '../support/loopback.ts';
import { readRealSpecText, realSpecPaths, snapshotName } from '../support/real-specs.ts';
import { scratchOptions, scratchProject } from '../generator/regen/scratch-project.ts';

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
    ];
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}
