/**
 * The client's cost: per-request overhead against bare openapi-fetch on the same loopback server
 * (retries and rate limiting on, the limiter sized not to bind), and heap while paginating
 * 100 000 records, against holding them all.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import createClient from 'openapi-fetch';
import { bindClient } from '../../generator/runtime/client/index.ts';
import { fixtureTables, type FixtureItems, type FixturePaths, type FixtureResources } from '../generator/runtime/client/fixture.ts';
import { startLoopbackServer, type LoopbackServer } from '../support/loopback.ts';
import { median } from './measure/runs.ts';

// Bound here, once: the test fixture binds per vitest test, and the bench runs outside vitest.
const { createIncidentClient, paginate } = bindClient<FixturePaths, FixtureItems, FixtureResources>(fixtureTables);

const REQUESTS_PER_BATCH = 200;
const PAIRS = 21;
const RECORDS = 100_000;
const PAGE_SIZE = 250;
const API_KEY = 'bench-key-0123456789abcdef';

export async function bench(): Promise<string[]> {
  const server = await listenForBench();
  const { url } = server;
  try {
    return [...(await overhead(url)), ...(await paginationMemory(url))];
  } finally {
    await server.close();
  }
}

async function overhead(url: string): Promise<string[]> {
  const bare = createClient<FixturePaths>({ baseUrl: url, headers: { Authorization: `Bearer ${API_KEY}` } });
  const options = { apiKey: API_KEY, baseUrl: url, rateLimit: { capacity: 1e9, refillPerSecond: 1e9 }, retry: { maxAttempts: 4 } };
  const lines = [await compare(bare, createIncidentClient(options), 'retries + rate limiting + 30 s timeout on')];
  // Node 20 makes each AbortSignal (one per attempt, for the timeout) cost a few microseconds.
  lines.push(await compare(bare, createIncidentClient({ ...options, timeoutMs: 0 }), 'retries + rate limiting on, timeout off'));
  return lines.flat();
}

async function compare(bare: ReturnType<typeof createClient<FixturePaths>>, ours: ReturnType<typeof createIncidentClient>, setting: string): Promise<string[]> {
  const paired = await comparePaired(() => bare.GET('/v1/identity'), () => ours.GET('/v1/identity'));
  return [
    `${setting}: sequential GET on loopback, median of ${PAIRS} paired batches of ${REQUESTS_PER_BATCH}: bare openapi-fetch ${median(paired.baselineWallUs).toFixed(0)} us, client ${median(paired.candidateWallUs).toFixed(0)} us per request`,
    `  client / bare openapi-fetch: wall time ${median(paired.wallRatios).toFixed(3)}x, process CPU time ${median(paired.cpuRatios).toFixed(3)}x (target <= 1.10x)`,
  ];
}

export interface PairedRuns {
  baselineWallUs: number[];
  candidateWallUs: number[];
  /** candidate / baseline, per pair. */
  wallRatios: number[];
  cpuRatios: number[];
}

/** Short alternating batches of two calls, compared pairwise: the machine's load drifts less within a pair. */
export async function comparePaired(baselineCall: () => Promise<unknown>, candidateCall: () => Promise<unknown>): Promise<PairedRuns> {
  await measure(baselineCall, 300);
  await measure(candidateCall, 300);
  const runs: PairedRuns = { baselineWallUs: [], candidateWallUs: [], wallRatios: [], cpuRatios: [] };
  for (let pair = 0; pair < PAIRS; pair += 1) {
    const [first, second] = pair % 2 === 0 ? [baselineCall, candidateCall] : [candidateCall, baselineCall];
    const a = await measure(first, REQUESTS_PER_BATCH);
    const b = await measure(second, REQUESTS_PER_BATCH);
    const [baseline, candidate] = pair % 2 === 0 ? [a, b] : [b, a];
    runs.wallRatios.push(candidate.wallUs / baseline.wallUs);
    runs.cpuRatios.push(candidate.cpuUs / baseline.cpuUs);
    runs.baselineWallUs.push(baseline.wallUs);
    runs.candidateWallUs.push(candidate.wallUs);
  }
  return runs;
}

async function measure(call: () => Promise<unknown>, count: number): Promise<{ wallUs: number; cpuUs: number }> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let index = 0; index < count; index += 1) await call();
  const cpu = process.cpuUsage(cpuBefore);
  return { wallUs: ((performance.now() - started) * 1000) / count, cpuUs: (cpu.user + cpu.system) / count };
}

async function paginationMemory(url: string): Promise<string[]> {
  const collectGarbage = garbageCollector();
  const client = createIncidentClient({ apiKey: API_KEY, baseUrl: url, rateLimit: false });
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  let count = 0;
  for await (const incident of paginate(client, '/v2/incidents')) {
    count += incident.id ? 1 : 0;
    if (count % PAGE_SIZE === 0) {
      collectGarbage();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
  }
  collectGarbage();
  const after = process.memoryUsage().heapUsed;
  const all = await paginate(client, '/v2/incidents').collect();
  collectGarbage();
  const holding = process.memoryUsage().heapUsed;
  const mb = (bytes: number): string => `${(bytes / 1048576).toFixed(1)} MB`;
  return [
    `paginate ${count} records (${RECORDS / PAGE_SIZE} pages of ${PAGE_SIZE}), heap after GC: before ${mb(before)}, largest at a page boundary ${mb(peak)} (+${mb(peak - before)}), after ${mb(after)}`,
    `peer: collect() holding all ${all.length} records: heap ${mb(holding)} (+${mb(holding - before)})`,
  ];
}

function garbageCollector(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  return () => gc?.();
}

/** The loopback server the client parts talk to: /v1/identity, and /v2/incidents paged over RECORDS. */
export async function listenForBench(): Promise<LoopbackServer> {
  const identity = JSON.stringify({ identity: { name: 'bench', roles: ['viewer'], team_roles: [], teams: [], dashboard_url: 'https://example.invalid' } });
  const server = await startLoopbackServer((req, res) => {
    const parsed = new URL(req.url ?? '/', 'http://x');
    const body = parsed.pathname === '/v2/incidents' ? incidentsPage(parsed.searchParams) : identity;
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  server.server.keepAliveTimeout = 60_000;
  return server;
}

function incidentsPage(query: URLSearchParams): string {
  const pageSize = Number(query.get('page_size') ?? 25);
  const start = query.get('after') ? Number(query.get('after')) + 1 : 0;
  const end = Math.min(RECORDS, start + pageSize);
  const incidents = [];
  for (let id = start; id < end; id += 1) {
    incidents.push({ id: String(id), name: `Incident ${id}: database latency above threshold in eu-west`, status: 'active', summary: 'x'.repeat(120) });
  }
  return JSON.stringify({ incidents, pagination_meta: { page_size: pageSize, ...(end > start && { after: String(end - 1) }) } });
}
