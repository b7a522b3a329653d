import { operationTypeName } from '../../model/naming.ts';
import type { OperationSide } from '../tree/types.ts';
import { operationPlace } from './places.ts';
import type { RuleContext, RuleFamily } from './types.ts';
import type { MessageFacts } from '../messages.ts';
import type { RuleId } from './registry.ts';
import { lifecycleDate } from '../tree/sunset.ts';

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
    const { common } = tree.operations;
    for (let index = 0; index < common.length; index++) {
      const operation = common[index]!;
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
 * to know when the deprecation started: the document's own date first (x-deprecated-since, a
 * Deprecation header), else the snapshot history. A deprecation the snapshots never saw begin
 * (already there in the oldest snapshot, or when the operation first appeared) has an unknown
 * start: it is judged only when even that lower bound covers the window (then it was honoured); otherwise it is `operation-removed-deprecated`, a warning saying the age is
 * unknown, never a window violation nobody can know of.
 */
function judgeRemoval(side: OperationSide, context: RuleContext): { rule: RuleId; facts: MessageFacts } {
  const facts: MessageFacts = { operationId: side.operationId, window: context.deprecationWindowDays };
  const removedAt = context.comparedAt ?? context.history?.latest;
  // An announced sunset date settles it: the removal came before it or after it.
  const sunset = lifecycleDate(side.sunset);
  if (sunset !== undefined) {
    const after = (removedAt ?? context.now).getTime() >= sunset.getTime();
    if (after || side.deprecated) return { rule: after ? 'operation-removed-after-sunset' : 'operation-removed-before-sunset', facts: { ...facts, sunset: side.sunset } };
  }
  if (!side.deprecated || !removedAt) return { rule: side.deprecated ? 'operation-removed-deprecated' : 'operation-removed-without-deprecation', facts };
  const start = documentedStart(side, removedAt) ?? snapshotStart(side, removedAt, context);
  if (!start) return { rule: 'operation-removed-deprecated', facts };
  const days = Math.floor((removedAt.getTime() - start.since.getTime()) / DAY_MS);
  const dated = { ...facts, days, since: isoDay(start.since), sinceFrom: start.from };
  if (days >= context.deprecationWindowDays) return { rule: 'operation-removed-after-deprecation-window', facts: dated };
  return { rule: start.from === 'first-seen-deprecated' ? 'operation-removed-deprecated' : 'operation-removed-before-deprecation-window', facts: dated };
}

interface Start {
  since: Date;
  from: NonNullable<MessageFacts['sinceFrom']>;
}

/** The document's own deprecation date, when it has one that is not after the removal. */
function documentedStart(side: OperationSide, removedAt: Date): Start | undefined {
  const since = lifecycleDate(side.deprecatedSince);
  return since && since.getTime() <= removedAt.getTime() ? { since, from: 'document' } : undefined;
}

function snapshotStart(side: OperationSide, removedAt: Date, context: RuleContext): Start | undefined {
  const start = context.history?.deprecationStart(side.key, removedAt);
  return start && { since: start.since, from: start.firstSeenDeprecated ? 'first-seen-deprecated' : 'snapshots' };
}
