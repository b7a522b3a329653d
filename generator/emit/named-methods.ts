/**
 * named-methods.ts, the package's `resources` entry: each named method as an export of its own
 * (`incidentsV2List`), carrying what a call reads of its operation and, for a list, how it pages;
 * and each resource (`incidentsV2`) as an object of its methods. `createIncidentClientWith` takes
 * whole resources or single methods (`{ incidentsV2: { list: incidentsV2List } }`), so a bundle
 * holds the methods a consumer names and no table of the others: an object's properties cannot be
 * dropped, separate constants can. The facts are written here again rather than shared with
 * operations.ts: shared, each operation would be an export of its own there, and the package
 * entry (which loads operations.ts, not this module) would start slower.
 */
import { StructureKind, type Project } from 'ts-morph';
import { namedMethodExportNames } from '../model/naming.ts';
import type { ApiModel, OperationModel, PaginationModel } from '../model/types.ts';
import type { OperationFacts, PagingFacts } from '../runtime/client/tables.ts';
import { valueKey } from './escape.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { NAMED_METHODS_MODULE } from './package-layout.ts';
import { resourceGroups } from './resource-methods.ts';
import { argumentSplit } from './resources.ts';
import { CodeReference, constStatement, createEmitProject, printModule, printNode, typeRef, type Statement } from './syntax.ts';
import { TABLES_MODULE } from './tables.ts';

export function emitNamedMethods(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const groups = resourceGroups(model);
  const paging = new Map(model.pagination.map((entry) => [entry.operationId, entry]));
  const exportNames = namedMethodExportNames(model.operations.map((operation) => operation.named));
  // Names may be reserved words (`delete`): each is declared as `m<n>` or `r<n>` and exported under its name.
  let count = 0;
  const declared = groups.map(([resource, operations], index) => ({
    resource,
    local: `r${index}`,
    methods: operations.map((operation) => ({ operation, local: `m${count++}`, exported: exportNames.get(operation.named)! })),
  }));
  const carriedMethods = new Map(declared.flatMap(({ methods }) => methods.map(({ operation, local }) => [local, carried(operation, paging.get(operation.operationId))] as const)));
  const statements: Statement[] = [
    ...(groups.length > 0 ? [{ kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: TABLES_MODULE, namedImports: ['CarriedNamedOperation'] } satisfies Statement] : []),
    ...(model.operations.some((operation) => operation.deprecated)
      ? [{ kind: StructureKind.ImportDeclaration, moduleSpecifier: DEPRECATION_MODULE, namedImports: [NOTIFIER.name] } satisfies Statement]
      : []),
    ...resourcesRuntimeImports(carriedMethods),
    // As const, so each method's type is its own and cannot stand in for another's.
    ...[...carriedMethods].map(([local, value]) => constStatement({ name: local, exported: false, value, asConst: true, satisfies: typeRef('CarriedNamedOperation') })),
    ...declared.map(({ local, methods }) => resourceStatement(local, methods.map(({ operation, local: method }) => [operation.named.method, method]))),
    // One export line per resource; `export {};` keeps a document without operations a module.
    ...(declared.length === 0 ? [{ kind: StructureKind.ExportDeclaration, namedExports: [] } satisfies Statement] : []),
    ...declared.map(({ resource, local, methods }): Statement => ({
      kind: StructureKind.ExportDeclaration,
      namedExports: [{ name: local, alias: resource }, ...methods.map((method) => ({ name: method.local, alias: method.exported }))],
    })),
  ];
  return tsFile(NAMED_METHODS_MODULE, 'named-methods.ts', printModule(project, statements));
}

/** `const r0 = { list: m0, show: m1 };` */
function resourceStatement(local: string, methods: Array<[string, string]>): Statement {
  return (writer) => {
    writer.write(`const ${local} = `);
    writer.inlineBlock(() => methods.forEach(([name, method]) => writer.write(`${printNode(valueKey(name))}: ${method},`).newLine()));
    writer.write(';').newLine();
  };
}

const DEPRECATION_MODULE = './runtime/client/deprecation.js';
/** What a deprecated operation's facts carry, so the code of deprecation notices is bundled only with a method that needs it. */
const NOTIFIER = new CodeReference('createDeprecationNotifier');
const RESOURCES_RUNTIME_MODULE = './runtime/client/resources.js';
/** What a list method carries, so the paging code is bundled only with a list method. */
const LIST_CALL = new CodeReference('listCall');
/** What a body method carries, so the code splitting a body from the query is bundled only with such a method. */
const BODY_SPLIT = new CodeReference('bodySplit');

/** The runtime's parts the methods carry, imported when one does. */
function resourcesRuntimeImports(methods: ReadonlyMap<string, ReturnType<typeof carried>>): Statement[] {
  const values = [...methods.values()];
  const used = [BODY_SPLIT, LIST_CALL].filter((part) => values.some((method) => method.listCall === part || method.bodySplit === part)).map((part) => part.name);
  return used.length > 0 ? [{ kind: StructureKind.ImportDeclaration, moduleSpecifier: RESOURCES_RUNTIME_MODULE, namedImports: used }] : [];
}

/** OperationFacts as this module writes them: the notifier by its name. */
type EmittedFacts = Omit<OperationFacts, 'notifier'> & { notifier?: CodeReference };

/** The method's argument split (and, with a body, the code doing it), its operation's facts (false flags left out; `paginated` is the paging's presence) and, for a list, the paginator's facts and list call: each fact once. */
function carried(operation: OperationModel, paged: PaginationModel | undefined) {
  const facts: EmittedFacts = {
    operationId: operation.operationId,
    method: operation.method,
    path: operation.path,
    deprecated: operation.deprecated || undefined,
    successor: operation.successor,
    rateLimit: operation.rateLimit,
    // The runtime refuses a body-less 2xx where the document promises a body.
    successBody: operation.success?.body !== undefined || undefined,
    notifier: operation.deprecated ? NOTIFIER : undefined,
  } as EmittedFacts;
  // What the paginator reads: the operationId and method are the operation's, said once there; that it pages is said by its being here.
  const paging: PagingFacts | undefined = operation.paginated && paged ? { itemsKey: paged.itemsKey, maxPageSize: paged.maxPageSize, defaultPageSize: paged.defaultPageSize } : undefined;
  const split = argumentSplit(operation);
  return { ...split, operation: facts, paging, listCall: paging && LIST_CALL, bodySplit: split.body && BODY_SPLIT };
}
