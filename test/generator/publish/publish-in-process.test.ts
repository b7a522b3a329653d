/**
 * publishPackage in process, against a registry on loopback that speaks npm's HTTP protocol (whoami,
 * packuments, tarballs, and the upload real `npm publish` sends), so each answer a registry may give
 * can be set up: publish.test.ts runs the same command through the CLI against Verdaccio, as a child
 * process a mutation run cannot reach.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { publishPackage, type PublishRequest } from '../../../generator/publish/publish.ts';
import { createRedactor } from '../../../generator/runtime/redaction/redact.ts';
import { startLoopbackServer } from '../../support/loopback.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { integrityOf, mirror, mirrorRequests, NAME, registry, server, sha1Of, store, TOKEN, useLoopbackRegistry } from './loopback-registry.ts';

const tempDir = systemTempDirs();
useLoopbackRegistry();

/** A package of two files packed by npm; `marker` changes its contents, not its version. */
function packed(version: string, marker: string, manifest: Record<string, unknown> = {}): string {
  const dir = tempDir('publish-in-process');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: NAME, version, description: 'publish test', main: 'index.js', ...manifest }));
  writeFileSync(join(dir, 'index.js'), `export const marker = ${JSON.stringify(marker)};\n`);
  const file = execFileSync('npm', ['pack', dir, '--pack-destination', dir, '--silent'], { encoding: 'utf8', env: { ...process.env, HOME: dir } }).trim().split('\n').at(-1)!;
  return join(dir, file);
}

/** A gzip tarball made by the system's tar from the given files (paths below the archive root). */
function tarOf(files: Record<string, string>): string {
  const dir = tempDir('publish-tar');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, 'root', path, '..'), { recursive: true });
    writeFileSync(join(dir, 'root', path), content);
  }
  // ustar, as npm packs: a path longer than 100 characters is split into the prefix and name fields.
  execFileSync('tar', ['--format=ustar', '-czf', join(dir, 'package.tgz'), '-C', join(dir, 'root'), ...Object.keys(files)]);
  return join(dir, 'package.tgz');
}

const requestFor = (tarball: string, overrides: Partial<PublishRequest> = {}): PublishRequest => ({
  registry: `${server.url}/`,
  tarball: async () => tarball,
  token: TOKEN,
  tokenVariable: 'NPM_TOKEN',
  provenance: false,
  timeoutMs: 10_000,
  ...overrides,
});

const refusal = (promise: Promise<unknown>) => promise.then(() => 'published', (error: Error) => `${error.name}: ${error.message}`);

describe('publishPackage: uploads', () => {
  it('uploads a version the registry lacks with npm, then checks the registry lists its integrity', async () => {
    const tarball = packed('1.0.0', 'first');
    expect(await publishPackage(requestFor(tarball))).toEqual({ status: 'published', name: NAME, version: '1.0.0', registry: `${server.url}/`, bytes: statSync(tarball).size });
    expect(registry.packages.get(NAME)!.versions['1.0.0']!.dist.integrity).toBe(integrityOf(readFileSync(tarball)));
    // npm reads the packument itself before its upload.
    const requests = registry.requests.map(({ method, path, authorized }) => `${method} ${path} ${authorized}`);
    expect(requests.slice(0, 2)).toEqual([`GET /-/whoami true`, `GET /${NAME} true`]);
    expect(requests.filter((line) => line.startsWith('PUT'))).toEqual([`PUT /${NAME} true`]);
    expect(requests.at(-1)).toBe(`GET /${NAME} true`);
  });

  it('reports a registry that refuses the upload as npm said it, the token redacted; one that loses it as an internal failure', async () => {
    registry.upload = 'refuse';
    const message = await refusal(publishPackage(requestFor(packed('1.0.1', 'refused'))));
    expect(message).toMatch(new RegExp(`^InputError: ${server.url}/: npm publish failed \\(E403: [^\\n]+\\): nothing published$`));
    expect(createRedactor([TOKEN]).text(message)).toBe(message);
    registry.upload = 'lose';
    expect(await refusal(publishPackage(requestFor(packed('1.0.2', 'lost'))))).toBe(`Error: ${server.url}/ does not list ${NAME}@1.0.2 with the uploaded tarball's integrity after publishing`);
  });
});

