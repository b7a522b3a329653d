import type { MessageFacts } from '../messages.ts';
import type { SchemaDiff, SchemaOption } from '../tree/types.ts';

/** `oneOf CatV2`, `anyOf #1` (the second inline option). */
export const showOption = (option: SchemaOption) => `${option.keyword} ${option.name}`;

/** A discriminator's property renamed, or mapping values that no longer lead where they did. */
export function discriminatorChanges(diff: SchemaDiff): MessageFacts[] {
  const facts: MessageFacts[] = [];
  if (diff.discriminator) facts.push({ keyword: 'propertyName', from: diff.discriminator.from, to: diff.discriminator.to });
  if (diff.discriminatorMappingRemoved.length > 0) facts.push({ keyword: 'mapping', from: diff.discriminatorMappingRemoved, to: undefined });
  return facts;
}
