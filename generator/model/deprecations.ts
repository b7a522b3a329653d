/** Everything the document deprecates, with the successor it names: operations, parameters, properties. */
import type { OpenApiDocument } from '../load/document.ts';
import { resolvedParameters } from './operations.ts';
import { walkSchema, type SchemaSite } from './schema-walk.ts';
import { findSuccessor } from './successors.ts';
import type { DeprecationModel, OperationModel } from './types.ts';

export function buildDeprecations(document: OpenApiDocument, operations: readonly OperationModel[], roots: readonly SchemaSite[]): DeprecationModel[] {
  const found: DeprecationModel[] = [];
  for (const operation of operations) {
    if (operation.deprecated) {
      found.push({ kind: 'operation', target: operation.operationId, method: operation.method, path: operation.path, ...(operation.successor && { successor: operation.successor }) });
    }
    const pathItem = document.paths[operation.path]!;
    for (const parameter of resolvedParameters(document, pathItem, pathItem[operation.method]!)) {
      if (parameter.deprecated !== true) continue;
      const successor = findSuccessor(document, parameter);
      found.push({ kind: 'parameter', target: `${operation.operationId} ${parameter.in}.${parameter.name}`, ...(successor && { successor }) });
    }
  }
  const seen = new Set<string>();
  for (const root of roots) {
    for (const site of walkSchema(root)) {
      if (site.schema.deprecated !== true || site.segments.length === 0 || seen.has(site.pointer)) continue;
      seen.add(site.pointer);
      const successor = findSuccessor(document, site.schema);
      found.push({ kind: 'property', target: [site.owner, ...site.segments].join('.'), ...(successor && { successor }) });
    }
  }
  return found;
}
