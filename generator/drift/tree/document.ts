import { eachOperation, HTTP_METHODS, operationIdOf, type OpenApiDocument, type OperationObject, type OperationPlace, type PathItemObject } from '../../load/document.ts';
import { targetOf } from './targets.ts';
import { diffOperation, normalisedPath } from './operation.ts';
import { operationMarksOf } from './policy.ts';
import { SchemaDiffer } from './schema.ts';
import { successorOf } from './successor.ts';
import { deprecatedSinceOf, sunsetOf } from './sunset.ts';
import type { DocumentDiff, OperationInput, OperationKey, OperationSetDiff, OperationSide, PolicyMarks } from './types.ts';

/** The change tree between two loaded documents: operations in `paths`; events in `x-webhooks`, `webhooks` and callbacks. */
export function diffTree(oldDocument: OpenApiDocument, newDocument: OpenApiDocument): DocumentDiff {
  const schemas = new SchemaDiffer(oldDocument, newDocument);
  const before = declaredIn(oldDocument);
  const after = declaredIn(newDocument);
  const tree: DocumentDiff = {
    operations: diffOperationSet(inputs(before.operations, oldDocument, after.ids), inputs(after.operations, newDocument, after.ids), schemas, true),
    events: diffOperationSet(inputs(before.events, oldDocument, after.ids), inputs(after.events, newDocument, after.ids), schemas, false),
  };
  schemas.settle();
  return tree;
}

/** An operation or event as its document declares it, with what of it does not depend on the other document. */
interface Declared {
  key: OperationKey;
  operation: OperationObject;
  pathItem: PathItemObject;
  path: string;
  /** The operationId its generated names come from (for a route without one, made from the route). */
  operationId: string;
  marks: PolicyMarks | undefined;
}

interface DocumentDeclarations {
  operations: Declared[];
  events: Declared[];
  /** Every operationId written in `paths`. */
  ids: Set<string>;
}

/** Read once per document: the history compares each document twice, as the new side of one pair and the old side of the next. */
const declarations = new WeakMap<object, DocumentDeclarations>();

function declaredIn(document: OpenApiDocument): DocumentDeclarations {
  let declared = declarations.get(document);
  if (!declared) {
    const operations = eachOperation(document.paths);
    declared = { operations: byKey(declaredOperations(document, operations)), events: byKey(declaredEvents(document, operations)), ids: operationIds(operations) };
    declarations.set(document, declared);
  }
  return declared;
}

/**
 * Sorted by key once per document, not once per pair and side: the maps `inputs` makes from them
 * then list their keys in this order (a repeated key keeps its first place), the order diffOperationSet reports in.
 */
const byKey = (declared: Declared[]) => declared.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/** Each side as this pair reads it: a deprecated operation's successor may be one the new document adds. */
function inputs(declared: readonly Declared[], document: OpenApiDocument, newIds: Set<string>): Map<OperationKey, OperationInput> {
  const result = new Map<OperationKey, OperationInput>();
  for (let index = 0; index < declared.length; index++) {
    const { key, operation, pathItem, path, operationId, marks } = declared[index]!;
    const side = sideOf(key, operation, newIds, operationId);
    if (marks) side.policy = marks;
    result.set(key, { side, operation, pathItem, document, path });
  }
  return result;
}

/** Operations keyed `GET /v2/things`. */
function declaredOperations(document: OpenApiDocument, operations: readonly OperationPlace[]): Declared[] {
  const result: Declared[] = [];
  for (let index = 0; index < operations.length; index++) {
    const { path, method, operation, pathItem } = operations[index]!;
    result.push({ key: `${method.toUpperCase()} ${path}`, operation, pathItem, path, operationId: operationIdOf(method, path, operation), marks: operationMarksOf(document, operation) });
  }
  return result;
}

/**
 * Events keyed by where they are declared: an `x-webhooks` key (each has a single `get` whose 200
 * response is the payload), `/webhooks/<name>` for OpenAPI 3.1 webhooks, and
 * `<METHOD> <path> callback <name> <expression>` for callbacks; a method other than the one
 * expected is appended to the key.
 */
