import { operationTypeName } from '../../model/naming.ts';
import type { OperationSide } from '../tree/types.ts';
import { operationPlace } from './places.ts';
import type { RuleContext, RuleFamily } from './types.ts';
import type { MessageFacts } from '../messages.ts';
import type { RuleId } from './registry.ts';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Operations added, removed (judged against a sunset date or the deprecation window), renamed in place or with path parameters renamed. */
export const operationRules: RuleFamily = {
  name: 'operations',
  checkTree(tree, context, report) {
    for (const side of tree.operations.added) report('operation-added', operationPlace(side, false), { operationId: side.operationId });
    for (const side of tree.operations.removed) {
      const { rule, facts } = judgeRemoval(side, context);
      report(rule, operationPlace(side, false), facts);
    }
    for (const operation of tree.operations.common) {
      if (operation.pathRenamed) {
        const { from, to, parameters } = operation.pathRenamed;
        const place = operationPlace(operation.new, false);
        report('path-parameter-renamed', { ...place, symbols: [...place.symbols, { path: to }] }, { from, to, renames: parameters.map((p) => `${p.from} -> ${p.to}`) });
      }
      if (operation.old.routeNamed && !operation.new.routeNamed) {
        report('operation-id-added', operationPlace(operation.new, false), { operationId: operation.new.operationId, from: operationTypeName(operation.old.operationId), to: operationTypeName(operation.new.operationId) });
      } else if (operation.old.operationId !== operation.new.operationId) {
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
function judgeRemoval(side: OperationSide, context: RuleContext): { rule: RuleId; facts: MessageFacts } {
  const facts: MessageFacts = { operationId: side.operationId, window: context.deprecationWindowDays };
  const removedAt = context.comparedAt ?? context.history?.latest;
  // An announced sunset date settles it: the removal came before it or after it.
  if (side.sunset !== undefined) {
    const after = (removedAt ?? context.now).getTime() >= Date.parse(side.sunset);
    if (after || side.deprecated) return { rule: after ? 'operation-removed-after-sunset' : 'operation-removed-before-sunset', facts: { ...facts, sunset: side.sunset } };
  }
  if (!side.deprecated) return { rule: 'operation-removed-without-deprecation', facts };
  const since = removedAt && context.history?.deprecatedSince(side.key, removedAt);
  if (!removedAt || !since) return { rule: 'operation-removed-deprecated', facts };
  const days = Math.floor((removedAt.getTime() - since.getTime()) / DAY_MS);
  const rule = days >= context.deprecationWindowDays ? 'operation-removed-after-deprecation-window' : 'operation-removed-before-deprecation-window';
  return { rule, facts: { ...facts, days, since: isoDay(since) } };
}
