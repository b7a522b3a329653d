import { fieldOf, placeOf } from './walk.ts';
import type { RuleFamily } from './types.ts';

/**
 * A `const` swapped for another value. A request that sent the old value is refused; a response
 * that returned it now returns another, outside the literal type the client was generated with.
 */
export const constRules: RuleFamily = {
  name: 'consts',
  checkSchema(visit, report) {
    const change = visit.diff.const;
    if (!change) return;
    report(visit.direction === 'request' ? 'request-const-changed' : 'response-const-changed', placeOf(visit, undefined, true), { field: fieldOf(visit), from: change.from, to: change.to });
  },
};
