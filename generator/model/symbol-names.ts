/**
 * The names a generated package gives what a document declares, read from the model the generator
 * builds (so from naming.ts, collisions and their numeric suffixes included): drift reports these,
 * and the consumer check maps declarations back to them. Nothing here is emitted.
 */
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../context.ts';
import type { OpenApiDocument } from '../load/document.ts';
import { EVENT_EXPORTS } from './entry-exports.ts';
import { buildModel } from './index.ts';
import { readPackageModel } from './package-info.ts';
import { readRuntimeFiles } from './runtime.ts';
import type { ApiModel, EventKind, RuntimeFile } from './types.ts';

/** The owner of an inline enum: a component schema, or an operation (by operationId) for parameters and inline bodies. */
export type EnumOwner = { component: string } | { operationId: string };

export interface SymbolNames {
  /** `Incidents V2#List` -> `IncidentsV2List` (the prefix of `IncidentsV2ListOperation`, `…Query`, ...). */
  operation(operationId: string): string | undefined;
  /** A component schema's exported type: `IncidentV2`, `WidgetV2_2`, `IncidentApiErrorSchema`. */
  schema(componentName: string): string | undefined;
  /** The enum type at `segments` below its owner (`[]` for array items and map values), as enums.ts exports it. */
  enumAt(owner: EnumOwner, segments: readonly string[]): string | undefined;
  /** `/x-webhooks/<name>`, `/x-audit-logs/<name>`, `/webhooks/<name>` -> `WebhookEvents['<name>']`. */
  event(key: string): string | undefined;
  /** `paths['/v2/incidents']` for a path the package declares. */
  path(path: string): string | undefined;
  /** Every name above: what a report may mention. */
  readonly all: ReadonlySet<string>;
}

const EVENT_KEY_PREFIXES: Array<[string, EventKind]> = [
  ['/x-webhooks/', 'webhook'],
  ['/x-audit-logs/', 'audit-log'],
  ['/webhooks/', 'webhook'],
];

const enumKey = (owner: string, segments: readonly string[]) => JSON.stringify([owner, ...segments]);

export function symbolNames(model: Pick<ApiModel, 'operations' | 'schemaTypes' | 'enums' | 'events'>): SymbolNames {
  const operations = new Map(model.operations.map((operation) => [operation.operationId, operation.typeName]));
  const schemas = new Map(model.schemaTypes.map((type) => [type.name, type.typeName]));
  const enums = new Map<string, string>();
  // Sorted by name in the model: of two enums at one place (allOf members), the first name wins, as a reader would look first.
  for (const enumModel of model.enums) if (!enums.has(enumKey(enumModel.owner, enumModel.segments))) enums.set(enumKey(enumModel.owner, enumModel.segments), enumModel.name);
  const events = new Map(model.events.map((event) => [`${event.kind} ${event.name}`, `${EVENT_EXPORTS[event.kind].map}['${event.name}']`]));
  const paths = new Map(model.operations.map((operation) => [operation.path, `paths['${operation.path}']`]));
  return {
    operation: (operationId) => operations.get(operationId),
    schema: (componentName) => schemas.get(componentName),
    enumAt(owner, segments) {
      const ownerName = 'component' in owner ? owner.component : operations.get(owner.operationId);
      return ownerName === undefined ? undefined : enums.get(enumKey(ownerName, segments));
    },
    event(key) {
      const prefix = EVENT_KEY_PREFIXES.find(([start]) => key.startsWith(start));
      return prefix ? events.get(`${prefix[1]} ${key.slice(prefix[0].length)}`) : undefined;
    },
    path: (path) => paths.get(path),
    all: new Set([...operations.values(), ...schemas.values(), ...enums.values(), ...events.values(), ...paths.values()]),
  };
}

/** The runtime's files, read once per process: the model needs its export names, never their change. */
let runtimeFiles: RuntimeFile[] | undefined;

/** The model generate.ts builds for `document`, with this toolchain's runtime and package identity. */
export function documentModel(document: OpenApiDocument, projectRoot = PROJECT_ROOT): ApiModel {
  runtimeFiles ??= readRuntimeFiles(resolve(projectRoot, 'generator/runtime'));
  return buildModel(document, { runtimeFiles, package: readPackageModel(projectRoot) });
}

/** The names of the package the generator would write for `document`, without emitting it. */
export const documentSymbolNames = (document: OpenApiDocument): SymbolNames => symbolNames(documentModel(document));
