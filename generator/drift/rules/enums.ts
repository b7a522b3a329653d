import { fieldOf, placeOf } from './walk.ts';
import type { RuleFamily } from './types.ts';

/** Enum values, judged by direction: a request loses accepted values, a response gains possible ones. */
export const enumRules: RuleFamily = {
  name: 'enums',
  checkSchema(visit, report) {
    const { diff } = visit;
    const place = () => placeOf(visit, undefined, true);
    const field = fieldOf(visit);
    const request = visit.direction === 'request';
    if (diff.enumRemoved.length > 0) report(request ? 'request-enum-value-removed' : 'response-enum-value-removed', place(), { field, values: diff.enumRemoved });
    if (diff.enumAdded.length > 0) report(request ? 'request-enum-value-added' : 'response-enum-value-added', place(), { field, values: diff.enumAdded });
    const presence = diff.enumPresence;
    if (presence?.to) report(request ? 'request-became-enum' : 'response-became-enum', place(), { field, values: presence.values });
    if (presence?.from) report(request ? 'request-enum-dropped' : 'response-enum-dropped', place(), { field, values: presence.values });
  },
};
