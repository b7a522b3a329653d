/**
 * The names a generated package gives what a document declares, read from the model the generator
 * builds (so from naming.ts, collisions and their numeric suffixes included): drift reports these,
 * and the consumer check maps declarations back to them. Nothing here is emitted.
 */
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../context.ts';
import { eachOperation, operationIdOf, type OpenApiDocument } from '../load/document.ts';
import { EVENT_EXPORTS } from './entry-exports.ts';
import { buildModel } from './index.ts';
import { buildEnums } from './enums.ts';
import { REFERENCE_ERROR_SHAPES } from './error-shape.ts';
import { buildEvents } from './events.ts';
import { buildOperationShapes } from './operations.ts';
import { buildRuntimeModel } from './runtime.ts';
import { buildSchemaTypes } from './schema-types.ts';
import { schemaRoots } from './schema-walk.ts';
import { readPackageModel } from './package-info.ts';
import { readRuntimeFiles } from './runtime.ts';
import { operationTypeName, uniqueNames } from './naming.ts';
import type { ApiModel, EventKind, OperationModel, RuntimeFile, Side } from './types.ts';

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

/** What names read of an operation: a whole OperationModel, or operationNaming's few fields. */
type OperationNaming = Pick<OperationModel, 'operationId' | 'typeName' | 'path'>;

type NamedParts = Pick<ApiModel, 'schemaTypes' | 'enums' | 'events'> & { operations: readonly OperationNaming[] };

/** The value of `make`, worked out on the first call only. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * The names a model gives. Each table is built the first time a name of its kind is asked for:
 * over documentNames below, asking an operation's name costs no schema walk.
 */
export function symbolNames(model: NamedParts): SymbolNames {
  const operations = once(() => new Map(model.operations.map((operation) => [operation.operationId, operation.typeName])));
  const schemas = once(() => new Map(model.schemaTypes.map((type) => [type.name, type.typeName])));
  const enums = once(() => {
    const byPlace = new Map<string, string>();
    // Sorted by name in the model: of two enums at one place (allOf members), the first name wins, as a reader would look first.
    for (const enumModel of model.enums) if (!byPlace.has(enumKey(enumModel.owner, enumModel.segments))) byPlace.set(enumKey(enumModel.owner, enumModel.segments), enumModel.name);
    return byPlace;
  });
  const events = once(() => new Map(model.events.map((event) => [`${event.kind} ${event.name}`, `${EVENT_EXPORTS[event.kind].map}['${event.name}']`])));
  const paths = once(() => new Map(model.operations.map((operation) => [operation.path, `paths['${operation.path}']`])));
  const all = once(() => new Set([...operations().values(), ...schemas().values(), ...enums().values(), ...events().values(), ...paths().values()]));
  return {
    operation: (operationId) => operations().get(operationId),
    schema: (componentName) => schemas().get(componentName),
    enumAt(owner, segments) {
      const ownerName = 'component' in owner ? owner.component : operations().get(owner.operationId);
      return ownerName === undefined ? undefined : enums().get(enumKey(ownerName, segments));
    },
    event(key) {
      const prefix = EVENT_KEY_PREFIXES.find(([start]) => key.startsWith(start));
      return prefix ? events().get(`${prefix[1]} ${key.slice(prefix[0].length)}`) : undefined;
    },
    path: (path) => paths().get(path),
    get all() {
      return all();
    },
  };
}

/** The runtime's files, read once per process: the model needs its export names, never their change. */
let runtimeFiles: RuntimeFile[] | undefined;

/** The model generate.ts builds for `document`, with this toolchain's runtime and package identity. */
export function documentModel(document: OpenApiDocument, projectRoot = PROJECT_ROOT): ApiModel {
  runtimeFiles ??= readRuntimeFiles(resolve(projectRoot, 'generator/runtime'));
  return buildModel(document, { runtimeFiles, package: readPackageModel(projectRoot) });
}

/**
 * The names of the package the generator would write for `document`, without emitting it or
 * building its whole model: only the parts of buildModel (index.ts) that names come from, each
 * built the first time a name needs it, so a report pays for the kinds of symbol its changes
 * mention, and a comparison that names none pays nothing.
 */
export function documentSymbolNames(document: OpenApiDocument, projectRoot = PROJECT_ROOT): SymbolNames {
  // An operation's or a path's name needs the operationIds alone; enums and schema types the operations' shapes.
  const operations = once(() => buildOperationShapes(document));
  const naming = once(() => operationNaming(document));
  const enums = once(() => buildEnums([...schemaRoots(document, operations())], SIDE_DECIDES_NO_NAME));
  const schemaTypes = once(() => {
    runtimeFiles ??= readRuntimeFiles(resolve(projectRoot, 'generator/runtime'));
    const versions = [...new Set(operations().map((operation) => operation.version))].sort();
    return buildSchemaTypes(document, { runtime: buildRuntimeModel(runtimeFiles), enums: enums(), versions, errorShapes: REFERENCE_ERROR_SHAPES, package: readPackageModel(projectRoot) });
  });
  const events = once(() => buildEvents(document));
  return symbolNames({
    get operations() {
      return naming();
    },
    get enums() {
      return enums();
    },
    get schemaTypes() {
      return schemaTypes();
    },
    get events() {
      return events();
    },
  });
}

/** Each operation's id, path and type name, as buildOperations (operations.ts) names them, without reading the rest of it. */
function operationNaming(document: OpenApiDocument): OperationNaming[] {
  const found = eachOperation(document.paths);
  const ids = found.map(({ method, path, operation }) => operationIdOf(method, path, operation));
  const typeNames = uniqueNames(ids, operationTypeName);
  return found.map(({ path }, index) => ({ operationId: ids[index]!, typeName: typeNames.get(ids[index]!)!, path }));
}

/** An enum's side (sides.ts, a walk of the whole document) decides how it is emitted, never what it is called. */
const SIDE_DECIDES_NO_NAME = (): Side => 'response';
