/** The format cache can only save work: every entry it cannot trust is a miss, and it never fails a run. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFormatCache } from '../../../generator/format/cache.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();
const freshDir = () => tempDir('format-cache');

/** A formatter that says how often it ran. */
function counting(result: (source: string) => string) {
  const calls: string[] = [];
  return { calls, format: async (source: string) => (calls.push(source), result(source)) };
}

describe('openFormatCache', () => {
  it('formats once per input and answers repeats from the cache', async () => {
    const cache = openFormatCache(freshDir(), 'fmt@1');
    const formatter = counting((source) => source.toUpperCase());
    expect(await cache.format('a', formatter.format)).toBe('A');
    expect(await cache.format('a', formatter.format)).toBe('A');
    expect(await cache.format('b', formatter.format)).toBe('B');
    expect(formatter.calls).toEqual(['a', 'b']);
  });

  it('keys on the formatter’s identity: another version or options is a miss', async () => {
    const dir = freshDir();
    await openFormatCache(dir, 'fmt@1').format('a', async () => 'old');
    const formatter = counting(() => 'new');
    expect(await openFormatCache(dir, 'fmt@2').format('a', formatter.format)).toBe('new');
    expect(formatter.calls).toEqual(['a']);
  });

  it.each([
    ['text changed under its hash', (body: string) => `${body.slice(0, 65)}tampered`],
    ['truncated', (body: string) => body.slice(0, body.length - 2)],
    ['hash damaged', (body: string) => `${'0'.repeat(64)}${body.slice(64)}`],
    ['empty', () => ''],
    ['no header', () => 'A'],
  ])('treats an entry %s as a miss and rewrites it', async (_, damage) => {
    const dir = freshDir();
    const cache = openFormatCache(dir, 'fmt@1');
    await cache.format('a', async () => 'A formatted');
    const [entry] = readdirSync(dir);
    writeFileSync(join(dir, entry!), damage(readFileSync(join(dir, entry!), 'utf8')));
    const formatter = counting(() => 'A formatted');
    expect(await cache.format('a', formatter.format)).toBe('A formatted');
    expect(formatter.calls).toEqual(['a']);
    expect(await openFormatCache(dir, 'fmt@1').format('a', async () => 'never used')).toBe('A formatted');
  });

  it('formats without a cache where the folder cannot be made or read', async () => {
    const file = join(freshDir(), 'a-file');
    writeFileSync(file, 'not a folder');
    const cache = openFormatCache(join(file, 'cache'), 'fmt@1');
    const formatter = counting((source) => `${source}!`);
    expect(await cache.format('a', formatter.format)).toBe('a!');
    expect(await cache.format('a', formatter.format)).toBe('a!');
    expect(formatter.calls).toEqual(['a', 'a']);
    expect(() => cache.prune()).not.toThrow();
  });

  it('formats every time when turned off', async () => {
    const formatter = counting((source) => source);
    const cache = openFormatCache(false, 'fmt@1');
    await cache.format('a', formatter.format);
    await cache.format('a', formatter.format);
    expect(formatter.calls).toEqual(['a', 'a']);
  });

  it('prunes to the entries used most recently', async () => {
    const dir = freshDir();
    const cache = openFormatCache(dir, 'fmt@1');
    for (let i = 0; i < 70; i++) await cache.format(`source ${i}`, async (source) => source);
    cache.prune();
    expect(readdirSync(dir)).toHaveLength(64);
  });
});
