/**
 * The client's cost: per-request overhead against bare openapi-fetch on the same loopback server
 * (retries and rate limiting on, the limiter sized not to bind), and heap while paginating
 * 100 000 records, against holding them all.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import createClient from 'openapi-fetch';
import { createIncidentClient, paginate, type FixturePaths } from '../generator/runtime/client/fixture.ts';

const REQUESTS_PER_ROUND = 400;
const ROUNDS = 7;
const RECORDS = 100_000;
const PAGE_SIZE = 250;
const API_KEY = 'bench-key-0123456789abcdef';

export async function bench(): Promise<string[]> {
  const { server, url } = await listen();
  try {
    return [...(await overhead(url)), ...(await paginationMemory(url))];
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

async function overhead(url: string): Promise<string[]> {
  const bare = createClient<FixturePaths>({ baseUrl: url, headers: { Authorization: `Bearer ${API_KEY}` } });
  const ours = createIncidentClient({ apiKey: API_KEY, baseUrl: url, rateLimit: { capacity: 1e9, refillPerSecond: 1e9 }, retry: { maxAttempts: 4 } });
  const bareCall = () => bare.GET('/v1/identity');
  const ourCall = () => ours.GET('/v1/identity');
  await timeRound(bareCall, 200);
  await timeRound(ourCall, 200);
  const bareTimes: number[] = [];
  const ourTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternate the order so neither side always runs on a warmer process.
    if (round % 2 === 0) {
      bareTimes.push(await timeRound(bareCall, REQUESTS_PER_ROUND));
      ourTimes.push(await timeRound(ourCall, REQUESTS_PER_ROUND));
    } else {
      ourTimes.push(await timeRound(ourCall, REQUESTS_PER_ROUND));
      bareTimes.push(await timeRound(bareCall, REQUESTS_PER_ROUND));
    }
  }
  const bareUs = median(bareTimes);
  const ourUs = median(ourTimes);
  return [
    `per request, sequential GET on loopback: bare openapi-fetch ${bareUs.toFixed(0)} us, client ${ourUs.toFixed(0)} us (retries + rate limiting on)`,
    `client / bare openapi-fetch: ${(ourUs / bareUs).toFixed(3)}x (target <= 1.10x)`,
  ];
}

async function timeRound(call: () => Promise<unknown>, count: number): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < count; index += 1) await call();
  return ((performance.now() - started) * 1000) / count;
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
    `paginate ${count} records (${RECORDS / PAGE_SIZE} pages): heap before ${mb(before)}, peak ${mb(peak)}, after ${mb(after)} (growth ${mb(after - before)})`,
    `peer: collect() holding all ${all.length} records: heap ${mb(holding)}; streaming peak / holding-all growth: ${((peak - before) / Math.max(1, holding - before)).toFixed(3)}x`,
  ];
}

function garbageCollector(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  return () => gc?.();
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function listen(): Promise<{ server: Server; url: string }> {
  const identity = JSON.stringify({ identity: { name: 'bench', roles: ['viewer'], team_roles: [], teams: [], dashboard_url: 'https://example.invalid' } });
  const server = createServer((req, res) => {
    const parsed = new URL(req.url ?? '/', 'http://x');
    const body = parsed.pathname === '/v2/incidents' ? incidentsPage(parsed.searchParams) : identity;
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
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
