/**
 * Whatever is cached, the output is the bytes of a cold run: generated twice (an empty format
 * cache, then the cache that run filled), on the reference's edition and on a real published
 * snapshot, and on a small description. (That the committed generated/ is what its spec gives is `make check`'s job, whatever
 * edition it holds.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { PROJECT_ROOT, projectScratchDir, removeScratchDirs } from '../support/generator-runs.ts';
import { realSpecPaths, snapshotName } from '../support/real-specs.ts';
import { SMALL_DESCRIPTION } from '../support/small-description.ts';

/** Every file below dir, path -> bytes. */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else files.set(relative(dir, path), readFileSync(path));
    }
  };
  visit(dir);
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

function expectSameFiles(actual: Map<string, Buffer>, expected: Map<string, Buffer>) {
  expect([...actual.keys()]).toEqual([...expected.keys()]);
  for (const [path, bytes] of expected) expect(actual.get(path)!.equals(bytes), path).toBe(true);
}

describe('generate() with a format cache', () => {
  afterAll(removeScratchDirs);

  it.each([
    ['the reference edition', join(PROJECT_ROOT, 'spec/snapshots/2026-11-22T000000Z.json')],
    [snapshotName(realSpecPaths()[0]!), realSpecPaths()[0]!],
    ['a small description', SMALL_DESCRIPTION],
  ])('writes the same bytes cold and warm on %s', async (_name, specPath) => {
    const scratch = projectScratchDir('format-cache');
    const formatCacheDir = join(scratch, 'cache');
    const cold = await generate({ specPath, outDir: join(scratch, 'cold'), formatCacheDir });
    const entries = readdirSync(formatCacheDir).length;
    const warm = await generate({ specPath, outDir: join(scratch, 'warm'), formatCacheDir });
    expect([cold.status, warm.status]).toEqual(['written', 'written']);
    expect(entries).toBeGreaterThanOrEqual(9);
    expect(readdirSync(formatCacheDir)).toHaveLength(entries);
    expectSameFiles(filesOf(join(scratch, 'warm')), filesOf(join(scratch, 'cold')));
  }, 180_000);
});
