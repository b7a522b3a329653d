import { fieldOf, placeOf } from './walk.ts';
import type { RuleFamily } from './types.ts';

/** A format change with the type kept (`uuid` -> ULID-style strings): compatible by policy. */
export const formatRules: RuleFamily = {
  name: 'formats',
  checkSchema(visit, report) {
    const { diff } = visit;
    if (diff.format && !diff.type) report('format-changed', placeOf(visit), { field: fieldOf(visit), from: diff.format.from, to: diff.format.to });
  },
};
