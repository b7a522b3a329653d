/**
 * Which component schemas are read from responses (or event payloads) and which are only sent.
 * A schema reachable from any response is response-side: its enums must tolerate new values.
 */
import type { OpenApiDocument } from '../load/document.ts';
import { SCHEMA_COMPONENT_PREFIX } from '../load/refs.ts';
import type { SchemaSite } from './schema-walk.ts';
import type { Side } from './types.ts';

/** Component names a JSON value refers to directly. */
function directRefs(value: unknown, found: Set<string>): Set<string> {
  const stack = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith(SCHEMA_COMPONENT_PREFIX)) found.add(ref.slice(SCHEMA_COMPONENT_PREFIX.length).split('/')[0]!);
    // One push per value: spreading an object of 200,000 values (an enum) into arguments overflows the stack.
    for (const child of Object.values(node)) stack.push(child);
  }
  return found;
}

function reachable(document: OpenApiDocument, roots: unknown[]): Set<string> {
  const schemas = document.components?.schemas ?? {};
  const seen = new Set<string>();
  const queue = [...directRefs(roots, new Set())];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const next of directRefs(schemas[name], new Set())) queue.push(next);
  }
  return seen;
}

/** Maps a component schema name to its side; unreferenced schemas count as response-side (tolerant). */
export function componentSides(document: OpenApiDocument, operationSites: readonly SchemaSite[], eventPayloads: unknown[]): (name: string) => Side {
  const responseSide = reachable(document, [...operationSites.filter((site) => site.side === 'response').map((site) => site.schema), ...eventPayloads]);
  const requestSide = reachable(document, operationSites.filter((site) => site.side === 'request').map((site) => site.schema));
  return (name) => (requestSide.has(name) && !responseSide.has(name) ? 'request' : 'response');
}
