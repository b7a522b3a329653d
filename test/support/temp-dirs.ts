/** Folders in the system temp directory for one test file, removed after its tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * Call once at a test file's top level: the function it returns makes `<tmp>/<prefix>-XXXXXX`
 * folders, and every one is removed after the file's tests (KEEP_TMP=1 keeps them for a look).
 */
export function systemTempDirs(): (prefix: string) => string {
  const made: string[] = [];
  afterAll(() => {
    if (process.env.KEEP_TMP) return;
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    made.push(dir);
    return dir;
  };
}
