/** JSON Pointer look-ups for local `$ref`s (`#/components/schemas/X`). */

export function isRef(value: unknown): value is { $ref: string } {
  return typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';
}

/** Decodes one token of a plain JSON pointer (not a URI fragment): `~1` is `/`, `~0` is `~`. */
export const unescapePointerToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** A token without `%` or `~` is its own value: most are (`components`, `schemas`, `IncidentV2`), and drift looks thousands up. */
const ESCAPED = /[%~]/;

/**
 * Decodes one pointer token (`~1` is `/`, `~0` is `~`; a `$ref` is a URI fragment, so `%25` is `%`).
 * The loader has refused every `$ref` this would throw on (see `decodesAsUri`).
 */
const unescapeToken = (token: string) => (ESCAPED.test(token) ? unescapePointerToken(decodeURIComponent(token)) : token);

/** False for text with a `%` that starts no `%xx` escape (`#/components/schemas/100%`): a URI may not hold one. */
export function decodesAsUri(text: string): boolean {
  // Most refs hold no `%`: nothing to decode (the loader asks once per distinct ref of every document).
  if (!text.includes('%')) return true;
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Encodes one pointer token: the inverse of the decoding above. */
export const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** A pointer hundreds of tokens long, cut to its first and last few: a message stays one short line. */
export function abbreviate(pointer: string): string {
  const tokens = pointer.split('/');
  return tokens.length <= 12 ? pointer : [...tokens.slice(0, 6), '…', ...tokens.slice(-4)].join('/');
}

/** `#/paths/~1v2~1incidents/get` -> [paths, /v2/incidents, get]. */
export const pointerTokens = (pointer: string): string[] => pointer.slice(1).split('/').slice(1).map(unescapeToken);

/** The value a local `$ref` points at, or undefined when it dangles or is not local. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  // pointerTokens, without its two copies of the list: drift and the loader resolve refs by the thousand.
  const tokens = ref.split('/');
  const escaped = ESCAPED.test(ref);
  let node: unknown = document;
  for (let index = 1; index < tokens.length; index++) {
    const token = escaped ? unescapeToken(tokens[index]!) : tokens[index]!;
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/**
 * resolvePointer for the many `$ref`s of one document: the value each pointer's parent (all of it
 * but its last token) points at is kept in `parents`, so that a map most targets sit in
 * (`#/components/schemas`) is looked up once, not once for each of them.
 */
export function resolvePointerWithin(document: unknown, ref: string, parents: Map<string, unknown>): unknown {
  const slash = ref.lastIndexOf('/');
  if (slash === -1) return resolvePointer(document, ref);
  const parentPointer = ref.slice(0, slash);
  let parent = parents.get(parentPointer);
  if (parent === undefined && !parents.has(parentPointer)) parents.set(parentPointer, (parent = resolvePointer(document, parentPointer)));
  const token = unescapeToken(ref.slice(slash + 1));
  if (typeof parent !== 'object' || parent === null || !Object.hasOwn(parent, token)) return undefined;
  return (parent as Record<string, unknown>)[token];
}

/**
 * Each loaded document's `$ref`s outside data, each with the value it points at (one step, not to
 * the end of a chain), as validate.ts's walk resolved them: a later reader of the same refs (drift,
 * which reads each document of a history twice) looks them up instead of walking each pointer
 * again. A loaded document is never changed after loading.
 */
const resolvedByDocument = new WeakMap<object, ReadonlyMap<string, unknown>>();

export function rememberResolvedRefs(document: object, refs: ReadonlyMap<string, unknown>): void {
  resolvedByDocument.set(document, refs);
}

/** What the loader found each `$ref` of `document` to point at, when it loaded that document. */
export const resolvedRefs = (document: object): ReadonlyMap<string, unknown> | undefined => resolvedByDocument.get(document);

/** The last segment of a component ref: `#/components/schemas/IncidentV2` -> `IncidentV2`. */
export const refName = (ref: string) => unescapeToken(ref.slice(ref.lastIndexOf('/') + 1));

/** Where a document's schema components live, as a local `$ref` writes it. */
export const SCHEMA_COMPONENT_PREFIX = '#/components/schemas/';

/**
 * The component a `$ref` names (`#/components/schemas/IncidentV2` -> `IncidentV2`), or undefined
 * for a ref elsewhere or into a component (`…/Incident/properties/status` is a node inside it,
 * not the component named like its last token).
 */
export const componentName = (ref: string): string | undefined =>
  ref.startsWith(SCHEMA_COMPONENT_PREFIX) && !ref.includes('/', SCHEMA_COMPONENT_PREFIX.length) ? refName(ref) : undefined;

/**
 * Follows a chain of `$ref`s to the first non-ref value. Cycles made only of refs
 * (A -> B -> A) end as undefined rather than looping.
 */
export function deref<T = unknown>(document: unknown, value: unknown): T | undefined {
  if (!isRef(value)) return value as T | undefined;
  const seen = new Set<string>();
  while (isRef(value)) {
    if (seen.has(value.$ref)) return undefined;
    seen.add(value.$ref);
    value = resolvePointer(document, value.$ref);
  }
  return value as T | undefined;
}

/**
 * How a walk for `$ref`s reads an object: as keywords (`schema`, `allOf`, ...), as a map of names
 * chosen by the document (`properties`, `paths`, `components/schemas`: a property called
 * `example` is a schema), or as an Example Object (whose `value` is data).
 */
export type NodeRole = 'keywords' | 'names' | 'example';

/**
 * The same roles as small numbers, for the walk every load makes (load/outline.ts): data is 0, and
 * a map of names carries what its own key makes of its children (names under `components` and
 * `callbacks`, Example Objects under `examples`, keywords otherwise), so the walk keeps no keys.
 */
export const ROLE = { data: 0, keywords: 1, example: 2, names: 3, namesOfNames: 4, namesOfExamples: 5 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

/** Keyword maps whose keys are names. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'paths', 'webhooks', 'x-webhooks', 'responses', 'headers', 'callbacks', 'links', 'encoding', 'variables', 'content', 'mapping', 'scopes', 'components']);

/** The role of a map of names found under `key`. */
const namesRole = (key: string | undefined): Role => (key === 'components' || key === 'callbacks' ? ROLE.namesOfNames : key === 'examples' ? ROLE.namesOfExamples : ROLE.names);

/** childRole for numbered roles: the role of `child`, found under `key` in a node of role `role`. */
export function roleOfChild(role: Role, key: string, child: unknown): Role {
  if (role >= ROLE.names) return role === ROLE.names ? ROLE.keywords : role === ROLE.namesOfExamples ? ROLE.example : namesRole(key);
  if (key === 'example' || key === 'default' || key === 'enum' || key === 'const' || (role === ROLE.example && key === 'value')) return ROLE.data;
  // `x-` by its two character codes: this runs for every key of a document.
  if (key.charCodeAt(0) === 120 && key.charCodeAt(1) === 45 && key !== 'x-webhooks') return ROLE.data;
  if (key === 'examples') return Array.isArray(child) ? ROLE.data : ROLE.namesOfExamples;
  return NAME_MAPS.has(key) ? namesRole(key) : ROLE.keywords;
}

const ROLE_NAMES: ReadonlyArray<NodeRole | undefined> = [undefined, 'keywords', 'example', 'names', 'names', 'names'];

/**
 * The role of `child`, found under `key` in a node of role `role` whose own key was `parentKey`;
 * undefined when the child is data, never walked: example values (`example`, a schema's
 * `examples` list, an Example Object's `value`), schema value keywords (`default`, `enum`,
 * `const`) and extensions (`x-...`, except `x-webhooks`, which this project reads as events).
 * A `$ref` inside data (a SCIM example member, say) is part of the data, not a reference.
 */
export function childRole(role: NodeRole, parentKey: string | undefined, key: string, child: unknown): NodeRole | undefined {
  const numbered = role === 'names' ? namesRole(parentKey) : role === 'example' ? ROLE.example : ROLE.keywords;
  return ROLE_NAMES[roleOfChild(numbered, key, child)];
}
