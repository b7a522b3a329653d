import type { MessageFacts } from '../messages.ts';
import type { SchemaDiff, SchemaOption } from '../tree/types.ts';
import type { RuleId } from './registry.ts';
import type { Report, SchemaVisit } from './types.ts';
import { fieldOf, placeOf } from './walk.ts';

/** `oneOf CatV2`, `anyOf #1` (the second inline option). */
const showOption = (option: SchemaOption) => `${option.keyword} ${option.name}`;

/** A discriminator's property renamed, or mapping values that no longer lead where they did. */
function discriminatorChanges(diff: SchemaDiff): MessageFacts[] {
  const facts: MessageFacts[] = [];
  if (diff.discriminator) facts.push({ keyword: 'propertyName', from: diff.discriminator.from, to: diff.discriminator.to });
  if (diff.discriminatorMappingRemoved.length > 0) facts.push({ keyword: 'mapping', from: diff.discriminatorMappingRemoved, to: undefined });
  return facts;
}

/** oneOf/anyOf options added or removed and discriminator changes at a node, under the direction's rule ids. */
export function reportUnion(visit: SchemaVisit, report: Report, rules: { added: RuleId; removed: RuleId; discriminator: RuleId }): void {
  const { diff } = visit;
  const field = fieldOf(visit);
  if (diff.optionsRemoved.length > 0) report(rules.removed, placeOf(visit), { field, options: diff.optionsRemoved.map(showOption) });
  if (diff.optionsAdded.length > 0) report(rules.added, placeOf(visit), { field, options: diff.optionsAdded.map(showOption) });
  for (const facts of discriminatorChanges(diff)) report(rules.discriminator, placeOf(visit), { field, ...facts });
}
