/**
 * Generator speed next to openapi-typescript alone on the same file, in the same run: fresh
 * processes, alternating, ROUNDS each, min / median / max, ours as ratios of the peer's medians.
 * - full generation through the built CLI (as `make generate` runs it) on the newest (4 MB) and
 *   the oldest (0.34 MB) real snapshots and a 20 KB description (test/support/): cold (no format
 *   cache; V8's code cache as any run after the first leaves it), the first run after an install
 *   (no code cache either), and warm (format cache filled, a fresh output folder); goals wall <=
 *   1.0x, CPU <= 1.5x, peak memory <= 1.5x;
 * - the no-op re-run on an unchanged spec, next to `node -e 0`, and make's own share of a no-op
 *   `make generate` (`make -n`: reading the Makefile, finding the sources); goal <= 0.3 s wall;
 * - a regen-style sequence: the three newest consecutive snapshots generated in turn into the same
 *   folder (from an empty format cache), against the peer converting the same three;
 * - `tsc --noEmit` of a small consumer of the generated client, next to the same consumer of plain
 *   openapi-typescript + openapi-fetch output; goal <= 1.5x.
 */
import { execFile } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DEFAULTS } from '../../generator/context.ts';
import { PROJECT_ROOT, projectScratchDir } from '../support/generator-runs.ts';
import { BUILT_CLI } from '../../generator/build/toolchain.ts';
import { readRealSpecText, realSpecPaths, snapshotName } from '../support/real-specs.ts';
import { SMALL_DESCRIPTION } from '../support/small-description.ts';
import { compare, measureNode, median, minMedianMax, spread, total, type Sample } from './measure/runs.ts';

const run = promisify(execFile);
const ROUNDS = 5;
const GOALS = { wallMs: 1.0, cpuMs: 1.5, peakMiB: 1.5 };
const NO_OP_GOAL_MS = 300;
const TSC = join(PROJECT_ROOT, 'node_modules/.bin/tsc');
const FORMAT_CACHE = resolve(PROJECT_ROOT, DEFAULTS.formatCacheDir);
const CODE_CACHE = resolve(PROJECT_ROOT, DEFAULTS.codeCacheDir);

/**
 * The peer: openapi-typescript reading the same snapshot and writing schema.ts. x-webhooks is left
 * out for it as for us: its bundler rejects the events' repeated operationIds.
 */
const PEER_SCRIPT = `
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import openapiTS, { astToString } from 'openapi-typescript';
const [specPath, outFile] = process.argv.slice(2);
const raw = readFileSync(specPath);
const { ['x-webhooks']: _events, ...document } = JSON.parse((specPath.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8'));
writeFileSync(outFile, astToString(await openapiTS(document, { silent: true })));
`;

const CONSUMER_CALL = "export const incidents = client.GET('/v2/incidents', { params: { query: { page_size: 25 } } });";
const OURS_CONSUMER = ["import { createIncidentClient } from './index.js';", "const client = createIncidentClient({ apiKey: 'key' });", CONSUMER_CALL, ''].join('\n');
const PEER_CONSUMER = [
  "import createClient from 'openapi-fetch';",
  "import type { paths } from './schema.js';",
  "const client = createClient<paths>({ baseUrl: 'https://api.incident.io' });",
  CONSUMER_CALL,
  '',
].join('\n');

/** A tsconfig that checks the consumer and whatever it imports, nothing else. */
function consumerProject(dir: string, consumer: string): string {
  writeFileSync(join(dir, 'consumer.ts'), consumer);
  const config = join(dir, 'tsconfig.consumer.json');
  const compilerOptions = { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: true, noEmit: true, types: ['node'], lib: ['ES2023', 'DOM'] };
  writeFileSync(config, JSON.stringify({ compilerOptions, files: ['consumer.ts'] }));
  return config;
}