describe('publishPackage: provenance', () => {
  it('asks npm for provenance when told to, which npm refuses outside a CI provider it knows', async () => {
    const saved = Object.fromEntries(['CI', 'GITHUB_ACTIONS', 'GITLAB_CI'].map((name) => [name, process.env[name]]));
    for (const name of Object.keys(saved)) delete process.env[name];
    try {
      const message = await refusal(publishPackage(requestFor(packed('1.0.3', 'provenance'), { provenance: true })));
      expect(message).toMatch(new RegExp(`^InputError: ${server.url}/: npm publish failed \\([^\\n]*provenance[^\\n]*\\): nothing published$`, 'i'));
    } finally {
      for (const [name, value] of Object.entries(saved)) if (value !== undefined) process.env[name] = value;
    }
    expect(registry.requests.filter(({ method }) => method === 'PUT')).toEqual([]);
  });
});

describe('publishPackage: the environment npm gets', () => {
  it('passes no npm_config_* of an `npm run` above it: a dry run asked of the parent does not turn the upload into one', async () => {
    const tarball = packed('1.0.4', 'environment');
    process.env.npm_config_dry_run = 'true';
    process.env.NPM_CONFIG_DRY_RUN = 'true';
    try {
      expect(await publishPackage(requestFor(tarball))).toMatchObject({ status: 'published', version: '1.0.4' });
    } finally {
      delete process.env.npm_config_dry_run;
      delete process.env.NPM_CONFIG_DRY_RUN;
    }
  });
});

describe('publishPackage: a version already there', () => {
  it('is a no-op for the same tarball, by integrity, or by an older registry`s sha1 shasum in any case', async () => {
    const tarball = packed('2.0.0', 'same');
    const bytes = readFileSync(tarball);
    for (const dist of [{}, { integrity: undefined, shasum: sha1Of(bytes).toUpperCase() }, { integrity: `sha1-${'x'.repeat(27)}`, shasum: sha1Of(bytes) }]) {
      store(NAME, '2.0.0', bytes, { ...dist, tarball: undefined });
      expect(await publishPackage(requestFor(tarball)), JSON.stringify(dist)).toMatchObject({ status: 'unchanged', version: '2.0.0' });
    }
    expect(registry.requests.filter(({ method }) => method === 'PUT')).toEqual([]);
  });

  it('is a no-op for the same files compressed differently, fetching the published tarball with the token from its own origin only', async () => {
    const tarball = packed('2.1.0', 'recompressed');
    const recompressed = join(tempDir('publish-recompressed'), 'package.tgz');
    writeFileSync(recompressed, gzipSync(gunzipSync(readFileSync(tarball)), { level: 1 }));
    store(NAME, '2.1.0', readFileSync(tarball));
    expect(await publishPackage(requestFor(recompressed))).toMatchObject({ status: 'unchanged' });
    expect(registry.requests.at(-1)).toEqual({ method: 'GET', path: `/-/tarballs/${NAME}-2.1.0.tgz`, authorized: true });
    store(NAME, '2.1.0', readFileSync(tarball), { tarball: `${mirror.url}/${NAME}-2.1.0.tgz` });
    expect(await publishPackage(requestFor(recompressed))).toMatchObject({ status: 'unchanged' });
    expect(mirrorRequests).toEqual([{ path: `/${NAME}-2.1.0.tgz`, authorized: false }]);
  });

  it('refuses other contents under the same version before uploading, whatever the published tarball`s location', async () => {
    const published = readFileSync(packed('3.0.0', 'original'));
    const changed = packed('3.0.0', 'changed');
    const expected = `InputError: ${NAME}@3.0.0: ${server.url}/ already has this version with different contents; regenerate (\`make generate\`) so the package gets a version of its own: nothing published`;
    for (const location of [undefined, `${server.url}/-/tarballs/${NAME}-3.0.0.tgz`, `${server.url}/-/tarballs/missing.tgz`, 'ftp://example.test/x.tgz', 'http://[broken', 'data:,x']) {
      store(NAME, '3.0.0', published, { tarball: location });
      expect(await refusal(publishPackage(requestFor(changed))), String(location)).toBe(expected);
    }
    expect(registry.requests.filter(({ method }) => method === 'PUT')).toEqual([]);
  });

  it('reads only the version asked for from the packument, never one inherited', async () => {
    const tarball = tarOf({ 'package/package.json': JSON.stringify({ name: NAME, version: '__proto__' }) });
    store(NAME, '1.0.0', readFileSync(packed('1.0.0', 'other')));
    // Not listed, so handed to npm (which refuses such a version itself), not compared with Object.prototype.
    expect(await refusal(publishPackage(requestFor(tarball)))).toMatch(/^InputError: \S+: npm publish failed \(.*Invalid version.*\): nothing published$/);
  });
});

