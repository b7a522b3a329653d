/**
 * Webhook and audit-log events, from every place a document declares them: this platform's
 * top-level `x-webhooks` (`/x-webhooks/<event>` and `/x-audit-logs/<event>` keys, each a `get`
 * whose 200 response is the payload), OpenAPI 3.1 `webhooks`, and `x-webhooks` keyed by event
 * name as other APIs write it (GitHub's), where each operation's request body is the payload.
 */
import { HTTP_METHODS, type HttpMethod, type OpenApiDocument, type OperationObject, type PathItemObject, type RequestBodyObject, type ResponseObject } from '../load/document.ts';
import { componentName, deref, isRef } from '../load/refs.ts';
import { preferredContentType } from './operations.ts';
import { byKeys } from './order.ts';
import type { EventKind, EventModel } from './types.ts';

const PREFIXES: Array<[string, EventKind]> = [
  ['/x-webhooks/', 'webhook'],
  ['/x-audit-logs/', 'audit-log'],
];

/** One declared event: its kind and name, the operation declaring it and the payload schema as written. */
export interface DeclaredEvent {
  kind: EventKind;
  name: string;
  operation: OperationObject;
  payload: unknown;
}

/** Every event the document declares, `webhooks` before `x-webhooks`; a name declared twice keeps its first declaration. */
export function declaredEvents(document: OpenApiDocument): DeclaredEvent[] {
  const found = new Map<string, DeclaredEvent>();
  const add = (event: DeclaredEvent) => {
    const key = `${event.kind} ${event.name}`;
    if (!found.has(key)) found.set(key, event);
  };
  const entries = (declared: unknown) => (typeof declared === 'object' && declared !== null ? Object.entries(declared as Record<string, unknown>) : []);
  for (const [key, raw] of [...entries((document as { webhooks?: unknown }).webhooks), ...entries(document['x-webhooks'])]) {
    const pathItem = deref<PathItemObject>(document, raw);
    if (typeof pathItem !== 'object' || pathItem === null) continue;
    const prefix = PREFIXES.find(([start]) => key.startsWith(start));
    const methods = HTTP_METHODS.filter((method) => typeof pathItem[method] === 'object' && pathItem[method] !== null);
    for (const method of methods) {
      const operation = pathItem[method]!;
      const name = (prefix ? key.slice(prefix[0].length) : key) + (methods.length > 1 ? ` ${method.toUpperCase()}` : '');
      add({ kind: prefix?.[1] ?? 'webhook', name, operation, payload: payloadSchema(document, operation, method) });
    }
  }
  return [...found.values()];
}

export function buildEvents(document: OpenApiDocument): EventModel[] {
  return declaredEvents(document)
    .map(({ kind, name, operation, payload }) => {
      const schema = isRef(payload) ? componentName(payload.$ref) : undefined;
      return {
        kind,
        name,
        operationId: typeof operation.operationId === 'string' ? operation.operationId : name,
        ...(schema !== undefined && { payloadSchema: schema }),
        ...(typeof operation.description === 'string' && { description: operation.description }),
      };
    })
    .sort(byKeys((e) => e.kind, (e) => e.name));
}

/**
 * The payload's schema, left as written (a `$ref` names the payload type): what the platform
 * sends in a delivery is the request body of the event's operation; this platform's GET
 * convention puts it in the 200 response instead.
 */
export function payloadSchema(document: OpenApiDocument, operation: OperationObject, method: HttpMethod = 'get'): unknown {
  const body = deref<RequestBodyObject>(document, operation.requestBody);
  const content = body?.content ?? (method === 'get' ? deref<ResponseObject>(document, operation.responses?.['200'])?.content : undefined);
  const contentType = preferredContentType(content);
  return contentType ? content?.[contentType]?.schema : undefined;
}
