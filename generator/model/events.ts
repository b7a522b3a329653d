/** Webhook and audit-log events from the top-level `x-webhooks` object. */
import type { OpenApiDocument, OperationObject, ResponseObject } from '../load/document.ts';
import { deref, isRef, refName } from '../load/refs.ts';
import { byKeys } from './order.ts';
import type { EventKind, EventModel } from './types.ts';

const PREFIXES: Array<[string, EventKind]> = [
  ['/x-webhooks/', 'webhook'],
  ['/x-audit-logs/', 'audit-log'],
];

export function buildEvents(document: OpenApiDocument): EventModel[] {
  const events: EventModel[] = [];
  for (const [key, pathItem] of Object.entries(document['x-webhooks'] ?? {})) {
    const prefix = PREFIXES.find(([start]) => key.startsWith(start));
    const operation = pathItem?.get as OperationObject | undefined;
    if (!prefix || !operation) continue;
    const schema = payloadSchema(document, operation);
    events.push({
      kind: prefix[1],
      name: key.slice(prefix[0].length),
      operationId: typeof operation.operationId === 'string' ? operation.operationId : key,
      ...(isRef(schema) && schema.$ref.startsWith('#/components/schemas/') && { payloadSchema: refName(schema.$ref) }),
      ...(typeof operation.description === 'string' && { description: operation.description }),
    });
  }
  return events.sort(byKeys((e) => e.kind, (e) => e.name));
}

/** The 200 response's JSON schema, left as written (a `$ref` names the payload type). */
export function payloadSchema(document: OpenApiDocument, operation: OperationObject): unknown {
  const response = deref<ResponseObject>(document, operation.responses?.['200']);
  return response?.content?.['application/json']?.schema;
}
