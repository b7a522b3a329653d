import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * The real published spec versions: test data read at run time from ../shared, never copied.
 * CI clones the project with shared/ beside it, so the path is relative to the project root.
 */
export const REAL_SPECS_DIR = resolve(import.meta.dirname, '../../../shared/specs/incident-io');

/** Snapshot file paths in time order (their names sort by UTC date-time). */
export function realSpecPaths(): string[] {
  if (!existsSync(REAL_SPECS_DIR)) {
    // One line a reader can act on, not a stack trace ending in ENOENT.
    throw new Error(`the real-spec tests read the published spec history from ../shared, which this clone lacks: ${REAL_SPECS_DIR} not found (clone the shared data beside the project)`);
  }
  return readdirSync(REAL_SPECS_DIR)
    .filter((name) => name.endsWith('.json.gz'))
    .sort()
    .map((name) => join(REAL_SPECS_DIR, name));
}

export const newestRealSpecPath = (): string => realSpecPaths().at(-1)!;

/** `2026-07-30T091251Z` for a snapshot path. */
export const snapshotName = (path: string): string => path.slice(path.lastIndexOf('/') + 1).replace(/\.json\.gz$/, '');

export const readRealSpecText = (path: string): string => gunzipSync(readFileSync(path)).toString('utf8');

export const readRealSpec = (path: string): Record<string, unknown> => JSON.parse(readRealSpecText(path));
