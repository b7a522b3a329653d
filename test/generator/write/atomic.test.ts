import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../../generator/load/errors.ts';
import { writeFolderAtomically } from '../../../generator/write/atomic.ts';
import { projectScratchDir, removeScratchDirs } from '../../support/generator-runs.ts';

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
