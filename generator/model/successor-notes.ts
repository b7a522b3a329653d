/**
 * The document openapi-typescript reads, with each deprecated operation, parameter and property
 * whose successor is known saying so in its description: schema.ts then shows the successor under
 * `@deprecated` too. Copy-on-write along each pointer: the input document is never changed.
 */
import type { OpenApiDocument } from '../load/document.ts';
import { pointerTokens } from '../load/refs.ts';
import type { DeprecationModel } from './types.ts';

export function withSuccessorNotes(document: OpenApiDocument, deprecations: readonly DeprecationModel[]): OpenApiDocument {
  let result = document;
  for (const { pointer, successor } of deprecations) {
    if (successor) result = addNote(result, pointerTokens(pointer), successor);
  }
  return result;
}

function addNote<T>(node: T, tokens: string[], successor: string): T {
  if (typeof node !== 'object' || node === null) return node;
  const copy = (Array.isArray(node) ? [...node] : { ...node }) as Record<string, unknown>;
  const [token, ...rest] = tokens;
  if (token === undefined) {
    const description = typeof copy.description === 'string' ? copy.description : '';
    if (description.includes(successor)) return node;
    copy.description = `${description}${description === '' ? '' : '\n\n'}Deprecated: use \`${successor}\` instead.`;
    return copy as T;
  }
  if (!Object.hasOwn(copy, token)) return node;
  // Defined, not assigned: assigning to a `__proto__` key would set the copy's prototype.
  Object.defineProperty(copy, token, { value: addNote(copy[token], rest, successor), enumerable: true, writable: true, configurable: true });
  return copy as T;
}
