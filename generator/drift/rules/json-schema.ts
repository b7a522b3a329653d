import { CONDITION_STEP } from '../tree/keyword-steps.ts';
import type { JsonSchemaKeyword, KeywordChange } from '../tree/types.ts';
import type { RuleFamily, SchemaVisit } from './types.ts';
import { fieldOf, placeOf } from './walk.ts';

/** Each keyword's rule group: `request-<group>-narrowed`, `response-<group>-widened`, ... in the registry. */
const GROUP = {
  contains: 'contains',
  minContains: 'contains',
  maxContains: 'contains',
  prefixItems: 'prefix-items',
  then: 'conditional',
  else: 'conditional',
  dependentRequired: 'dependent-required',
  dependentSchemas: 'dependent-schemas',
  patternProperties: 'pattern-properties',
  propertyNames: 'property-names',
  unevaluatedItems: 'unevaluated',
  unevaluatedProperties: 'unevaluated',
  contentSchema: 'content',
  contentMediaType: 'content',
  contentEncoding: 'content',
} as const satisfies Record<JsonSchemaKeyword, string>;

/**
 * A request that accepts fewer payloads may refuse what a client sends; a response that may hold
 * more breaks what a client relied on. A change neither way (another schema, another encoding)
 * counts as the harmful one in each direction.
 */
function verdict(direction: SchemaVisit['direction'], effect: KeywordChange['effect']): 'narrowed' | 'widened' {
  if (effect !== 'changed') return effect;
  return direction === 'request' ? 'narrowed' : 'widened';
}

/**
 * JSON Schema 2020-12 keywords appearing, going or changing value at a node, located at the
 * keyword's step (`Thing.tags.(contains)`); changes inside their sub-schemas are visited like any
 * schema's and judged by the other families. An `if` that changed is judged here: payloads may
 * now take the other branch.
 */
export const jsonSchemaRules: RuleFamily = {
  name: 'json-schema',
  checkSchema(visit, report) {
    const { diff, direction } = visit;
    for (let index = 0; index < diff.keywords.length; index++) {
      const change = diff.keywords[index]!;
      const rule = `${direction}-${GROUP[change.keyword]}-${verdict(direction, change.effect)}` as const;
      report(rule, placeOf(visit, change.step), { field: fieldOf(visit, change.step), keyword: change.keyword, from: change.from, to: change.to });
    }
    for (let index = 0; index < diff.children.length; index++) {
      const child = diff.children[index]!;
      if (child.segment === CONDITION_STEP && child.diff.dirty) report(`${direction}-conditional-changed`, placeOf(visit, CONDITION_STEP), { field: fieldOf(visit, CONDITION_STEP) });
    }
  },
};
