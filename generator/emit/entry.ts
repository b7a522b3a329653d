/**
 * index.ts, the package entry: binds the generic runtime to this API's types and tables (the
 * contract in the brief), and re-exports the tables, version modules, enums, events and error types.
 */
import { StructureKind, VariableDeclarationKind, type ExportDeclarationStructure, type Project } from 'ts-morph';
import { EVENT_EXPORTS, generatedExportNames } from '../model/entry-exports.ts';
import { BASE_URL_EXPORT, RUNTIME_FACTORY, runtimeExportName, type PackageNaming } from '../model/package-names.ts';
import type { ApiModel, RuntimeExport } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { createEmitProject, factory as f, printModule, printNode, typeRef, type ts , type Statement } from './syntax.ts';
import { CLIENT_ENTRY } from './tables.ts';
import { DEPRECATIONS_MODULE, ENTRY_MODULE, ENUMS_MODULE, ERRORS_MODULE, EVENTS_MODULE, jsPath, OPERATIONS_MODULE, PAGINATION_MODULE, RESOURCES_MODULE, SCHEMA_MODULE, VALIDATORS_MODULE, versionModulePath } from './package-layout.ts';

const WEBHOOKS_ENTRY = './runtime/webhooks/index.js';
const local = (module: string) => `./${jsPath(module)}`;

export function emitEntry(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const { webhook, 'audit-log': auditLog } = EVENT_EXPORTS;
  const generated = generatedExportNames(model);
  // Enum-backed schema types are exported by enums.ts already, under the same name.
  const schemaTypes = model.schemaTypes.filter((schemaType) => !schemaType.enumExport).map((schemaType) => schemaType.typeName);
  const naming = model.package.naming;
  const clientTables = f.createObjectLiteralExpression([
    ...['operations', 'pagination', 'resources'].map((name) => f.createShorthandPropertyAssignment(name)),
    f.createPropertyAssignment('validators', f.createIdentifier('responseValidators')),
  ]);
  const clientTypes = [typeRef('paths'), typeRef('PaginatedItems'), typeRef('Resources')];
  const statements: Statement[] = [
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: CLIENT_ENTRY, namedImports: ['bindClient', ...(naming.own ? [{ name: 'ClientOptions', isTypeOnly: true }] : [])] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: WEBHOOKS_ENTRY, namedImports: ['bindWebhooks'] },
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: local(SCHEMA_MODULE), namedImports: ['paths'] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: local(OPERATIONS_MODULE), namedImports: ['operations'] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: local(PAGINATION_MODULE), namedImports: ['pagination', { name: 'PaginatedItems', isTypeOnly: true }] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: local(EVENTS_MODULE), namedImports: [webhook.list, { name: webhook.map, isTypeOnly: true }] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: local(RESOURCES_MODULE), namedImports: ['resources', { name: 'Resources', isTypeOnly: true }] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: local(VALIDATORS_MODULE), namedImports: ['responseValidators', 'eventValidators'] },
    ...(naming.own ? ownFactory(naming, naming.own.baseUrl, model.runtime.clientBindings, clientTypes, clientTables) : bound(model.runtime.clientBindings, model.runtime.bindingDocs, 'bindClient', clientTypes, clientTables)),
    ...bound(model.runtime.webhookBindings, model.runtime.bindingDocs, 'bindWebhooks', [typeRef(webhook.map)], f.createIdentifier(webhook.list), f.createIdentifier('eventValidators')),
    { kind: StructureKind.ExportDeclaration, namedExports: ['operations', 'pagination', 'resources'] },
    exportFrom(RESOURCES_MODULE, [], ['Resources']),
    exportFrom(PAGINATION_MODULE, [], ['PaginatedItems', 'PaginatedPath']),
    exportFrom(OPERATIONS_MODULE, [], ['OperationId']),
    exportFrom(DEPRECATIONS_MODULE, ['deprecations'], ['Deprecation']),
    exportFrom(EVENTS_MODULE, [webhook.list, webhook.guard, auditLog.list, auditLog.guard], [webhook.map, webhook.name, webhook.payload, auditLog.map, auditLog.name, auditLog.payload]),
    exportFrom(ERRORS_MODULE, [], model.errorShapes.map((shape) => shape.name)),
    exportFrom(SCHEMA_MODULE, [], ['paths', 'components', ...schemaTypes]),
    ...model.versions.map((version): ExportDeclarationStructure => ({ kind: StructureKind.ExportDeclaration, namespaceExport: version, moduleSpecifier: local(versionModulePath(version)) })),
    { kind: StructureKind.ExportDeclaration, moduleSpecifier: local(ENUMS_MODULE) },
    ...runtimeExports(CLIENT_ENTRY, model.runtime.clientExports, generated, naming),
    ...runtimeExports(WEBHOOKS_ENTRY, model.runtime.webhookExports, generated, naming),
  ];
  return tsFile(ENTRY_MODULE, 'entry.ts', printModule(project, statements.flatMap(splitExportList)));
}

/** The most characters of names one `export { ... }` holds: TypeScript prints a declaration's export list on one line. */
const EXPORT_LIST_CHARS = 140;

