/**
 * What the write step refuses before any work, in-process: the CLI tests see these as exit
 * status 2, but only code in the test's own process can be mutated (make mutation).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError, UsageError } from '../../../generator/load/errors.ts';
import { checkWritableFolder, writeFolderAtomically } from '../../../generator/write/atomic.ts';
import { projectScratchDir, removeScratchDirs } from '../../support/generator-runs.ts';

const MARKER = 'generation.json';
afterAll(removeScratchDirs);

describe('checkWritableFolder', () => {
  it('accepts a new folder, however deep, a folder it wrote and an empty or .gitkeep-only one, creating nothing', () => {
    const parent = projectScratchDir('writable');
    checkWritableFolder(join(parent, 'a/b/pkg'), MARKER);
    mkdirSync(join(parent, 'empty'));
    checkWritableFolder(join(parent, 'empty'), MARKER);
    mkdirSync(join(parent, 'kept'));
    writeFileSync(join(parent, 'kept/.gitkeep'), '');
    checkWritableFolder(join(parent, 'kept'), MARKER);
    mkdirSync(join(parent, 'ours'));
    writeFileSync(join(parent, 'ours', MARKER), '{}');
    writeFileSync(join(parent, 'ours/index.ts'), '');
    checkWritableFolder(join(parent, 'ours'), MARKER);
    expect(readdirSync(parent).sort()).toEqual(['empty', 'kept', 'ours']);
    expect(readdirSync(join(parent, 'ours')).sort()).toEqual([MARKER, 'index.ts']);
  });

  it('refuses a file, a folder below a file, and a folder somebody else filled', () => {
    const parent = projectScratchDir('writable');
    const file = join(parent, 'file.txt');
    writeFileSync(file, 'x');
    expect(() => checkWritableFolder(file, MARKER)).toThrow(new InputError(`--out ${file}`, 'is a file, not a folder'));
    expect(() => checkWritableFolder(join(file, 'a/pkg'), MARKER)).toThrow(new InputError(`--out ${join(file, 'a/pkg')}`, `${file} is a file, so no folder can be made below it`));
    mkdirSync(join(parent, 'theirs'));
    writeFileSync(join(parent, 'theirs/.gitkeep'), '');
    writeFileSync(join(parent, 'theirs/main.ts'), 'mine');
    expect(() => checkWritableFolder(join(parent, 'theirs'), MARKER)).toThrow(
      new UsageError(`refusing to replace ${join(parent, 'theirs')}: it is not empty and holds no ${MARKER}, so it was not generated here`),
    );
  });

  it('tries the write for real: a folder nothing can be created in is refused with its error code', () => {
    // /proc takes no new entries, even for root, whatever its permission bits say.
    expect(() => checkWritableFolder('/proc/pkg', MARKER)).toThrow(/^--out \/proc\/pkg: cannot write in \/proc \(E[A-Z]+\)$/);
  });
});

describe('writeFolderAtomically: file paths stay inside the package', () => {
  it('refuses a path that is absolute or climbs out, writing nothing; a name that only starts with dots is fine', async () => {
    const parent = projectScratchDir('inside');
    const out = join(parent, 'pkg');
    for (const path of ['../escape.ts', '..', 'a/../../escape.ts', '/tmp/escape.ts']) {
      await expect(writeFolderAtomically(out, [{ path: MARKER, content: '1' }, { path, content: 'x' }], MARKER)).rejects.toThrow(`refusing to write ${JSON.stringify(path)} outside the package folder`);
      expect(readdirSync(parent)).toEqual([]);
    }
    await writeFolderAtomically(out, [{ path: MARKER, content: '1' }, { path: '..dots.ts', content: 'a' }, { path: 'a/../b.ts', content: 'b' }], MARKER);
    expect(readdirSync(out).sort()).toEqual(['..dots.ts', 'b.ts', MARKER]);
    expect(readFileSync(join(out, 'b.ts'), 'utf8')).toBe('b');
    expect(existsSync(join(parent, 'escape.ts'))).toBe(false);
  });
});
