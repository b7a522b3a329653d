/**
 * Where a deprecated operation, parameter or property points its callers: `x-successor` when
 * present, otherwise what its description names ("use `Incidents V2#List` instead",
 * "replaced by GET /v2/incidents", "use `mode` instead").
 */
import { eachOperation, type OpenApiDocument } from '../load/document.ts';
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

function namedOperation(document: OpenApiDocument, text: string, selfId: unknown): string | undefined {
  const operations = [...eachOperation(document.paths)].filter(({ operation }) => operation.operationId !== selfId);
  // Longest first, so `Incidents V2#ListAll` is not read as `Incidents V2#List`.
  const ids = operations.map(({ operation }) => operation.operationId!).sort((a, b) => b.length - a.length || compareText(a, b));
  const named = ids.find((id) => text.includes(id));
  if (named) return named;
  for (const [, method, path] of text.matchAll(ROUTE)) {
    const route = path!.replace(/[.]$/, '');
    const match = operations.find((candidate) => candidate.method === method!.toLowerCase() && candidate.path === route);
    if (match) return match.operation.operationId;
  }
  return undefined;
}
