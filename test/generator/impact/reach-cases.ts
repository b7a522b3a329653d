/**
 * What each failing line of a consumer reaches in the package, in the drift report's terms
 * (`symbols | locations | members`), and which changes explain it: one consumer holding every way
 * code names a part of the package, compiled against an OLD and a NEW package of the impact
 * fixtures' documents (with `withMore`). reach.test.ts runs these cases on packages the generator
 * writes, small-package.test.ts on hand-written-package.ts's ones: the same lines reach the same
 * places in both.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { diffDocuments } from '../../../generator/drift/index.ts';
import { compileConsumer, readConsumerProjects, type PackageSide } from '../../../generator/impact/index.ts';
import { explainingChanges } from '../../../generator/impact/explain.ts';
import { reachOf } from '../../../generator/impact/reach.ts';
import type { ApiModel } from '../../../generator/model/types.ts';
import { documentModel, symbolNames } from '../../../generator/model/symbol-names.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { CLIENT, newDocument, oldDocument, withMore, writeConsumer } from './fixtures.ts';

/** Line by line (1-based): each line from 3 on compiles against OLD and breaks against NEW. */
export const USES = [
  `import { resources, type Widget, type components, type paths, type v2 } from 'incident-api-client';`,
  `import { client } from './client.js';`,
  `export const read = (widget: Widget) => widget.legacy_code;`,
  `export const indexed = (widget: Widget) => widget['legacy_code'];`,
  `export const dropped = (id: string) => client.gadgetsV2.destroy({ id });`,
  `export const droppedByPath = (id: string) => client.DELETE('/v2/gadgets/{id}', { params: { path: { id } } });`,
  `export const listed = () => client.widgetsV2.list({ page_size: 10 });`,
  `export type Code = components['schemas']['Widget']['legacy_code'];`,
  `export const shown = async (id: string) => (await client.widgetsV2.show({ id })).widget.legacy_code;`,
  `export const written: Widget = { id: 'a', name: 'b', legacy_code: 'c' };`,
  `export type Destroy = paths['/v2/gadgets/{id}']['delete'];`,
  `export const shorthand = (legacy_code: string): Widget => ({ id: 'a', name: 'b', legacy_code });`,
  `export type Params = v2.GadgetsV2DestroyPathParams;`,
  `export const destroyEntry = resources.gadgetsV2.destroy;`,
  `export const listedByPath = () => client.GET('/v2/widgets', { params: { query: { page_size: 1 } } });`,
  `export const sizes = (widget: Widget) => widget.parts?.map((part) => part.size);`,
  `import type { Gadget } from 'incident-api-client';`,
  `export const maybe = (widget?: Widget) => widget?.legacy_code;`,
  '',
].join('\n');

export interface PackagePair {
  old: PackageSide;
  new: PackageSide;
  remove?(): void;
}

/**
 * The cases, on the packages `write` gives for the two models. Call once at a test file's top
 * level; `tsconfig` is the consumer's (writeConsumer's default when omitted).
 */
