import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError, UsageError } from '../../../generator/load/errors.ts';
import { checkWritableFolder, stageFolder, writeFileAtomically, writeFolderAtomically } from '../../../generator/write/atomic.ts';
import { projectScratchDir, removeScratchDirs } from '../../support/generator-runs.ts';
import { makeReadOnly } from '../../support/read-only-folder.ts';

const MARKER = 'generation.json';
const leftovers = (parent: string) => readdirSync(parent).filter((name) => name.startsWith('.'));

describe('writeFolderAtomically', () => {
  afterAll(removeScratchDirs);
  it('creates the folder, then replaces it whole: files of the previous run do not linger', async () => {
    const parent = projectScratchDir('atomic');
    const out = join(parent, 'pkg');
    await writeFolderAtomically(out, [{ path: MARKER, content: '1' }, { path: 'old.ts', content: 'old' }, { path: 'nested/a.ts', content: 'a' }], MARKER);
    await writeFolderAtomically(out, [{ path: MARKER, content: '2' }, { path: 'nested/a.ts', content: 'b' }], MARKER);
    expect(readFileSync(join(out, 'nested/a.ts'), 'utf8')).toBe('b');
    expect(existsSync(join(out, 'old.ts'))).toBe(false);
    expect(leftovers(parent)).toEqual([]);
  });

  it('leaves the previous folder exactly as it was when writing fails', async () => {
    const parent = projectScratchDir('atomic');
    const out = join(parent, 'pkg');
    await writeFolderAtomically(out, [{ path: MARKER, content: '1' }, { path: 'keep.ts', content: 'keep' }], MARKER);
    // A file where a folder must go: the second write cannot complete.
    const failing = writeFolderAtomically(out, [{ path: 'clash', content: 'x' }, { path: 'clash/inner.ts', content: 'y' }, { path: MARKER, content: '2' }], MARKER);
    await expect(failing).rejects.toThrow();
    expect(readdirSync(out).sort()).toEqual([MARKER, 'keep.ts']);
    expect(readFileSync(join(out, MARKER), 'utf8')).toBe('1');
    expect(leftovers(parent)).toEqual([]);
  });

  it('refuses to replace a non-empty folder it did not write', async () => {
    const out = projectScratchDir('atomic');
    mkdirSync(join(out, 'src'));
    writeFileSync(join(out, 'src/main.ts'), 'mine');
    await expect(writeFolderAtomically(out, [{ path: MARKER, content: '1' }], MARKER)).rejects.toThrow(UsageError);
    expect(readFileSync(join(out, 'src/main.ts'), 'utf8')).toBe('mine');
  });
});

describe('stageFolder', () => {
  afterAll(removeScratchDirs);
  it('builds beside the target, under a hidden name that says what it is for: the swap is a rename within one folder', async () => {
    const parent = projectScratchDir('staged');
    const staged = await stageFolder(join(parent, 'pkg'), MARKER);
    try {
      expect(dirname(staged.dir)).toBe(parent);
      expect(basename(staged.dir)).toMatch(/^\.pkg\.new-/);
      expect(readdirSync(dirname(parent)).filter((name) => name.includes('pkg'))).toEqual([]);
    } finally {
      await staged.discard();
    }
    expect(readdirSync(parent)).toEqual([]);
  });

  it('can be discarded twice, and after a commit, without an error', async () => {
    const parent = projectScratchDir('staged');
    const dropped = await stageFolder(join(parent, 'pkg'), MARKER);
    await dropped.discard();
    await dropped.discard();
    const kept = await stageFolder(join(parent, 'pkg'), MARKER);
    await kept.write([{ path: MARKER, content: '1' }]);
    await kept.commit();
    await kept.discard();
    expect(readdirSync(parent)).toEqual(['pkg']);
    expect(readFileSync(join(parent, 'pkg', MARKER), 'utf8')).toBe('1');
  });

  it('puts the previous folder back when the new one cannot be moved in (its scratch folder was removed meanwhile)', async () => {
    const parent = projectScratchDir('staged');
    const out = join(parent, 'pkg');
    await writeFolderAtomically(out, [{ path: MARKER, content: '1' }, { path: 'keep.ts', content: 'keep' }], MARKER);
    const staged = await stageFolder(out, MARKER);
    await staged.write([{ path: MARKER, content: '2' }]);
    rmSync(staged.dir, { recursive: true });
    await expect(staged.commit()).rejects.toMatchObject({ code: 'ENOENT' });
    await staged.discard();
    expect(readdirSync(out).sort()).toEqual([MARKER, 'keep.ts']);
    expect(readFileSync(join(out, MARKER), 'utf8')).toBe('1');
    expect(leftovers(parent)).toEqual([]);
  });
});

describe('writeFileAtomically', () => {
  afterAll(removeScratchDirs);
  it('writes a file, making its folders, and replaces one, leaving nothing beside it', async () => {
    const parent = projectScratchDir('atomic-file');
    const path = join(parent, 'a/b/releases.json');
    await writeFileAtomically(path, 'first');
    expect(readFileSync(path, 'utf8')).toBe('first');
    await writeFileAtomically(path, 'second');
    expect(readFileSync(path, 'utf8')).toBe('second');
    expect(readdirSync(dirname(path))).toEqual(['releases.json']);
  });

  it('fails with the reason when the file cannot be put in place, leaving what was there and no partial file', async () => {
    const parent = projectScratchDir('atomic-file');
    // A folder where the file should go: the rename at the end fails.
    mkdirSync(join(parent, 'taken'));
    writeFileSync(join(parent, 'taken/inside.txt'), 'kept');
    await expect(writeFileAtomically(join(parent, 'taken'), 'new')).rejects.toMatchObject({ code: expect.stringMatching(/^E(ISDIR|NOTEMPTY|EXIST|NOTDIR)$/) });
    expect(readdirSync(parent)).toEqual(['taken']);
    expect(readFileSync(join(parent, 'taken/inside.txt'), 'utf8')).toBe('kept');
  });

  it('fails with the reason when nothing can be written in the folder', async (context) => {
    const parent = projectScratchDir('atomic-file');
    const locked = join(parent, 'locked');
    mkdirSync(locked);
    const restore = makeReadOnly(locked, context.skip);
    try {
      await expect(writeFileAtomically(join(locked, 'releases.json'), 'new')).rejects.toMatchObject({ code: expect.stringMatching(/^E(ACCES|PERM|ROFS)$/) });
      expect(readdirSync(locked)).toEqual([]);
    } finally {
      restore();
    }
  });
});

describe('checkWritableFolder, for an existing folder', () => {
  afterAll(removeScratchDirs);
  it('refuses it when its parent takes no new entries: the swap renames there', async (context) => {
    const parent = projectScratchDir('writable-existing');
    const locked = join(parent, 'locked');
    mkdirSync(join(locked, 'pkg'), { recursive: true });
    const restore = makeReadOnly(locked, context.skip);
    try {
      expect(() => checkWritableFolder(join(locked, 'pkg'), MARKER)).toThrow(InputError);
      expect(() => checkWritableFolder(join(locked, 'pkg'), MARKER)).toThrow(`cannot write in ${locked} (`);
      expect(readdirSync(locked)).toEqual(['pkg']);
    } finally {
      restore();
    }
  });
});
