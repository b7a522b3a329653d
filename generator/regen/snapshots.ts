import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { dateFromName, listSnapshots } from '../drift/snapshots.ts';

/** `2026-07-30T091251Z`: the real history's naming, so both sort by time the same way. */
export function snapshotStamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '');
}

/** A name of the real history's form: a stamp alone, without a prefix or a note. */
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{6}Z$/;

/**
 * The stamps of the snapshots in `dir`, oldest first (stamps sort by UTC date-time): `.json` and
 * `.json.gz` alike, as the drift history and the changelog read the folder, so a compressed
 * snapshot is history too and a new one never sorts before it.
 */
export function snapshotStamps(dir: string): string[] {
  return stampNamedSnapshots(dir).map((snapshot) => snapshot.name);
}

const stampNamedSnapshots = (dir: string) => (existsSync(dir) ? listSnapshots(dir).filter((snapshot) => STAMP.test(snapshot.name)) : []);

/**
 * A stamp for `date` that sorts after every existing snapshot: two runs within one second, or
 * a clock behind the newest snapshot, must still append rather than overwrite history.
 */
export function nextSnapshotStamp(dir: string, date: Date): string {
  const newest = snapshotStamps(dir).at(-1);
  const stamp = snapshotStamp(date);
  if (newest === undefined || stamp > newest) return stamp;
  return snapshotStamp(new Date(dateFromName(newest)!.getTime() + 1_000));
}

export const snapshotPath = (dir: string, stamp: string): string => join(dir, `${stamp}.json`);

/** The newest stamp-named snapshot with its text (a `.json.gz` expanded), or undefined when there is none. */
export function newestSnapshot(dir: string): { path: string; text: string } | undefined {
  const snapshots = stampNamedSnapshots(dir);
  const newest = snapshots.at(-1)?.name;
  if (newest === undefined) return undefined;
  // The first file of that name: `X.json` before `X.json.gz` when both are there.
  const file = snapshots.find((snapshot) => snapshot.name === newest)!;
  const bytes = readFileSync(file.path);
  return { path: file.path, text: (file.path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8') };
}
