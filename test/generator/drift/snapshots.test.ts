import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateFromName, listSnapshots } from '../../../generator/drift/snapshots.ts';
import { InputError } from '../../../generator/load/errors.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

describe('snapshots', () => {
  it('reads dates from snapshot names', () => {
    expect(dateFromName('2026-07-30T091251Z')?.toISOString()).toBe('2026-07-30T09:12:51.000Z');
    expect(dateFromName('2026-07-30T09:12:51Z')?.toISOString()).toBe('2026-07-30T09:12:51.000Z');
    expect(dateFromName('spec-2026-07-30')?.toISOString()).toBe('2026-07-30T00:00:00.000Z');
    expect(dateFromName('latest')).toBeUndefined();
  });

  it('reads a time after _ or a space, with the seconds left out, and no date from an impossible one', () => {
    expect(dateFromName('2026-07-30_0912')?.toISOString()).toBe('2026-07-30T09:12:00.000Z');
    expect(dateFromName('spec 2026-07-30 09:12 final')?.toISOString()).toBe('2026-07-30T09:12:00.000Z');
    expect(dateFromName('2026-13-40T000000Z')).toBeUndefined();
  });

  it('takes only names ending in .json or .json.gz, with their path, name and date', () => {
    const dir = tempDir('drift-snapshots-names');
    for (const name of ['2026-01-01T000000Z.json', 'latest.json.gz', 'a.json.bak', 'b.jsonl', 'c.json.gz.tmp', 'd.gz', 'json']) writeFileSync(join(dir, name), '{}');
    expect(listSnapshots(dir)).toEqual([
      { path: join(dir, '2026-01-01T000000Z.json'), name: '2026-01-01T000000Z', date: new Date('2026-01-01T00:00:00Z') },
      { path: join(dir, 'latest.json.gz'), name: 'latest' },
    ]);
  });

  it('says why a folder cannot be listed: a file, or a name the system refuses', () => {
    const dir = tempDir('drift-snapshots-refused');
    writeFileSync(join(dir, 'file.json'), '{}');
    expect(() => listSnapshots(join(dir, 'file.json'))).toThrow(new InputError(join(dir, 'file.json'), 'not a folder'));
    const long = join(dir, 'x'.repeat(300));
    expect(() => listSnapshots(long)).toThrow(new InputError(long, 'cannot read folder (ENAMETOOLONG)'));
  });

  it('lists .json and .json.gz files in name order', () => {
    const dir = tempDir('drift-snapshots');
    for (const name of ['2026-02-01T000000Z.json.gz', '2026-01-01T000000Z.json', 'README.md']) writeFileSync(join(dir, name), '{}');
    expect(listSnapshots(dir).map((s) => s.name)).toEqual(['2026-01-01T000000Z', '2026-02-01T000000Z']);
    expect(() => listSnapshots(join(dir, 'missing'))).toThrow(/missing: no such folder/);
  });
});
