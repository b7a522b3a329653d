import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../../generator/drift/index.ts';
import { renderPath } from '../../../generator/drift/rules/walk.ts';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { EVENT_EXPORTS } from '../../../generator/model/entry-exports.ts';
import { buildModel } from '../../../generator/model/index.ts';
import { readPackageModel } from '../../../generator/model/package-info.ts';
import { readRuntimeFiles } from '../../../generator/model/runtime.ts';
import { symbolNames } from '../../../generator/model/symbol-names.ts';
import type { ApiModel, EnumModel } from '../../../generator/model/types.ts';
import { PROJECT_ROOT } from '../../support/generator-runs.ts';
import { readRealSpec, realSpecPaths, snapshotName } from '../../support/real-specs.ts';

/**
 * Every real snapshot: each symbol drift reports is a name the package generated from one of the
 * two documents declares. The package is the model's names without emitting its files (the
 * emitters take every name from the model; test/generator/drift/symbol-names.test.ts checks an
 * emitted package). An enum's name must also be the enum at the place the change is about.
 */
const runtimeFiles = readRuntimeFiles(`${PROJECT_ROOT}/generator/runtime`);
const packageModel = readPackageModel(PROJECT_ROOT);

interface Declared {
  names: Set<string>;
  schemaTypes: Set<string>;
  enums: Map<string, EnumModel>;
}

/** What the package declares, listed from the model itself (not through symbol-names.ts). */
function declared(model: ApiModel): Declared {
  return {
    names: new Set([
      ...model.operations.map((operation) => operation.typeName),
      ...model.schemaTypes.map((type) => type.typeName),
      ...model.enums.map((enumModel) => enumModel.name),
      ...model.events.map((event) => `${EVENT_EXPORTS[event.kind].map}['${event.name}']`),
      ...model.operations.map((operation) => `paths['${operation.path}']`),
    ]),
    schemaTypes: new Set(model.schemaTypes.map((type) => type.typeName)),
    enums: new Map(model.enums.map((enumModel) => [enumModel.name, enumModel])),
  };
}

/** A change's location as the model's enum segments read: `{}` steps are `[]`, a union option adds none. */
const asEnumPath = (location: string) => location.replace(/\{\}/g, '[]').replace(/\.\([^)]*\)/g, '');

describe('every real snapshot', () => {
  it('reports only symbols its packages declare, each enum the one at the changed place', () => {
    const paths = realSpecPaths();
    const load = (path: string) => {
      const document = readRealSpec(path) as OpenApiDocument;
      const model = buildModel(document, { runtimeFiles, package: packageModel });
      return { document, model, names: symbolNames(model), declared: declared(model) };
    };
    let previous = load(paths[0]!);
    let checked = 0;
    for (const path of paths.slice(1)) {
      const next = load(path);
      const report = diffDocuments(previous.document, next.document, { names: { old: previous.names, new: next.names } });
      for (const change of report.changes) {
        for (const symbol of change.symbols) {
          const where = `${snapshotName(path)} ${change.id} ${change.operation} ${change.location}: ${symbol}`;
          expect(next.declared.names.has(symbol) || previous.declared.names.has(symbol), where).toBe(true);
          const enumModel = next.declared.enums.get(symbol) ?? previous.declared.enums.get(symbol);
          if (enumModel && change.location && !next.declared.schemaTypes.has(symbol) && !previous.declared.schemaTypes.has(symbol)) {
            const place = asEnumPath(change.location);
            const path = enumModel.segments.length === 0 ? '' : `.${renderPath(enumModel.segments)}`;
            expect(place.endsWith(path), where).toBe(true);
            // An operation's inline enum is owned by the operation's type name, which the location gives without a collision suffix.
            expect(enumModel.owner.startsWith(place.slice(0, place.length - path.length)), where).toBe(true);
          }
          checked++;
        }
      }
      previous = next;
    }
    expect(checked).toBeGreaterThan(1000);
  }, 600_000);
});
