/**
 * Where a deprecated operation, parameter or property points its callers: `x-successor` when
 * present, otherwise what its description names ("use `Incidents V2#List` instead",
 * "replaced by GET /v2/incidents", "use `mode` instead").
 */
import { eachOperation, operationIdOf, type OpenApiDocument } from '../load/document.ts';
import { compareText } from './order.ts';

const ROUTE = /\b(GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS|TRACE)\s+(\/[^\s`'",;)]*)/gi;
const QUOTED_SUCCESSOR = /\b(?:use|replaced by|superseded by|in favou?r of)\s+`([^`]+)`/i;

interface Deprecatable {
  description?: unknown;
  'x-successor'?: unknown;
  operationId?: unknown;
}

export function findSuccessor(document: OpenApiDocument, node: Deprecatable): string | undefined {
  const declared = node['x-successor'];
  if (typeof declared === 'string' && declared.trim() !== '') return declared.trim();
  const description = typeof node.description === 'string' ? node.description : '';
  if (description === '') return undefined;
  return namedOperation(document, description, node.operationId) ?? QUOTED_SUCCESSOR.exec(description)?.[1];
}

interface OperationIndex {
  /** Longest first, so `Incidents V2#ListAll` is not read as `Incidents V2#List`. */
  ids: string[];
  byRoute: Map<string, string>;
}

/** Built once per document: a spec with thousands of deprecations must not re-sort its operations for each. */
const indexes = new WeakMap<OpenApiDocument, OperationIndex>();

function operationIndex(document: OpenApiDocument): OperationIndex {
  let index = indexes.get(document);
  if (!index) {
    const operations = eachOperation(document.paths);
    const byRoute = new Map<string, string>();
    for (const { method, path, operation } of operations) if (!byRoute.has(`${method} ${path}`)) byRoute.set(`${method} ${path}`, operationIdOf(method, path, operation));
    index = { ids: operations.map(({ method, path, operation }) => operationIdOf(method, path, operation)).sort((a, b) => b.length - a.length || compareText(a, b)), byRoute };
    indexes.set(document, index);
  }
  return index;
}

/** `id` stands whole in `text`: `Incidents V2#List` is not named by `Incidents V2#ListAll`. */
function mentions(text: string, id: string): boolean {
  for (let at = text.indexOf(id); at >= 0; at = text.indexOf(id, at + 1)) {
    if (!WORD_CHARACTER.test(text.charAt(at - 1)) && !WORD_CHARACTER.test(text.charAt(at + id.length))) return true;
  }
  return false;
}

const WORD_CHARACTER = /^[\p{L}\p{N}_]$/u;

function namedOperation(document: OpenApiDocument, text: string, selfId: unknown): string | undefined {
  const { ids, byRoute } = operationIndex(document);
  const named = ids.find((id) => id !== selfId && mentions(text, id));
  if (named) return named;
  for (const [, method, path] of text.matchAll(ROUTE)) {
    const match = byRoute.get(`${method!.toLowerCase()} ${path!.replace(/[.]$/, '')}`);
    if (match !== undefined && match !== selfId) return match;
  }
  return undefined;
}
