import type { HttpMethodName } from './types.js';

/**
 * One operation as the fake serves it, from the generated table (emit/testing.ts): no document is
 * read at run time.
 */
export interface FakeOperation {
  readonly operationId: string;
  readonly method: HttpMethodName;
  /** As the document writes it: `/v2/incidents/{id}`. */
  readonly path: string;
  /** The success status the document declares (200, 201, 202, 204). */
  readonly status: number;
  /** Top-level request-body fields the document requires: a request without one gets the documented 422. */
  readonly required?: readonly string[];
  /** A list operation: the records' array in the body, its page sizes, and what else the body holds (`besides`). */
  readonly list?: { readonly itemsKey: string; readonly maxPageSize?: number; readonly defaultPageSize?: number; readonly besides?: Readonly<Record<string, unknown>> };
  /**
   * An operation on one record of a list: POST to the list's path creates, GET/PUT/PATCH/DELETE on
   * `<list>/{param}` reads, replaces, updates or removes; `key` is the body property holding it.
   */
  readonly record?: { readonly collection: string; readonly key?: string; readonly param?: string };
  /** The success body built from the document's examples, defaults and types; a list's is one record. */
  readonly example?: unknown;
}

/** Literal paths before parameterised ones, so `/v2/incidents/actions` is not taken for `/v2/incidents/{id}`. */
export function servingOrder(operations: readonly FakeOperation[]): FakeOperation[] {
  const parameters = (path: string) => (path.match(/\{/g) ?? []).length;
  return [...operations].sort((a, b) => parameters(a.path) - parameters(b.path) || b.path.length - a.path.length);
}

/** An operation named by its id, or by method and path. */
export type OperationSelector = string | { readonly method: HttpMethodName; readonly path: string };

export function selects(selector: OperationSelector | undefined, operation: FakeOperation): boolean {
  if (selector === undefined) return true;
  if (typeof selector === 'string') return selector === operation.operationId;
  return selector.method === operation.method && selector.path === operation.path;
}
