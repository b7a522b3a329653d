/** operations.ts: the `operations` manifest keyed by operationId, exported at run time by the package entry. */
import { StructureKind, type Project } from 'ts-morph';
import type { ApiModel, OperationModel } from '../model/types.ts';
import type { OperationMeta } from '../runtime/client/tables.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { constStatement, createEmitProject, keyOf, printModule, printNode, typeOf, typeRef , type Statement } from './syntax.ts';
import { TABLES_MODULE } from './tables.ts';
import { OPERATIONS_MODULE } from './package-layout.ts';

export function emitOperations(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const table = Object.fromEntries(model.operations.map((operation) => [operation.operationId, meta(operation)]));
  const statements: Statement[] = [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: TABLES_MODULE, namedImports: ['OperationsTable'] },
    constStatement({ name: 'operations', doc: 'Every operation of the API, keyed by operationId.', value: table, asConst: true, satisfies: typeRef('OperationsTable') }),
    { kind: StructureKind.TypeAlias, isExported: true, name: 'OperationId', docs: ['An operationId of this API.'], type: printNode(keyOf(typeOf('operations'))) },
  ];
  return tsFile(OPERATIONS_MODULE, 'operations.ts', printModule(project, statements));
}

function meta(operation: OperationModel): OperationMeta {
  return {
    operationId: operation.operationId,
    name: operation.valueName,
    method: operation.method,
    path: operation.path,
    version: operation.version,
    tags: operation.tags,
    deprecated: operation.deprecated,
    successor: operation.successor,
    paginated: operation.paginated,
    rateLimit: operation.rateLimit,
    // The runtime refuses a body-less 2xx where the document promises a body.
    successBody: operation.success?.body !== undefined,
  };
}
