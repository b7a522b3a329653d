import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { InputError } from '../load/errors.ts';

export interface SnapshotFile {
  path: string;
  /** File name without `.json` / `.json.gz`: `2026-07-30T091251Z`. */
  name: string;
  /** Publication time read from the name, when the name carries one. */
  date?: Date;
}

const SNAPSHOT_SUFFIX = /\.json(\.gz)?$/;

/** Snapshot files of a folder in name order, which is time order for date-time names. */
export function listSnapshots(dir: string): SnapshotFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(dir, code === 'ENOENT' ? 'no such folder' : code === 'ENOTDIR' ? 'not a folder' : `cannot read folder (${code ?? String(error)})`);
  }
  return names
    .filter((name) => SNAPSHOT_SUFFIX.test(name))
    .sort()
    .map((file) => {
      const name = file.replace(SNAPSHOT_SUFFIX, '');
      const date = dateFromName(name);
      return { path: join(dir, file), name, ...(date ? { date } : {}) };
    });
}

/** The names regen writes (regen/snapshots.ts, snapshotStamp), as `name` holds them: `2026-07-30T091251Z`. */
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{6}Z$/;

/**
 * The snapshots of a folder that carry regen's stamp names, oldest first, and the other `.json` /
 * `.json.gz` files beside them (a `latest.json`, a report), which are no snapshots and are named
 * back so that nothing is left out silently.
 */
export function stampedSnapshots(dir: string): { snapshots: SnapshotFile[]; skipped: string[] } {
  const snapshots: SnapshotFile[] = [];
  const skipped: string[] = [];
  for (const snapshot of listSnapshots(dir)) {
    // A stamp's shape with no such time (month 13) is no stamp either.
    if (STAMP.test(snapshot.name) && snapshot.date !== undefined) snapshots.push(snapshot);
    else skipped.push(basename(snapshot.path));
  }
  return { snapshots, skipped };
}

/** `2026-07-30T091251Z`, `2026-07-30T09:12:51Z`, `2026-07-30` (UTC), or a name that contains one. */
export function dateFromName(name: string): Date | undefined {
  const match = /(\d{4})-(\d{2})-(\d{2})(?:[T_ ](\d{2}):?(\d{2}):?(\d{2})?)?/.exec(name);
  if (!match) return undefined;
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
