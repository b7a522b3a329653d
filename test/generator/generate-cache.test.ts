/**
 * Whatever is cached, the output is the bytes of a cold run: generated twice (an empty format
 * cache, then the cache that run filled), on the reference's edition, a real published snapshot,
 * a small description (all laid out by format/layout/, so nothing is cached), and a document with
 * a file left to prettier (cached). With V8's code cache absent, cold, warm and damaged too. (That the committed
 * generated/ is what its spec gives is `make check`'s job, whatever edition it holds.)
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
    const codeCacheDir = join(scratch, 'code');
    const cold = await generate({ specPath: spec, outDir: join(scratch, 'cold'), formatCacheDir, codeCacheDir });
    const entries = cacheEntries(formatCacheDir);
    const warm = await generate({ specPath: spec, outDir: join(scratch, 'warm'), formatCacheDir, codeCacheDir });
    expect([cold.status, warm.status]).toEqual(['written', 'written']);
    // Only the files prettier formats are cached: none when the layout takes every file.
    if (minimumEntries === 0) expect(entries).toBe(0);
    else expect(entries).toBeGreaterThanOrEqual(minimumEntries);
    expect(cacheEntries(formatCacheDir)).toBe(entries);
    // The schema worker, a fresh thread each run, compiled typescript.js through the code cache.
    expect(readdirSync(codeCacheDir).length).toBeGreaterThanOrEqual(1);
    expectSameFiles(filesOf(join(scratch, 'warm')), filesOf(join(scratch, 'cold')));
  }, 180_000);
});

describe('generate() with a code cache (compile-cache/)', () => {
  afterAll(removeScratchDirs);

  it('writes the same bytes with no code cache, a cold one, a warm one and a damaged one', async () => {
    const scratch = projectScratchDir('code-cache');
    const codeCacheDir = join(scratch, 'code');
    const run = async (name: string, dir: string | false) => {
      const summary = await generate({ specPath: SMALL_DESCRIPTION, outDir: join(scratch, name), formatCacheDir: false, codeCacheDir: dir });
      expect(summary.status).toBe('written');
      return filesOf(join(scratch, name));
    };
    const none = await run('none', false);
    expectSameFiles(await run('cold', codeCacheDir), none);
    const entries = readdirSync(codeCacheDir);
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expectSameFiles(await run('warm', codeCacheDir), none);
    for (const entry of entries) writeFileSync(join(codeCacheDir, entry), readFileSync(join(codeCacheDir, entry)).subarray(0, 1000));
    expectSameFiles(await run('damaged', codeCacheDir), none);
    // The worker's entry was replaced (this thread's libraries may have been loaded before the test).
    expect(readdirSync(codeCacheDir).sort()).toEqual(entries.sort());
    expect(entries.some((entry) => statSync(join(codeCacheDir, entry)).size > 1000)).toBe(true);
  }, 180_000);
});
