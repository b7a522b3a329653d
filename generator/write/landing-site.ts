/**
 * Where a project's landings meet: the lock and the journal live beside the package folder
 * (`.generated.lock`, `.generated.landing.json` next to generated/), so `regen`, `generate` and
 * `generate --check` find the same ones, whichever command landed last or was killed.
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { recoverLanding } from './landing-journal.ts';
import { acquireLock, tryLockNow, type HeldLock, type LockWait } from './project-lock.ts';

export function landingFiles(outDir: string): { journal: string; lock: string } {
  const target = resolve(outDir);
  return { journal: join(dirname(target), `.${basename(target)}.landing.json`), lock: join(dirname(target), `.${basename(target)}.lock`) };
}

/**
 * Takes the project's lock (waiting as `wait` says), then recovers what a killed run left. The
 * caller releases the lock when done. A folder whose parent does not exist yet (or is no folder: the
 * writer refuses that itself) has had no landing to recover, and nobody else can be writing it: no
 * lock is made (it would leave the parent behind).
 */
export async function openLanding(outDir: string, wait: LockWait): Promise<HeldLock> {
  const { lock } = landingFiles(outDir);
  if (!isFolder(dirname(lock))) return { release: () => undefined };
  const held = await acquireLock(lock, wait);
  try {
    recoverProject(outDir, wait.say);
  } catch (error) {
    held.release();
    throw error;
  }
  return held;
}

/** For a check: recovers first when no run holds the lock; with a run under way, leaves its landing alone. */
export function recoverIfIdle(outDir: string, command: string, say: (line: string) => void): void {
  const { lock } = landingFiles(outDir);
  if (!isFolder(dirname(lock))) return;
  const held = lockUnlessReadOnly(lock, command);
  if (!held) return;
  try {
    recoverProject(outDir, say);
  } finally {
    held.release();
  }
}

/**
 * The journal's landing completed or rolled back, then what no journal names: a package folder
 * `generate` was still writing (`.generated.new-*`) or an old one it had not removed yet
 * (`.generated.old-*`), and a journal killed while being written.
 */
function recoverProject(outDir: string, say: (line: string) => void): void {
  const { journal } = landingFiles(outDir);
  const lines: string[] = [];
  recoverLanding(journal, (line) => lines.push(line));
  const dir = dirname(journal);
  const base = basename(resolve(outDir));
  const leftovers = readdirSync(dir).filter(
    (name) => name.startsWith(`.${base}.new-`) || name.startsWith(`.${base}.old-`) || (name.startsWith(`${basename(journal)}.`) && name.endsWith('.partial')),
  );
  for (const name of leftovers) rmSync(join(dir, name), { recursive: true, force: true });
  if (leftovers.length > 0) lines.push(`removed what an interrupted run left beside ${base}/: ${leftovers.join(', ')}`);
  // One line, whatever there was to do.
  if (lines.length > 0) say(lines.join('; '));
}

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** A check of a read-only checkout still runs: where no lock can be made, nothing can be recovered either. */
function lockUnlessReadOnly(lock: string, command: string): HeldLock | undefined {
  try {
    return tryLockNow(lock, command);
  } catch (error) {
    if (['EROFS', 'EACCES', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}
