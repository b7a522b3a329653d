import { operationTypeName } from '../../model/naming.ts';
import type { OperationSide } from '../tree/types.ts';
import { operationPlace } from './places.ts';
import type { RuleContext, RuleFamily } from './types.ts';
import type { MessageFacts } from '../messages.ts';
import type { RuleId } from './registry.ts';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Operations added, removed (judged against the deprecation window) or renamed in place. */
export const operationRules: RuleFamily = {
  name: 'operations',
  checkTree(tree, context, report) {
    for (const side of tree.operations.added) report('operation-added', operationPlace(side, false), { operationId: side.operationId });
    for (const side of tree.operations.removed) {
      const { rule, facts } = judgeRemoval(side, context);
      report(rule, operationPlace(side, false), facts);
    }
    for (const operation of tree.operations.common) {
      if (operation.old.operationId !== operation.new.operationId) {
        const sameTypeName = operationTypeName(operation.old.operationId) === operationTypeName(operation.new.operationId);
        report('operation-id-changed', operationPlace(operation.new, false), { from: operation.old.operationId, to: operation.new.operationId, sameTypeName });
      }
    }
  },
};

/**
 * The reference promises a window between deprecation and removal. Whether it was honoured needs
 * to know when the deprecation started, which only the snapshot history can tell.
 */
export function judgeRemoval(side: OperationSide, context: RuleContext): { rule: RuleId; facts: MessageFacts } {
  const facts: MessageFacts = { operationId: side.operationId, window: context.deprecationWindowDays };
  if (!side.deprecated) return { rule: 'operation-removed-without-deprecation', facts };
  const removedAt = context.comparedAt ?? context.history?.latest;
  const since = removedAt && context.history?.deprecatedSince(side.key, removedAt);
  if (!removedAt || !since) return { rule: 'operation-removed-deprecated', facts };
  const days = Math.floor((removedAt.getTime() - since.getTime()) / DAY_MS);
  const rule = days >= context.deprecationWindowDays ? 'operation-removed-after-deprecation-window' : 'operation-removed-before-deprecation-window';
  return { rule, facts: { ...facts, days, since: isoDay(since) } };
}