async function timed(file: string, args: string[]): Promise<number> {
  const started = performance.now();
  await run(file, args, { cwd: PROJECT_ROOT, maxBuffer: 64 * 1024 * 1024 });
  return performance.now() - started;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const clearFormatCache = () => rmSync(FORMAT_CACHE, { recursive: true, force: true });
const clearCodeCache = () => rmSync(CODE_CACHE, { recursive: true, force: true });

export async function bench(): Promise<string[]> {
  const specs = realSpecPaths();
  const work = projectScratchDir('bench-generate');
  const peerScript = join(work, 'peer.mjs');
  writeFileSync(peerScript, PEER_SCRIPT);
  const peerDir = join(work, 'peer');
  mkdirSync(peerDir);
  const out = join(work, 'ours');
  const ours = (spec: string) => measureNode([BUILT_CLI, 'generate', '--spec', spec, '--out', out], PROJECT_ROOT);
  const peer = (spec: string) => measureNode([peerScript, spec, join(peerDir, 'schema.ts')], PROJECT_ROOT);
  const lines = [`${cpus().length} cores, load average ${loadavg().map((load) => load.toFixed(1)).join(' ')} at the start; ${ROUNDS} rounds, fresh processes, alternating`];

  // The oldest snapshot last: the no-op below re-runs on the package it leaves.
  for (const spec of [specs.at(-1)!, SMALL_DESCRIPTION, specs[0]!]) {
    const cold: Sample[] = [];
    const first: Sample[] = [];
    const warm: Sample[] = [];
    const peers: Sample[] = [];
    // Unmeasured: fills the code cache, as any earlier run would have.
    rmSync(out, { recursive: true, force: true });
    await ours(spec);
    for (let round = 0; round < ROUNDS; round++) {
      peers.push(await peer(spec));
      clearFormatCache();
      rmSync(out, { recursive: true, force: true });
      cold.push(await ours(spec));
      clearFormatCache();
      clearCodeCache();
      rmSync(out, { recursive: true, force: true });
      first.push(await ours(spec));
      rmSync(out, { recursive: true, force: true });
      warm.push(await ours(spec));
    }
    const name = spec === SMALL_DESCRIPTION ? 'small description' : snapshotName(spec);
    const bytes = spec === SMALL_DESCRIPTION ? readFileSync(spec).length : readRealSpecText(spec).length;
    lines.push(`${name} (${(bytes / 1e6).toFixed(2)} MB of JSON) against openapi-typescript alone:`);
    lines.push(' cold (no format cache; code cache as an earlier run left it):', ...compare(cold, peers, GOALS));
    lines.push(' first run after an install (no format cache, no code cache):', ...compare(first, peers, GOALS));
    lines.push(' warm format cache, fresh output folder:', ...compare(warm, peers, GOALS));
  }

  // `out` holds the oldest snapshot's package now, up to date: what a no-op `make generate` sees.
  const noOp: Sample[] = [];
  const bareNode: Sample[] = [];
  const makeOwn: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    noOp.push(await ours(specs[0]!));
    bareNode.push(await measureNode(['-e', '0'], PROJECT_ROOT));
    makeOwn.push(await timed('make', ['-s', '-n', 'generate']));
  }
  const throughMake = median(noOp.map((sample) => sample.wallMs)) + median(makeOwn);
  lines.push(
    `no-op generate (built CLI, unchanged spec): wall ${spread(noOp, 'wallMs')}, CPU ${spread(noOp, 'cpuMs')}, peak ${spread(noOp, 'peakMiB')}; ` +
      `node -e 0: wall ${spread(bareNode, 'wallMs')}, CPU ${spread(bareNode, 'cpuMs')}; make's own share (make -n generate): wall ${minMedianMax(makeOwn, seconds)}; ` +
      `through make ${(throughMake / 1000).toFixed(2)} s (medians; goal <= ${NO_OP_GOAL_MS / 1000} s, ${throughMake <= NO_OP_GOAL_MS ? 'met' : 'NOT met'})`,
  );

  const sequence = specs.slice(-3);
  const oursSequence: Sample[] = [];
  const peerSequence: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    clearFormatCache();
    rmSync(out, { recursive: true, force: true });
    const oursSteps: Sample[] = [];
    for (const spec of sequence) oursSteps.push(await ours(spec));
    oursSequence.push(total(oursSteps));
    const peerSteps: Sample[] = [];
    for (const spec of sequence) peerSteps.push(await peer(spec));
    peerSequence.push(total(peerSteps));
  }
  lines.push(`regen-style sequence ${sequence.map(snapshotName).join(', ')} into one folder, from an empty format cache (sums; peak is the highest):`);
  lines.push(...compare(oursSequence, peerSequence, GOALS));

  const oursConfig = consumerProject(out, OURS_CONSUMER);
  const peerConfig = consumerProject(peerDir, PEER_CONSUMER);
  const oursTsc: number[] = [];
  const peerTsc: number[] = [];
  for (let round = 0; round < 3; round++) {
    oursTsc.push(await timed(TSC, ['--noEmit', '-p', oursConfig]));
    peerTsc.push(await timed(TSC, ['--noEmit', '-p', peerConfig]));
  }
  lines.push(`tsc --noEmit of a consumer (newest snapshot's package): ${(median(oursTsc) / 1000).toFixed(2)} s vs openapi-typescript + openapi-fetch ${(median(peerTsc) / 1000).toFixed(2)} s: ${(median(oursTsc) / median(peerTsc)).toFixed(2)}x (goal <= 1.5x)`);
  lines.push(`load average ${loadavg().map((load) => load.toFixed(1)).join(' ')} at the end`);
  rmSync(work, { recursive: true, force: true });
  return lines;
}
