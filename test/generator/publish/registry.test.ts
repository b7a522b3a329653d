/**
 * The registry's answers publishing reads (publish/registry.ts), asked directly: what a packument
 * lists, where a tarball may be fetched from, and what every request asks for. In process, against
 * the loopback registry; the upload itself (npm) is upload.test.ts's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { downloadTarball, publishedDist, registryUrl, type RegistryAccess } from '../../../generator/publish/registry.ts';
import { publishPackage } from '../../../generator/publish/publish.ts';
import { integrityOf, NAME, registry, server, sha1Of, store, TOKEN } from './loopback-registry.ts';
import { publishFixtures } from './packages.ts';

const { packed, requestFor } = publishFixtures();
const access = (): RegistryAccess => ({ url: registryUrl(`${server.url}/`), token: TOKEN, timeoutMs: 10_000 });

describe('registryUrl', () => {
  it('takes an https registry as well as an http one, adding the slash npm expects', () => {
    expect(registryUrl('https://registry.example.test/npm').href).toBe('https://registry.example.test/npm/');
    expect(registryUrl('http://127.0.0.1:4873').href).toBe('http://127.0.0.1:4873/');
  });
});

describe('publishedDist', () => {
  it('lists the dist of a version the packument holds, and nothing for a package the registry does not know', async () => {
    const bytes = readFileSync(packed('1.0.0', 'listed'));
    store(NAME, '1.0.0', bytes);
    expect(await publishedDist(access(), NAME, '1.0.0')).toEqual({ integrity: integrityOf(bytes), shasum: sha1Of(bytes), tarball: `${server.url}/-/tarballs/${NAME}-1.0.0.tgz` });
    expect(await publishedDist(access(), 'incident-api-client-never-published', '1.0.0')).toBeUndefined();
    expect(registry.requests.map(({ path }) => path)).toEqual([`/${NAME}`, '/incident-api-client-never-published']);
  });

  it("never reads a version the packument does not list itself, whatever its name, nor one from a packument without versions", async () => {
    store(NAME, '1.0.0', readFileSync(packed('1.0.0', 'listed')));
    for (const version of ['1.0.1', '__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(await publishedDist(access(), NAME, version), version).toBeUndefined();
    for (const packument of ['null', 'no-versions'] as const) {
      registry.packument = packument;
      expect(await publishedDist(access(), NAME, '1.0.0'), packument).toBeUndefined();
    }
  });
});

describe('downloadTarball', () => {
  it('fetches a tarball from an https location too (here a plain-http port, so the TLS handshake fails), and none from another scheme', async () => {
    const location = `${server.url.replace('http:', 'https:')}/-/tarballs/x.tgz`;
    await expect(downloadTarball(access(), location)).rejects.toThrow(new RegExp(`^${server.url}/: unreachable \\(.+\\): nothing published$`));
    expect(await downloadTarball(access(), 'ftp://127.0.0.1/x.tgz')).toBeUndefined();
  });

  it('names a location fetch will not request (credentials in it) as unreachable, the credentials left out', async () => {
    const refusal = await downloadTarball(access(), `${server.url.replace('//', '//me:s3cret-pass@')}/-/tarballs/x.tgz`).then(String, (error: Error) => error.message);
    expect(refusal).toBe(`${server.url}/: unreachable (network error): nothing published`);
    expect(registry.requests).toEqual([]);
  });
});

describe('every request', () => {
  it('asks for JSON: a registry that also serves a web page chooses by the Accept header', async () => {
    const tarball = packed('1.0.0', 'accept');
    store(NAME, '1.0.0', readFileSync(tarball), { tarball: `${server.url}/-/tarballs/${NAME}-1.0.0.tgz`, integrity: undefined, shasum: undefined });
    expect(await publishPackage(requestFor(tarball))).toMatchObject({ status: 'unchanged' });
    expect(registry.requests.map(({ path }) => path)).toEqual(['/-/whoami', `/${NAME}`, `/-/tarballs/${NAME}-1.0.0.tgz`]);
    expect(registry.accepts).toEqual(['application/json', 'application/json', 'application/json']);
  });
});
