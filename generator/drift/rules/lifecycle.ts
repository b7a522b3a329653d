import type { MessageFacts } from '../messages.ts';
import { lifecycleDate } from '../tree/sunset.ts';
import type { Lifecycle, PolicyChange } from '../tree/types.ts';
import { changedPolicies } from './places.ts';
import type { RuleId } from './registry.ts';
import type { Place, Report, RuleContext, RuleFamily } from './types.ts';
import { fieldOf, placeOf } from './walk.ts';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const REMOVALS = {
  parameter: {
    beforeSunset: 'parameter-removed-before-sunset',
    afterSunset: 'parameter-removed-after-sunset',
    beforeWindow: 'parameter-removed-before-deprecation-window',
    afterWindow: 'parameter-removed-after-deprecation-window',
  },
  property: {
    beforeSunset: 'property-removed-before-sunset',
    afterSunset: 'property-removed-after-sunset',
    beforeWindow: 'property-removed-before-deprecation-window',
    afterWindow: 'property-removed-after-deprecation-window',
  },
} as const satisfies Record<string, Record<string, RuleId>>;

/**
 * A removed parameter or property judged by the lifecycle its old document declared, as a removed
 * operation is (operations.ts): an announced sunset settles it (before it, of something deprecated,
 * an error; after it, info); else a deprecation dated by the document (`x-deprecated-since`) is
 * judged against the deprecation window; else something marked `x-stability-level: stable` (itself,
 * or the operation carrying it) removed without deprecation is an error. Undefined leaves the removal
 * to the direction's own rule: the snapshot history dates operations only, so a deprecation with no
 * date of its own has an unknown age. The removal happened when the new document was published
 * (its snapshot date, else the history's newest), else now.
 */
export function judgeRemoval(kind: keyof typeof REMOVALS, lifecycle: Lifecycle | undefined, operationStability: unknown, context: RuleContext): { rule: RuleId; facts: MessageFacts } | undefined {
  const rules = REMOVALS[kind];
  const removedAt = context.comparedAt ?? context.history?.latest ?? context.now;
  const sunset = lifecycleDate(lifecycle?.sunset);
  if (sunset !== undefined) {
    const after = removedAt.getTime() >= sunset.getTime();
    if (after || lifecycle?.deprecated) return { rule: after ? rules.afterSunset : rules.beforeSunset, facts: { sunset: lifecycle!.sunset as string } };
  }
  if (lifecycle?.deprecated) {
    const since = lifecycleDate(lifecycle.deprecatedSince);
    if (since === undefined || since.getTime() > removedAt.getTime()) return undefined;
    const days = Math.floor((removedAt.getTime() - since.getTime()) / DAY_MS);
    const facts: MessageFacts = { days, since: isoDay(since), sinceFrom: 'document', window: context.deprecationWindowDays };
    return { rule: days >= context.deprecationWindowDays ? rules.afterWindow : rules.beforeWindow, facts };
  }
  return (lifecycle?.stability ?? operationStability) === 'stable' ? { rule: 'stable-removed-without-deprecation', facts: {} } : undefined;
}

/**
 * Sunsets changed on what stays: deleted from an operation, parameter or property still deprecated
 * (the date a consumer planned its migration by is withdrawn), or written so it reads as no date
 * (nothing can be judged by it). The removals judged by a sunset are reported where each removal is
 * (request-params.ts, properties.ts), through judgeRemoval.
 */
export const lifecycleRules: RuleFamily = {
  name: 'lifecycle',
  checkTree(tree, _context, report) {
    for (const { policy, place, field } of changedPolicies(tree)) reportSunset(policy, place, field, report);
  },
  checkSchema(visit, report) {
    // Placed only when there is a sunset to judge: nearly every visit has none.
    if (visit.diff.policy?.sunset) reportSunset(visit.diff.policy, placeOf(visit), fieldOf(visit), report);
  },
};

function reportSunset(change: PolicyChange | undefined, place: Place, field: string, report: Report): void {
  const sunset = change?.sunset;
  if (!sunset) return;
  if (sunset.to === undefined) {
    if (change.deprecated) report('sunset-deleted', place, { field, from: sunset.from });
  } else if (lifecycleDate(sunset.to) === undefined) {
    report('sunset-invalid', place, { field, to: sunset.to });
  }
}
