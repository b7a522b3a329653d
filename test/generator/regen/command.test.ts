import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalText } from '../../../generator/regen/content.ts';
import { readRealSpec, realSpecPaths } from '../../support/real-specs.ts';
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

describe('incident-gen regen', () => {
  const oldest = realSpecPaths()[0]!;

  it('says an unchanged spec is unchanged and exits 0, with progress on stderr', async () => {
    const root = project();
    writeFileSync(join(root, 'spec/openapiV3.json'), canonicalText(readRealSpec(oldest)));
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

  it('rejects malformed flags as usage errors', async () => {
    const badCount = await cli(['--min-paths', 'many']);
    expect(badCount.status).toBe(2);
    expect(badCount.stderr).toBe('error: --min-paths takes a whole number, not "many"\n');
  });
});
