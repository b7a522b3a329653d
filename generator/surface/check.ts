import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatBaseline, parseBaseline } from './baseline.ts';
import { compareSurface, type SurfaceDiff } from './compare.ts';
import { computeSurface } from './compute.ts';

export interface SurfaceCheck extends SurfaceDiff {
  /** The package's surface now, in baseline form (what `--accept` writes). */
  text: string;
  /** False when there was no baseline yet: everything is new, nothing can have broken. */
  hadBaseline: boolean;
}

/** The surface of the package in `packageDir` against the committed baseline file. */
export function checkSurface(packageDir: string, baselineFile: string, entry = 'index.ts'): SurfaceCheck {
  const text = formatBaseline(computeSurface(join(packageDir, entry)));
  if (!existsSync(baselineFile)) return { text, hadBaseline: false, breaking: [], added: [] };
  const diff = compareSurface(parseBaseline(readFileSync(baselineFile, 'utf8')), parseBaseline(text));
  return { text, hadBaseline: true, ...diff };
}
