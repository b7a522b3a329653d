/**
 * Finds, in one document, the schema a drift change's location names: `IncidentV2.status` is the
 * `status` property of the component `IncidentV2`; `IncidentsV2List.page_size` a parameter or a
 * field of an inline body of the operation the change is at. The location is text (drift/rules/
 * walk.ts renders it: `.name`, `[]` for items, `{}` for map values, `.(option)` for a union's
 * option), so names are matched against what the document declares at each step, the longest
 * first: a property called `a.b` is found too. Where the location names nothing (a removed
 * property, asked of the new document), the answer is `absent`.
 */
import { HTTP_METHODS, operationIdOf, type OpenApiDocument, type OperationObject, type ParameterObject, type PathItemObject, type SchemaObject } from '../load/document.ts';
import { deref, isRef, refName } from '../load/refs.ts';
import { normalisedPath } from '../drift/tree/operation.ts';
import { isNullOption } from '../drift/tree/schema-facts.ts';

/** Where a located schema sits in the package: which generated type holds its root. */
export type Site = { kind: 'component'; component: string } | { kind: 'parameter'; in: string; name: string } | { kind: 'request-body' } | { kind: 'response'; success: boolean } | { kind: 'event' };

export interface Located {
  site: Site;
  /** Steps below the site's root (a parameter's name first). */
  steps: Step[];
  schema: unknown;
  /** Whether the last step is a property its parent does not require (TypeScript reads it as `T | undefined`). */
  optional: boolean;
}

/** A schema with its `$ref`s followed and its `allOf` members' properties and `required` folded in. */
export interface Folded {
  node: SchemaObject;
  properties: Record<string, unknown>;
  required: Set<string>;
}

/** Whether what follows a name is the location's end or its next step: the name is whole, not a prefix of a longer one. */
const continues = (rest: string) => /^(?:$|\.|\[\]|\{\})/.test(rest);

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Members folded at most this deep: a document's allOf chains are a few levels, a hostile one is cut. */
const FOLD_DEPTH_MAX = 16;

export function fold(document: unknown, schema: unknown, depth = 0, seen = new Set<unknown>()): Folded {
  const node = deref<SchemaObject>(document, schema);
  // No prototype: a property called `__proto__` is copied in as a property, not as this object's prototype.
  const folded: Folded = { node: isObject(node) ? node : {}, properties: Object.create(null) as Record<string, unknown>, required: new Set() };
  if (!isObject(node) || seen.has(node) || depth > FOLD_DEPTH_MAX) return folded;
  seen.add(node);
  if (Array.isArray(node.allOf)) {
    for (const member of node.allOf) {
      const part = fold(document, member, depth + 1, seen);
      Object.assign(folded.properties, part.properties);
      for (const name of part.required) folded.required.add(name);
    }
  }
  if (isObject(node.properties)) Object.assign(folded.properties, node.properties);
  if (Array.isArray(node.required)) for (const name of node.required) if (typeof name === 'string') folded.required.add(name);
  return folded;
}

/** A union's options by the names drift gives them (tree/schema-options.ts): a `$ref` by its component, an inline one `#<n>`. */
function options(node: SchemaObject): Map<string, unknown> {
  const named = new Map<string, unknown>();
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const list = node[keyword];
    if (!Array.isArray(list)) continue;
    let inline = 0;
    for (const option of list) if (!isNullOption(option)) named.set(isRef(option) ? refName(option.$ref) : `#${inline++}`, option);
  }
  return named;
}

/** One step of a location: into a property, an array's items, a map's values, a union's option or a keyword's sub-schema. */
export interface Step {
  kind: 'property' | 'items' | 'values' | 'option' | 'keyword';
  /** The property's name, or the step as the location writes it (`(Other)`, `(contains)`). */
  name: string;
}

interface Found {
  step: Step;
  /** Characters of the location the step takes, its leading `.` included. */
  length: number;
  child: unknown;
  optional: boolean;
}

