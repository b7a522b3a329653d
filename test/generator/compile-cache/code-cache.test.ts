/**
 * The code cache in fresh node processes (a thread's libraries are compiled once, so each run is a
 * process of its own), over a CommonJS library written here: a miss compiles from source and writes
 * an entry, a hit compiles from it, and an entry that is damaged, truncated, rejected by V8 or made
 * from other content is never used, and is replaced. Whatever the cache holds, the library computes
 * the same.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, projectScratchDir, removeScratchDirs } from '../../support/generator-runs.ts';

const CODE_CACHE = join(PROJECT_ROOT, 'generator/compile-cache/code-cache.mjs');
const MIN_BYTES = 4096;

interface Run {
  stats: { hits: number; misses: number; rejected: number; written: number };
  result: string;
}

/** A library big enough to be cached: functions whose results the runs compare. */
function libraryText(variant: string): string {
  const functions = Array.from({ length: 200 }, (_, i) => `exports.f${i} = (x) => ${JSON.stringify(variant)} + (x * ${i + 1}).toString(36);`);
  return `'use strict';\n${functions.join('\n')}\nexports.all = (x) => Object.keys(exports).filter((k) => k !== 'all').map((k) => exports[k](x)).join(',');\n`;
}

/** One process: installs the cache (or none: dir false), requires the library, runs it, saves. */
function runOnce(dir: string | false, library: string, minBytes = MIN_BYTES): Run {
  const script = `
    import { installCodeCache } from ${JSON.stringify(`file://${CODE_CACHE}`)};
    import { createRequire } from 'node:module';
    const cache = installCodeCache(${JSON.stringify(dir)}, { minBytes: ${minBytes} });
    const result = createRequire(import.meta.url)(${JSON.stringify(library)}).all(7);
    cache.save();
    console.log(JSON.stringify({ stats: cache.stats(), result }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as Run;
}

describe('installCodeCache', () => {
  let dir: string;
  let cacheDir: string;
  let library: string;
  let expected: string;
  afterAll(removeScratchDirs);
  beforeEach(() => {
    dir = projectScratchDir('code-cache');
    cacheDir = join(dir, 'cache');
    library = join(dir, 'library.cjs');
    writeFileSync(library, libraryText('a'));
    expected = runOnce(false, library).result;
  });
  const entries = () => readdirSync(cacheDir).filter((name) => name.endsWith('.bin'));

  it('writes an entry on a miss and compiles from it on the next run, with the same results', () => {
    const cold = runOnce(cacheDir, library);
    expect(cold.stats).toEqual({ hits: 0, misses: 1, rejected: 0, written: 1 });
    expect(entries()).toHaveLength(1);
    const warm = runOnce(cacheDir, library);
    expect(warm.stats).toEqual({ hits: 1, misses: 0, rejected: 0, written: 0 });
    expect([cold.result, warm.result]).toEqual([expected, expected]);
    expect(readdirSync(cacheDir)).toEqual(entries()); // no temporary file left behind
  });

  it.each([
    ['with a byte of its code changed', (bytes: Buffer) => Buffer.concat([bytes.subarray(0, -1), Buffer.from([bytes.at(-1)! ^ 0xff])])],
    ['cut short', (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2))],
    ['whose digest does not match', (bytes: Buffer) => Buffer.concat([Buffer.alloc(32), bytes.subarray(32)])],
    ['that is empty', () => Buffer.alloc(0)],
  ])('never uses an entry %s, and replaces it', (_name, damage) => {
    runOnce(cacheDir, library);
    const [entry] = entries();
    const path = join(cacheDir, entry!);
    writeFileSync(path, damage(readFileSync(path)));
    const run = runOnce(cacheDir, library);
    expect(run.stats).toEqual({ hits: 0, misses: 1, rejected: 0, written: 1 });
    expect(run.result).toBe(expected);
    expect(entries()).toEqual([entry]);
    expect(runOnce(cacheDir, library).stats).toEqual({ hits: 1, misses: 0, rejected: 0, written: 0 });
  });

  it('compiles from source when V8 rejects an entry (whole, but not code V8 made for this source), and replaces it', () => {
    runOnce(cacheDir, library);
    const [entry] = entries();
    const path = join(cacheDir, entry!);
    const garbage = Buffer.alloc(4096, 7);
    writeFileSync(path, Buffer.concat([createHash('sha256').update(garbage).digest(), garbage]));
    const run = runOnce(cacheDir, library);
    expect(run.stats).toEqual({ hits: 0, misses: 0, rejected: 1, written: 1 });
    expect(run.result).toBe(expected);
    expect(runOnce(cacheDir, library).stats.hits).toBe(1);
  });

  it('keys entries by content: a library changed in place (same length) misses, computes its own results and replaces the old entry', () => {
    runOnce(cacheDir, library);
    const [before] = entries();
    writeFileSync(library, libraryText('b'));
    const changed = runOnce(cacheDir, library);
    expect(changed.stats).toEqual({ hits: 0, misses: 1, rejected: 0, written: 1 });
    expect(changed.result).toBe(runOnce(false, library).result);
    expect(changed.result).not.toBe(expected);
    expect(entries()).toHaveLength(1);
    expect(entries()).not.toContain(before);
  });

  it('leaves files below the size threshold, and everything when given no folder, to node', () => {
    expect(runOnce(cacheDir, library, 10 * 1024 * 1024).stats).toEqual({ hits: 0, misses: 0, rejected: 0, written: 0 });
    expect(runOnce(false, library).stats).toEqual({ hits: 0, misses: 0, rejected: 0, written: 0 });
    expect(readdirSync(dir)).not.toContain('cache');
  });
});
