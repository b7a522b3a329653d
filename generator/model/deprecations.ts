/** Everything the document deprecates, with the successor it names: operations, parameters, properties. */
import type { OpenApiDocument, ParameterObject } from '../load/document.ts';
import { child, follow, walkSchema, type SchemaSite } from './schema-walk.ts';
import { findSuccessor } from './successors.ts';
import type { DeprecationModel, OperationModel } from './types.ts';

export function buildDeprecations(document: OpenApiDocument, operations: readonly OperationModel[], roots: readonly SchemaSite[]): DeprecationModel[] {
  const found: DeprecationModel[] = [];
  for (const operation of operations) {
    if (operation.deprecated) {
      found.push({ kind: 'operation', target: operation.operationId, pointer: child('#/paths', operation.path, operation.method), method: operation.method, path: operation.path, ...(operation.successor && { successor: operation.successor }) });
    }
    for (const { parameter, pointer } of parameterSites(document, operation)) {
      if (parameter.deprecated !== true) continue;
      const successor = findSuccessor(document, parameter);
      found.push({ kind: 'parameter', target: `${operation.operationId} ${parameter.in}.${parameter.name}`, pointer, ...(successor && { successor }) });
    }
  }
  const seen = new Set<string>();
  for (const root of roots) {
    for (const site of walkSchema(root)) {
      if (site.schema.deprecated !== true || site.segments.length === 0 || seen.has(site.pointer)) continue;
      seen.add(site.pointer);
      const successor = findSuccessor(document, site.schema);
      found.push({ kind: 'property', target: [site.owner, ...site.segments].join('.'), pointer: site.pointer, ...(successor && { successor }) });
    }
  }
  return found;
}

/** Path-level parameters the operation does not redefine, then its own, each with where it lives. */
function parameterSites(document: OpenApiDocument, operation: OperationModel): Array<{ parameter: ParameterObject; pointer: string }> {
  const pathItem = document.paths[operation.path]!;
  const sites = new Map<string, { parameter: ParameterObject; pointer: string }>();
  const visit = (list: unknown[] | undefined, base: string) =>
    (list ?? []).forEach((raw, index) => {
      const { value, pointer } = follow<ParameterObject>(document, raw, child(base, 'parameters', index));
      if (value && typeof value.name === 'string') sites.set(`${value.in} ${value.name}`, { parameter: value, pointer });
    });
  visit(pathItem.parameters, child('#/paths', operation.path));
  visit(pathItem[operation.method]!.parameters, child('#/paths', operation.path, operation.method));
  return [...sites.values()];
}
