/**
 * `incident-gen publish` against a real registry (Verdaccio on loopback): small packages packed by
 * npm, uploaded by the command as a child process with its own HOME and TMPDIR, so every file the
 * runs leave can be searched for the token afterwards. npm itself runs through a PATH shim that
 * records its arguments and the config it was given, then runs the real npm.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedactor } from '../../../generator/runtime/redaction/redact.ts';
import { GENERATED_PACKAGE_NAME } from '../../../generator/model/package-info.ts';
import { startLoopbackServer } from '../../support/loopback.ts';
import { PROJECT_ROOT } from '../../support/project.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { REFUSED_PACKAGE, startRegistry, type TestRegistry } from '../../support/verdaccio.ts';

const run = promisify(execFile);
const tempDir = systemTempDirs();
let registry: TestRegistry;
let home: string;
let tmp: string;
let shimLog: string;
let shimDir: string;
const outputs: string[] = [];

beforeAll(async () => {
  registry = await startRegistry();
  home = tempDir('publish-home');
  tmp = tempDir('publish-tmp');
  shimDir = tempDir('publish-shim');
  shimLog = join(shimDir, 'npm-calls.log');
  const realNpm = execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim();
  // Records each argument and the --userconfig file's contents, then hands over to the real npm.
  writeFileSync(
    join(shimDir, 'npm'),
    `#!/bin/sh\nprevious=\nfor arg in "$@"; do\n  printf 'arg %s\\n' "$arg" >> "$PUBLISH_SHIM_LOG"\n  if [ "$previous" = --userconfig ]; then cat "$arg" >> "$PUBLISH_SHIM_LOG"; fi\n  previous=$arg\ndone\nexec ${JSON.stringify(realNpm)} "$@"\n`,
  );
  chmodSync(join(shimDir, 'npm'), 0o755);
});

afterAll(async () => {
  await registry?.stop();
});

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

async function publish(args: string[], token: string | undefined): Promise<Run> {
  const env: NodeJS.ProcessEnv = { PATH: `${shimDir}:${process.env.PATH}`, HOME: home, TMPDIR: tmp, PUBLISH_SHIM_LOG: shimLog };
  if (token !== undefined) env.NPM_TOKEN = token;
  let result: Run;
  try {
    const { stdout, stderr } = await run(join(PROJECT_ROOT, 'node_modules/.bin/tsx'), [join(PROJECT_ROOT, 'generator/cli.ts'), 'publish', ...args], { cwd: PROJECT_ROOT, env });
    result = { status: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    result = { status: code, stdout, stderr };
  }
  outputs.push(result.stdout, result.stderr);
  return result;
}

/** A package of three files, packed by npm; `marker` changes its contents, not its version. */
function packed(name: string, version: string, marker: string, extra: Record<string, unknown> = {}): string {
  const dir = tempDir('publish-package');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version, description: 'release test', main: 'index.js', ...extra }));
  writeFileSync(join(dir, 'index.js'), `export const marker = ${JSON.stringify(marker)};\n`);
  const file = execFileSync('npm', ['pack', dir, '--pack-destination', dir, '--silent'], { encoding: 'utf8', env: { ...process.env, HOME: home } }).trim().split('\n').at(-1)!;
  return join(dir, file);
}

const integrityOf = (tarball: string) => `sha512-${execFileSync('openssl', ['dgst', '-sha512', '-binary', tarball]).toString('base64')}`;

async function registryVersions(name: string): Promise<Record<string, { dist: { integrity: string } }>> {
  const response = await fetch(new URL(name, registry.url));
  if (response.status === 404) return {};
  return ((await response.json()) as { versions: Record<string, { dist: { integrity: string } }> }).versions;
}

/** How many times npm was asked to publish so far (the shim logs each argument). */
const uploads = () => readFileSync(shimLog, 'utf8').split('arg publish').length;

