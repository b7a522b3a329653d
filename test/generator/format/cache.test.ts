/** The format cache can only save work: every entry it cannot trust is a miss, and it never fails a run. */
import { mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFormatCache } from '../../../generator/format/cache.ts';
import { sha256 } from '../../../generator/write/fingerprint.ts';
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

  it('prunes the entries used longest ago, a read counting as a use', async () => {
    const dir = freshDir();
    const cache = openFormatCache(dir, 'fmt@1');
    const sources = Array.from({ length: 66 }, (_, i) => `source ${i}`);
    for (const source of sources) await cache.format(source, async (text) => `${text}!`);
    // Written a minute apart, oldest first: source 0 an hour ago.
    const entries = new Map<string, string>();
    for (const name of readdirSync(dir)) entries.set(readFileSync(join(dir, name), 'utf8').split('\n')[1]!, name);
    sources.forEach((source, i) => {
      const time = new Date(Date.now() - (66 - i) * 60_000);
      utimesSync(join(dir, entries.get(`${source}!`)!), time, time);
    });
    // Reading source 0 again makes it the newest.
    expect(await cache.format('source 0', async () => 'never used')).toBe('source 0!');
    cache.prune();
    const kept = readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8').split('\n')[1]).sort();
    expect(kept).toEqual(['source 0!', ...sources.slice(3).map((source) => `${source}!`)].sort());
  });

  it('counts only its entries when pruning, and leaves no partial file behind when an entry cannot be written', async () => {
    const dir = freshDir();
    const cache = openFormatCache(dir, 'fmt@1');
    for (let i = 0; i < 66; i++) await cache.format(`source ${i}`, async (source) => source);
    // Where the entry for 'blocked' would go, a folder: the rename onto it fails.
    mkdirSync(join(dir, `${sha256('fmt@1\0blocked')}.txt`));
    expect(await cache.format('blocked', async () => 'still formatted')).toBe('still formatted');
    expect(readdirSync(dir).filter((name) => name.includes('.partial'))).toEqual([]);
    writeFileSync(join(dir, 'notes.md'), 'not an entry');
    cache.prune();
    expect(readdirSync(dir).filter((name) => name.endsWith('.txt'))).toHaveLength(64);
    expect(readdirSync(dir)).toContain('notes.md');
  });

  it('prunes to the entries used most recently', async () => {
    const dir = freshDir();
    const cache = openFormatCache(dir, 'fmt@1');
    for (let i = 0; i < 70; i++) await cache.format(`source ${i}`, async (source) => source);
    cache.prune();
    expect(readdirSync(dir)).toHaveLength(64);
  });
});
