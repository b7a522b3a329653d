/**
 * publishPackage when the registry already lists the version, or cannot say: the same contents are
 * a no-op (however compressed), other contents are refused before any upload; a private package and
 * a packument the registry fails on are refused too. In process, against the loopback registry.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { publishPackage } from '../../../generator/publish/publish.ts';
import { integrityOf, mirror, mirrorRequests, NAME, registry, server, sha1Of, store } from './loopback-registry.ts';
import { publishFixtures, refusal } from './packages.ts';

const { packed, requestFor, tarOf, tempDir } = publishFixtures();

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

  it('judges by the sha512 integrity when the registry records one, by the shasum only when it does not', async () => {
    const tarball = packed('2.0.1', 'judged');
    const bytes = readFileSync(tarball);
    const other = readFileSync(packed('2.0.1', 'other'));
    // No tarball location: only the digests can say "the same".
    const outcome = (dist: Record<string, string | undefined>) => {
      store(NAME, '2.0.1', bytes, { ...dist, tarball: undefined });
      return publishPackage(requestFor(tarball)).then(({ status }) => status, (error: Error) => error.message);
    };
    expect(await outcome({ shasum: sha1Of(other) })).toBe('unchanged');
    expect(await outcome({ integrity: integrityOf(other) })).toMatch(/already has this version with different contents/);
    expect(await outcome({ integrity: undefined, shasum: sha1Of(other) })).toMatch(/already has this version with different contents/);
    expect(await outcome({ integrity: undefined, shasum: undefined })).toMatch(/already has this version with different contents/);
    // Nothing but the packument was asked for each: no tarball fetched from a location the registry did not give.
    expect(registry.requests.filter(({ path }) => path !== '/-/whoami').map(({ path }) => path)).toEqual(Array(4).fill(`/${NAME}`));
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

});


describe('publishPackage: what the registry holds', () => {
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
});
