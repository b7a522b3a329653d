import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dateFromName } from '../drift/snapshots.ts';

/** `2026-07-30T091251Z`: the real history's naming, so both sort by time the same way. */
export function snapshotStamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '');
}

/** The snapshot names in `dir`, oldest first (names sort by UTC date-time). */
export function snapshotNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^\d{4}-\d{2}-\d{2}T\d{6}Z\.json$/.test(name))
    .sort();
}

/**
 * A stamp for `date` that sorts after every existing snapshot: two runs within one second, or
 * a clock behind the newest snapshot, must still append rather than overwrite history.
 */
export function nextSnapshotStamp(dir: string, date: Date): string {
  const newest = snapshotNames(dir).at(-1)?.replace(/\.json$/, '');
  const stamp = snapshotStamp(date);
  if (newest === undefined || stamp > newest) return stamp;
  return snapshotStamp(new Date(dateFromName(newest)!.getTime() + 1_000));
}

export const snapshotPath = (dir: string, stamp: string): string => join(dir, `${stamp}.json`);
