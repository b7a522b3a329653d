/**
 * Patterns that constrain nothing. A JSON Schema `pattern` matches anywhere in the string (it is
 * not anchored), so a pattern that can match the empty string without looking at its neighbours
 * matches at the start of every string: `''`, `.*`, `(x)?`, `^`. Such a pattern added, removed or
 * swapped for another of its kind changes no value a schema accepts.
 */

/** Zero-width tests that look at what surrounds a match (`$`, `\b`, lookarounds): a match of '' may then depend on the string. */
const CONTEXT_ASSERTION = /\$|\\[bB]|\(\?<?[=!]|(?<!^)\^/;

export function matchesEveryString(pattern: unknown): boolean {
  if (typeof pattern !== 'string') return false;
  if (pattern === '') return true;
  // A backslash escapes what follows: an escaped `$` or `^` is a character, not an anchor, yet counting it as one only errs on the safe side.
  if (CONTEXT_ASSERTION.test(pattern)) return false;
  try {
    return new RegExp(pattern, 'u').test('');
  } catch {
    // A pattern this engine cannot read is judged as written: a change to it is a change.
    return false;
  }
}

/** The pattern as a constraint: undefined for none, and for one that matches every string. */
export const effectivePattern = (pattern: unknown): unknown => (matchesEveryString(pattern) ? undefined : pattern);
