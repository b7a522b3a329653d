import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalText } from '../../../generator/text/canonical-json.ts';
import { readRealSpec, realSpecPaths, snapshotName } from '../../support/real-specs.ts';
import { runCli } from '../../support/generator-runs.ts';
import { scratchProject, treeDigest } from './scratch-project.ts';

const cli = (args: string[]) => runCli(['regen', ...args]);

const roots: string[] = [];
const project = () => {
  const root = scratchProject();
  roots.push(root);
  return root;
};
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const realSpec = (name: string) => realSpecPaths().find((path) => snapshotName(path) === name)!;

describe('incident-gen regen', () => {
  const oldest = realSpecPaths()[0]!;

  it('says an unchanged spec is unchanged and exits 0, with progress on stderr', async () => {
    const root = project();
    // Unchanged means landed: the spec with its snapshot and the package generated from it.
    const landed = await cli(['--root', root, '--spec-file', oldest, '--no-verify']);
    expect(landed.status, landed.stderr).toBe(0);
    const before = treeDigest(root);
    const result = await cli(['--root', root, '--spec-file', oldest]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^unchanged: the live spec matches spec\/openapiV3.json \(sha256 [0-9a-f]{12}\)\n$/);
    expect(result.stderr).toMatch(/^regen \[\d+\.\ds\] fetching .*\nregen \[\d+\.\ds\] unchanged/);
    expect(treeDigest(root)).toEqual(before);
  });

  it('turns a bad download into one line and exit status 2, leaving the files alone', async () => {
    const root = project();
    mkdirSync(join(root, 'generated'));
    writeFileSync(join(root, 'generated/index.ts'), 'export {};\n');
    writeFileSync(join(root, 'bad.json'), '{"openapi": "3.0.3", "paths": {');
    const before = treeDigest(root);
    const result = await cli(['--root', root, '--spec-file', join(root, 'bad.json')]);
    expect(result.status).toBe(2);
    expect(result.stderr.trimEnd().split('\n').at(-1)).toMatch(/^error: .*bad\.json: truncated JSON/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(treeDigest(root)).toEqual(before);
  });

  it('keeps a base URL\'s credentials out of every line, however the URL is spelled, and refuses it with one line and exit status 2', async () => {
    const secrets = ['pw1', 'pw/1', 'secret-value', 'frag-secret'];
    for (const baseUrl of ['http://bot:pw1@127.0.0.1:1', 'ftp://bot:pw1@files.example', 'bot:pw1@files.example', 'http://bot:pw/1@files.example', 'localhost:1/?api_key=secret-value', 'http://[::1/x#frag-secret']) {
      const root = project();
      const before = treeDigest(root);
      const result = await cli(['--root', root, '--base-url', baseUrl, '--retries', '0', '--timeout-ms', '2000']);
      expect(result.status, baseUrl).toBe(2);
      expect(result.stderr.trimEnd().split('\n').at(-1), baseUrl).toMatch(/^error: /);
      expect(result.stderr, baseUrl).not.toMatch(/\n\s+at /);
      for (const secret of secrets) expect(`${result.stdout}${result.stderr}`, `${baseUrl}: ${secret}`).not.toContain(secret);
      expect(treeDigest(root), baseUrl).toEqual(before);
    }
  });

  it('rejects malformed flags as usage errors', async () => {
    const badCount = await cli(['--min-paths', 'many']);
    expect(badCount.status).toBe(2);
    expect(badCount.stderr).toBe('error: --min-paths takes a whole number, not "many"\n');
    const noReason = await cli(['--accept-breaking', ' ']);
    expect(noReason.status).toBe(2);
    expect(noReason.stderr).toBe('error: --accept-breaking needs a reason: --accept-breaking "first import of the live spec"\n');
  });

  it('exits 1 for a blocked update, leaving the files alone, and names the breaking changes', async () => {
    // 2023-04-19 removes response fields that 2023-04-04 had.
    const root = project();
    writeFileSync(join(root, 'spec/openapiV3.json'), canonicalText(readRealSpec(realSpec('2023-04-04T174806Z'))));
    const before = treeDigest(root);
    const result = await cli(['--root', root, '--spec-file', realSpec('2023-04-19T095628Z'), '--no-verify']);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^blocked: [1-9]\d* breaking drift change\(s\), 0 API-surface break\(s\); spec\/ and generated\/ unchanged/);
    expect(readFileSync(join(root, '.tmp/regen/last-ignore-lines.txt'), 'utf8')).toMatch(/^GET \S+ response-property-removed /m);
    expect(treeDigest(root)).toEqual(before);
  });

  it('lands a real document with verification on in a project that has nothing but spec/, naming each check it passed', async () => {
    const root = project();
    const result = await cli(['--root', root, '--spec-file', oldest]);
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    expect(result.stdout).toMatch(/^landed \S+: /);
    expect(result.stderr).toMatch(/checking the staged package[\s\S]*passed: type-check \(TypeScript 7\.0\)[\s\S]*checking the built package[\s\S]*swapping in[\s\S]*generate --check[\s\S]*landed/);
    for (const check of ['type-check and build (TypeScript 5.9)', 'consumer example (TypeScript 5.9)', 'contract (the built client against the staged document, on loopback)']) expect(result.stderr).toContain(`passed: ${check}`);
    expect(existsSync(join(root, 'generated/package.json'))).toBe(true);
  }, 300_000); // a whole verified landing: generation, two type-checks and a build, the contract // a whole verified landing: generation, two type-checks, a test run
});
