/**
 * webhooks.ts, the package's `webhooks` entry, re-exported by the main entry.
 */
import { StructureKind, type Project } from 'ts-morph';
import { EVENT_EXPORTS, generatedExportNames } from '../model/entry-exports.ts';
import type { ApiModel } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { bound, exportFrom, local, runtimeExports, splitExportList } from './module-statements.ts';
import { EVENTS_MODULE, VALIDATORS_MODULE, WEBHOOKS_MODULE } from './package-layout.ts';
import { createEmitProject, factory as f, printModule, typeRef, type Statement } from './syntax.ts';

export const WEBHOOKS_RUNTIME = './runtime/webhooks/index.js';

/**
 * webhooks.ts, the package's `webhooks` entry: the webhook runtime bound to the events, the
 * events' names and guards, and the runtime's webhook errors and types. The main entry re-exports
 * them; a consumer importing only these bundles no client.
 */
export function emitWebhooksEntry(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const { webhook } = EVENT_EXPORTS;
  const statements: Statement[] = [
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: WEBHOOKS_RUNTIME, namedImports: ['bindWebhooks'] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: local(EVENTS_MODULE), namedImports: [webhook.list, { name: webhook.map, isTypeOnly: true }] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: local(VALIDATORS_MODULE), namedImports: ['eventValidators'] },
    ...bound(model.runtime.webhookBindings, model.runtime.bindingDocs, 'bindWebhooks', [typeRef(webhook.map)], f.createIdentifier(webhook.list), f.createIdentifier('eventValidators')),
    exportFrom(EVENTS_MODULE, [webhook.list, webhook.guard], [webhook.map, webhook.name, webhook.payload]),
    ...runtimeExports(WEBHOOKS_RUNTIME, model.runtime.webhookExports, generatedExportNames(model), model.package.naming),
  ];
  return tsFile(WEBHOOKS_MODULE, 'webhooks-module.ts', printModule(project, statements.flatMap(splitExportList)));
}

