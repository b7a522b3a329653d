/**
 * publishPackage's refusals before anything is packed or uploaded: the token (absent, malformed,
 * refused by the registry), the registry's URL, and a registry that cannot be reached. In process,
 * against the loopback registry.
 */
import { describe, expect, it } from 'vitest';
import { publishPackage } from '../../../generator/publish/publish.ts';
import { startLoopbackServer } from '../../support/loopback.ts';
import { registry, server } from './loopback-registry.ts';
import { publishFixtures, refusal } from './packages.ts';

const { requestFor } = publishFixtures();

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
    registry.whoami = 'blank';
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
    // A registry that does not answer in time is not asked again: the limit is the user's, not per attempt.
    let asked = 0;
    const silent = await startLoopbackServer(() => void asked++);
    try {
      expect(await refusal(publishPackage(requestFor('', { registry: `${silent.url}/`, timeoutMs: 300 })))).toBe(`InputError: ${silent.url}/: unreachable (timed out): nothing published`);
      expect(asked).toBe(1);
    } finally {
      await silent.close();
    }
    registry.whoami = 'empty';
    registry.dropConnections = 1;
    expect(await refusal(publishPackage(requestFor('')))).toMatch(/no user/);
    registry.dropConnections = 2;
    expect(await refusal(publishPackage(requestFor('')))).toBe(`InputError: ${server.url}/: unreachable (UND_ERR_SOCKET): nothing published`);
  });

  it("names a port fetch refuses to use by undici's one-line reason", async () => {
    // 6000 (X11) is on the fetch standard's list of bad ports: refused before any connection, with a cause that has no code.
    expect(await refusal(publishPackage(requestFor('', { registry: 'http://127.0.0.1:6000/' })))).toBe('InputError: http://127.0.0.1:6000/: unreachable (bad port): nothing published');
  });
});
