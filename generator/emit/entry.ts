/**
 * index.ts, the package entry: re-exports the bound client (client.ts), the factory of named
 * resources (composed-client.ts), the webhook functions (webhooks.ts), the tables, version
 * modules, enums, events and error types. It binds nothing itself: with `sideEffects: false`, a
 * bundler skips each module none of whose exports a consumer uses (a client-only bundle holds no
 * webhook code, a webhook-only one no client).
 */
import { StructureKind, type ExportDeclarationStructure, type Project } from 'ts-morph';
import { EVENT_EXPORTS, generatedExportNames } from '../model/entry-exports.ts';
import type { ApiModel } from '../model/types.ts';
import { clientModuleExports, composedFactoryName } from './client-modules.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { exportFrom, local, runtimeExports, splitExportList } from './module-statements.ts';
import { CLIENT_MODULE, COMPOSED_CLIENT_MODULE, DEPRECATIONS_MODULE, ENTRY_MODULE, ENUMS_MODULE, ERRORS_MODULE, EVENTS_MODULE, OPERATIONS_MODULE, PAGINATION_MODULE, RESOURCES_MODULE, SCHEMA_MODULE, versionModulePath, WEBHOOKS_MODULE } from './package-layout.ts';
import { createEmitProject, printModule, type Statement } from './syntax.ts';
import { CLIENT_ENTRY } from './tables.ts';

export function emitEntry(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const { webhook, 'audit-log': auditLog } = EVENT_EXPORTS;
  const generated = generatedExportNames(model);
  // Enum-backed schema types are exported by enums.ts already, under the same name.
  const schemaTypes = model.schemaTypes.filter((schemaType) => !schemaType.enumExport).map((schemaType) => schemaType.typeName);
  const naming = model.package.naming;
  const statements: Statement[] = [
    exportFrom(CLIENT_MODULE, clientModuleExports(model), []),
    exportFrom(COMPOSED_CLIENT_MODULE, [composedFactoryName(naming)], []),
    exportFrom(WEBHOOKS_MODULE, model.runtime.webhookBindings, []),
    exportFrom(OPERATIONS_MODULE, ['operations'], ['OperationId']),
    exportFrom(PAGINATION_MODULE, ['pagination'], ['PaginatedItems', 'PaginatedPath']),
    exportFrom(RESOURCES_MODULE, ['resources'], ['Resources']),
    exportFrom(DEPRECATIONS_MODULE, ['deprecations'], ['Deprecation']),
    exportFrom(EVENTS_MODULE, [webhook.list, webhook.guard, auditLog.list, auditLog.guard], [webhook.map, webhook.name, webhook.payload, auditLog.map, auditLog.name, auditLog.payload]),
    exportFrom(ERRORS_MODULE, [], model.errorShapes.map((shape) => shape.name)),
    exportFrom(SCHEMA_MODULE, [], ['paths', 'components', ...schemaTypes]),
    ...model.versions.map((version): ExportDeclarationStructure => ({ kind: StructureKind.ExportDeclaration, namespaceExport: version, moduleSpecifier: local(versionModulePath(version)) })),
    { kind: StructureKind.ExportDeclaration, moduleSpecifier: local(ENUMS_MODULE) },
    ...runtimeExports(CLIENT_ENTRY, model.runtime.clientExports, generated, naming),
    // webhooks.ts exports them under the package's names already.
    ...runtimeExports(local(WEBHOOKS_MODULE), model.runtime.webhookExports, generated, naming, true),
  ];
  return tsFile(ENTRY_MODULE, 'entry.ts', printModule(project, statements.flatMap(splitExportList)));
}
