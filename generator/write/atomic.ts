/**
 * Writes a whole folder at once: everything goes into a scratch folder beside the target, then
 * the scratch folder replaces the target by rename, journaled (landing-journal.ts). A run that
 * fails leaves the old folder as it was; one killed is recovered by the next (landing-site.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { InputError, UsageError } from '../load/errors.ts';
import { LandingJournal } from './landing-journal.ts';
import { landingFiles } from './landing-site.ts';
import { namingPathAsync } from './failure-path.ts';

export interface FileToWrite {
  path: string;
  content: string;
}

/**
 * @param marker a file every folder this writer produced holds: a non-empty folder without it is
 *   somebody else's, and is never replaced.
 */
export async function writeFolderAtomically(outDir: string, files: readonly FileToWrite[], marker: string): Promise<void> {
  const staged = await stageFolder(outDir, marker);
  try {
    await staged.write(files);
    await staged.commit();
  } finally {
    await staged.discard();
  }
}

/** A folder being built beside its target: written (and read, by checks) until `commit` swaps it in. */
export interface StagedFolder {
  /** The scratch folder, a sibling of the target. */
  readonly dir: string;
  /** Writes (or overwrites) files inside it. */
  write(files: readonly FileToWrite[]): Promise<void>;
  /**
   * Replaces the target with it, and writes `alsoFiles` (absolute paths) in the same landing: a
   * process killed at any point leaves all of them old or all new (write/landing-journal.ts).
   */
  commit(alsoFiles?: readonly FileToWrite[]): Promise<void>;
  /** Removes it unless committed; safe to call in any case. */
  discard(): Promise<void>;
}

export async function stageFolder(outDir: string, marker: string): Promise<StagedFolder> {
  const target = resolve(outDir);
  refuseForeignFolder(target, marker);
  const parent = dirname(target);
  await mkdir(parent, { recursive: true });
  const scratch = await mkdtemp(join(parent, `.${basename(target)}.new-`));
  let committed = false;
  return {
    dir: scratch,
    async write(files) {
      for (const file of files) {
        const path = join(scratch, insidePath(file.path));
        await mkdir(dirname(path), { recursive: true });
        await namingPathAsync(path, () => writeFile(path, file.content));
      }
    },
    async commit(alsoFiles = []) {
      const landing = new LandingJournal(landingFiles(target).journal);
      landing.swapIn([{ source: scratch, target }, ...alsoFiles.map((file) => ({ target: resolve(file.path), content: file.content }))]);
      committed = true;
      landing.confirm();
    },
    async discard() {
      if (!committed) await rm(scratch, { recursive: true, force: true });
    },
  };
}

/** Written beside, then renamed: a reader sees the old content or the new, never half of it. */
export async function writeFileAtomically(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await writeFile(partial, content);
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Checks, before any work, that the folder can be written where `writeFolderAtomically` will
 * write it: not a file, not below a file, not somebody else's folder, and its nearest existing
 * ancestor takes a new entry (tried for real: permission bits say nothing to root or to a
 * read-only mount). Creates nothing that stays.
 */
export function checkWritableFolder(outDir: string, marker: string): void {
  const target = resolve(outDir);
  const where = `--out ${outDir}`;
  let existing = target;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  if (!statSync(existing).isDirectory()) {
    throw new InputError(where, existing === target ? 'is a file, not a folder' : `${existing} is a file, so no folder can be made below it`);
  }
  refuseForeignFolder(target, marker);
  // The swap renames inside the target's parent (or creates it below the nearest existing folder).
  const probeIn = existing === target ? dirname(target) : existing;
  try {
    rmdirSync(mkdtempSync(join(probeIn, '.write-probe-')));
  } catch (error) {
    throw new InputError(where, `cannot write in ${probeIn} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}

/** A file's path inside the package: relative and staying below it, whatever produced the name. */
function insidePath(path: string): string {
  const normal = normalize(path);
  if (isAbsolute(normal) || normal === '..' || normal.startsWith(`..${sep}`)) throw new Error(`refusing to write ${JSON.stringify(path)} outside the package folder`);
  return normal;
}

function refuseForeignFolder(target: string, marker: string): void {
  if (!existsSync(target)) return;
  const entries = readdirSync(target).filter((name) => name !== '.gitkeep');
  if (entries.length > 0 && !entries.includes(marker)) {
    throw new UsageError(`refusing to replace ${target}: it is not empty and holds no ${marker}, so it was not generated here`);
  }
}