describe('publishPackage: refusals before any upload', () => {
  it('asks for a token in the variable, printable ASCII only, before anything else', async () => {
    let packs = 0;
    const request = (token: string | undefined) => requestFor('', { token, tokenVariable: 'MY_TOKEN', tarball: async () => `${packs++}` });
    expect(await refusal(publishPackage(request(undefined)))).toBe('InputError: MY_TOKEN: not set: the registry token is read from this environment variable');
    expect(await refusal(publishPackage(request('')))).toBe('InputError: MY_TOKEN: not set: the registry token is read from this environment variable');
    for (const token of ['abc def', 'abc\ndef', 'tök', 'abc\u007f', ' abc']) expect(await refusal(publishPackage(request(token))), JSON.stringify(token)).toBe('InputError: MY_TOKEN: holds characters a token cannot have (whitespace or non-ASCII)');
    expect(packs).toBe(0);
    expect(registry.requests).toEqual([]);
  });

  it('refuses a registry URL that is not http(s), holds credentials, a query or a fragment, or is no URL', async () => {
    for (const [registryText, says] of [
      ['registry.example.test', 'not a URL (expected http://host[:port]/[path/])'],
      ['file:///srv/registry/', 'file: is not http or https'],
      [`${server.url.replace('//', '//me:secret@')}/`, 'holds credentials: give the token in NPM_TOKEN, never in the URL'],
      [`${server.url.replace('//', '//me@')}/`, 'holds credentials: give the token in NPM_TOKEN, never in the URL'],
      [`${server.url}/?token=x`, 'must not have a query or a fragment'],
      [`${server.url}/#x`, 'must not have a query or a fragment'],
    ]) {
      expect(await refusal(publishPackage(requestFor('', { registry: registryText }))), registryText).toBe(`InputError: --registry: ${says}`);
    }
    expect(registry.requests).toEqual([]);
  });

  it('checks the token with the registry before packing: refused, no user, or an answer that is not JSON', async () => {
    let packs = 0;
    const tarball = async () => `${packs++}`;
    expect(await refusal(publishPackage(requestFor('', { token: 'npm_wrong', tarball })))).toBe(`InputError: ${server.url}/: refused the token in NPM_TOKEN (HTTP 401): nothing published`);
    registry.whoami = 'empty';
    expect(await refusal(publishPackage(requestFor('', { tarball })))).toBe(`InputError: ${server.url}/: refused the token in NPM_TOKEN (HTTP 200, no user): nothing published`);
    registry.whoami = 'not-json';
    expect(await refusal(publishPackage(requestFor('', { tarball })))).toBe(`InputError: ${server.url}/: answered HTTP 200 with a body that is not JSON: nothing published`);
    expect(packs).toBe(0);
  });

  it('speaks to a registry below a path, adding the slash npm expects', async () => {
    registry.whoami = 'empty';
    expect(await refusal(publishPackage(requestFor('', { registry: `${server.url}/npm` })))).toBe(`InputError: ${server.url}/npm/: refused the token in NPM_TOKEN (HTTP 200, no user): nothing published`);
    expect(registry.requests).toEqual([{ method: 'GET', path: '/npm/-/whoami', authorized: true }]);
  });

  it('names an unreachable registry, one that does not answer in time, and tries once more after a dropped connection', async () => {
    const closed = await startLoopbackServer(() => undefined);
    await closed.close();
    expect(await refusal(publishPackage(requestFor('', { registry: `${closed.url}/` })))).toBe(`InputError: ${closed.url}/: unreachable (ECONNREFUSED): nothing published`);
    const silent = await startLoopbackServer(() => undefined);
    try {
      expect(await refusal(publishPackage(requestFor('', { registry: `${silent.url}/`, timeoutMs: 300 })))).toBe(`InputError: ${silent.url}/: unreachable (timed out): nothing published`);
    } finally {
      await silent.close();
    }
    registry.whoami = 'empty';
    registry.dropConnections = 1;
    expect(await refusal(publishPackage(requestFor('')))).toMatch(/no user/);
    registry.dropConnections = 2;
    expect(await refusal(publishPackage(requestFor('')))).toBe(`InputError: ${server.url}/: unreachable (UND_ERR_SOCKET): nothing published`);
  });

  it('refuses a private package and a registry that fails on the packument', async () => {
    const privateTarball = packed('4.0.0', 'private', { private: true });
    expect(await refusal(publishPackage(requestFor(privateTarball)))).toBe(`InputError: ${privateTarball}: ${NAME}@4.0.0 is "private": true, which npm refuses to publish`);
    const tarball = packed('4.0.1', 'public', { private: 'yes' });
    registry.packument = 'error';
    expect(await refusal(publishPackage(requestFor(tarball)))).toBe(`InputError: ${server.url}/: answered HTTP 500 for ${NAME}: nothing published`);
    registry.packument = 'not-json';
    expect(await refusal(publishPackage(requestFor(tarball)))).toBe(`InputError: ${server.url}/: answered HTTP 200 with a body that is not JSON: nothing published`);
  });

  it('asks for a scoped package by its escaped name', async () => {
    const tarball = tarOf({ 'package/package.json': JSON.stringify({ name: '@acme/client', version: '1.0.0' }) });
    store('@acme/client', '1.0.0', readFileSync(tarball));
    expect(await publishPackage(requestFor(tarball))).toMatchObject({ status: 'unchanged', name: '@acme/client' });
    expect(registry.requests.map(({ path }) => path)).toContain('/@acme%2Fclient');
  });

  it('refuses a tarball it cannot read, that is not a gzip tarball, or whose package.json is missing, not JSON or incomplete', async () => {
    const dir = tempDir('publish-bad');
    const notGzip = join(dir, 'plain.tgz');
    writeFileSync(notGzip, 'not gzip');
    const gzipText = join(dir, 'text.tgz');
    writeFileSync(gzipText, gzipSync('x'.repeat(600)));
    const cases: Array<[string, string]> = [
      [join(dir, 'absent.tgz'), 'cannot read the tarball (ENOENT); run `make pack` first'],
      [dir, 'cannot read the tarball (EISDIR); run `make pack` first'],
      [notGzip, 'not a gzip tarball'],
      [gzipText, 'not a gzip tarball'],
      [tarOf({ 'package/index.js': '1' }), 'holds no package/package.json'],
      [tarOf({ 'other/package.json': '{}', 'package/README.md': 'x' }), 'holds no package/package.json'],
      [tarOf({ 'package/package.json': '{"name": ' }), 'package/package.json is not JSON'],
      [tarOf({ 'package/package.json': JSON.stringify({ name: NAME }) }), 'package/package.json lacks a name or a version'],
      [tarOf({ 'package/package.json': JSON.stringify({ version: '1.0.0' }) }), 'package/package.json lacks a name or a version'],
      [tarOf({ 'package/package.json': JSON.stringify({ name: NAME, version: 1 }) }), 'package/package.json lacks a name or a version'],
    ];
    for (const [tarball, says] of cases) expect(await refusal(publishPackage(requestFor(tarball))), tarball).toBe(`InputError: ${tarball}: ${says}`);
  });
});

