/** The one place releases ask the API-surface check what changed in a package. */
import { checkSurface } from '../surface/check.ts';
import type { SurfaceChanges } from './classify.ts';

/** Breaks and additions of the package in `packageDir` against the committed baseline (none: nothing to compare). */
export function surfaceChanges(packageDir: string, baselineFile: string, entry: string): SurfaceChanges {
  const surface = checkSurface(packageDir, baselineFile, entry);
  return { breaking: surface.breaking, added: surface.added };
}
