/**
 * Generator speed on the newest real snapshot, next to openapi-typescript alone on the same file:
 * - full generation, each side a fresh process (imports and a cold JIT are what a user pays);
 *   target <= 1.5x;
 * - a re-run on the unchanged spec (a no-op); target < 1 s;
 * - `tsc --noEmit` of a small consumer of the generated client, next to the same consumer of plain
 *   openapi-typescript + openapi-fetch output; target <= 1.5x.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generate } from '../../generator/generate.ts';
import { PROJECT_ROOT, projectScratchDir } from '../support/generator-runs.ts';
import { BUILT_CLI } from '../../generator/build/toolchain.ts';
import { newestRealSpecPath, snapshotName } from '../support/real-specs.ts';

const run = promisify(execFile);
const RUNS = 3;
const TSX = join(PROJECT_ROOT, 'node_modules/.bin/tsx');
const TSC = join(PROJECT_ROOT, 'node_modules/.bin/tsc');

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (ours: number, peer: number) => `${(ours / peer).toFixed(2)}x`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(file: string, args: string[]): Promise<number> {
  const started = performance.now();
  await run(file, args, { cwd: PROJECT_ROOT, maxBuffer: 64 * 1024 * 1024 });
  return performance.now() - started;
}

/**
 * The peer: openapi-typescript reading the same snapshot and writing schema.ts. x-webhooks is left
 * out for it as for us: its bundler rejects the events' repeated operationIds.
 */
const PEER_SCRIPT = `
import { writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
const [specPath, outFile] = process.argv.slice(2);
const { ['x-webhooks']: _events, ...document } = JSON.parse(gunzipSync(readFileSync(specPath)).toString('utf8'));
writeFileSync(outFile, astToString(await openapiTS(document, { silent: true })));
`;

/**
 * Ours, as a process that runs only the generate command: the CLI entry also imports every other
 * command (regen alone takes most of a second), which is not the generator's cost.
 */
const OURS_SCRIPT = `
import { generateCommand } from ${JSON.stringify(join(PROJECT_ROOT, 'generator/commands/generate.ts'))};
process.exitCode = await generateCommand.run(process.argv.slice(2));
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

export async function bench(): Promise<string[]> {
  const specPath = newestRealSpecPath();
  const work = projectScratchDir('bench-generate');
  const peerScript = join(work, 'peer.mts');
  writeFileSync(peerScript, PEER_SCRIPT);
  const oursScript = join(work, 'ours.mts');
  writeFileSync(oursScript, OURS_SCRIPT);
  const peerDir = join(work, 'peer');
  mkdirSync(peerDir);
  const ours: number[] = [];
  const peer: number[] = [];
  const out = join(work, 'ours');
  for (let i = 0; i < RUNS; i++) {
    rmSync(out, { recursive: true, force: true });
    ours.push(await timed(TSX, [oursScript, '--spec', specPath, '--out', out]));
    peer.push(await timed(TSX, [peerScript, specPath, join(peerDir, 'schema.ts')]));
  }
  const lines = [
    `spec ${snapshotName(specPath)}; median of ${RUNS} fresh processes each`,
    `full generation: ${seconds(median(ours))} vs openapi-typescript alone ${seconds(median(peer))}: ${ratio(median(ours), median(peer))} (target <= 1.5x)`,
  ];

  const noOp = await generate({ specPath, outDir: out });
  const noOpProcess: number[] = [];
  const noOpCli: number[] = [];
  const noOpBuilt: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    noOpProcess.push(await timed(TSX, [oursScript, '--spec', specPath, '--out', out]));
    noOpCli.push(await timed(TSX, ['generator/cli.ts', 'generate', '--spec', specPath, '--out', out]));
    noOpBuilt.push(await timed(process.execPath, [BUILT_CLI, 'generate', '--spec', specPath, '--out', out]));
  }
  lines.push(
    `no-op re-run (target < 1 s): ${seconds(noOp.elapsedMs)} in process (status ${noOp.status}); ` +
      `${seconds(median(noOpProcess))} as a generate-only process, ${seconds(median(noOpCli))} through tsx generator/cli.ts, ` +
      `${seconds(median(noOpBuilt))} through the built CLI as make generate runs it (node start-up included)`,
  );

  const oursConfig = consumerProject(out, OURS_CONSUMER);
  const peerConfig = consumerProject(peerDir, PEER_CONSUMER);
  const oursTsc: number[] = [];
  const peerTsc: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    oursTsc.push(await timed(TSC, ['--noEmit', '-p', oursConfig]));
    peerTsc.push(await timed(TSC, ['--noEmit', '-p', peerConfig]));
  }
  lines.push(`tsc --noEmit of a consumer: ${seconds(median(oursTsc))} vs openapi-typescript + openapi-fetch ${seconds(median(peerTsc))}: ${ratio(median(oursTsc), median(peerTsc))} (target <= 1.5x)`);
  rmSync(work, { recursive: true, force: true });
  return lines;
}
