/**
 * What the named-method layer costs: the package's size with and without it, the type-check
 * time of a consumer calling ten operations by name against the same ten by path (TypeScript 5.9
 * and 7.0, fresh processes, alternating), and per-request overhead of a named method against
 * client.GET on the same loopback server.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bindClient } from '../../generator/runtime/client/index.ts';
import { fixtureTables, type FixtureItems, type FixturePaths, type FixtureResources } from '../generator/runtime/client/fixture.ts';
import { PROJECT_ROOT } from '../support/project.ts';
import { comparePaired, listenForBench } from './client.ts';
import { median } from './measure/runs.ts';

// Bound here, once: the test fixture binds per vitest test, and the bench runs outside vitest.
const { createIncidentClient } = bindClient<FixturePaths, FixtureItems, FixtureResources>(fixtureTables);

/** The layer's own files: without them (and the entry's two lines) the package is the path style alone. */
const LAYER_FILES = ['resources.ts', 'reference.md', 'runtime/client/resources.ts'];
const TYPECHECK_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const COMPILERS = { 'TypeScript 5.9': 'node_modules/.bin/tsc', 'TypeScript 7.0': 'node_modules/typescript7/bin/tsc' };

export async function bench(): Promise<string[]> {
  return [...packageSize(), ...typecheckTimes(), ...(await overhead())];
}

function packageSize(): string[] {
  const root = join(PROJECT_ROOT, 'generated');
  const sizes = new Map(filesUnder(root).map((path) => [path, statSync(join(root, path)).size]));
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const layer = LAYER_FILES.reduce((sum, path) => sum + (sizes.get(path) ?? 0), 0);
  const without = total - layer;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  return [
    `package size: ${kb(total)} with the named layer, ${kb(without)} without (${LAYER_FILES.join(', ')}: ${kb(layer)})`,
    `  with / without: ${(total / without).toFixed(3)}x (goal <= 1.15x)`,
  ];
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** The same ten operations, each way. */
const BY_NAME = `
  const a = await client.incidentsV2.list({ page_size: 25 });
  const b = await client.incidentsV2.show({ id });
  const c = await client.schedulesV2.list();
  const d = await client.schedulesV2.show({ id });
  const e = await client.usersV2.list();
  const f = await client.usersV2.show({ id });
  const g = await client.followUpsV2.show({ id });
  const h = await client.identityV1.show();
  const i = await client.teamsV3.list();
  const j = await client.teamsV3.show({ id });
  return [a.incidents.length, b.incident.id, c, d.schedule.id, e, f.user.id, g.follow_up.id, h.identity.name, i, j];`;
const BY_PATH = `
  const { data: a } = await client.GET('/v2/incidents', { params: { query: { page_size: 25 } } });
  const { data: b } = await client.GET('/v2/incidents/{id}', { params: { path: { id } } });
  const { data: c } = await client.GET('/v2/schedules');
  const { data: d } = await client.GET('/v2/schedules/{id}', { params: { path: { id } } });
  const { data: e } = await client.GET('/v2/users');
  const { data: f } = await client.GET('/v2/users/{id}', { params: { path: { id } } });
  const { data: g } = await client.GET('/v2/follow_ups/{id}', { params: { path: { id } } });
  const { data: h } = await client.GET('/v1/identity');
  const { data: i } = await client.GET('/v3/teams');
  const { data: j } = await client.GET('/v3/teams/{id}', { params: { path: { id } } });
  return [a.incidents.length, b.incident.id, c, d.schedule.id, e, f.user.id, g.follow_up.id, h.identity.name, i, j];`;

function consumer(dir: string, name: string, body: string): string {
  const folder = join(dir, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'consumer.ts'),
    `import { createIncidentClient } from '../../../generated/index.js';\nconst client = createIncidentClient({ apiKey: 'inc_bench_key' });\nexport async function run(id: string) {${body}\n}\n`,
  );
  const compilerOptions = { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023', 'DOM'], types: ['node'], strict: true, skipLibCheck: true, noEmit: true };
  writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['consumer.ts'] }));
  return join(folder, 'tsconfig.json');
}

function typecheckTimes(): string[] {
  const dir = join(PROJECT_ROOT, '.tmp', 'bench-named');
  rmSync(dir, { recursive: true, force: true });
  try {
    const configs = { 'by name': consumer(dir, 'by-name', BY_NAME), 'by path': consumer(dir, 'by-path', BY_PATH) };
    const lines: string[] = [];
    for (const [compiler, bin] of Object.entries(COMPILERS)) {
      const times: Record<string, number[]> = { 'by name': [], 'by path': [] };
      for (let run = 0; run < TYPECHECK_RUNS; run += 1) {
        // Alternating order: neither style always runs on the warmer disk cache.
        const order = run % 2 === 0 ? (['by name', 'by path'] as const) : (['by path', 'by name'] as const);
        for (const style of order) times[style]!.push(timedTypecheck(bin, configs[style]));
      }
      const stats = (values: number[]) => `min ${Math.min(...values).toFixed(2)} / median ${median(values).toFixed(2)} / max ${Math.max(...values).toFixed(2)} s`;
      lines.push(
        `type-check, ${compiler}, ten operations, ${TYPECHECK_RUNS} fresh runs each: by name ${stats(times['by name']!)}; by path ${stats(times['by path']!)}`,
        `  by name / by path (medians): ${(median(times['by name']!) / median(times['by path']!)).toFixed(3)}x (goal <= 1.10x)`,
      );
    }
    return lines;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function timedTypecheck(bin: string, config: string): number {
  const started = performance.now();
  execFileSync(join(PROJECT_ROOT, bin), ['--noEmit', '-p', config], { cwd: PROJECT_ROOT, stdio: 'pipe' });
  return (performance.now() - started) / 1000;
}

async function overhead(): Promise<string[]> {
  const server = await listenForBench();
  try {
    const client = createIncidentClient({ apiKey: 'bench-key-0123456789abcdef', baseUrl: server.url, rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } });
    const runs = await comparePaired(() => client.GET('/v1/identity'), () => client.identityV1.show());
    const stats = (values: number[]) => `min ${Math.min(...values).toFixed(3)} / median ${median(values).toFixed(3)} / max ${Math.max(...values).toFixed(3)}`;
    return [
      `per request on loopback: client.GET ${median(runs.baselineWallUs).toFixed(0)} us, named method ${median(runs.candidateWallUs).toFixed(0)} us (medians of ${runs.wallRatios.length} paired batches)`,
      `  named / client.GET: wall ${stats(runs.wallRatios)}x, process CPU ${stats(runs.cpuRatios)}x (goal <= 1.02x on the median)`,
    ];
  } finally {
    await server.close();
  }
}
