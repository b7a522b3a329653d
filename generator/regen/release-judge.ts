/**
 * How regen classifies the release it lands: by its own drift report (every change, those the
 * ignore file or --accept-breaking accepted included: an accepted break still breaks consumers)
 * and the staged package's API surface; the document's date is its snapshot's. A regen is a live
 * document, so a reference-edition version moves to 1.0.0 (release/landing.ts).
 */
import type { LandingJudge } from '../release/landing.ts';
import { classifyLanding } from '../release/classify.ts';
import type { DriftResult } from './collaborators.ts';
import type { StagedSurface } from './surface-gate.ts';

/** `surfaceOf` is the surface gate on a staged package: the pipeline keeps its answer for the gate itself. */
export function regenJudge(drift: DriftResult, documentDate: Date, surfaceOf: (packageDir: string) => StagedSurface): LandingJudge {
  return async ({ packageDir }) => {
    const surface = surfaceOf(packageDir);
    const changes = [...drift.report.changes, ...drift.report.ignored];
    return { ...classifyLanding(changes, { breaking: surface.breaks, added: surface.added }), documentDate: documentDate.toISOString(), edition: 'live' };
  };
}