/** The next step of `rest` (which starts with `.`, `[]` or `{}`), chosen among what `folded` declares: the longest name wins. */
function nextStep(folded: Folded, rest: string): Found | undefined {
  if (rest.startsWith('[]')) return { step: { kind: 'items', name: '[]' }, length: 2, child: folded.node.items, optional: false };
  if (rest.startsWith('{}')) return { step: { kind: 'values', name: '{}' }, length: 2, child: isObject(folded.node.additionalProperties) ? folded.node.additionalProperties : undefined, optional: false };
  if (!rest.startsWith('.')) return undefined;
  const text = rest.slice(1);
  const ends = (name: string) => text.startsWith(name) && continues(text.slice(name.length));
  let best: Found | undefined;
  for (const name of Object.keys(folded.properties)) {
    if (ends(name) && (best === undefined || name.length + 1 > best.length)) best = { step: { kind: 'property', name }, length: name.length + 1, child: folded.properties[name], optional: !folded.required.has(name) };
  }
  for (const [name, option] of options(folded.node)) {
    const written = `(${name})`;
    if (ends(written) && (best === undefined || written.length + 1 > best.length)) best = { step: { kind: 'option', name: written }, length: written.length + 1, child: option, optional: false };
  }
  return best ?? keywordStep(folded.node, text);
}

/**
 * A step into a JSON Schema keyword (drift/tree/keyword-steps.ts writes them): `(contains)`,
 * `(prefixItems[1])`, `(patternProperties[^x-])` with the entry percent-encoded.
 */
function keywordStep(node: SchemaObject, text: string): Found | undefined {
  const match = /^\(([A-Za-z]+)(?:\[([^\]]*)\])?\)/.exec(text);
  if (!match || !continues(text.slice(match[0].length)) || !Object.hasOwn(node, match[1]!)) return undefined;
  const value = node[match[1]!];
  const step: Step = { kind: 'keyword', name: match[0] };
  if (match[2] === undefined) return { step, length: match[0].length + 1, child: value, optional: false };
  let entry: string;
  try {
    entry = decodeURIComponent(match[2]);
  } catch {
    return undefined;
  }
  const child = Array.isArray(value) ? value[Number(entry)] : isObject(value) && Object.hasOwn(value, entry) ? value[entry] : undefined;
  return { step, length: match[0].length + 1, child, optional: false };
}

/** Walks `rest` from `root`; undefined when a step names nothing there. */
function walk(document: unknown, root: unknown, rest: string): { steps: Step[]; schema: unknown; optional: boolean } | undefined {
  const steps: Step[] = [];
  let schema = root;
  let optional = false;
  while (rest !== '') {
    const next = nextStep(fold(document, schema), rest);
    if (next === undefined || next.child === undefined) return undefined;
    steps.push(next.step);
    rest = rest.slice(next.length);
    ({ child: schema, optional } = next);
  }
  return { steps, schema, optional };
}

/** The operation (or event) a change's key names, in `document`: `GET /v2/x`, an `x-webhooks` key, `/webhooks/<name>`. */
export function operationAt(document: OpenApiDocument, key: string): { operation: OperationObject; pathItem: PathItemObject; event: boolean; operationId: string } | undefined {
  // `GET /v2/x`: a method, then the path as the document writes it (spaces and all); a callback's key names no path, so none is found.
  const route = /^([A-Z]+) (.+)$/s.exec(key);
  if (route && (HTTP_METHODS as readonly string[]).includes(route[1]!.toLowerCase())) {
    const method = route[1]!.toLowerCase();
    // A path whose parameters were renamed (`/keys/{id}` -> `/keys/{key_id}`) is the same operation: drift keys it by the new path.
    const path = Object.hasOwn(document.paths ?? {}, route[2]!) ? route[2]! : Object.keys(document.paths ?? {}).find((each) => normalisedPath(each) === normalisedPath(route[2]!));
    const pathItem = path === undefined ? undefined : deref<PathItemObject>(document, document.paths?.[path]);
    const operation = (HTTP_METHODS as readonly string[]).includes(method) && isObject(pathItem) ? pathItem[method as (typeof HTTP_METHODS)[number]] : undefined;
    return isObject(operation) && isObject(pathItem) ? { operation, pathItem, event: false, operationId: operationIdOf(method, path!, operation) } : undefined;
  }
  const [container, name, single] = key.startsWith('/webhooks/') ? [(document as { webhooks?: unknown }).webhooks, key.slice('/webhooks/'.length), 'post'] : [document['x-webhooks'], key, 'get'];
  const pathItem = isObject(container) && Object.hasOwn(container, name) ? deref<PathItemObject>(document, container[name]) : undefined;
  const operation = isObject(pathItem) ? pathItem[single as 'get' | 'post'] : undefined;
  return isObject(operation) && isObject(pathItem) ? { operation, pathItem, event: true, operationId: typeof operation.operationId === 'string' ? operation.operationId : key } : undefined;
}

