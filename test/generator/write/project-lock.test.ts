import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../generator/load/errors.ts';
import { acquireLock, tryLockNow } from '../../../generator/write/project-lock.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

const waiting = (said: string[], waitMs = 300) => ({ waitMs, pollMs: 20, command: 'test', say: (line: string) => said.push(line) });

/** The pid of a process that has ended: a lock it held is stale. */
function deadPid(): number {
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(ended.stdout);
}

describe('the project lock', () => {
  it('is held by one run at a time, and free again once released', async () => {
    const path = join(tempDir('lock'), '.generated.lock');
    const first = await acquireLock(path, waiting([]));
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid, command: 'test' });
    expect(tryLockNow(path, 'second')).toBeUndefined();
    first.release();
    expect(existsSync(path)).toBe(false);
    const second = tryLockNow(path, 'second');
    expect(second).toBeDefined();
    second!.release();
  });

  it('makes a second run wait, saying so once, then refuse as bad input naming the lock and its owner', async () => {
    const path = join(tempDir('lock'), '.generated.lock');
    const held = await acquireLock(path, waiting([]));
    const said: string[] = [];
    const refused = await acquireLock(path, waiting(said)).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(InputError);
    expect((refused as InputError).message).toMatch(new RegExp(`^${path}: test \\(pid ${process.pid}, since [^)]+\\) is still landing in this project`));
    expect(said).toEqual([expect.stringMatching(/^waiting up to 0 s for test \(pid \d+/)]);
    held.release();
  });

  it('lets a waiting run in as soon as the owner releases within the wait', async () => {
    const path = join(tempDir('lock'), '.generated.lock');
    const held = await acquireLock(path, waiting([]));
    setTimeout(() => held.release(), 100);
    const said: string[] = [];
    const second = await acquireLock(path, waiting(said, 5_000));
    expect(said).toHaveLength(1);
    second.release();
  });

  it('takes over a lock whose owner died, or whose pid now belongs to another process', async () => {
    for (const owner of [{ pid: deadPid(), started: undefined }, { pid: process.pid, started: 'not this process' }]) {
      const path = join(tempDir('lock'), '.generated.lock');
      writeFileSync(path, JSON.stringify({ ...owner, command: 'regen', since: '2026-01-01T00:00:00.000Z' }));
      const said: string[] = [];
      const held = await acquireLock(path, waiting(said));
      expect(said, JSON.stringify(owner)).toEqual([]);
      expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
      held.release();
    }
  });

  it('never removes a lock somebody else took over (its owner was presumed dead)', async () => {
    const path = join(tempDir('lock'), '.generated.lock');
    const held = await acquireLock(path, waiting([]));
    writeFileSync(path, JSON.stringify({ pid: process.pid, started: undefined, command: 'other', since: 'now' }));
    held.release();
    expect(JSON.parse(readFileSync(path, 'utf8')).command).toBe('other');
  });

  it('takes over a lock its maker was killed before writing (empty, and older than a live maker needs)', async () => {
    const path = join(tempDir('lock'), '.generated.lock');
    writeFileSync(path, '');
    const said: string[] = [];
    // Fresh: somebody may be writing it this very moment, so it is waited for.
    await expect(acquireLock(path, waiting(said, 100))).rejects.toThrow(/another run is still landing/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(path, old, old);
    const held = await acquireLock(path, waiting([], 100));
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    held.release();
  });
});
