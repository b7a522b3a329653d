/**
 * The client package as a user installs it: the committed generated/ built to JavaScript and
 * declarations in a staging folder, and packed by npm.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildClientPackage } from '../../../generator/build/client-package.ts';
import { packClient } from '../../../generator/build/pack.ts';
import { readPackedPackage } from '../../../generator/publish/tarball.ts';
import { PROJECT_ROOT, projectScratchDir, removeScratchDirs } from '../../support/generator-runs.ts';

/** Paths of the regular files in a gzipped tarball (ustar names, 100 characters at most here). */
const tarNames = (bytes: Buffer): string[] => {
  const tar = gunzipSync(bytes);
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = Number.parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
    names.push(name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
};

describe('the client package, built and packed', () => {
  afterAll(removeScratchDirs);

  it('compiles a copy of the package to ES modules with declarations, leaving the source folder as it was, and packs it', () => {
    const scratch = projectScratchDir('client-package');
    const source = join(scratch, 'generated');
    cpSync(join(PROJECT_ROOT, 'generated'), source, { recursive: true });
    // A dist/ left in the source by hand is not copied: the build's own replaces it.
    mkdirSync(join(source, 'dist'), { recursive: true });
    writeFileSync(join(source, 'dist', 'stale.js'), 'export const stale = true;\n');
    const sourceFiles = readdirSync(source, { recursive: true }).sort();
    // A staging folder from an earlier build: emptied first.
    const staging = join(scratch, 'pack', 'client');
    mkdirSync(staging, { recursive: true });
    writeFileSync(join(staging, 'leftover.txt'), 'old');

    const tarball = packClient(source, join(scratch, 'pack'));
    expect(readdirSync(source, { recursive: true }).sort()).toEqual(sourceFiles);
    expect(existsSync(join(staging, 'leftover.txt'))).toBe(false);
    expect(existsSync(join(staging, 'dist', 'stale.js'))).toBe(false);
    for (const file of ['index.js', 'index.d.ts', 'index.d.ts.map', 'runtime/client/auth.js', 'runtime/client/auth.d.ts']) expect(existsSync(join(staging, 'dist', file)), file).toBe(true);
    expect(readFileSync(join(staging, 'dist', 'index.js'), 'utf8')).toMatch(/^export /m);

    const { version } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string };
    expect(tarball).toBe(join(scratch, 'pack', `incident-api-client-${version}.tgz`));
    expect(readPackedPackage(tarball)).toMatchObject({ name: 'incident-api-client', version, private: false });
    const names = tarNames(readFileSync(tarball));
    expect(names).toEqual(expect.arrayContaining(['package/package.json', 'package/dist/index.js', 'package/dist/index.d.ts', 'package/index.ts']));
    expect(names).not.toContain('package/dist/stale.js');
  }, 180_000);

  it('builds into the staging folder it is given and returns it', () => {
    const scratch = projectScratchDir('client-build');
    expect(buildClientPackage(join(PROJECT_ROOT, 'generated'), join(scratch, 'deep', 'staging'))).toBe(join(scratch, 'deep', 'staging'));
    expect(existsSync(join(scratch, 'deep', 'staging', 'dist', 'index.js'))).toBe(true);
  }, 180_000);
});
