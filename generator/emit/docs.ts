/**
 * JSDoc text shared by emitters: the deprecation notice names the successor when the model knows it.
 * Spec text goes in raw: printModule escapes every doc (emit/escape.ts).
 */
import type { OperationModel } from '../model/types.ts';

export function deprecationNotice(successor: string | undefined): string {
  return successor ? `@deprecated Use \`${successor}\` instead.` : '@deprecated';
}

/** `Incidents V2#List: GET /v2/incidents`, the summary, and `@deprecated` when it applies. */
export function operationDoc(operation: OperationModel, what?: string): string {
  const lines = [`${what ? `${what} of ` : ''}\`${operation.operationId}\`: ${operation.method.toUpperCase()} ${operation.path}`];
  if (operation.summary && !what) lines.push('', operation.summary);
  if (operation.deprecated) lines.push('', deprecationNotice(operation.successor));
  return lines.join('\n');
}
