/**
 * The consumer check (`make consumer`), as a user meets the package: `make pack`'s two tarballs
 * installed into a throwaway project outside the tree, then
 * 1. every example (README.md's, docs/*.md's, test/consumer/examples.md's and the package's generated/README.md) and program (programs/) type-checked
 *    under each row of matrix.ts: TypeScript 5.5, 5.9 and 7.0, node16/nodenext/bundler, every
 *    strict flag, skipLibCheck on and off, DOM or @types/node alone;
 * 2. all of them compiled with tsc and run under plain node against a loopback API (api-server.ts):
 *    the documentation's examples with their requests sent to it (redirect-origin.mjs);
 * 3. the package loaded with require() by plain node, and the test kit's example suites
 *    (docs/testing-kit.md) run under vitest, node --test and jest;
 * 4. the toolchain's bin run from the install: `incident-gen --version`, `generate`, `drift` and a
 *    verified `regen` in a folder of its own.
 *
 *   tsx test/consumer/run.ts [--examples FILE.md ...] [--keep]
 *
 * Exit 0 when everything passes, 1 when something does not, 2 when the check could not run.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify, parseArgs } from 'node:util';
import { GENERATED_PACKAGE_NAME, OLDEST_TYPESCRIPT } from '../../generator/model/package-info.ts';
import { packAll } from '../../generator/build/pack.ts';
import { startLoopbackServer } from '../support/loopback.ts';
import { PROJECT_ROOT as ROOT } from '../support/project.ts';
import { consumerApi, type ApiLog } from './api-server.ts';
import { MATRIX, settingsName, type Compiler } from './matrix.ts';
import { writeConsumerProject } from './project.ts';
import { documentationFiles } from '../docs/markdown.ts';
import { readmeExamples, type Example } from './readme-examples.ts';
import { prepareKitSuites } from './kit-suites.ts';

const run = promisify(execFile);
const TYPE_CHECKS_AT_ONCE = 2;
const REQUIRE_CHECK = `
const client = require('${GENERATED_PACKAGE_NAME}');
const missing = ['createIncidentClient', 'paginate', 'verifyWebhook', 'IncidentApiError'].filter((name) => typeof client[name] !== 'function');
if (missing.length > 0) throw new Error('require() lacks ' + missing.join(', '));
console.log(Object.keys(client).length + ' exports');
`;

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/** The compilers a consumer uses: 5.9 and 7.0 are this project's own; the oldest is installed once and kept in .tmp. */
function compilers(): Record<Compiler, string> {
  const cache = join(ROOT, `.tmp/consumer/typescript-${OLDEST_TYPESCRIPT}`);
  const oldest = join(cache, 'node_modules/typescript/bin/tsc');
  return { [OLDEST_TYPESCRIPT]: oldest, '5.9': join(ROOT, 'node_modules/typescript/bin/tsc'), '7.0': join(ROOT, 'node_modules/typescript7/bin/tsc') } as Record<Compiler, string>;
}

async function installOldestTypescript(tsc: string): Promise<void> {
  if (existsSync(tsc)) return;
  const cache = resolve(tsc, '../../../..');
  mkdirSync(cache, { recursive: true });
  writeFileSync(join(cache, 'package.json'), '{ "private": true }\n');
  await npm(['install', `typescript@~${OLDEST_TYPESCRIPT}.0`], cache);
}

/** The versions the consumer installs beside the package, from the project's own lockfile. */
function lockedVersion(name: string): string {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> };
  return lock.packages[`node_modules/${name}`]!.version;
}

