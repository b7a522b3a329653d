import { fieldOf, placeOf } from './walk.ts';
import type { RuleFamily } from './types.ts';

/**
 * A plain schema split into a oneOf/anyOf. A request breaks when the options together refuse a
 * payload the schema took: one valid for two `oneOf` options at once, or one valid for none. A
 * response's typed union hides the properties not every option declares until code narrows it.
 */
export const choiceRules: RuleFamily = {
  name: 'choices',
  checkSchema(visit, report) {
    const change = visit.diff.becameChoice;
    if (!change) return;
    const field = fieldOf(visit);
    const options = change.options.map((name) => `${change.keyword} ${name}`);
    if (visit.direction === 'request') {
      if (change.overlaps.length > 0 || change.uncovered) report('request-became-choice', placeOf(visit), { field, options, overlaps: change.overlaps, ...(change.uncovered && { uncovered: change.uncovered }) });
    } else if (change.notOnEvery.length > 0) {
      report('response-became-choice', placeOf(visit), { field, options, properties: change.notOnEvery });
    }
  },
};
