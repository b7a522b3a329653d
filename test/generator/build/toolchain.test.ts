/**
 * `make build`'s bundle, built into a root of the test's own (package.json copied, generator/ and
 * node_modules linked) so the project's dist/ is never touched, then run under plain node.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToolchain } from '../../../generator/build/toolchain.ts';
import { RUNTIME_DIR } from '../../../generator/context.ts';
import { readRuntimeFiles, runtimeDigest } from '../../../generator/model/runtime.ts';
import { generatorSourcesDigest } from '../../../generator/write/fingerprint.ts';
import { PROJECT_ROOT, projectScratchDir, removeScratchDirs, runIn } from '../../support/generator-runs.ts';
import { SMALL_DESCRIPTION } from '../../support/small-description.ts';

describe('buildToolchain', () => {
  afterAll(removeScratchDirs);

  it('builds one executable ES module for plain node, workers beside it, that generates a package', async () => {
    const root = projectScratchDir('toolchain');
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'incident-gen-test', version: '9.8.7-test', type: 'module' }));
    for (const shared of ['generator', 'node_modules']) symlinkSync(join(PROJECT_ROOT, shared), join(root, shared));
    // A previous build and a stale staging folder: both replaced.
    mkdirSync(join(root, 'dist.building'), { recursive: true });
    writeFileSync(join(root, 'dist.building', 'stale.mjs'), '');
    mkdirSync(join(root, 'dist'), { recursive: true });
    writeFileSync(join(root, 'dist', 'old.mjs'), '');

    const cli = await buildToolchain(join(root, 'dist'));
    expect(cli).toBe(join(root, 'dist', 'incident-gen.mjs'));
    expect(existsSync(join(root, 'dist.building'))).toBe(false);
    const files = readdirSync(join(root, 'dist'));
    expect(files).not.toContain('old.mjs');
    // The schema worker is an entry of its own (bundled with its conversion and the code cache);
    // prettier's worker, started only for a file the layout leaves to it, is copied as written.
    expect(files).toEqual(expect.arrayContaining(['incident-gen.mjs', 'schema-worker.mjs', 'prettier-worker.mjs']));
    expect(files).not.toContain('schema-conversion.mjs');
    expect(readFileSync(join(root, 'dist', 'prettier-worker.mjs'), 'utf8')).toBe(readFileSync(join(PROJECT_ROOT, 'generator/format/prettier-worker.mjs'), 'utf8'));
    // Commands stay lazy: split into chunks beside the entry, each an .mjs named with its hash.
    expect(files.filter((file) => /^[\w-]+-[A-Z0-9]{8}\.mjs$/.test(file)).length).toBeGreaterThan(3);

    const source = readFileSync(cli, 'utf8');
    expect(source.startsWith('#!/usr/bin/env node\nimport { createRequire as createRequireForCommonJs } from')).toBe(true);
    expect(source.split('\n').filter((line) => line.startsWith('#!'))).toHaveLength(1);
    expect(statSync(cli).mode & 0o777).toBe(0o755);
    const bundle = readdirSync(join(root, 'dist')).map((file) => readFileSync(join(root, 'dist', file), 'utf8')).join('\n');
    expect(bundle).toContain(JSON.stringify(generatorSourcesDigest(PROJECT_ROOT)));
    expect(bundle).toContain(`JSON.parse('{"digest":"${runtimeDigest(readRuntimeFiles(RUNTIME_DIR))}",`);
    expect(bundle).not.toMatch(/typeof INCIDENT_GEN_/);
    // ts-morph is required (compiled once), not imported; other libraries stay imports of the package's dependencies.
    expect(bundle).toContain('module.exports = __require("ts-morph");');
    expect(bundle).not.toMatch(/from "ts-morph"/);
    // yaml is required on the first YAML document only (load/parse.ts), from the installed package.
    expect(bundle).toMatch(/createRequire\(import\.meta\.url\)\("yaml"\)/);
    expect(bundle).not.toMatch(/from "yaml"/);
    // Only the generator is bundled: every library is the installed package's (esbuild names each bundled module in a comment).
    expect(bundle).toMatch(/^\/\/ \S*generator\/cli\.ts$/m);
    expect(bundle).not.toMatch(/^\/\/ \S*node_modules\//m);
    expect(bundle).toMatch(/from "typescript"/);

    // Plain node, no TypeScript loader: the version from the root beside it, and a whole generation.
    expect(execFileSync(process.execPath, [cli, '--version'], { encoding: 'utf8' })).toBe('9.8.7-test\n');
    const out = join(root, 'pkg');
    const generated = await runIn(root, process.execPath, [cli, 'generate', '--spec', SMALL_DESCRIPTION, '--out', out]);
    expect(generated).toMatchObject({ status: 0, stderr: '' });
    expect(readdirSync(out)).toEqual(expect.arrayContaining(['index.ts', 'schema.ts', 'runtime', 'generation.json']));

    // A first build, as in a fresh clone: no dist/, no staging folder, not even the folder above them.
    expect(await buildToolchain(join(root, 'fresh', 'dist'))).toBe(join(root, 'fresh', 'dist', 'incident-gen.mjs'));
    expect(readdirSync(join(root, 'fresh'))).toEqual(['dist']);
  }, 180_000);
});