/** The installed package's own README (emit/package-readme.ts), as the tarball ships it: its first call must compile too. */
const PACKAGE_DOCS = ['generated/README.md'];

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { examples: { type: 'string', multiple: true, default: [...documentationFiles(ROOT), 'test/consumer/examples.md', ...PACKAGE_DOCS.filter((file) => existsSync(resolve(ROOT, file)))] }, keep: { type: 'boolean', default: false } } });
  const examples: Example[] = values.examples.flatMap((file) => readmeExamples(readFileSync(resolve(ROOT, file), 'utf8'), file, GENERATED_PACKAGE_NAME));
  if (examples.length === 0) {
    process.stderr.write(`consumer: no TypeScript examples importing ${GENERATED_PACKAGE_NAME} in ${values.examples.join(', ')}\n`);
    return 2;
  }
  const time = timer();
  const tsc = compilers();
  // packAll blocks until both tarballs exist, so the oldest compiler's npm install starts first to overlap with it.
  const oldestInstalled = installOldestTypescript(tsc[OLDEST_TYPESCRIPT as Compiler]);
  oldestInstalled.catch(() => undefined); // still thrown by the await below; no unhandled rejection if packAll throws first
  const tarballs = packAll();
  await oldestInstalled;
  log(`packed ${tarballs.client} and ${tarballs.toolchain} (${time()})`);

  const consumer = mkdtempSync(join(tmpdir(), 'incident-consumer-'));
  let failed = 0;
  const check = (ok: boolean, line: string, detail = '') => {
    log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
    if (!ok) {
      failed++;
      if (detail) process.stderr.write(`${detail.trim()}\n`);
    }
  };
  try {
    writeConsumerProject(consumer, examples, MATRIX);
    await npm(['install', tarballs.client, tarballs.toolchain, `@types/node@${lockedVersion('@types/node')}`, `standardwebhooks@${lockedVersion('standardwebhooks')}`], consumer);
    log(`installed both tarballs into ${consumer}; ${examples.length} examples, ${readdirSync(join(consumer, 'programs')).length} programs (${time()})`);

    // Two compiles at a time (CI has two cores); reported in matrix order.
    const typeChecks = await inBatches(MATRIX, TYPE_CHECKS_AT_ONCE, async (settings) => {
      const started = performance.now();
      const result = await attempt(process.execPath, [tsc[settings.compiler], '-p', `tsconfig.${settingsName(settings)}.json`], consumer);
      return { settings, result, seconds: (performance.now() - started) / 1000 };
    });
    for (const { settings, result, seconds } of typeChecks) check(result.ok, `type-check ${settingsName(settings)} (${seconds.toFixed(1)} s)`, result.output);

    const emitted = await attempt(process.execPath, [tsc['5.9'], '-p', 'tsconfig.emit.json'], consumer);
    check(emitted.ok, 'compile to JavaScript (tsc 5.9, nodenext)', emitted.output);
    if (emitted.ok) await runCompiled(consumer, check);

    // CommonJS callers: Node 20.19+ loads the package's ES modules with require().
    const required = await attempt(process.execPath, ['--input-type=commonjs', '-e', REQUIRE_CHECK], consumer);
    check(required.ok, `require('${GENERATED_PACKAGE_NAME}') under plain node: ${required.output.trim().split('\n')[0]}`, required.output);

    // The test kit's example suites (docs/testing-kit.md) under vitest, node --test and jest.
    for (const suite of prepareKitSuites(consumer)) {
      const started = performance.now();
      const result = await attempt(suite.file, suite.args, consumer);
      check(result.ok, `test kit: ${suite.name} (${((performance.now() - started) / 1000).toFixed(1)} s)`, result.output);
    }

    const bin = join(consumer, 'node_modules/.bin/incident-gen');
    const version = await attempt(bin, ['--version'], consumer);
    const expected = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
    check(version.ok && version.output.trim() === expected, `incident-gen --version from the install: ${version.output.trim()}`, version.output);
    // With a copy of the release record, so the package carries the committed version and changelog
    // and the project's own record is never written.
    copyFileSync(join(ROOT, 'spec/releases.json'), join(consumer, 'releases.json'));
    const generated = await attempt(bin, ['generate', '--spec', join(ROOT, 'spec/openapiV3.json'), '--out', join(consumer, 'regenerated'), '--releases', join(consumer, 'releases.json')], consumer);
    // generation.json holds every file's hash and the inputs' (spec, generator sources, libraries):
    // equal records mean the installed tool wrote generated/ byte for byte and agrees it is current.
    const record = (dir: string) => readFileSync(join(dir, 'generation.json'), 'utf8');
    const same = generated.ok && record(join(consumer, 'regenerated')) === record(join(ROOT, 'generated'));
    check(same, 'incident-gen generate from the install writes what generated/ holds, byte for byte', generated.output);
    // The committed history's two snapshots: the newer one removed fields, so drift finds errors (exit 1).
    const [older, newer] = readdirSync(join(ROOT, 'spec/snapshots')).filter((name) => name.endsWith('.json')).sort().slice(-2).map((name) => join(ROOT, 'spec/snapshots', name));
    const drift = await attempt(bin, ['drift', older!, newer!, '--format', 'json'], consumer);
    const errors = drift.status === 1 ? (JSON.parse(drift.stdout) as { summary: { error: number } }).summary.error : 0;
    check(errors > 0, `incident-gen drift from the install: exit ${drift.status}, ${errors} breaking change(s) between the committed snapshots`, drift.output);
    // A verified regen from the install in a repository of its own holding nothing yet: the landing
    // checks find their compilers and the client's dependencies beside the installed toolchain.
    const repo = mkdtempSync(join(tmpdir(), 'regen-repo-'));
    try {
      const landed = await attempt(bin, ['regen', '--root', repo, '--spec-file', join(ROOT, 'spec/openapiV3.json')], repo);
      check(landed.ok && landed.stdout.startsWith('landed '), `incident-gen regen from the install, verified, in a repository of its own: ${landed.stdout.trim().split('\n')[0]}`, landed.output);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
    log(`${failed === 0 ? 'passed' : `${failed} failed`} (${time()})`);
    return failed === 0 ? 0 : 1;
  } finally {
    if (values.keep) log(`kept ${consumer}`);
    else rmSync(consumer, { recursive: true, force: true });
  }
}

