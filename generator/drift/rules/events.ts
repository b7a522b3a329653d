import { operationPlace } from './places.ts';
import type { RuleFamily } from './types.ts';

/** Webhook and audit-log events appearing or disappearing; their payloads are judged as responses. */
export const eventRules: RuleFamily = {
  name: 'events',
  checkTree(tree, _context, report) {
    for (const side of tree.events.added) report('event-added', operationPlace(side, true), { operationId: side.operationId });
    for (const side of tree.events.removed) report('event-removed', operationPlace(side, true), { operationId: side.operationId });
  },
};