/** A long `export { a, b, ... } from` as several, each within EXPORT_LIST_CHARS, so a hover's file keeps short lines. */
function splitExportList(statement: Statement): Statement[] {
  if (typeof statement === 'function' || statement.kind !== StructureKind.ExportDeclaration || !Array.isArray(statement.namedExports)) return [statement];
  const chunks: (typeof statement.namedExports)[] = [[]];
  let length = 0;
  for (const named of statement.namedExports) {
    const text = typeof named === 'string' ? named : typeof named === 'function' ? '' : `${named.isTypeOnly ? 'type ' : ''}${named.name}${named.alias ? ` as ${named.alias}` : ''}`;
    if (length + text.length + 2 > EXPORT_LIST_CHARS && chunks.at(-1)!.length > 0) {
      chunks.push([]);
      length = 0;
    }
    chunks.at(-1)!.push(named);
    length += text.length + 2;
  }
  return chunks.map((namedExports) => ({ ...statement, namedExports }));
}

/**
 * `const boundX = binder<T...>(arguments);`, then per binding `export const a: typeof boundX.a = boundX.a;`
 * with the runtime's JSDoc: destructured, the exports would lose it, and their declaration would
 * print every binding's whole type on one line.
 */
function bound(names: string[], docs: Record<string, string> | undefined, binder: string, typeArguments: ts.TypeNode[], ...args: ts.Expression[]): Statement[] {
  const local = binder.replace(/^bind/, 'bound');
  return [
    bindOnce(local, binder, typeArguments, args),
    ...names.map((name): Statement => ({
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      ...(docs?.[name] !== undefined && { docs: [docs[name]] }),
      declarations: [{ name, type: `typeof ${local}.${name}`, initializer: `${local}.${name}` }],
    })),
  ];
}

/** `const local = binder<T...>(arguments);`: the runtime bound once, privately. */
function bindOnce(local: string, binder: string, typeArguments: ts.TypeNode[], args: ts.Expression[]): Statement {
  return { kind: StructureKind.VariableStatement, declarationKind: VariableDeclarationKind.Const, declarations: [{ name: local, initializer: printNode(f.createCallExpression(f.createIdentifier(binder), typeArguments, args)) }] };
}

/**
 * A named package's client: the runtime bound once, privately; the factory under the package's
 * name, `baseUrl` defaulting to the document's server (or required when it names none); the other
 * bindings (`paginate`) exported as they are.
 */
function ownFactory(naming: PackageNaming, baseUrl: string | undefined, bindings: string[], typeArguments: ts.TypeNode[], tables: ts.Expression): Statement[] {
  const binding = 'boundClient';
  const others = bindings.filter((name) => name !== RUNTIME_FACTORY);
  return [
    bindOnce(binding, 'bindClient', typeArguments, [tables]),
    ...(others.length === 0
      ? []
      : [{ kind: StructureKind.VariableStatement, isExported: true, declarationKind: VariableDeclarationKind.Const, declarations: [{ name: `{ ${others.join(', ')} }`, initializer: binding }] } satisfies Statement]),
    ...(baseUrl === undefined
      ? []
      : [
          {
            kind: StructureKind.VariableStatement,
            isExported: true,
            declarationKind: VariableDeclarationKind.Const,
            docs: ["The document's first server, its variables' defaults filled in."],
            declarations: [{ name: BASE_URL_EXPORT, initializer: printNode(f.createStringLiteral(baseUrl)) }],
          } satisfies Statement,
        ]),
    {
      kind: StructureKind.Function,
      isExported: true,
      name: naming.factory,
      docs: [baseUrl === undefined ? 'A client; the document names no absolute server, so `baseUrl` is required.' : `A client; \`baseUrl\` defaults to ${BASE_URL_EXPORT}.`],
      parameters: [{ name: 'options', type: baseUrl === undefined ? 'ClientOptions & { baseUrl: string }' : 'ClientOptions' }],
      returnType: `ReturnType<typeof ${binding}.${RUNTIME_FACTORY}>`,
      statements: [baseUrl === undefined ? `return ${binding}.${RUNTIME_FACTORY}(options);` : `return ${binding}.${RUNTIME_FACTORY}({ ...options, baseUrl: options.baseUrl ?? ${BASE_URL_EXPORT} });`],
    },
  ];
}

function exportFrom(module: string, values: string[], types: string[]): ExportDeclarationStructure {
  return {
    kind: StructureKind.ExportDeclaration,
    moduleSpecifier: local(module),
    namedExports: [...values.map((name) => ({ name })), ...types.map((name) => ({ name, isTypeOnly: true }))],
  };
}

/**
 * The runtime's own errors and types; a name the generated modules already export is left to them.
 * `export {} from './x.js'` says nothing: a runtime entry with nothing left to re-export gets no statement.
 */
function runtimeExports(module: string, exports: RuntimeExport[], generated: Set<string>, naming: PackageNaming): ExportDeclarationStructure[] {
  const names = exports
    .filter(({ name }) => !generated.has(name))
    .map(({ name, typeOnly }) => {
      const alias = runtimeExportName(naming, name);
      return { name, isTypeOnly: typeOnly, ...(alias !== name && { alias }) };
    });
  return names.length === 0 ? [] : [{ kind: StructureKind.ExportDeclaration, moduleSpecifier: module, namedExports: names }];
}