/** The one JSON-like media type's schema of a content map (what the generated types index). */
function contentSchema(document: unknown, content: unknown): unknown {
  const map = deref<Record<string, unknown>>(document, content);
  if (!isObject(map)) return undefined;
  const type = Object.keys(map).find((name) => /json/i.test(name)) ?? Object.keys(map)[0];
  const media = type === undefined ? undefined : deref<Record<string, unknown>>(document, map[type]);
  return isObject(media) ? media.schema : undefined;
}

/** The roots an operation-owned location may start from, in the order a change's direction makes likely. */
function operationRoots(document: OpenApiDocument, key: string, direction: 'request' | 'response' | 'both'): Array<{ site: Site; schema: unknown; parameter?: string; required?: boolean }> {
  const found = operationAt(document, key);
  if (!found) return [];
  const { operation, pathItem, event } = found;
  if (event) {
    const body = deref<{ content?: unknown }>(document, operation.requestBody);
    const response = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
    return [{ site: { kind: 'event' }, schema: contentSchema(document, deref<{ content?: unknown }>(document, response)?.content ?? body?.content) }];
  }
  const parameters = [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])]
    .map((raw) => deref<ParameterObject>(document, raw))
    .filter((parameter): parameter is ParameterObject => isObject(parameter) && typeof parameter.name === 'string');
  const request = [
    ...parameters.map((parameter) => ({ site: { kind: 'parameter', in: String(parameter.in), name: parameter.name } as Site, schema: parameter.schema ?? contentSchema(document, parameter.content), parameter: parameter.name, required: parameter.required === true })),
    { site: { kind: 'request-body' } as Site, schema: contentSchema(document, deref<{ content?: unknown }>(document, operation.requestBody)?.content) },
  ];
  const response = Object.keys(operation.responses ?? {})
    .sort((a, b) => Number(!a.startsWith('2')) - Number(!b.startsWith('2')) || (a < b ? -1 : 1))
    .map((status) => ({ site: { kind: 'response', success: status.startsWith('2') } as Site, schema: contentSchema(document, deref<{ content?: unknown }>(document, operation.responses?.[status])?.content) }));
  return direction === 'response' ? [...response, ...request] : [...request, ...response];
}

/**
 * The schema at a change's location in `document`; `owner` is the text before the first step when
 * it is not a component (the operation's or event's type name, which the location starts with).
 */
export function locate(document: OpenApiDocument, change: { operation: string | null; location: string }, direction: 'request' | 'response' | 'both', ownerName: string | undefined): Located | 'absent' {
  const schemas = isObject(document.components?.schemas) ? document.components.schemas : {};
  // The longest prefix ending where a step starts that names a component: a few look-ups, not a scan of every component.
  const component = [...change.location.matchAll(/\.|\[\]|\{\}|$/g)]
    .map((match) => change.location.slice(0, match.index))
    .reverse()
    .find((prefix) => Object.hasOwn(schemas, prefix));
  if (component !== undefined) {
    const found = walk(document, schemas[component], change.location.slice(component.length));
    return found ? { site: { kind: 'component', component }, ...found } : 'absent';
  }
  if (change.operation === null || ownerName === undefined || !change.location.startsWith(ownerName)) return 'absent';
  const rest = change.location.slice(ownerName.length);
  for (const root of operationRoots(document, change.operation, direction)) {
    if (root.parameter !== undefined) {
      const prefix = `.${root.parameter}`;
      if (!rest.startsWith(prefix) || !continues(rest.slice(prefix.length))) continue;
      const found = walk(document, root.schema, rest.slice(prefix.length));
      if (found) return { site: root.site, steps: [{ kind: 'property', name: root.parameter }, ...found.steps], schema: found.schema, optional: found.steps.length === 0 ? !root.required : found.optional };
      continue;
    }
    if (root.schema === undefined) continue;
    const found = walk(document, root.schema, rest);
    if (found) return { site: root.site, ...found };
  }
  return 'absent';
}

/** An operation's request body or success response as a whole, for a change to the body itself (added, removed, a media type dropped). */
export function bodyAt(document: OpenApiDocument, key: string, kind: 'request-body' | 'response'): Located | 'absent' {
  const root = operationRoots(document, key, 'both').find(({ site, schema }) => schema !== undefined && (kind === 'request-body' ? site.kind === 'request-body' : site.kind === 'response' && site.success));
  return root === undefined || root.parameter !== undefined ? 'absent' : { site: root.site, steps: [], schema: root.schema, optional: false };
}
