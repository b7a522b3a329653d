/**
 * Releases end to end (issue 20, item 4): real published documents land, one after another, in a
 * working copy of this project through `incident-gen regen`; each landing's package is packed and
 * published to a real registry (Verdaccio on loopback) by `incident-gen publish`; a consumer project
 * that depends on `incident-api-client@^1` installs it, and takes later releases with `npm update`,
 * compiling against and running each. The three documents are consecutive in the real history:
 * the first replaces the reference's edition (the first import of the live API: 1.0.0), the second
 * only adds (drift: 23 info-level changes, operations among them: the next minor), the third
 * removes operations without deprecation (18 error-level changes, accepted: the next major, which
 * `^1` must not take).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packClient } from '../../generator/build/pack.ts';
import { GENERATED_PACKAGE_NAME } from '../../generator/model/package-info.ts';
import { consumerApi, type ApiLog } from '../consumer/api-server.ts';
import { projectCopy } from '../generator/regen/scratch-project.ts';
import { runIn } from '../support/generator-runs.ts';
import { startLoopbackServer, type LoopbackServer } from '../support/loopback.ts';
import { PROJECT_ROOT } from '../support/project.ts';
import { realSpecPaths, snapshotName } from '../support/real-specs.ts';
import { systemTempDirs } from '../support/temp-dirs.ts';
import { startRegistry, type TestRegistry } from '../support/verdaccio.ts';
import { installConsumer, installedVersion, updateConsumer } from './consumer.ts';
import { publishTarball } from './published-client.ts';

const run = promisify(execFile);
const tempDir = systemTempDirs();

const realSpec = (name: string): string => {
  const path = realSpecPaths().find((candidate) => snapshotName(candidate) === name);
  if (!path) throw new Error(`real spec ${name} is missing from ../shared`);
  return path;
};
const FIRST = realSpec('2024-03-26T132121Z');
const ADDITIVE = realSpec('2024-04-22T103253Z');
const BREAKING = realSpec('2024-05-01T104815Z');

let registry: TestRegistry | undefined;
let api: LoopbackServer | undefined;
let root: string | undefined;
let consumer: string;
const log: ApiLog = { requests: [] };

beforeAll(async () => {
  registry = await startRegistry();
  root = projectCopy();
  api = await startLoopbackServer(consumerApi(log));
  consumer = tempDir('landing-consumer');
}, 120_000);

afterAll(async () => {
  await api?.close();
  await registry?.stop();
  if (root && !process.env.KEEP_TMP) rmSync(dirname(root), { recursive: true, force: true });
});

interface Release {
  version: string;
  bump: string;
  reasons: string[];
}

/** `incident-gen regen --spec-file DOC` in the project copy; the release it recorded. */
async function land(document: string, ...flags: string[]): Promise<Release> {
  const result = await runIn(root!, join(root!, 'node_modules/.bin/tsx'), [join(root!, 'generator/cli.ts'), 'regen', '--spec-file', document, '--no-verify', ...flags]);
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  const releases = (JSON.parse(readFileSync(join(root!, 'spec/releases.json'), 'utf8')) as { releases: Release[] }).releases;
  const version = (JSON.parse(readFileSync(join(root!, 'generated/package.json'), 'utf8')) as { version: string }).version;
  const release = releases.at(-1)!;
  expect(release.version).toBe(version);
  // regen's one line names the version and the bump it landed.
  expect(result.stdout).toMatch(new RegExp(`^landed \\S+: ${version.replace(/\./g, '\\.')} \\(${release.bump}\\), `));
  return release;
}

/** Packs the copy's generated/ as `make pack` does and publishes it with `incident-gen publish`. */
async function publishLanded(version: string): Promise<void> {
  const tarball = packClient(join(root!, 'generated'), join(dirname(root!), `pack-${version}`));
  expect(await publishTarball(registry!, tarball)).toMatch(new RegExp(`^published ${GENERATED_PACKAGE_NAME}@${version.replace(/\./g, '\\.')} to `));
}

/** The consumer compiled by tsc (strict, nodenext) against what it installed, then run by node. */
async function compileAndRun(): Promise<unknown> {
  copyFileSync(join(import.meta.dirname, 'programs/consumer.ts'), join(consumer, 'program.ts'));
  const compilerOptions = { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['ES2022', 'DOM'], skipLibCheck: true, outDir: 'out', types: [] };
  writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['program.ts'] }));
  await run(process.execPath, [join(PROJECT_ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: consumer });
  const { stdout } = await run(process.execPath, ['out/program.js'], { cwd: consumer, env: { ...process.env, INCIDENT_API_BASE_URL: api!.url } });
  return JSON.parse(stdout);
}

const CONSUMER_RESULT = {
  ids: ['01INC0-0', '01INC0-1', '01INC0-2', '01INC1-0', '01INC1-1', '01INC1-2', '01INC2-0'],
  fieldErrors: { name: ['name is required'], severity_id: ['unknown severity'] },
};

async function publishedVersions(): Promise<string[]> {
  const response = await fetch(new URL(GENERATED_PACKAGE_NAME, registry!.url));
  return Object.keys(((await response.json()) as { versions: Record<string, unknown> }).versions);
}

describe('releases through a real registry', () => {
  it('the first import of the live API is 1.0.0; a consumer on ^1 installs it from the registry, compiles and runs', async () => {
    const release = await land(FIRST, '--accept-breaking', 'first import of the live API', '--accept-surface');
    expect(release.version).toBe('1.0.0');
    await publishLanded('1.0.0');
    await installConsumer(consumer, registry!.url, '^1');
    expect(installedVersion(consumer)).toBe('1.0.0');
    expect(await compileAndRun()).toEqual(CONSUMER_RESULT);
  });

  it('an additive real document lands as the next minor; npm update takes it, and the consumer still compiles and runs', async () => {
    const release = await land(ADDITIVE);
    expect(release).toMatchObject({ version: '1.1.0', bump: 'minor' });
    await publishLanded('1.1.0');
    await updateConsumer(consumer);
    expect(installedVersion(consumer)).toBe('1.1.0');
    expect(await compileAndRun()).toEqual(CONSUMER_RESULT);
  });

  it('an accepted breaking real document lands as the next major; npm update stays on 1.x', async () => {
    const release = await land(BREAKING, '--accept-breaking', 'operations withdrawn upstream', '--accept-surface');
    expect(release).toMatchObject({ version: '2.0.0', bump: 'major' });
    expect(release.reasons.join(' ')).toMatch(/operation-removed-without-deprecation/);
    await publishLanded('2.0.0');
    expect((await publishedVersions()).sort()).toEqual(['1.0.0', '1.1.0', '2.0.0']);
    await updateConsumer(consumer);
    expect(installedVersion(consumer)).toBe('1.1.0');
    expect(await compileAndRun()).toEqual(CONSUMER_RESULT);
  });
});
