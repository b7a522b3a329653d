/**
 * Whatever is cached, the output is the bytes of a cold run: generated twice (an empty format
 * cache, then the cache that run filled), on the reference's edition, a real published snapshot,
 * a small description (all laid out by format/layout/, so nothing is cached), and a document with
 * a file left to prettier (cached). (That the committed generated/ is what its spec gives is `make check`'s job, whatever
 * edition it holds.)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** The small description with an enum of a number TypeScript prints as `1e+21`: a literal format/layout/ leaves to prettier. */
function documentLeftToPrettier(dir: string): string {
  const document = JSON.parse(readFileSync(SMALL_DESCRIPTION, 'utf8')) as { components: { schemas: Record<string, unknown> } };
  document.components.schemas.Huge = { type: 'number', enum: [1e21, 2] };
  const path = join(dir, 'huge.json');
  writeFileSync(path, JSON.stringify(document));
  return path;
}

const cacheEntries = (dir: string) => (existsSync(dir) ? readdirSync(dir).length : 0);

describe('generate() with a format cache', () => {
  afterAll(removeScratchDirs);

  it.each([
    ['the reference edition', () => join(PROJECT_ROOT, 'spec/snapshots/2026-11-22T000000Z.json'), 0],
    [snapshotName(realSpecPaths()[0]!), () => realSpecPaths()[0]!, 0],
    ['a small description', () => SMALL_DESCRIPTION, 0],
    ['a document with a file the layout leaves to prettier', documentLeftToPrettier, 1],
  ])('writes the same bytes cold and warm on %s', async (_name, specPath, minimumEntries) => {
    const scratch = projectScratchDir('format-cache');
    const formatCacheDir = join(scratch, 'cache');
    const spec = specPath(scratch);
    const cold = await generate({ specPath: spec, outDir: join(scratch, 'cold'), formatCacheDir });
    const entries = cacheEntries(formatCacheDir);
    const warm = await generate({ specPath: spec, outDir: join(scratch, 'warm'), formatCacheDir });
    expect([cold.status, warm.status]).toEqual(['written', 'written']);
    // Only the files prettier formats are cached: none when the layout takes every file.
    if (minimumEntries === 0) expect(entries).toBe(0);
    else expect(entries).toBeGreaterThanOrEqual(minimumEntries);
    expect(cacheEntries(formatCacheDir)).toBe(entries);
    expectSameFiles(filesOf(join(scratch, 'warm')), filesOf(join(scratch, 'cold')));
  }, 180_000);
});
