/**
 * Run by memory.test.ts as `node --expose-gc --import tsx memory-probe.ts <what>`, in a process of
 * its own: heap after GC before and after a long run of the client's real code paths, against a
 * real keep-alive loopback server in a child process (no mocked fetch). Prints one JSON line.
 *
 * `timeouts`: CALLS calls on one client, each with a timeout of its own (a `deadline - now` to the
 * microsecond, as services compute them), distinct per call.
 * `keys`: KEYS clients, each with an API key of its own and its rate limiter on, one call each.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { bindClient } from '../../../../generator/runtime/client/index.ts';
import type { ClientTables } from '../../../../generator/runtime/client/tables.ts';

interface Paths {
  '/v1/identity': { get: { responses: { 200: { content: { 'application/json': { identity: { name: string } } } } } } };
  '/v2/incidents': { get: { responses: { 200: { content: { 'application/json': { incidents: unknown[] } } } } } };
}

const tables: ClientTables = {
  operations: {
    'Identity V1#Show': { operationId: 'Identity V1#Show', name: 'identityV1Show', method: 'get', path: '/v1/identity', version: 'v1', tags: [], deprecated: false, paginated: false, successBody: true },
    'Incidents V2#List': {
      operationId: 'Incidents V2#List',
      name: 'incidentsV2List',
      method: 'get',
      path: '/v2/incidents',
      version: 'v2',
      tags: [],
      deprecated: false,
      paginated: false,
      successBody: true,
      // Each key's limiter then holds the endpoint's buckets too.
      rateLimit: { burst: 1000, perMinute: 1000 },
    },
  },
  pagination: {},
};

const WARM_UP = 2000;
const CALLS = Number(process.env['PROBE_CALLS'] ?? 100_000);
const KEYS = Number(process.env['PROBE_KEYS'] ?? 10_000);
const CONCURRENCY = 64;
// Far more than any run needs: the limiter is exercised, never waited on.
const UNLIMITED = { capacity: 1e9, refillPerSecond: 1e9 };

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

async function settledHeap(): Promise<number> {
  for (let round = 0; round < 4; round += 1) {
    gc!();
    // FinalizationRegistry callbacks and closed sockets land between rounds.
    await delay(20);
  }
  return process.memoryUsage().heapUsed;
}

/** Runs `count` tasks, CONCURRENCY at a time. */
async function pool(count: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

// The server runs in a process of its own: its objects stay out of the heap measured here, and
// the two ends of each call run on two cores.
const SERVER = `
const { createServer } = require('node:http');
const server = createServer({ keepAlive: true }, (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"identity":{"name":"probe"},"incidents":[]}');
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.stdin.on('end', () => process.exit(0)).resume();
`;
const serverProcess = spawn(process.execPath, ['-e', SERVER], { stdio: ['pipe', 'pipe', 'inherit'] });
const [port] = (await once(serverProcess.stdout, 'data')) as [Buffer];
const baseUrl = `http://127.0.0.1:${port.toString().trim()}`;
const { createIncidentClient } = bindClient<Paths, object>(tables);
const what = process.argv[2];
let ok = 0;
const started = Date.now();

if (what === 'timeouts') {
  const client = createIncidentClient({ apiKey: 'inc_probe_key_0123456789', baseUrl, rateLimit: UNLIMITED, logLevel: 'off' });
  let distinct = 0;
  let last = 0;
  const run = (from: number, count: number) =>
    pool(count, async (index) => {
      // 20 s ahead, to the microsecond: the timeout grows with the call's index, so every call's
      // differs from every other's (counted here, not kept: a set of them would be the growth).
      const timeoutMs = 20_000 + (from + index) / 1000;
      if (timeoutMs > last) distinct += 1;
      last = timeoutMs;
      const { response } = await client.GET('/v1/identity', { timeoutMs });
      if (response.ok) ok += 1;
    });
  await run(0, WARM_UP);
  const before = await settledHeap();
  await run(WARM_UP, CALLS);
  const after = await settledHeap();
  console.log(JSON.stringify({ what, calls: ok - WARM_UP, distinctTimeouts: distinct - WARM_UP, growthBytes: after - before, seconds: (Date.now() - started) / 1000 }));
} else if (what === 'keys') {
  const run = (from: number, count: number) =>
    pool(count, async (index) => {
      const client = createIncidentClient({ apiKey: `inc_probe_key_${String(from + index).padStart(8, '0')}`, baseUrl, rateLimit: UNLIMITED, logLevel: 'off' });
      const { response } = await client.GET((from + index) % 2 === 0 ? '/v1/identity' : '/v2/incidents');
      if (response.ok) ok += 1;
    });
  await run(0, WARM_UP);
  const before = await settledHeap();
  await run(WARM_UP, KEYS);
  const after = await settledHeap();
  console.log(JSON.stringify({ what, calls: ok - WARM_UP, keys: KEYS, growthBytes: after - before, seconds: (Date.now() - started) / 1000 }));
} else {
  throw new Error(`unknown probe ${String(what)}: timeouts or keys`);
}
// Closing its stdin ends the server, and with it the keep-alive connections.
serverProcess.stdin.end();