describe('tarball contents', () => {
  it('reads package.json from an archive with long paths, directories and a size spanning blocks, and compares the files it holds', async () => {
    const long = `package/${'deep/'.repeat(25)}file.txt`;
    const manifest = JSON.stringify({ name: NAME, version: '5.0.0', padding: 'p'.repeat(1500) });
    const one = tarOf({ [long]: 'a'.repeat(700), 'package/package.json': manifest, 'package/z.txt': '' });
    const same = tarOf({ 'package/z.txt': '', 'package/package.json': manifest, [long]: 'a'.repeat(700) });
    const other = tarOf({ [long]: `${'a'.repeat(699)}b`, 'package/package.json': manifest, 'package/z.txt': '' });
    store(NAME, '5.0.0', readFileSync(one));
    expect(await publishPackage(requestFor(same))).toMatchObject({ status: 'unchanged', version: '5.0.0', bytes: statSync(same).size });
    expect(await refusal(publishPackage(requestFor(other)))).toMatch(/different contents/);
    // The same file below another long folder: the prefix field tells them apart.
    const moved = tarOf({ [long.replace('package/deep/', 'package/peed/')]: 'a'.repeat(700), 'package/package.json': manifest, 'package/z.txt': '' });
    expect(await refusal(publishPackage(requestFor(moved)))).toMatch(/different contents/);
  });

  it('compares regular files only: the folders an archive lists change nothing', async () => {
    const manifest = JSON.stringify({ name: NAME, version: '5.1.0' });
    const files = tarOf({ 'package/package.json': manifest, 'package/lib/a.js': 'a' });
    const dir = tempDir('publish-dirs');
    mkdirSync(join(dir, 'package', 'lib'), { recursive: true });
    writeFileSync(join(dir, 'package', 'package.json'), manifest);
    writeFileSync(join(dir, 'package', 'lib', 'a.js'), 'a');
    execFileSync('tar', ['--format=ustar', '-czf', join(dir, 'with-folders.tgz'), '-C', dir, 'package']);
    store(NAME, '5.1.0', readFileSync(files));
    expect(await publishPackage(requestFor(join(dir, 'with-folders.tgz')))).toMatchObject({ status: 'unchanged' });
  });
});
