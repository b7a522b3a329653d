import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../../generator/generate.ts';
import { diffDocuments, type DriftChange } from '../../../generator/drift/index.ts';
import { clone, object, ok, ref, spec, withId } from './fixtures.ts';
import { projectScratchDir, removeScratchDirs } from '../../support/generator-runs.ts';

/**
 * Names that collide get the generator's numeric suffixes in drift's report too: two components
 * whose names clean to the same identifier (`Widget`, `Widget-`) each hold a `status` enum, and two
 * operationIds read the same (`Gadgets#List`, `GadgetsList`). The package generated from the new
 * document is the judge: each reported name must be declared there, with the values it reports on.
 */
const status = (values: string[]) => ({ type: 'string', enum: values });
const before = spec({
  paths: {
    '/widgets': { get: { operationId: 'Widgets#List', responses: ok(object({ plain: ref('Widget'), dashed: ref('Widget-') })) } },
    '/gadgets': { get: { operationId: 'Gadgets#List', parameters: [{ name: 'mode', in: 'query', schema: status(['a', 'b', 'c']) }], responses: ok(object({})) } },
    '/gadgets/all': { get: { operationId: 'GadgetsList', parameters: [{ name: 'mode', in: 'query', schema: status(['x', 'y', 'z']) }], responses: ok(object({})) } },
  },
  schemas: { Widget: object({ status: status(['on', 'off', 'plain-only']) }), 'Widget-': object({ status: status(['up', 'down', 'dashed-only']) }) },
});
const after = clone(before) as typeof before & { components: { schemas: Record<string, { properties: { status: { enum: string[] } } }> } };
after.components.schemas['Widget']!.properties.status.enum.pop();
after.components.schemas['Widget-']!.properties.status.enum.pop();
const afterPaths = after.paths as Record<string, { get: { parameters: Array<{ schema: { enum: string[] } }> } }>;
afterPaths['/gadgets']!.get.parameters[0]!.schema.enum.pop();
afterPaths['/gadgets/all']!.get.parameters[0]!.schema.enum.pop();

let generated: Promise<string> | undefined;
/**
 * The package generated from `after`: once per file, by the first test that reads it, not in a
 * beforeAll (a mutant breaking a beforeAll skips the tests, which Stryker counts as passing).
 * generate() runs no drift code, so sharing it between tests hides no drift mutant.
 */
const packageDir = () =>
  (generated ??= (async () => {
    const dir = projectScratchDir('symbol-names');
    writeFileSync(join(dir, 'after.json'), JSON.stringify(after));
    await generate({ specPath: join(dir, 'after.json'), outDir: join(dir, 'package'), formatCacheDir: false });
    return join(dir, 'package');
  })());
const read = async (file: string) => readFileSync(join(await packageDir(), file), 'utf8');
/** The values enums.ts lists under `name`. */
const enumValues = async (name: string) => JSON.parse(new RegExp(`export const ${name} = (\\[[^\\]]*\\]) as const`).exec(await read('enums.ts'))?.[1]?.replace(/'/g, '"') ?? 'null') as string[] | null;
/** Drift's changes, computed in each test. */
const changesOf = (): DriftChange[] => diffDocuments(before, after).changes;

afterAll(removeScratchDirs);

describe("drift's symbols are the generated package's names", () => {
  it('names each colliding component enum as enums.ts does, holding the values the change is about', async () => {
    const removed = withId(changesOf(), 'response-enum-value-removed');
    expect(removed.map((change) => change.location).sort()).toEqual(['Widget-.status', 'Widget.status']);
    for (const change of removed) {
      const enumName = change.symbols.find((symbol) => symbol.startsWith('WidgetStatus'))!;
      const dropped = change.location === 'Widget.status' ? 'plain-only' : 'dashed-only';
      expect(await enumValues(enumName), `${change.location} -> ${enumName}`).toEqual(expect.arrayContaining(after.components.schemas[change.location === 'Widget.status' ? 'Widget' : 'Widget-']!.properties.status.enum));
      expect(change.message).toContain(dropped);
    }
    // The two enums get distinct names: the old naming gave both `WidgetStatus`.
    expect(new Set(removed.map((change) => change.symbols.find((symbol) => symbol.startsWith('WidgetStatus')))).size).toBe(2);
  });

  it('names each colliding component schema and operation as the package declares it', async () => {
    const symbols = new Set(changesOf().flatMap((change) => change.symbols));
    for (const name of ['Widget', 'Widget_2']) {
      expect(symbols, name).toContain(name);
      expect(await read('schema.ts')).toMatch(new RegExp(`export type ${name} = `));
    }
    for (const name of ['GadgetsList', 'GadgetsList2']) {
      expect(symbols, name).toContain(name);
      expect(await read('v1.ts')).toContain(`export type ${name}Operation = `);
    }
  });

  it('names each colliding parameter enum after its own operation, with the values that operation takes', async () => {
    const removed = withId(changesOf(), 'request-enum-value-removed');
    expect(removed.map((change) => change.operation).sort()).toEqual(['GET /gadgets', 'GET /gadgets/all']);
    for (const change of removed) {
      const enumName = change.symbols.find((symbol) => symbol.endsWith('Mode'))!;
      const kept = change.operation === 'GET /gadgets' ? ['a', 'b'] : ['x', 'y'];
      expect(await enumValues(enumName), `${change.operation} -> ${enumName}`).toEqual(kept);
    }
  });
});