/** Runs every compiled program and example under plain node against the loopback API. */
async function runCompiled(consumer: string, check: (ok: boolean, line: string, detail?: string) => void): Promise<void> {
  const log: ApiLog = { requests: [] };
  const api = await startLoopbackServer(consumerApi(log));
  try {
    const env = { ...process.env, INCIDENT_API_BASE_URL: api.url };
    for (const name of readdirSync(join(consumer, 'out/programs')).filter((file) => file.endsWith('.js')).sort()) {
      const result = await attempt(process.execPath, [join(consumer, 'out/programs', name)], consumer, env);
      check(result.ok, `node programs/${name}: ${result.output.trim().split('\n').at(-1)}`, result.output);
    }
    const redirect = join(import.meta.dirname, 'redirect-origin.mjs');
    for (const name of readdirSync(join(consumer, 'out/examples')).filter((file) => file.endsWith('.js')).sort()) {
      const before = log.requests.length;
      const result = await attempt(process.execPath, ['--import', redirect, join(consumer, 'out/examples', name)], consumer, env);
      check(result.ok, `node examples/${name} (${readFileSync(join(consumer, 'examples', name.replace(/\.js$/, '.ts')), 'utf8').split('\n')[0]!.slice(3)}): ${log.requests.length - before} API request(s)`, result.output);
    }
  } finally {
    await api.close();
  }
}

async function attempt(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<{ ok: boolean; status: number; stdout: string; output: string }> {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });
    return { ok: true, status: 0, stdout, output: `${stdout}${stderr}` };
  } catch (error) {
    const { stdout, stderr, message, code } = error as { stdout?: string; stderr?: string; message: string; code?: number | string };
    return { ok: false, status: typeof code === 'number' ? code : -1, stdout: stdout ?? '', output: `${stdout ?? ''}${stderr ?? ''}`.trim() || message };
  }
}

const npm = (args: string[], cwd: string) =>
  run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, env: { ...process.env, npm_config_update_notifier: 'false' }, maxBuffer: 16 * 1024 * 1024 });

const log = (line: string) => process.stderr.write(`consumer: ${line}\n`);

function timer(): () => string {
  const started = performance.now();
  return () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`consumer: error: ${(error as Error).message.split('\n')[0]}\n`);
  process.exitCode = 2;
}
