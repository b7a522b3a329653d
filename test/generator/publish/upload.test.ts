/**
 * publishPackage's upload, in process: `npm publish` (a child process) against a registry on
 * loopback that speaks npm's HTTP protocol (whoami, packuments, tarballs, the upload), so each
 * answer a registry may give can be set up. These are the slowest publish tests (npm starts for
 * each), so they sit in a file of their own: the mutation run's fastest-first order reaches them
 * only for a mutant the other files let through. publish.test.ts runs the same command through the
 * CLI against Verdaccio, as a child process a mutation run cannot reach.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishPackage } from '../../../generator/publish/publish.ts';
import { createRedactor } from '../../../generator/runtime/redaction/redact.ts';
import { integrityOf, NAME, registry, server, store, TOKEN } from './loopback-registry.ts';
import { publishFixtures, refusal } from './packages.ts';

const { packed, requestFor, tarOf, tempDir } = publishFixtures();

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
    // A registry that repeats the token in its refusal: npm hides its own npm_ tokens and a Bearer
    // header, not a bare token of another registry's making; the message must hide every one.
    registry.upload = 'refuse-echoing';
    registry.token = `glpat-${'Xy7k'.repeat(5)}`;
    const echoed = await refusal(publishPackage(requestFor(packed('1.0.1', 'echoed'), { token: registry.token })));
    expect(echoed).toMatch(new RegExp(`^InputError: ${server.url}/: npm publish failed \\(E403: .*the token \\[redacted\\] may not publish this package\\): nothing published$`));
    expect(echoed).not.toContain(registry.token);
    registry.token = TOKEN;
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

describe('publishPackage: a version the packument does not list', () => {
  it('reads only the version asked for from the packument, never one inherited', async () => {
    const tarball = tarOf({ 'package/package.json': JSON.stringify({ name: NAME, version: '__proto__' }) });
    store(NAME, '1.0.0', readFileSync(packed('1.0.0', 'other')));
    // Not listed, so handed to npm (which refuses such a version itself), not compared with Object.prototype.
    // npm gives no error code for it: its exit status stands in, before npm's first error line.
    expect(await refusal(publishPackage(requestFor(tarball)))).toBe(`InputError: ${server.url}/: npm publish failed (exit 1: Invalid version: "__proto__"): nothing published`);
  });
});

describe('publishPackage: what npm leaves behind', () => {
  it('leaves no config, log or folder in the temp folder, and no log in HOME, even when npm fails', async () => {
    const tarballs = [packed('1.0.5', 'kept'), packed('1.0.6', 'refused')];
    const [temp, home] = [tempDir('publish-tmpdir'), tempDir('publish-home')];
    const saved = { TMPDIR: process.env.TMPDIR, HOME: process.env.HOME };
    Object.assign(process.env, { TMPDIR: temp, HOME: home });
    try {
      expect(await publishPackage(requestFor(tarballs[0]!))).toMatchObject({ status: 'published' });
      registry.upload = 'refuse';
      expect(await refusal(publishPackage(requestFor(tarballs[1]!)))).toMatch(/npm publish failed \(E403: /);
    } finally {
      for (const [name, value] of Object.entries(saved)) if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    expect(readdirSync(temp)).toEqual([]);
    expect(existsSync(join(home, '.npm', '_logs'))).toBe(false);
  });
});