/** One line on stderr, nothing on stdout, exit 2: the contract for every refusal. */
function expectRefusal(result: Run, pattern: RegExp): void {
  expect(result.status).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(result.stderr.trimEnd()).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

describe('incident-gen publish', () => {
  it('uploads a version the registry lacks; the same tarball again is a quiet no-op', async () => {
    const tarball = packed(GENERATED_PACKAGE_NAME, '1.0.0', 'first');
    const first = await publish(['--registry', registry.url, '--tarball', tarball], registry.token);
    expect(first).toMatchObject({ status: 0, stderr: '' });
    expect(first.stdout).toBe(`published ${GENERATED_PACKAGE_NAME}@1.0.0 to ${registry.url} (${statSync(tarball).size} bytes)\n`);
    expect((await registryVersions(GENERATED_PACKAGE_NAME))['1.0.0']?.dist.integrity).toBe(integrityOf(tarball));
    const before = uploads();

    const again = await publish(['--registry', registry.url, '--tarball', tarball], registry.token);
    expect(again).toEqual({ status: 0, stderr: '', stdout: `${GENERATED_PACKAGE_NAME}@1.0.0 is already in ${registry.url} with the same contents: nothing to publish\n` });
    expect(uploads()).toBe(before);
  });

  it('the same files compressed differently (another npm or zlib) are the same contents: a no-op', async () => {
    const tarball = packed(GENERATED_PACKAGE_NAME, '1.0.5', 'recompressed');
    expect((await publish(['--registry', registry.url, '--tarball', tarball], registry.token)).status).toBe(0);
    const recompressed = join(tempDir('publish-recompressed'), 'package.tgz');
    writeFileSync(recompressed, gzipSync(gunzipSync(readFileSync(tarball)), { level: 1 }));
    expect(integrityOf(recompressed)).not.toBe(integrityOf(tarball));
    const before = uploads();
    const again = await publish(['--registry', registry.url, '--tarball', recompressed], registry.token);
    expect(again).toEqual({ status: 0, stderr: '', stdout: `${GENERATED_PACKAGE_NAME}@1.0.5 is already in ${registry.url} with the same contents: nothing to publish\n` });
    expect(uploads()).toBe(before);
  });

  it('refuses, before uploading, a version the registry holds with other contents', async () => {
    const original = packed(GENERATED_PACKAGE_NAME, '1.1.0', 'original');
    expect((await publish(['--registry', registry.url, '--tarball', original], registry.token)).status).toBe(0);
    const before = uploads();
    const changed = packed(GENERATED_PACKAGE_NAME, '1.1.0', 'changed');
    const result = await publish(['--registry', registry.url, '--tarball', changed], registry.token);
    expectRefusal(result, new RegExp(`^error: ${GENERATED_PACKAGE_NAME}@1\\.1\\.0: .*different contents; regenerate`));
    expect(uploads()).toBe(before);
    expect((await registryVersions(GENERATED_PACKAGE_NAME))['1.1.0']?.dist.integrity).toBe(integrityOf(original));
  });

  it('a wrong token: one line, exit 2, nothing published, the token nowhere', async () => {
    const wrong = `npm_wrong${crypto.randomUUID().replace(/-/g, '')}`;
    const result = await publish(['--registry', registry.url, '--tarball', packed(GENERATED_PACKAGE_NAME, '1.2.0', 'wrong-token')], wrong);
    expectRefusal(result, /refused the token in NPM_TOKEN.*nothing published$/);
    expect(createRedactor([wrong]).text(result.stderr)).toBe(result.stderr);
    expect(await registryVersions(GENERATED_PACKAGE_NAME)).not.toHaveProperty('1.2.0');
  });

  it('an unreachable registry: one line, exit 2', async () => {
    const closed = await startLoopbackServer(() => undefined);
    await closed.close();
    const result = await publish(['--registry', `${closed.url}/`, '--tarball', packed(GENERATED_PACKAGE_NAME, '1.3.0', 'unreachable')], registry.token);
    expectRefusal(result, new RegExp(`^error: ${closed.url}/: unreachable \\(ECONNREFUSED\\): nothing published$`));
  });

  it('the registry refusing the upload itself (token accepted): one line with npm’s code, exit 2', async () => {
    const result = await publish(['--registry', registry.url, '--tarball', packed(REFUSED_PACKAGE, '1.0.0', 'refused')], registry.token);
    expectRefusal(result, /^error: http:\/\/127\.0\.0\.1:\d+\/: npm publish failed \(E403.*\): nothing published$/);
    expect(await registryVersions(REFUSED_PACKAGE)).toEqual({});
  });

  it.each([
    ['a private package', () => ['--registry', registry.url, '--tarball', packed(GENERATED_PACKAGE_NAME, '1.4.0', 'private', { private: true })], 'token', /"private": true/],
    ['no NPM_TOKEN', () => ['--registry', registry.url, '--tarball', packed(GENERATED_PACKAGE_NAME, '1.4.0', 'no-token')], undefined, /^error: NPM_TOKEN: not set/],
    ['a token with a newline', () => ['--registry', registry.url, '--tarball', packed(GENERATED_PACKAGE_NAME, '1.4.0', 'newline')], 'abc\ndef-ghijkl', /^error: NPM_TOKEN: holds characters/],
    ['credentials in the URL', () => ['--registry', registry.url.replace('http://', 'http://me:hunter2secret@'), '--tarball', packed(GENERATED_PACKAGE_NAME, '1.4.0', 'creds')], 'token', /^error: --registry: holds credentials/],
    ['a registry that is not http', () => ['--registry', 'file:///tmp/registry/', '--tarball', packed(GENERATED_PACKAGE_NAME, '1.4.0', 'file')], 'token', /^error: --registry: file: is not http or https/],
    ['a missing tarball', () => ['--registry', registry.url, '--tarball', join(tmp, 'absent.tgz')], 'token', /absent\.tgz: cannot read the tarball \(ENOENT\)/],
    ['no --registry', () => [], 'token', /^error: --registry URL is required/],
  ])('%s: refused before any upload, exit 2', async (_, args, token, pattern) => {
    const before = uploads();
    const result = await publish(args(), token === 'token' ? registry.token : token);
    expectRefusal(result, pattern);
    expect(result.stderr).not.toContain('hunter2secret');
    expect(uploads()).toBe(before);
    expect(await registryVersions(GENERATED_PACKAGE_NAME)).not.toHaveProperty('1.4.0');
  });

  it('`npm run publish` keeps the status; `make publish` shows it in its Error line', async () => {
    const closed = await startLoopbackServer(() => undefined);
    await closed.close();
    const env = { ...process.env, PATH: `${shimDir}:${process.env.PATH}`, HOME: home, TMPDIR: tmp, PUBLISH_SHIM_LOG: shimLog, NPM_TOKEN: registry.token, REGISTRY: `${closed.url}/` };
    const attempt = async (file: string, args: string[]): Promise<Run> => {
      try {
        return { status: 0, ...(await run(file, args, { cwd: PROJECT_ROOT, env })) };
      } catch (error) {
        return error as Run & { code: number };
      }
    };
    const viaNpm = await attempt('npm', ['run', '--silent', 'publish']);
    outputs.push(viaNpm.stdout, viaNpm.stderr);
    expect((viaNpm as { code?: number }).code).toBe(2);
    expect(viaNpm.stderr.trim()).toBe(`error: ${closed.url}/: unreachable (ECONNREFUSED): nothing published`);
    const viaMake = await attempt('make', ['--no-print-directory', '-o', 'node_modules/.package-lock.json', 'publish', `REGISTRY=${closed.url}/`]);
    outputs.push(viaMake.stdout, viaMake.stderr);
    expect((viaMake as { code?: number }).code).toBe(2);
    expect(viaMake.stderr).toContain(`error: ${closed.url}/: unreachable (ECONNREFUSED): nothing published\n`);
    // `make[1]:` when the tests themselves run under make.
    expect(viaMake.stderr).toMatch(/make(\[\d+\])?: \*\*\* \[.*publish\] Error 2/);
  });

  it('the token reached no output, no npm argument, no config file and no file left behind, however encoded', () => {
    const found = (text: string) => createRedactor([registry.token]).text(text) !== text;
    expect(outputs.filter(found)).toEqual([]);
    const calls = readFileSync(shimLog, 'utf8');
    expect(found(calls)).toBe(false);
    // npm read the token from its environment: the config names the variable, not the value.
    expect(calls).toMatch(/^\/\/127\.0\.0\.1:\d+\/:_authToken=\$\{NPM_TOKEN\}$/m);
    const leftBehind = [...filesUnder(home), ...filesUnder(tmp)];
    expect(leftBehind.filter((file) => found(readFileSync(file).toString('latin1')) || found(readFileSync(file).toString('utf8')))).toEqual([]);
    expect(readdirSync(tmp).filter((name) => name.startsWith('incident-publish-'))).toEqual([]);
    expect(found(JSON.stringify(walk(registry.dir)))).toBe(false);
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The registry's own folder, as names and contents: the token is not stored there either. */
function walk(dir: string): Record<string, string> {
  return Object.fromEntries(filesUnder(dir).map((file) => [file, readFileSync(file).toString('latin1')]));
}

mkdirSync(join(PROJECT_ROOT, '.tmp'), { recursive: true });
