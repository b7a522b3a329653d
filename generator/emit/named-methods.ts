/**
 * named-methods.ts, the package's `resources` entry: one declaration per resource, exported under
 * the resource's name, each method carrying what a call reads of its operation and, for a list,
 * how it pages. `createIncidentClientWith({ incidentsV2 }, options)` takes the ones a consumer
 * uses, so its bundle holds those methods and no table of the others. The facts are written here
 * again rather than shared with operations.ts: shared, each operation would be an export of its own
 * there, and the package entry (which loads operations.ts, not this module) would start slower.
 */
import { StructureKind, type Project } from 'ts-morph';
import type { ApiModel, OperationModel, PaginationModel } from '../model/types.ts';
import type { OperationFacts, PaginationMeta } from '../runtime/client/tables.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { NAMED_METHODS_MODULE } from './package-layout.ts';
import { resourceGroups } from './resource-methods.ts';
import { namedOperation } from './resources.ts';
import { constStatement, createEmitProject, printModule, typeRef, type Statement } from './syntax.ts';
import { TABLES_MODULE } from './tables.ts';

export function emitNamedMethods(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const groups = resourceGroups(model);
  const paging = new Map(model.pagination.map((entry) => [entry.operationId, entry]));
  // Resource names may be reserved words (`delete`): each is declared as `r<n>` and exported under its name.
  const local = (index: number) => `r${index}`;
  const statements: Statement[] = [
    ...(groups.length > 0 ? [{ kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: TABLES_MODULE, namedImports: ['NamedOperation'] } satisfies Statement] : []),
    ...groups.map(([, operations], index) =>
      constStatement({
        name: local(index),
        exported: false,
        value: Object.fromEntries(operations.map((operation) => [operation.named.method, carried(operation, paging.get(operation.operationId))])),
        satisfies: typeRef('Readonly', [typeRef('Record', [typeRef('string'), typeRef('NamedOperation')])]),
      }),
    ),
    { kind: StructureKind.ExportDeclaration, namedExports: groups.map(([resource], index) => ({ name: local(index), alias: resource })) },
  ];
  return tsFile(NAMED_METHODS_MODULE, 'named-methods.ts', printModule(project, statements));
}

/** The method's argument split, its operation's facts (false flags left out) and, for a list, its paging. */
function carried(operation: OperationModel, paged: PaginationModel | undefined) {
  const facts: OperationFacts = {
    operationId: operation.operationId,
    method: operation.method,
    path: operation.path,
    deprecated: operation.deprecated || undefined,
    successor: operation.successor,
    paginated: operation.paginated || undefined,
    rateLimit: operation.rateLimit,
    // The runtime refuses a body-less 2xx where the document promises a body.
    successBody: operation.success?.body !== undefined || undefined,
  } as OperationFacts;
  const pagingMeta: PaginationMeta | undefined =
    operation.paginated && paged ? { operationId: paged.operationId, method: paged.method, itemsKey: paged.itemsKey, maxPageSize: paged.maxPageSize, defaultPageSize: paged.defaultPageSize } : undefined;
  return { ...namedOperation(operation), operation: facts, paging: pagingMeta };
}
