/**
 * events.ts: webhook and audit-log events from `x-webhooks`: `WebhookEvents` / `AuditLogEvents`
 * (event name -> payload type), the name lists, and a type guard per kind.
 */
import { StructureKind, type Project } from 'ts-morph';
import { EVENT_EXPORTS } from '../model/entry-exports.ts';
import type { ApiModel, EventKind, EventModel } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { guardFunction } from './event-guards.ts';
import { constStatement, createEmitProject, indexed, keyOf, keyText, keyword, printModule, printNode, readonlyArray, typeRef , type Statement } from './syntax.ts';
import { schemaImport } from './tables.ts';
import { EVENTS_MODULE } from './package-layout.ts';

export function emitEvents(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const statements: Statement[] = [
    ...schemaImport(model.events.some((event) => event.payloadSchema) ? ['components'] : []),
    ...kindStatements('webhook', model.events.filter((event) => event.kind === 'webhook')),
    ...kindStatements('audit-log', model.events.filter((event) => event.kind === 'audit-log')),
  ];
  return tsFile(EVENTS_MODULE, 'events.ts', printModule(project, statements));
}

function kindStatements(kind: EventKind, events: EventModel[]): Statement[] {
  const names = EVENT_EXPORTS[kind];
  const [article, label] = kind === 'webhook' ? ['a', 'webhook event'] : ['an', 'audit-log entry'];
  return [
    {
      kind: StructureKind.Interface,
      isExported: true,
      name: names.map,
      docs: [`Each ${label} by name, to its payload type.`],
      properties: events.map((event) => ({ name: keyText(event.name), docs: event.description ? [event.description] : [], type: printNode(payloadType(event)) })),
    },
    { kind: StructureKind.TypeAlias, isExported: true, name: names.name, docs: [`The name of ${article} ${label}.`], type: printNode(keyOf(typeRef(names.map))) },
    { kind: StructureKind.TypeAlias, isExported: true, name: names.payload, docs: [`Any ${label} payload.`], type: printNode(indexed(typeRef(names.map), typeRef(names.name))) },
    constStatement({ name: names.list, doc: `Every ${label} name, sorted.`, value: events.map((event) => event.name), asConst: true, satisfies: readonlyArray(typeRef(names.name)) }),
    guardFunction(kind, names),
  ];
}

/** A component payload by name; an inline payload (none in practice) falls back to a plain record. */
const payloadType = (event: EventModel) =>
  event.payloadSchema ? indexed(typeRef('components'), 'schemas', event.payloadSchema) : typeRef('Record', [keyword('string'), keyword('unknown')]);
