import { existsSync, readFileSync } from 'node:fs';
import { checkSurface } from '../surface/check.ts';

export interface StagedSurface {
  /** Breaking surface changes (removed or changed exports), one line each. */
  breaks: string[];
  /** Compatible ones (new exports and members, widened unions), one line each. */
  added: string[];
  /** True when the breaks stop the landing: not accepted by flag or by an accepted drift break. */
  blocking: boolean;
  /** The baseline to write with the landing, when it differs from the committed one. */
  updated: string | undefined;
}

/**
 * The API-surface gate on a freshly generated package: a break the drift checker missed blocks
 * unless accepted; additions simply move the baseline forward with the update.
 */
export function checkStagedSurface(packageDir: string, baselineFile: string, accepted: boolean): StagedSurface {
  const surface = checkSurface(packageDir, baselineFile);
  const blocking = surface.breaking.length > 0 && !accepted;
  const current = existsSync(baselineFile) ? readFileSync(baselineFile, 'utf8') : undefined;
  return { breaks: surface.breaking, added: surface.added, blocking, updated: blocking || current === surface.text ? undefined : surface.text };
}
