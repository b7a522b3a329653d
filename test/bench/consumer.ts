/**
 * The package as a consumer pays for it, installed from `make pack`'s tarball outside the tree:
 * - `tsc --noEmit` of a small consumer, next to the same consumer of plain openapi-typescript +
 *   openapi-fetch output for the same spec (spec/openapiV3.json), under TypeScript 5.9 and 7.0;
 *   target: no slower than the peer;
 * - a cold `import` of the package by plain node (a fresh process), next to openapi-fetch's alone;
 *   target < 100 ms.
 * Each as min / median / max of fresh processes, taken in turn (ours, peer, ours, ...).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { packAll } from '../../generator/build/pack.ts';
import { PROJECT_ROOT } from '../support/project.ts';
import { median, minMedianMax } from './measure/runs.ts';

const run = promisify(execFile);
const RUNS = 5;
const COMPILERS = { '5.9': join(PROJECT_ROOT, 'node_modules/typescript/bin/tsc'), '7.0': join(PROJECT_ROOT, 'node_modules/typescript7/bin/tsc') };

const CALL = "export const incidents = client.GET('/v2/incidents', { params: { query: { page_size: 25 } } });";
const OURS = ["import { createIncidentClient } from 'incident-api-client';", "const client = createIncidentClient({ apiKey: 'key' });", CALL, ''].join('\n');
const PEER = ["import createClient from 'openapi-fetch';", "import type { paths } from './schema.js';", "const client = createClient<paths>({ baseUrl: 'https://api.incident.io' });", CALL, ''].join('\n');

/** Timed inside a fresh node process, around the import alone: node's own start-up is not the package's cost. */
const coldImport = (specifier: string) => `
const started = performance.now();
const cpu = process.cpuUsage();
await import('${specifier}');
const used = process.cpuUsage(cpu);
console.log(performance.now() - started, (used.user + used.system) / 1000);
`;

const ms = (value: number) => `${Math.round(value)} ms`;
const describe = (values: number[]) => minMedianMax(values, ms);

async function timed(file: string, args: string[], cwd: string): Promise<number> {
  const started = performance.now();
  await run(file, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
  return performance.now() - started;
}

function project(dir: string, consumer: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'consumer.ts'), consumer);
  const compilerOptions = { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: true, noEmit: true, types: ['node'], lib: ['ES2023', 'DOM'] };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['consumer.ts'] }));
}

export async function bench(): Promise<string[]> {
  const { client } = packAll();
  const work = mkdtempSync(join(tmpdir(), 'incident-bench-consumer-'));
  try {
    writeFileSync(join(work, 'package.json'), '{ "private": true, "type": "module" }\n');
    const lock = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> };
    const locked = (name: string) => `${name}@${lock.packages[`node_modules/${name}`]!.version}`;
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', client, locked('openapi-fetch'), locked('@types/node')], { cwd: work });
    project(join(work, 'ours'), OURS);
    project(join(work, 'peer'), PEER);
    const spec = JSON.parse(readFileSync(join(PROJECT_ROOT, 'spec/openapiV3.json'), 'utf8')) as Record<string, unknown>;
    delete spec['x-webhooks']; // the peer's bundler rejects the events' repeated operationIds
    const { default: openapiTS, astToString } = await import('openapi-typescript');
    writeFileSync(join(work, 'peer/schema.ts'), astToString(await openapiTS(spec as never, { silent: true })));

    const lines = [`${RUNS} fresh processes each; min / median / max`];
    for (const [version, tsc] of Object.entries(COMPILERS)) {
      const ours: number[] = [];
      const peer: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        ours.push(await timed(process.execPath, [tsc, '-p', 'ours/tsconfig.json'], work));
        peer.push(await timed(process.execPath, [tsc, '-p', 'peer/tsconfig.json'], work));
      }
      const ratio = (median(ours) / median(peer)).toFixed(2);
      lines.push(`tsc ${version} --noEmit of a consumer: ${describe(ours)} vs openapi-typescript + openapi-fetch ${describe(peer)}: ${ratio}x (target <= 1x)`);
    }
    // CPU time too, as a loaded machine stretches wall time; the peer is openapi-fetch, which the
    // package imports, loaded alone from the same install; taken in turn.
    const imports = { ours: { wall: [] as number[], cpu: [] as number[] }, peer: { wall: [] as number[], cpu: [] as number[] } };
    for (let i = 0; i < RUNS; i++) {
      for (const [side, specifier] of [['ours', 'incident-api-client'], ['peer', 'openapi-fetch']] as const) {
        const { stdout } = await run(process.execPath, ['--input-type=module', '-e', coldImport(specifier)], { cwd: work });
        const [wallMs, cpuMs] = stdout.trim().split(' ').map(Number);
        imports[side].wall.push(wallMs!);
        imports[side].cpu.push(cpuMs!);
      }
    }
    const importRatio = (median(imports.ours.cpu) / median(imports.peer.cpu)).toFixed(2);
    lines.push(
      `cold import by plain node, the package / openapi-fetch alone: CPU ${importRatio}x; ours wall ${describe(imports.ours.wall)}, cpu ${describe(imports.ours.cpu)}; ` +
        `openapi-fetch wall ${describe(imports.peer.wall)}, cpu ${describe(imports.peer.cpu)} (target: ours < 100 ms)`,
    );
    return lines;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