export function describeReach(packagesOf: string, write: (models: { old: ApiModel; new: ApiModel }) => Promise<PackagePair>, tsconfig?: object): void {
  const tempDir = systemTempDirs();
  let packages: PackagePair | undefined;
  afterAll(() => packages?.remove?.());

  // Run by the first test that needs it, not in a beforeAll: a generator bug that breaks it then
  // fails the tests instead of skipping them (which a mutation run would count as passing).
  let compiled: Promise<{ reached: (line: number) => string; explained: (line: number) => string[] }> | undefined;
  const prepared = () => (compiled ??= prepare());

  async function prepare() {
    const [before, after] = [withMore(oldDocument(), 'old'), withMore(newDocument(), 'new')];
    const models = { old: documentModel(before), new: documentModel(after) };
    packages = await write(models);
    const [consumer] = readConsumerProjects([writeConsumer(tempDir('impact-reach'), { 'src/client.ts': CLIENT, 'src/uses.ts': USES }, tsconfig)]);
    const cache = new Map();
    const old = compileConsumer(consumer!, packages.old, cache);
    const now = compileConsumer(consumer!, packages.new, cache);
    expect(old.errors.map((error) => error.message)).toEqual([]);
    const report = diffDocuments(before, after, { names: { old: symbolNames(models.old), new: symbolNames(models.new) } });
    const reachAt = (line: number) => {
      const errors = now.errors.filter((error) => error.file === 'src/uses.ts' && error.line === line);
      expect(errors, `one error on line ${line}`).toHaveLength(1);
      const { diagnostic } = errors[0]!;
      return reachOf(diagnostic.file!.fileName, diagnostic.start!, diagnostic.length ?? 0, diagnostic.relatedInformation ?? [], [now, old]);
    };
    return {
      reached: (line: number) => {
        const reach = reachAt(line);
        return [reach.symbols, reach.locations, reach.members].map((set) => [...set].sort().join(' ')).join(' | ');
      },
      /** The `rule location` of each explaining change (a component change shows up once per operation reaching it). */
      explained: (line: number) => [...new Set(explainingChanges(report.changes, reachAt(line)).map((index) => `${report.changes[index]!.id} ${report.changes[index]!.location ?? report.changes[index]!.operation}`))],
    };
  }

  describe(`reachOf: what a failing line of a consumer reaches in ${packagesOf}`, { timeout: 600_000 }, () => {
    it('a property read or written on a package type: the type, and that member of it', async () => {
      const { reached } = await prepared();
      expect(reached(3)).toBe('Widget | Widget Widget.legacy_code | Widget.legacy_code');
      expect(reached(9)).toBe('Widget | Widget Widget.legacy_code | Widget.legacy_code');
      expect(reached(10)).toBe('Widget | Widget | Widget.legacy_code');
      expect(reached(12)).toBe('Widget | Widget | Widget.legacy_code');
      // Through an optional receiver (`Widget | undefined`): each type of the union.
      expect(reached(18)).toBe('Widget | Widget Widget.legacy_code | Widget.legacy_code');
      // Below an array: the inline item type's place is `Widget.parts[]`.
      expect(reached(16)).toBe('Widget | Widget.parts[] Widget.parts[].size | Widget.parts[].size');
    });

    it("a member named by an element access or an indexed access type: the member's place, found in the old package where it still is", async () => {
      const { reached } = await prepared();
      expect(reached(4)).toBe('Widget | Widget.legacy_code | ');
      expect(reached(8)).toBe('Widget | Widget.legacy_code | ');
    });

    it("an operation called by its resource method or its path string, or named by its route in the paths type, a version module's type or the resources table", async () => {
      const { reached } = await prepared();
      expect(reached(5)).toBe('GadgetsV2Destroy |  | ');
      expect(reached(6)).toBe("GadgetsV2Destroy paths['/v2/gadgets/{id}'] |  | ");
      expect(reached(11)).toBe("GadgetsV2Destroy paths['/v2/gadgets/{id}'] |  | ");
      expect(reached(13)).toBe('GadgetsV2Destroy |  | ');
      expect(reached(14)).toBe('GadgetsV2Destroy |  | ');
      expect(reached(15)).toBe("WidgetsV2List paths['/v2/widgets'] | WidgetsV2List WidgetsV2List.team_id | WidgetsV2List.query");
    });

    it("a parameter TypeScript relates to the error (now required, missing), declared under schema.ts's operations key: the operation and the parameter", async () => {
      const { reached } = await prepared();
      expect(reached(7)).toBe('WidgetsV2List | WidgetsV2List.team_id | ');
    });

    it('an import of a type the new package no longer exports: that type, through the import', async () => {
      const { reached } = await prepared();
      expect(reached(17)).toBe('Gadget | Gadget | ');
    });

    it('is explained by the change at the member the line names, however it names it', async () => {
      const { explained } = await prepared();
      for (const line of [3, 4, 8, 9, 10, 12, 18]) expect(explained(line), `line ${line}`).toEqual(['response-property-removed Widget.legacy_code']);
      for (const line of [5, 6, 11, 13, 14]) expect(explained(line), `line ${line}`).toEqual(['operation-removed-without-deprecation DELETE /v2/gadgets/{id}']);
      for (const line of [7, 15]) expect(explained(line), `line ${line}`).toEqual(['request-parameter-added-required WidgetsV2List.team_id']);
      expect(explained(16)).toEqual(['response-property-removed Widget.parts[].size']);
      // Drift reports what operations and events reach: a type none of them uses goes unreported, so nothing explains it.
      expect(explained(17)).toEqual([]);
    });
  });
}
