import { readFileSync, existsSync } from 'node:fs';
import { checkSurface } from '../surface/check.ts';

export interface StagedSurface {
  /** Breaking surface changes that block the landing (empty when accepted or none). */
  breaks: string[];
  /** The baseline to write with the landing, when it differs from the committed one. */
  updated: string | undefined;
}

/**
 * The API-surface gate on a freshly generated package: a break the drift checker missed still
 * blocks unless accepted; additions simply move the baseline forward with the update.
 */
export function checkStagedSurface(packageDir: string, baselineFile: string, accept: boolean): StagedSurface {
  const surface = checkSurface(packageDir, baselineFile);
  if (surface.breaking.length > 0 && !accept) return { breaks: surface.breaking, updated: undefined };
  const current = existsSync(baselineFile) ? readFileSync(baselineFile, 'utf8') : undefined;
  return { breaks: [], updated: current === surface.text ? undefined : surface.text };
}
