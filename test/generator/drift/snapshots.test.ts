import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateFromName, listSnapshots } from '../../../generator/drift/snapshots.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

describe('snapshots', () => {
  it('reads dates from snapshot names', () => {
    expect(dateFromName('2026-07-30T091251Z')?.toISOString()).toBe('2026-07-30T09:12:51.000Z');
    expect(dateFromName('2026-07-30T09:12:51Z')?.toISOString()).toBe('2026-07-30T09:12:51.000Z');
    expect(dateFromName('spec-2026-07-30')?.toISOString()).toBe('2026-07-30T00:00:00.000Z');
    expect(dateFromName('latest')).toBeUndefined();
  });

  it('lists .json and .json.gz files in name order', () => {
    const dir = tempDir('drift-snapshots');
    for (const name of ['2026-02-01T000000Z.json.gz', '2026-01-01T000000Z.json', 'README.md']) writeFileSync(join(dir, name), '{}');
    expect(listSnapshots(dir).map((s) => s.name)).toEqual(['2026-01-01T000000Z', '2026-02-01T000000Z']);
    expect(() => listSnapshots(join(dir, 'missing'))).toThrow(/missing: no such folder/);
  });
});
