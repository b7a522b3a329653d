import { fieldOf, placeOf } from './walk.ts';
import type { RuleFamily } from './types.ts';

/**
 * `x-extensible-enum` values (an open list: consumers must expect values it does not list yet).
 * A request value dropped from it may now be refused, as for `enum`; a response value dropped is
 * one the client will not see again, and a value added is what the convention promises to come.
 */
export const extensibleEnumRules: RuleFamily = {
  name: 'extensible-enums',
  checkSchema(visit, report) {
    const change = visit.diff.extensibleEnum;
    if (!change) return;
    const field = fieldOf(visit);
    if (change.removed.length > 0) report(visit.direction === 'request' ? 'request-extensible-enum-value-removed' : 'response-extensible-enum-value-removed', placeOf(visit), { field, values: change.removed });
    if (change.added.length > 0) report('extensible-enum-value-added', placeOf(visit), { field, values: change.added });
  },
};
