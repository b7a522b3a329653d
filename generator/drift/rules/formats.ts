import { fieldOf, placeOf } from './walk.ts';
import type { RuleFamily } from './types.ts';

/** Formats that describe a value without restricting it (a JSON number is already a double; int64 bounds no JavaScript integer). */
const DESCRIPTIVE_FORMATS = new Set(['password', 'binary', 'textarea', 'markdown', 'html', 'int64', 'double', 'float']);

/**
 * A format change with the type kept (`uuid` -> ULID-style strings): compatible by policy. A
 * request string that had no format and gains one may now refuse values it took: a warning.
 */
export const formatRules: RuleFamily = {
  name: 'formats',
  checkSchema(visit, report) {
    const { diff } = visit;
    if (!diff.format || diff.type) return;
    const { from, to } = diff.format;
    const restricted = visit.direction === 'request' && from === undefined && to !== undefined && !DESCRIPTIVE_FORMATS.has(to);
    report(restricted ? 'request-format-restricted' : 'format-changed', placeOf(visit), { field: fieldOf(visit), from, to });
  },
};
