/**
 * The tarball publishing reads (publish/tarball.ts), through publishPackage: a file it cannot read
 * or that holds no usable package.json is refused; archives that hold the same files compare equal
 * whatever their order, folders or compression. In process, against the loopback registry.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { publishPackage } from '../../../generator/publish/publish.ts';
import { NAME, store } from './loopback-registry.ts';
import { publishFixtures, refusal } from './packages.ts';

const { requestFor, tarOf, tempDir } = publishFixtures();

describe('publishPackage: tarballs it refuses', () => {
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

/** One ustar header block: the fields tarball.ts reads (name, size, type, prefix), the rest zero. */
function header(name: string, size: string, type: string): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, 100, 'utf8');
  block.write(size, 124, 12, 'utf8');
  block.write(type, 156, 1, 'latin1');
  block.write('ustar\u000000', 257, 8, 'latin1');
  return block;
}

interface HandmadeEntry {
  name: string;
  content: string;
  /** The size field as written (default: the content's length in octal). */
  size?: string;
  type?: string;
}

/** An uncompressed archive, every header written by hand; `end`: the two zero blocks that close it. */
const tarBlocks = (entries: HandmadeEntry[], end = true) =>
  Buffer.concat([
    ...entries.flatMap(({ name, content, size = content.length.toString(8).padStart(11, '0'), type = '0' }) => [
      header(name, size, type),
      Buffer.from(content.padEnd(Math.ceil(content.length / 512) * 512, '\0')),
    ]),
    Buffer.alloc(end ? 1024 : 0),
  ]);

/** A gzipped archive of one file, its header written by hand. */
const archiveOf = (name: string, content: string, size?: string, type?: string) => gzipSync(tarBlocks([{ name, content, ...(size !== undefined && { size }), ...(type !== undefined && { type }) }]));

describe('publishPackage: archives written by other tools', () => {
  it('reads a regular file of the old type NUL, and refuses an archive whose size field is no octal number', async () => {
    const manifest = JSON.stringify({ name: NAME, version: '6.0.0' });
    const dir = tempDir('publish-handmade');
    const old = join(dir, 'old.tgz');
    writeFileSync(old, archiveOf('package/package.json', manifest, undefined, '\0'));
    store(NAME, '6.0.0', readFileSync(old));
    expect(await publishPackage(requestFor(old))).toMatchObject({ status: 'unchanged', name: NAME, version: '6.0.0' });
    for (const size of ['zzzzzzzzzzz', '-0000000001']) {
      const broken = join(dir, `broken-${size}.tgz`);
      writeFileSync(broken, archiveOf('package/package.json', manifest, size));
      expect(await refusal(publishPackage(requestFor(broken))), size).toBe(`InputError: ${broken}: not a gzip tarball`);
    }
  });
});

describe('publishPackage: what a published archive holds', () => {
  /** Publishes `ours` (made by tar) against a registry holding `published` (handmade) under the same version: `unchanged`, or the refusal. */
  const against = async (version: string, ours: Record<string, string>, published: Buffer) => {
    const tarball = tarOf(ours);
    store(NAME, version, gzipSync(published));
    return publishPackage(requestFor(tarball)).then(({ status }) => status, (error: Error) => error.message);
  };
  const manifest = (version: string) => JSON.stringify({ name: NAME, version });

  it('tells files apart by name as well as by content', async () => {
    const published = tarBlocks([{ name: 'package/package.json', content: manifest('7.0.0') }, { name: 'package/main.js', content: 'export {};' }]);
    expect(await against('7.0.0', { 'package/package.json': manifest('7.0.0'), 'package/index.js': 'export {};' }, published)).toMatch(/different contents/);
  });

  it('reads the last header of an archive that lacks its closing zero blocks', async () => {
    const published = tarBlocks([{ name: 'package/package.json', content: manifest('7.1.0') }, { name: 'package/empty.txt', content: '' }], false);
    expect(await against('7.1.0', { 'package/package.json': manifest('7.1.0'), 'package/empty.txt': '' }, published)).toBe('unchanged');
    expect(await against('7.1.0', { 'package/package.json': manifest('7.1.0') }, published)).toMatch(/different contents/);
  });

  it('stops at the end of the archive: what follows its zero blocks is not a file of the package', async () => {
    const published = Buffer.concat([tarBlocks([{ name: 'package/package.json', content: manifest('7.2.0') }]), tarBlocks([{ name: 'package/extra.js', content: 'export const extra = 1;' }])]);
    expect(await against('7.2.0', { 'package/package.json': manifest('7.2.0') }, published)).toBe('unchanged');
  });

  it('reads a size field of spaces or NULs as an empty file', async () => {
    for (const size of [' '.repeat(11), '\0'.repeat(11)]) {
      const published = tarBlocks([{ name: 'package/package.json', content: manifest('7.3.0') }, { name: 'package/empty.txt', content: '', size }]);
      expect(await against('7.3.0', { 'package/package.json': manifest('7.3.0'), 'package/empty.txt': '' }, published), JSON.stringify(size)).toBe('unchanged');
    }
  });
});
