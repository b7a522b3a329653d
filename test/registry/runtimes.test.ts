/**
 * The package runs where fetch runs (issue 20, item 5): installed from a real registry by a
 * consumer project, the same smoke (smoke/smoke.mjs) runs under Node 20 (this one), Node 22, Bun
 * and Deno (each from its npm package) and, bundled, in headless Chromium: it pages through a list
 * and reads a 422's field errors from the loopback API, and in each server runtime verifies a
 * webhook delivery signed by the standardwebhooks package and refuses it forged.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACK_DIR } from '../../generator/build/pack.ts';
import { GENERATED_PACKAGE_NAME } from '../../generator/model/package-info.ts';
import { consumerApi, type ApiLog } from '../consumer/api-server.ts';
import { startLoopbackServer, type LoopbackServer } from '../support/loopback.ts';
import { PROJECT_ROOT } from '../support/project.ts';
import { systemTempDirs } from '../support/temp-dirs.ts';
import { startRegistry, type TestRegistry } from '../support/verdaccio.ts';
import { runInChromium } from './browser.ts';
import { installConsumer, installedVersion } from './consumer.ts';
import { publishTarball } from './published-client.ts';
import { chromiumPath, installRuntimes, type InstalledRuntime } from './runtimes.ts';

const run = promisify(execFile);
const tempDir = systemTempDirs();
/** The committed package, published as it is. */
const VERSION = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'generated/package.json'), 'utf8')) as { version: string }).version;
const SIGNED_AT = new Date();

let registry: TestRegistry | undefined;
let api: LoopbackServer | undefined;
const log: ApiLog = { requests: [] };
let consumer: string;
let runtimes: Record<InstalledRuntime, string>;
let tarball: string;

beforeAll(async () => {
  const installing = installRuntimes();
  installing.catch(() => undefined); // still thrown by the await below
  registry = await startRegistry();
  // As `make publish REGISTRY=…` does it: generated/ packed into .tmp/pack/ by the command itself.
  expect(await publishTarball(registry)).toMatch(new RegExp(`^published ${GENERATED_PACKAGE_NAME}@${VERSION.replace(/\./g, '\\.')} to `));
  tarball = join(PACK_DIR, `${GENERATED_PACKAGE_NAME}-${VERSION}.tgz`);
  consumer = tempDir('runtimes-consumer');
  await installConsumer(consumer, registry.url, VERSION);
  expect(installedVersion(consumer)).toBe(VERSION);
  api = await startLoopbackServer(consumerApi(log));
  writeSmoke(consumer, api.url);
  runtimes = await installing;
}, 600_000);

afterAll(async () => {
  await api?.close();
  await registry?.stop();
});

/** The smoke's files beside the install, with the settings: the API's URL and a delivery signed now. */
function writeSmoke(dir: string, baseUrl: string): void {
  mkdirSync(join(dir, 'smoke'));
  cpSync(join(import.meta.dirname, 'smoke'), join(dir, 'smoke'), { recursive: true });
  const secret = `whsec_${Buffer.from('runtime-smoke-signing-secret-24b').toString('base64')}`;
  const body = JSON.stringify({ event_type: 'schedule.created_v1', 'schedule.created_v1': { id: '01SCHEDULE' } });
  const id = 'msg_runtime_1';
  const headers = { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(SIGNED_AT.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(id, SIGNED_AT, body) };
  writeFileSync(join(dir, 'smoke/settings.json'), JSON.stringify({ baseUrl, delivery: { secret, body, headers, now: SIGNED_AT.getTime() } }));
}

const PAGED_AND_VALIDATED = {
  ids: ['01INC0-0', '01INC0-1', '01INC0-2', '01INC1-0', '01INC1-1', '01INC1-2', '01INC2-0'],
  validation: { kind: 'ValidationError', status: 422, fieldErrors: { name: ['name is required'], severity_id: ['unknown severity'] } },
};
const API_CALLS = ['GET /v2/incidents?page_size=3', 'GET /v2/incidents?page_size=3&after=1', 'GET /v2/incidents?page_size=3&after=2', 'POST /v2/incidents'];

/** How each server runtime runs a module; Deno with only the permissions the smoke needs. */
const SERVER_RUNTIMES: ReadonlyArray<[string, () => [string, string[]]]> = [
  ['Node 20', () => [process.execPath, []]],
  ['Node 22', () => [runtimes.node, []]],
  ['Bun', () => [runtimes.bun, ['run']]],
  ['Deno', () => [runtimes.deno, ['run', '--allow-net=127.0.0.1', '--allow-read=.', '--allow-env']]],
];

describe(`${GENERATED_PACKAGE_NAME} from the registry`, () => {
  it.each(SERVER_RUNTIMES)('%s: pages, reads a 422, verifies a signed webhook and refuses a forged one', async (name, command) => {
    const [executable, args] = command();
    const before = log.requests.length;
    const { stdout } = await run(executable, [...args, 'smoke/server-runtime.mjs'], { cwd: consumer, env: { ...process.env, NO_COLOR: '1', DENO_DIR: join(consumer, '.deno') } });
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!), name).toEqual({ ...PAGED_AND_VALIDATED, webhook: { eventType: 'schedule.created_v1', forged: 'bad_signature' } });
    expect(log.requests.slice(before)).toEqual(API_CALLS);
  });

  it('headless Chromium: pages and reads a 422 across origins (CORS preflights answered)', async () => {
    const before = log.requests.length;
    const result = await runInChromium(chromiumPath(), join(consumer, 'smoke/browser.mjs'));
    expect(result).toEqual(PAGED_AND_VALIDATED);
    const calls = log.requests.slice(before);
    expect(calls.filter((call) => !call.startsWith('OPTIONS '))).toEqual(API_CALLS);
    // The Authorization header makes every call preflighted: the browser asked before sending.
    expect(calls.filter((call) => call.startsWith('OPTIONS ')).length).toBeGreaterThan(0);
  });

  it('the consumer installed the tarball that was published, not a copy from the tree', () => {
    const installed = JSON.parse(readFileSync(join(consumer, 'package-lock.json'), 'utf8')) as { packages: Record<string, { integrity?: string }> };
    expect(installed.packages[`node_modules/${GENERATED_PACKAGE_NAME}`]?.integrity).toBe(`sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`);
  });
});
