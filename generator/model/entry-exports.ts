/**
 * The names the package entry exports besides the component schema types. Schema types are named
 * around them (naming.schemaExportNames): a schema called `IncidentApiError` or `v2` must not
 * shadow the runtime's class or a version namespace, silently or otherwise.
 */
import { BASE_URL_EXPORT, RUNTIME_FACTORY, runtimeExportName } from './package-names.ts';
import type { ApiModel, EventKind, PackageModel } from './types.ts';

/** The names events.ts exports, per kind: the package entry re-exports exactly these. */
export const EVENT_EXPORTS = {
  webhook: { map: 'WebhookEvents', name: 'WebhookEventName', payload: 'WebhookEventPayload', list: 'webhookEventNames', guard: 'isWebhookEventPayload' },
  'audit-log': { map: 'AuditLogEvents', name: 'AuditLogEventName', payload: 'AuditLogEntry', list: 'auditLogEventNames', guard: 'isAuditLogEntry' },
} as const satisfies Record<EventKind, Record<string, string>>;

/** The tables' and schema module's own names, as the entry re-exports them. */
export const TABLE_EXPORTS = ['operations', 'pagination', 'resources', 'Resources', 'deprecations', 'paths', 'components', 'PaginatedItems', 'PaginatedPath', 'OperationId', 'Deprecation'] as const;

/** `package` absent: the platform's own package, whose entry speaks the runtime's names. */
type EntryParts = Pick<ApiModel, 'runtime' | 'errorShapes' | 'enums' | 'versions'> & { package?: Pick<PackageModel, 'naming'> };

/** What the generated modules export through the entry: a runtime export of the same name is left to them. */
export function generatedExportNames(model: EntryParts): Set<string> {
  return new Set<string>([
    ...model.runtime.clientBindings,
    ...model.runtime.webhookBindings,
    ...Object.values(EVENT_EXPORTS).flatMap((names) => Object.values(names)),
    ...model.errorShapes.map((shape) => shape.name),
    ...model.enums.map((enumModel) => enumModel.name),
    ...model.versions,
    ...TABLE_EXPORTS,
    // A named package's entry declares its own factory and base URL (emit/entry.ts).
    ...(model.package?.naming.own ? [model.package.naming.factory, BASE_URL_EXPORT] : []),
    // The factory of named resources only (emit/entry.ts, composedFactory).
    `${model.package?.naming.factory ?? RUNTIME_FACTORY}With`,
  ]);
}

/** Every name the entry exports before the schema types: the generated modules' and the runtime's. */
export function entryExportNames(model: EntryParts): Set<string> {
  const names = generatedExportNames(model);
  for (const { name } of [...model.runtime.clientExports, ...model.runtime.webhookExports]) names.add(model.package ? runtimeExportName(model.package.naming, name) : name);
  return names;
}
