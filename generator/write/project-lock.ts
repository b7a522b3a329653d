/**
 * One landing at a time per project: a lock file made with O_EXCL holds the owner's pid and its
 * start time (so a reused pid is not taken for the owner). A lock whose owner is dead is stale and
 * taken over; a live one makes the next run wait, bounded and saying so in one line, then refuse.
 */
import { closeSync, existsSync, linkSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { InputError } from '../load/errors.ts';
import { namingPath } from './failure-path.ts';

interface Owner {
  pid: number;
  /** The process's start time as the kernel counts it (Linux), or undefined where unknown. */
  started: string | undefined;
  command: string;
  since: string;
}

export interface HeldLock {
  release(): void;
}

export interface LockWait {
  /** How long to wait for a live owner before refusing. */
  waitMs: number;
  /** How often to look again meanwhile. */
  pollMs: number;
  /** What this run is, for the line a waiting run prints. */
  command: string;
  say: (line: string) => void;
}

/** Takes the lock at `path`, waiting up to `wait.waitMs` for a live owner; refuses (exit 2) after that. */
export async function acquireLock(path: string, wait: LockWait): Promise<HeldLock> {
  const deadline = Date.now() + wait.waitMs;
  let said = false;
  for (;;) {
    const held = tryLock(path, wait.command);
    if (held) return held;
    const owner = readOwner(path);
    if (owner === 'gone') continue;
    if (isStale(path, owner)) {
      breakStaleLock(path, owner);
      continue;
    }
    const who = describeOwner(owner);
    if (Date.now() >= deadline) throw new InputError(path, `${who} is still landing in this project after ${Math.round(wait.waitMs / 1000)} s of waiting; run again when it has finished`);
    if (!said) {
      wait.say(`waiting up to ${Math.round(wait.waitMs / 1000)} s for ${who} to finish (lock ${path})`);
      said = true;
    }
    await sleep(wait.pollMs);
  }
}

/** The lock if nobody holds it now, else undefined: for a check that recovers only an idle project. */
export function tryLockNow(path: string, command: string): HeldLock | undefined {
  const held = tryLock(path, command);
  if (held) return held;
  const owner = readOwner(path);
  if (owner === 'gone' || isStale(path, owner)) {
    if (owner !== 'gone') breakStaleLock(path, owner);
    return tryLock(path, command);
  }
  return undefined;
}

function tryLock(path: string, command: string): HeldLock | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw error;
  }
  const owner: Owner = { pid: process.pid, started: startTime(process.pid), command, since: new Date().toISOString() };
  try {
    namingPath(path, () => writeSync(fd, `${JSON.stringify(owner)}\n`));
  } catch (error) {
    rmSync(path, { force: true });
    throw error;
  } finally {
    closeSync(fd);
  }
  const text = readFileSync(path, 'utf8');
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      // Only our own: a lock taken over as stale (we were presumed dead) is somebody else's now.
      if (existsSync(path) && readFileSync(path, 'utf8') === text) rmSync(path, { force: true });
    },
  };
}

/**
 * The owner named in the lock; undefined while it is still being written (or unreadable), 'gone'
 * when the lock vanished meanwhile.
 */
function readOwner(path: string): Owner | 'gone' | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const owner = JSON.parse(text) as Owner;
    return Number.isSafeInteger(owner.pid) && owner.pid > 0 ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** Nobody holds the lock: its owner is dead, or it never got one written (unwrittenTooLong). */
const isStale = (path: string, owner: Owner | undefined): boolean => (owner !== undefined ? !isAlive(owner) : unwrittenTooLong(path));

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: alive, somebody else's process.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = startTime(owner.pid);
  return owner.started === undefined || started === undefined || started === owner.started;
}

/**
 * Moves the stale lock aside under a name of our own (only one of two racing runs can), and puts
 * it back if what was moved turned out to be a live owner's fresh lock.
 */
function breakStaleLock(path: string, stale: Owner | undefined): void {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (moved !== 'gone' && moved !== undefined && (moved.pid !== stale?.pid || moved.since !== stale?.since)) {
    try {
      linkSync(aside, path);
    } catch {
      // Somebody took the lock meanwhile: theirs stands.
    }
  }
  rmSync(aside, { force: true });
}

/**
 * A lock file still without its owner long after it was made: its maker was killed between creating
 * and writing it (a live one writes at once), so nobody holds it.
 */
function unwrittenTooLong(path: string): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs > UNWRITTEN_LOCK_MS;
  } catch {
    return false;
  }
}

const UNWRITTEN_LOCK_MS = 2_000;

/** Field 22 of /proc/PID/stat: the start time in clock ticks since boot; undefined off Linux. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

const describeOwner = (owner: Owner | undefined) => (owner === undefined ? 'another run' : `${owner.command} (pid ${owner.pid}, since ${owner.since})`);
