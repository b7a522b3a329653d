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
  for (let index = 0; index < diff.propertiesAdded.length; index++) {
    const { name, required } = diff.propertiesAdded[index]!;
    if (!unused.has(name)) at(rules.added(required), name);
  }
  for (let index = 0; index < diff.propertiesRemoved.length; index++) {
    const { name, lifecycle } = diff.propertiesRemoved[index]!;
    if (unused.has(name)) continue;
    const judged = judgeRemoval('property', lifecycle, visit.operation.policy?.stability, context);
    if (judged) report(judged.rule, placeOf(visit, name), { field: fieldOf(visit, name), ...judged.facts });
    else at(rules.removed, name);
  }
  for (let index = 0; index < diff.becameRequired.length; index++) {
    const name = diff.becameRequired[index]!;
    if (!unused.has(name)) at(rules.becameRequired, name);
  }
  for (let index = 0; index < diff.becameOptional.length; index++) {
    const name = diff.becameOptional[index]!;
    if (!unused.has(name)) at(rules.becameOptional, name);
  }
  for (let index = 0; index < diff.children.length; index++) {
    const { segment, diff: child } = diff.children[index]!;
    if ((visit.direction === 'request' ? child.readOnly : child.writeOnly)?.to) at(rules.becameUnused, segment);
  }
}
