import { HTTP_METHODS, type OpenApiDocument } from '../load/document.ts';
import { escapeToken, isRef, pointerTokens, unescapePointerToken } from '../load/refs.ts';

/** A node of the document with the JSON pointer (RFC 6901) it sits at. */
export interface Located {
  value: unknown;
  pointer: string;
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const child = (node: Located, ...tokens: string[]): Located | undefined => descend(node, tokens);

/** The node `tokens` lead to from `node`, or undefined where one is missing. */
export function descend(node: Located, tokens: readonly string[]): Located | undefined {
  let value = node.value;
  for (const token of tokens) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, token)) return undefined;
    value = (value as Record<string, unknown>)[token];
  }
  return { value, pointer: `${node.pointer}${tokens.map((token) => `/${escapeToken(token)}`).join('')}` };
}

/** The node a chain of local `$ref`s ends at, with its own pointer; a dangling or cyclic chain stays where it is. */
export function follow(document: unknown, node: Located): Located {
  const seen = new Set<string>();
  let at = node;
  while (isRef(at.value) && at.value.$ref.startsWith('#') && !seen.has(at.value.$ref)) {
    seen.add(at.value.$ref);
    let tokens: string[];
    try {
      tokens = pointerTokens(at.value.$ref);
    } catch {
      return at;
    }
    const target = descend({ value: document, pointer: '' }, tokens);
    if (!target) return at;
    at = target;
  }
  return at;
}

/** Whether `pointer` names a node of `document`. */
export function pointerExists(document: unknown, pointer: string): boolean {
  return nodeAt(document, pointer) !== undefined;
}

/** The node at a JSON pointer (`~1` is `/`, `~0` is `~`), or undefined. */
export function nodeAt(document: unknown, pointer: string): Located | undefined {
  if (pointer === '') return { value: document, pointer };
  if (!pointer.startsWith('/')) return undefined;
  return descend({ value: document, pointer: '' }, pointer.slice(1).split('/').map(unescapePointerToken));
}

/** The longest prefix of `pointer` that names a node of `document` (the root at least). */
export function nearestExisting(document: unknown, pointer: string): string {
  let tokens = pointer === '' ? [] : pointer.slice(1).split('/');
  while (tokens.length > 0 && !pointerExists(document, `/${tokens.join('/')}`)) tokens = tokens.slice(0, -1);
  return tokens.length === 0 ? '' : `/${tokens.join('/')}`;
}

const pointerOf = (...tokens: string[]) => tokens.map((token) => `/${escapeToken(token)}`).join('');

/**
 * Every operation and event of a document by the key the change tree gives it (tree/document.ts):
 * `GET /v2/things`, an `x-webhooks` key, `/webhooks/<name>`, `<METHOD> <path> callback <name> <expression>`,
 * each with ` <METHOD>` appended when the method is not the one expected. Built once per document.
 */
const indexes = new WeakMap<object, Map<string, Located>>();

export function operationIndex(document: OpenApiDocument): Map<string, Located> {
  const known = indexes.get(document);
  if (known) return known;
  const index = new Map<string, Located>();
  const root: Located = { value: document, pointer: '' };
  const add = (prefix: string, at: Located | undefined, single: string | undefined) => {
    if (!at) return;
    const item = follow(document, at);
    if (!isObject(item.value)) return;
    for (const method of HTTP_METHODS) {
      const operation = child(item, method);
      if (!operation || !isObject(operation.value)) continue;
      index.set(single === undefined ? `${method.toUpperCase()} ${prefix}` : method === single ? prefix : `${prefix} ${method.toUpperCase()}`, operation);
      if (single !== undefined) continue;
      for (const [name, callback] of Object.entries(isObject(operation.value.callbacks) ? operation.value.callbacks : {})) {
        const expressions = follow(document, { value: callback, pointer: `${operation.pointer}${pointerOf('callbacks', name)}` });
        if (!isObject(expressions.value)) continue;
        for (const expression of Object.keys(expressions.value)) add(`${method.toUpperCase()} ${prefix} callback ${name} ${expression}`, child(expressions, expression), 'post');
      }
    }
  };
  for (const path of Object.keys(isObject(document.paths) ? document.paths : {})) add(path, child(root, 'paths', path), undefined);
  for (const key of Object.keys(isObject(document['x-webhooks']) ? document['x-webhooks'] : {})) add(key, child(root, 'x-webhooks', key), 'get');
  const webhooks = (document as { webhooks?: unknown }).webhooks;
  for (const name of Object.keys(isObject(webhooks) ? webhooks : {})) add(`/webhooks/${name}`, child(root, 'webhooks', name), 'post');
  indexes.set(document, index);
  return index;
}

/**
 * Where an operation or event the document no longer has would have been, for its nearest
 * existing ancestor: `/paths/<path>/<method>`, `/webhooks/<name>/post`, `/x-webhooks/<key>/get`.
 */
export function absentOperationPointer(key: string): string {
  const route = /^([A-Z]+) (\S+)/.exec(key);
  if (route) return pointerOf('paths', route[2]!, route[1]!.toLowerCase());
  const [event = key, method] = key.split(/ (?=[A-Z]+$)/);
  if (event.startsWith('/webhooks/')) return pointerOf('webhooks', event.slice('/webhooks/'.length), (method ?? 'post').toLowerCase());
  return pointerOf('x-webhooks', event, (method ?? 'get').toLowerCase());
}