function declaredEvents(document: OpenApiDocument, operations: readonly OperationPlace[]): Declared[] {
  const result: Declared[] = [];
  const add = (prefix: string, pathItem: unknown, single: string) => {
    const item = targetOf<PathItemObject>(document, pathItem);
    if (typeof item !== 'object' || item === null) return;
    for (let index = 0; index < HTTP_METHODS.length; index++) {
      const method = HTTP_METHODS[index]!;
      const operation = item[method];
      if (!operation || typeof operation !== 'object') continue;
      const key = method === single ? prefix : `${prefix} ${method.toUpperCase()}`;
      result.push({ key, operation, pathItem: item, path: key, operationId: typeof operation.operationId === 'string' ? operation.operationId : key, marks: operationMarksOf(document, operation) });
    }
  };
  for (const [key, pathItem] of Object.entries(document['x-webhooks'] ?? {})) add(key, pathItem, 'get');
  const webhooks = (document as { webhooks?: Record<string, unknown> }).webhooks;
  for (const [name, pathItem] of Object.entries(webhooks ?? {})) add(`/webhooks/${name}`, pathItem, 'post');
  for (let index = 0; index < operations.length; index++) {
    const { path, method, operation } = operations[index]!;
    // Most operations declare no callbacks: no list of entries made for them (nor for a value that has none).
    if (typeof operation.callbacks !== 'object' || operation.callbacks === null) continue;
    for (const [name, raw] of Object.entries(operation.callbacks as Record<string, unknown>)) {
      const callback = targetOf<Record<string, unknown>>(document, raw);
      if (typeof callback !== 'object' || callback === null) continue;
      for (const [expression, pathItem] of Object.entries(callback)) add(`${method.toUpperCase()} ${path} callback ${name} ${expression}`, pathItem, 'post');
    }
  }
  return result;
}

function sideOf(key: OperationKey, operation: OperationObject, newIds: Set<string>, operationId: string): OperationSide {
  const side: OperationSide = { key, operationId, deprecated: Boolean(operation.deprecated) };
  if (typeof operation.operationId !== 'string' || operation.operationId.trim() === '') side.routeNamed = true;
  if (side.deprecated) {
    const successor = successorOf(operation) ?? newerVersionOf(operationId, newIds);
    if (successor !== undefined) side.successor = successor;
  }
  return side;
}

function operationIds(operations: readonly OperationPlace[]): Set<string> {
  const ids = new Set<string>();
  for (let index = 0; index < operations.length; index++) {
    const { operationId } = operations[index]!.operation;
    if (operationId) ids.add(operationId);
  }
  return ids;
}

/**
 * The platform versions families in operationIds (`Actions V1#List` -> `Actions V2#List`): when the
 * document names no successor, the lowest newer version of the same operation is the natural one.
 */
function newerVersionOf(operationId: string, ids: Set<string>): string | undefined {
  const match = /^(.*\bV)(\d+)(#.*)$/.exec(operationId);
  if (!match) return undefined;
  const [, prefix, version, suffix] = match;
  for (let next = Number(version) + 1; next <= Number(version) + 5; next++) {
    const candidate = `${prefix}${next}${suffix}`;
    if (ids.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Operations on both sides by key; for operations (not events), one that disappeared and one that
 * appeared with the same method and the same URL once path parameter names are set aside
 * (`/keys/{id}` -> `/keys/{key_id}`) are the same operation with its parameters renamed.
 */
function diffOperationSet(before: Map<OperationKey, OperationInput>, after: Map<OperationKey, OperationInput>, schemas: SchemaDiffer, matchRenames: boolean): OperationSetDiff {
  const diff: OperationSetDiff = { added: [], removed: [], common: [] };
  const renamedFrom = matchRenames ? pathRenames(before, after) : new Map<OperationKey, OperationInput>();
  const matched = new Set([...renamedFrom.values()].map((input) => input.side.key));
  // Keys come sorted (declaredIn).
  before.forEach((input, key) => {
    if (!after.has(key) && !matched.has(key)) diff.removed.push(removedSide(input));
  });
  after.forEach((input, key) => {
    const old = before.get(key) ?? renamedFrom.get(key);
    if (old) diff.common.push(diffOperation(old, input, schemas));
    else diff.added.push(input.side);
  });
  return diff;
}

/** A removed operation's side, with the lifecycle dates its document gave (only a removal is judged by them). */
function removedSide({ side, document, operation }: OperationInput): OperationSide {
  const sunset = sunsetOf(document, operation);
  const deprecatedSince = deprecatedSinceOf(document, operation);
  return { ...side, ...(sunset === undefined ? {} : { sunset }), ...(deprecatedSince === undefined ? {} : { deprecatedSince }) };
}

/** New key -> the old operation it renames, where exactly one disappeared and one appeared at a normalised URL. */
function pathRenames(before: Map<OperationKey, OperationInput>, after: Map<OperationKey, OperationInput>): Map<OperationKey, OperationInput> {
  const only = (from: Map<OperationKey, OperationInput>, other: Map<OperationKey, OperationInput>) => {
    const byUrl = new Map<string, OperationKey[]>();
    from.forEach((_input, key) => {
      if (!other.has(key)) byUrl.set(normalisedPath(key), [...(byUrl.get(normalisedPath(key)) ?? []), key]);
    });
    return byUrl;
  };
  const gone = only(before, after);
  const renames = new Map<OperationKey, OperationInput>();
  for (const [url, keys] of only(after, before)) {
    const old = gone.get(url);
    if (keys.length === 1 && old?.length === 1) renames.set(keys[0]!, before.get(old[0]!)!);
  }
  return renames;
}
