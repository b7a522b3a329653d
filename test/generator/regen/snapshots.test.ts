import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dateFromName } from '../../../generator/drift/snapshots.ts';
import { newestSnapshot, nextSnapshotStamp, snapshotStamp, snapshotStamps } from '../../../generator/regen/snapshots.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

describe('snapshot stamps', () => {
  it('name a snapshot by UTC date-time like the real history, and read back', () => {
    const date = new Date('2026-07-30T09:12:51.734Z');
    expect(snapshotStamp(date)).toBe('2026-07-30T091251Z');
    expect(dateFromName('2026-07-30T091251Z')!.toISOString()).toBe('2026-07-30T09:12:51.000Z');
  });

  it('always sort after the newest existing snapshot, whatever the clock says', () => {
    const dir = tempDir('snapshots');
    // Only names of the real history's form count: not a note, a backup, a name with a prefix.
    for (const name of ['2026-07-30T091251Z.json', '2025-01-01T000000Z.json', '2025-06-01T000000Z.json', 'notes.md', '2099-01-01T000000Z.json.bak', 'x2099-01-01T000000Z.json']) writeFileSync(join(dir, name), '{}');
    expect(snapshotStamps(dir)).toEqual(['2025-01-01T000000Z', '2025-06-01T000000Z', '2026-07-30T091251Z']);
    expect(nextSnapshotStamp(dir, new Date('2026-08-01T00:00:00Z'))).toBe('2026-08-01T000000Z');
    expect(nextSnapshotStamp(dir, new Date('2026-07-30T09:12:51Z'))).toBe('2026-07-30T091252Z');
    expect(nextSnapshotStamp(dir, new Date('2020-01-01T00:00:00Z'))).toBe('2026-07-30T091252Z');
    expect(nextSnapshotStamp(join(dir, 'none'), new Date('2020-01-01T00:00:00Z'))).toBe('2020-01-01T000000Z');
  });

  it('count a compressed snapshot as history too, as the drift history and the changelog do: a new one never sorts before it', () => {
    const dir = tempDir('snapshots');
    // The real history's files are gzip JSON: a project keeping its snapshots that way.
    for (const name of ['2025-06-01T000000Z.json', '2026-07-30T091251Z.json.gz', 'notes.json.gz', '2099-01-01T000000Z.json.gz.bak']) writeFileSync(join(dir, name), '{}');
    expect(snapshotStamps(dir)).toEqual(['2025-06-01T000000Z', '2026-07-30T091251Z']);
    expect(nextSnapshotStamp(dir, new Date('2026-07-30T09:12:51Z'))).toBe('2026-07-30T091252Z');
    expect(nextSnapshotStamp(dir, new Date('2026-01-01T00:00:00Z'))).toBe('2026-07-30T091252Z');
    expect(nextSnapshotStamp(dir, new Date('2026-08-01T00:00:00Z'))).toBe('2026-08-01T000000Z');
  });

  it('give the newest snapshot with its text, a compressed one expanded, and none for an empty history', () => {
    const dir = tempDir('snapshots');
    expect(newestSnapshot(dir)).toBeUndefined();
    writeFileSync(join(dir, '2025-01-01T000000Z.json'), 'older');
    writeFileSync(join(dir, '2026-01-01T000000Z.json.gz'), gzipSync('newest'));
    writeFileSync(join(dir, 'x2099-01-01T000000Z.json'), 'not a stamp');
    expect(newestSnapshot(dir)).toEqual({ path: join(dir, '2026-01-01T000000Z.json.gz'), text: 'newest' });
  });
});
