/**
 * pagination.ts: the `pagination` table (path -> how to page it) the client's paginate() reads,
 * and `PaginatedItems` (path -> record type) that types it: a path missing here is a type error.
 */
import { StructureKind, type Project } from 'ts-morph';
import type { ApiModel, PaginationModel } from '../model/types.ts';
import type { PaginationMeta } from '../runtime/client/tables.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { constStatement, createEmitProject, indexed, keyOf, keyText, keyword, printModule, printNode, typeRef , type Statement } from './syntax.ts';
import { schemaImport, TABLES_MODULE } from './tables.ts';
import { PAGINATION_MODULE } from './package-layout.ts';

export function emitPagination(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const table = Object.fromEntries(model.pagination.map((entry) => [entry.path, meta(entry)]));
  const statements: Statement[] = [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: TABLES_MODULE, namedImports: ['PaginationTable'] },
    ...schemaImport(model.pagination.length > 0 ? ['paths'] : []),
    constStatement({ name: 'pagination', doc: 'Every cursor-paginated list operation, keyed by path: the records array and the page-size limits.', value: table, asConst: true, satisfies: typeRef('PaginationTable') }),
    {
      kind: StructureKind.Interface,
      isExported: true,
      name: 'PaginatedItems',
      docs: ['The record type each paginated path yields.'],
      properties: model.pagination.map((entry) => ({ name: keyText(entry.path), type: printNode(recordType(entry)) })),
    },
    { kind: StructureKind.TypeAlias, isExported: true, name: 'PaginatedPath', docs: ['A path `paginate()` accepts.'], type: printNode(keyOf(typeRef('PaginatedItems'))) },
  ];
  return tsFile(PAGINATION_MODULE, 'pagination.ts', printModule(project, statements));
}

function meta(entry: PaginationModel): PaginationMeta {
  return { operationId: entry.operationId, method: entry.method, itemsKey: entry.itemsKey, maxPageSize: entry.maxPageSize, defaultPageSize: entry.defaultPageSize };
}

/** `NonNullable<paths[P]['get']['responses'][200]['content'][json][itemsKey]>[number]`. */
function recordType(entry: PaginationModel) {
  const status = /^\d+$/.test(entry.successStatus) ? Number(entry.successStatus) : entry.successStatus;
  const records = indexed(typeRef('paths'), entry.path, 'get', 'responses', status, 'content', entry.contentType, entry.itemsKey);
  return indexed(typeRef('NonNullable', [records]), keyword('number'));
}
