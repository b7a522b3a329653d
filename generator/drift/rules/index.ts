import { MESSAGES } from '../messages.ts';
import type { DocumentDiff } from '../tree/types.ts';
import { deprecationRules } from './deprecation.ts';
import { choiceRules } from './choices.ts';
import { constRules } from './consts.ts';
import { enumRules } from './enums.ts';
import { eventRules } from './events.ts';
import { extensibleEnumRules } from './extensible-enums.ts';
import { formatRules } from './formats.ts';
import { jsonSchemaRules } from './json-schema.ts';
import { lifecycleRules } from './lifecycle.ts';
import { operationRules } from './operations.ts';
import { ruleInfo, type Level, type RuleId } from './registry.ts';
import { requestBodyRules } from './request-body.ts';
import { requestParameterRules } from './request-params.ts';
import { responseBodyRules } from './response-body.ts';
import { securityRules } from './security.ts';
import { stabilityRules } from './stability.ts';
import type { Place, RuleContext, RuleFamily } from './types.ts';
import { walkSchemas } from './walk.ts';

export const FAMILIES: readonly RuleFamily[] = [
  operationRules,
  eventRules,
  deprecationRules,
  requestParameterRules,
  requestBodyRules,
  responseBodyRules,
  jsonSchemaRules,
  enumRules,
  constRules,
  choiceRules,
  formatRules,
  securityRules,
  lifecycleRules,
  stabilityRules,
  extensibleEnumRules,
];

/** One judged change, before severity overrides and ignores. */
export interface Finding extends Place {
  id: RuleId;
  level: Level;
  message: string;
}

/** Runs every family over the tree: operation-level checks, then one shared walk of changed schemas. */
export function applyRules(tree: DocumentDiff, context: RuleContext, families: readonly RuleFamily[] = FAMILIES): Finding[] {
  const findings: Finding[] = [];
  const report = (id: RuleId, place: Place, facts: Parameters<(typeof MESSAGES)[RuleId]>[0]) => {
    findings.push({ id, level: ruleInfo(id).level, ...place, message: MESSAGES[id](facts) });
  };
  for (const family of families) family.checkTree?.(tree, context, report);
  const schemaFamilies = families.filter((family) => family.checkSchema);
  walkSchemas(tree, (visit) => {
    for (let index = 0; index < schemaFamilies.length; index++) schemaFamilies[index]!.checkSchema!(visit, report, context);
  });
  return findings;
}
