/**
 * The package runs where fetch runs (issue 20, item 5): installed from a real registry by a
 * consumer project, the same smoke (smoke/smoke.mjs) runs under Node 20 (this one), Node 22, Bun
 * and Deno (each from its npm package) and, bundled, in headless Chromium: it pages through a list
 * and reads a 422's field errors from the loopback API, and in each server runtime verifies a
 * webhook delivery signed by the package's test kit and refuses it forged. The test kit's own
 * example suites run there too: node:test under Node 22, and its MSW page in Chromium.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACK_DIR } from '../../generator/build/pack.ts';
import { GENERATED_PACKAGE_NAME } from '../../generator/model/package-info.ts';
import { signWebhookDelivery } from '../../generated/testing.ts';
import { consumerApi, type ApiLog } from '../consumer/api-server.ts';
import { startLoopbackServer, type LoopbackServer } from '../support/loopback.ts';
import { PROJECT_ROOT } from '../support/project.ts';
import { systemTempDirs } from '../support/temp-dirs.ts';
import { startRegistry, type TestRegistry } from '../support/verdaccio.ts';
import { browserPage, prepareKitSuites } from '../consumer/kit-suites.ts';
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
  // msw beside the package, as the test kit asks (docs/testing-kit.md); through the registry's uplink.
  await installConsumer(consumer, registry.url, VERSION, { msw: lockedMswVersion() });
  expect(installedVersion(consumer)).toBe(VERSION);
  api = await startLoopbackServer(consumerApi(log));
  await writeSmoke(consumer, api.url);
  runtimes = await installing;
}, 600_000);

afterAll(async () => {
  await api?.close();
  await registry?.stop();
});

/** The smoke's files beside the install, with the settings: the API's URL and a delivery signed now, by the test kit. */
async function writeSmoke(dir: string, baseUrl: string): Promise<void> {
  mkdirSync(join(dir, 'smoke'));
  cpSync(join(import.meta.dirname, 'smoke'), join(dir, 'smoke'), { recursive: true });
  const secret = `whsec_${Buffer.from('runtime-smoke-signing-secret-24b').toString('base64')}`;
  const payload = { event_type: 'schedule.created_v1', 'schedule.created_v1': { id: '01SCHEDULE' } } as const;
  const { body, headers } = await signWebhookDelivery({ event: 'schedule.created_v1', payload: payload as never, secret, id: 'msg_runtime_1', timestamp: SIGNED_AT });
  writeFileSync(join(dir, 'smoke/settings.json'), JSON.stringify({ baseUrl, delivery: { secret, body, headers, now: SIGNED_AT.getTime() } }));
}

const lockedMswVersion = () => (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies['msw']!;

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

  it("Node 22: the test kit's node:test suite (docs/testing-kit.md) passes against the installed package", async () => {
    const suite = prepareKitSuites(consumer, runtimes.node).find((run) => run.name.startsWith('node --test'))!;
    const { stdout } = await run(suite.file, suite.args, { cwd: consumer });
    expect(stdout).toMatch(/# pass [1-9]/);
    expect(stdout).toMatch(/# fail 0/);
  });

  it("headless Chromium: the test kit's page pages through its fake over MSW's service worker, past a 429", async () => {
    prepareKitSuites(consumer);
    const worker = readFileSync(join(consumer, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8');
    const result = (await runInChromium(chromiumPath(), browserPage(consumer), { 'mockServiceWorker.js': worker })) as { incidents: number; requests: number };
    expect(result.incidents).toBe(30);
    // The 429 first, then the pages: every request went to the fake, none to the network.
    expect(result.requests).toBeGreaterThanOrEqual(2);
  });

  it('the consumer installed the tarball that was published, not a copy from the tree', () => {
    const installed = JSON.parse(readFileSync(join(consumer, 'package-lock.json'), 'utf8')) as { packages: Record<string, { integrity?: string }> };
    expect(installed.packages[`node_modules/${GENERATED_PACKAGE_NAME}`]?.integrity).toBe(`sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`);
  });
});
