import { judgeRemoval } from './lifecycle.ts';
import type { RuleId } from './registry.ts';
import type { Report, RuleContext, SchemaVisit } from './types.ts';
import { fieldOf, placeOf, unusedProperties } from './walk.ts';

/**
 * Properties added, removed, made required or optional at a node, and properties that turned
 * unused in the visit's direction (readOnly in a request, writeOnly in a response), under the
 * direction's rule ids. Properties the direction never carries are skipped. A removed property
 * that declared its lifecycle (a sunset, a deprecation date, stability) is judged by it instead.
 */
export function reportProperties(
  visit: SchemaVisit,
  report: Report,
  context: RuleContext,
  rules: { added: (required: boolean) => RuleId; removed: RuleId; becameRequired: RuleId; becameOptional: RuleId; becameUnused: RuleId },
): void {
  const { diff } = visit;
  const unused = unusedProperties(visit);
  const at = (rule: RuleId, name: string) => report(rule, placeOf(visit, name), { field: fieldOf(visit, name) });
  for (const { name, required } of diff.propertiesAdded) if (!unused.has(name)) at(rules.added(required), name);
  for (const { name, lifecycle } of diff.propertiesRemoved) {
    if (unused.has(name)) continue;
    const judged = judgeRemoval('property', lifecycle, visit.operation.policy?.stability, context);
    if (judged) report(judged.rule, placeOf(visit, name), { field: fieldOf(visit, name), ...judged.facts });
    else at(rules.removed, name);
  }
  for (const name of diff.becameRequired) if (!unused.has(name)) at(rules.becameRequired, name);
  for (const name of diff.becameOptional) if (!unused.has(name)) at(rules.becameOptional, name);
  for (const { segment, diff: child } of diff.children) {
    if ((visit.direction === 'request' ? child.readOnly : child.writeOnly)?.to) at(rules.becameUnused, segment);
  }
}
