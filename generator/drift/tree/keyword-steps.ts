/**
 * How a location names a step into a JSON Schema keyword (json-schema-keywords.ts): `(contains)`,
 * `(then)`, `(prefixItems[1])`, `(dependentSchemas[card])`, `(patternProperties[^x-])`. A step is
 * the keyword, and for a keyword holding a list or a map the entry, in parentheses, so it reads
 * apart from a property name; `Thing.tags.(contains)` is `/components/schemas/Thing/properties/tags/contains`.
 *
 * An entry is a property name or a regular expression, so anything: the characters that would
 * end the step or the location's token (`.`, parentheses, brackets, whitespace) and `%` itself are
 * percent-encoded, UTF-8 as encodeURIComponent writes them. decodeURIComponent reads an entry back.
 */

const UNSAFE_IN_ENTRY = /[%\s.()[\]]/gu;

/** encodeURIComponent leaves `.`, `(` and `)` alone: those are written by hand. */
const encodeCharacter = (character: string) => (/^[.()]$/.test(character) ? `%${character.charCodeAt(0).toString(16).toUpperCase()}` : encodeURIComponent(character));

export const encodeEntry = (entry: string): string => entry.replace(UNSAFE_IN_ENTRY, encodeCharacter);

export function keywordStep(keyword: string, entry?: string | number): string {
  return entry === undefined ? `(${keyword})` : `(${keyword}[${typeof entry === 'number' ? entry : encodeEntry(entry)}])`;
}

/** The step into `if`: diffed for whether it changed, never judged as a schema a payload must match. */
export const CONDITION_STEP = keywordStep('if');

const KEYWORD_STEP = /^\((?:contains|minContains|maxContains|if|then|else|propertyNames|unevaluatedItems|unevaluatedProperties|contentSchema|contentMediaType|contentEncoding)\)$|^\((?:prefixItems|dependentRequired|dependentSchemas|patternProperties)\[[^\]]*\]\)$/;

/** Whether a location segment steps into a keyword (not a property, `[]`, `{}` or a oneOf/anyOf option). */
export const isKeywordStep = (segment: string): boolean => KEYWORD_STEP.test(segment);
