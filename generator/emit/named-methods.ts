/**
 * named-methods.ts, the package's `resources` entry: one declaration per resource, its methods
 * each carrying its operation and paging (from operations.ts and pagination.ts), exported under
 * the resource's name. `createIncidentClientWith({ incidentsV2 }, options)` takes the ones a
 * consumer uses, so its bundle holds those methods and no table of the others.
 */
import { StructureKind, type Project } from 'ts-morph';
import type { ApiModel } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { jsPath, NAMED_METHODS_MODULE, OPERATIONS_MODULE, PAGINATION_MODULE } from './package-layout.ts';
import { pagingConstNames } from './pagination.ts';
import { operationConstName, resourceGroups } from './resource-methods.ts';
import { namedOperation } from './resources.ts';
import { constStatement, createEmitProject, printModule, typeRef, ValueReference, type Statement } from './syntax.ts';
import { TABLES_MODULE } from './tables.ts';

/** Namespace imports: a `$` name is no resource's, and the operations' own names stay apart from the resources'. */
const OPERATIONS = '$operations';
const PAGINATION = '$pagination';

export function emitNamedMethods(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const groups = resourceGroups(model);
  const paging = pagingConstNames(model);
  const paginated = model.operations.some((operation) => paging.has(operation.operationId) && operation.paginated);
  // Resource names may be reserved words (`delete`): each is declared as `r<n>` and exported under its name.
  const local = (index: number) => `r${index}`;
  const statements: Statement[] = [
    ...(groups.length > 0 ? [{ kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: TABLES_MODULE, namedImports: ['NamedOperation'] } satisfies Statement] : []),
    ...(groups.length > 0 ? [{ kind: StructureKind.ImportDeclaration, moduleSpecifier: `./${jsPath(OPERATIONS_MODULE)}`, namespaceImport: OPERATIONS } satisfies Statement] : []),
    ...(paginated ? [{ kind: StructureKind.ImportDeclaration, moduleSpecifier: `./${jsPath(PAGINATION_MODULE)}`, namespaceImport: PAGINATION } satisfies Statement] : []),
    ...groups.map(([, operations], index) =>
      constStatement({
        name: local(index),
        exported: false,
        value: Object.fromEntries(
          operations.map((operation) => {
            const pagingName = operation.paginated ? paging.get(operation.operationId) : undefined;
            return [
              operation.named.method,
              {
                ...namedOperation(operation),
                operation: new ValueReference(`${OPERATIONS}.${operationConstName(operation)}`),
                paging: pagingName === undefined ? undefined : new ValueReference(`${PAGINATION}.${pagingName}`),
              },
            ];
          }),
        ),
        satisfies: typeRef('Readonly', [typeRef('Record', [typeRef('string'), typeRef('NamedOperation')])]),
      }),
    ),
    { kind: StructureKind.ExportDeclaration, namedExports: groups.map(([resource], index) => ({ name: local(index), alias: resource })) },
  ];
  return tsFile(NAMED_METHODS_MODULE, 'named-methods.ts', printModule(project, statements));
}
