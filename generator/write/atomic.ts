/**
 * Writes a whole folder at once: everything goes into a scratch folder beside the target, then
 * the scratch folder replaces the target by rename. A run that fails leaves the old folder as it was.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { UsageError } from '../load/errors.ts';

export interface FileToWrite {
  path: string;
  content: string;
}

/**
 * @param marker a file every folder this writer produced holds: a non-empty folder without it is
 *   somebody else's, and is never replaced.
 */
export async function writeFolderAtomically(outDir: string, files: readonly FileToWrite[], marker: string): Promise<void> {
  const target = resolve(outDir);
  refuseForeignFolder(target, marker);
  const parent = dirname(target);
  await mkdir(parent, { recursive: true });
  const scratch = await mkdtemp(join(parent, `.${basename(target)}.new-`));
  try {
    for (const file of files) {
      const path = join(scratch, file.path);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.content);
    }
    await swap(scratch, target);
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}

function refuseForeignFolder(target: string, marker: string): void {
  if (!existsSync(target)) return;
  const entries = readdirSync(target).filter((name) => name !== '.gitkeep');
  if (entries.length > 0 && !entries.includes(marker)) {
    throw new UsageError(`refusing to replace ${target}: it is not empty and holds no ${marker}, so it was not generated here`);
  }
}

async function swap(scratch: string, target: string): Promise<void> {
  if (!existsSync(target)) {
    await rename(scratch, target);
    return;
  }
  const old = join(dirname(target), `.${basename(target)}.old-${randomBytes(4).toString('hex')}`);
  await rename(target, old);
  try {
    await rename(scratch, target);
  } catch (error) {
    await rename(old, target);
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}
