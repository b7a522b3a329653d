import type { Change } from '../tree/types.ts';
import { changedPolicies } from './places.ts';
import type { Place, Report, RuleFamily } from './types.ts';
import { fieldOf, placeOf } from './walk.ts';

/** `x-stability-level` as oasdiff reads it, least stable first. */
const LEVELS = ['draft', 'alpha', 'beta', 'stable'] as const;

/** A written level's rank; an element that writes none is stable, as oasdiff reads it; -1 for any other value. */
const rankOf = (value: unknown) => (value === undefined ? LEVELS.length - 1 : LEVELS.indexOf(value as (typeof LEVELS)[number]));

/**
 * Stability levels changed on an operation, a parameter or a schema (a property's, usually): a
 * decrease takes back the promise that it changes only through deprecation, an increase gives
 * one, a value that is no level promises nothing anyone can read. Removing what is stable without
 * deprecation is judged where the removal is (lifecycle.ts judgeRemoval).
 */
export const stabilityRules: RuleFamily = {
  name: 'stability',
  checkTree(tree, _context, report) {
    for (const { policy, place, field } of changedPolicies(tree)) if (policy.stability) reportStability(policy.stability, place, field, report);
  },
  checkSchema(visit, report) {
    const stability = visit.diff.policy?.stability;
    if (stability) reportStability(stability, placeOf(visit), fieldOf(visit), report);
  },
};

function reportStability(change: Change<unknown>, place: Place, field: string, report: Report): void {
  const from = rankOf(change.from);
  const to = rankOf(change.to);
  if (to < 0) report('stability-level-invalid', place, { field, to: change.to });
  // An old value that was no level was reported when it was written: nothing to compare it with.
  else if (from >= 0 && from !== to) report(to < from ? 'stability-decreased' : 'stability-increased', place, { field, from: LEVELS[from], to: LEVELS[to] });
}
