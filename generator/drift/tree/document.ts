import { eachOperation, type OpenApiDocument, type OperationObject, type PathItemObject } from '../../load/document.ts';
import { diffOperation, type OperationInput } from './operation.ts';
import { SchemaDiffer } from './schema.ts';
import { successorOf } from './successor.ts';
import type { DocumentDiff, OperationKey, OperationSetDiff, OperationSide } from './types.ts';

/** The change tree between two loaded documents: operations in `paths`, events in `x-webhooks`. */
export function diffTree(oldDocument: OpenApiDocument, newDocument: OpenApiDocument): DocumentDiff {
  const schemas = new SchemaDiffer(oldDocument, newDocument);
  const newIds = operationIds(newDocument);
  const tree: DocumentDiff = {
    operations: diffOperationSet(collect(oldDocument, oldDocument.paths, false, newIds), collect(newDocument, newDocument.paths, false, newIds), schemas),
    events: diffOperationSet(
      collect(oldDocument, oldDocument['x-webhooks'], true, newIds),
      collect(newDocument, newDocument['x-webhooks'], true, newIds),
      schemas,
    ),
  };
  schemas.settle();
  return tree;
}

/**
 * Operations keyed `GET /v2/things`; events keyed by their `x-webhooks` key, since each event
 * has a single `get` that only carries its payload.
 */
function collect(document: OpenApiDocument, paths: Record<string, PathItemObject> | undefined, events: boolean, newIds: Set<string>): Map<OperationKey, OperationInput> {
  const result = new Map<OperationKey, OperationInput>();
  for (const { path, method, operation, pathItem } of eachOperation(paths)) {
    const key = events && method === 'get' ? path : `${method.toUpperCase()} ${path}`;
    result.set(key, { side: sideOf(key, operation, newIds), operation, pathItem, document });
  }
  return result;
}

function sideOf(key: OperationKey, operation: OperationObject, newIds: Set<string>): OperationSide {
  const operationId = operation.operationId ?? key;
  const side: OperationSide = { key, operationId, deprecated: Boolean(operation.deprecated) };
  if (side.deprecated) {
    const successor = successorOf(operation) ?? newerVersionOf(operationId, newIds);
    if (successor !== undefined) side.successor = successor;
  }
  return side;
}

function operationIds(document: OpenApiDocument): Set<string> {
  const ids = new Set<string>();
  for (const { operation } of eachOperation(document.paths)) if (operation.operationId) ids.add(operation.operationId);
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

function diffOperationSet(before: Map<OperationKey, OperationInput>, after: Map<OperationKey, OperationInput>, schemas: SchemaDiffer): OperationSetDiff {
  const diff: OperationSetDiff = { added: [], removed: [], common: [] };
  for (const key of [...before.keys()].sort()) if (!after.has(key)) diff.removed.push(before.get(key)!.side);
  for (const key of [...after.keys()].sort()) {
    const old = before.get(key);
    if (old) diff.common.push(diffOperation(old, after.get(key)!, schemas));
    else diff.added.push(after.get(key)!.side);
  }
  return diff;
}
