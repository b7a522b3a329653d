/**
 * Says once per operation that a deprecated operation was called and what replaces it: the
 * reference gives integrators three months to move. Console warnings are once per package (a
 * client made per request must not warn per request); a caller's handler hears once per client.
 */
import type { DeprecationHandling, DeprecationNotice } from './options.js';
import type { OperationFacts } from './tables.js';

/** Resolves at once unless a caller's handler returned a promise (awaited, so it cannot reject unheard). */
export type DeprecationNotifier = (operation: OperationFacts | undefined) => void | Promise<void>;

/**
 * A client's part for deprecation notices: `createIncidentClient` is always given it; a lean
 * client finds it on a deprecated named method's facts (tables.ts, OperationFacts.notifier), so
 * a bundle without such a method holds none of this file.
 */
export type DeprecationNotifierFactory = typeof createDeprecationNotifier;

/** `warn` writes the notice to the client's logger at 'warn' (console by default). */
export function createDeprecationNotifier(handling: DeprecationHandling, warnedInPackage: Set<string>, warn: (message: string) => void): DeprecationNotifier {
  if (handling === 'ignore') return () => {};
  const announce = handling === 'warn' ? (notice: DeprecationNotice) => warn(notice.message) : handling;
  const announced = handling === 'warn' ? warnedInPackage : new Set<string>();
  return (operation) => {
    if (!operation?.deprecated || announced.has(operation.operationId)) return;
    announced.add(operation.operationId);
    // A notice is advice: a handler that throws or rejects must not fail the call it is about.
    try {
      const returned: unknown = announce(noticeFor(operation));
      if (isPromiseLike(returned)) return Promise.resolve(returned).then(ignore, ignore);
    } catch {
      // ignored, as above
    }
    return undefined;
  };
}

const ignore = (): void => undefined;
const isPromiseLike = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function';

function noticeFor(operation: OperationFacts): DeprecationNotice {
  const method = operation.method.toUpperCase();
  const instead = operation.successor ? `; use ${operation.successor} instead` : '';
  return {
    operationId: operation.operationId,
    method,
    path: operation.path,
    successor: operation.successor,
    message: `incident API: ${method} ${operation.path} (${operation.operationId}) is deprecated${instead}`,
  };
}
