/**
 * The machine refusing a write is bad input, not an internal error: a full disk and a read-only
 * file system each give one line naming the path and the cause, exit status 2, and leave the
 * package folder as it was with nothing beside it. Needs root's `mount -t tmpfs`; skipped, saying
 * why, where mounting is refused.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../support/generator-runs.ts';
import { SMALL_DESCRIPTION } from '../../support/small-description.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

const cli = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'generator/cli.ts'), ...args], { cwd: PROJECT_ROOT, encoding: 'utf8' });

const mounted: string[] = [];
afterAll(() => {
  for (const dir of mounted.splice(0)) {
    execFileSync('umount', [dir]);
    rmdirSync(dir);
  }
});

/** A tmpfs of `size` at a fresh folder, or the reason there is none. */
function tmpfs(size: string): string | { refused: string } {
  const dir = join(tmpdir(), `generate-env-${process.pid}-${mounted.length}`);
  mkdirSync(dir);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmdirSync(dir);
    return { refused: `cannot mount a tmpfs here (${String((error as { stderr?: Buffer }).stderr ?? error).trim()})` };
  }
  mounted.push(dir);
  return dir;
}

function state(root: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name).slice(root.length);
    entries[path] = entry.isDirectory() ? 'dir' : createHash('sha256').update(readFileSync(join(entry.parentPath, entry.name))).digest('hex');
  }
  return entries;
}

/** The small description with one summary reworded: generating it replaces every file of the package. */
function rewordedSpec(dir: string): string {
  const document = JSON.parse(readFileSync(SMALL_DESCRIPTION, 'utf8')) as { info: { title: string } };
  const path = join(dir, 'reworded.json');
  writeFileSync(path, JSON.stringify({ ...document, info: { ...document.info, title: `${document.info.title} (reworded)` } }));
  return path;
}

describe('generate on a machine that refuses the write', () => {
  it('with no space left: one line naming the path and the cause, exit 2, the old package kept and nothing beside it', ({ skip }) => {
    // Room for one package (about 340 KB on a tmpfs, in 4 KB pages), not for its replacement beside it.
    const root = tmpfs('520k');
    if (typeof root !== 'string') return skip(root.refused);
    const first = cli(['generate', '--spec', SMALL_DESCRIPTION, '--out', join(root, 'generated')]);
    expect(first.status, first.stderr).toBe(0);
    const before = state(root);
    const full = cli(['generate', '--spec', rewordedSpec(tempDir('reworded')), '--out', join(root, 'generated')]);
    expect(full.status, full.stderr).toBe(2);
    expect(full.stderr).toMatch(new RegExp(`^error: ${root}/\\S+: no space left on the device \\(ENOSPC\\)\\n$`));
    expect(state(root)).toEqual(before);
  });

  it('on a read-only file system: one line naming the path and the cause, exit 2, nothing changed', ({ skip }) => {
    const root = tmpfs('2m');
    if (typeof root !== 'string') return skip(root.refused);
    const first = cli(['generate', '--spec', SMALL_DESCRIPTION, '--out', join(root, 'generated')]);
    expect(first.status, first.stderr).toBe(0);
    execFileSync('mount', ['-o', 'remount,ro', root]);
    const before = state(root);
    const refused = cli(['generate', '--spec', rewordedSpec(tempDir('reworded')), '--out', join(root, 'generated')]);
    expect(refused.status, refused.stderr).toBe(2);
    expect(refused.stderr).toMatch(new RegExp(`^error: ${root}/\\S+: the file system is read-only \\(EROFS\\)\\n$`));
    expect(state(root)).toEqual(before);
    // Checking a read-only checkout still works: nothing to lock, nothing to recover.
    const checked = cli(['generate', '--check', '--spec', SMALL_DESCRIPTION, '--out', join(root, 'generated')]);
    expect(checked.status, checked.stderr).toBe(0);
  });
});
