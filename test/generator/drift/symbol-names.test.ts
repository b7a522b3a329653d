import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let changes: DriftChange[];
let packageDir: string;
const read = (file: string) => readFileSync(join(packageDir, file), 'utf8');
/** The values enums.ts lists under `name`. */
const enumValues = (name: string) => JSON.parse(new RegExp(`export const ${name} = (\\[[^\\]]*\\]) as const`).exec(read('enums.ts'))?.[1]?.replace(/'/g, '"') ?? 'null') as string[] | null;

beforeAll(async () => {
  changes = diffDocuments(before, after).changes;
  const dir = projectScratchDir('symbol-names');
  writeFileSync(join(dir, 'after.json'), JSON.stringify(after));
  packageDir = join(dir, 'package');
  await generate({ specPath: join(dir, 'after.json'), outDir: packageDir, formatCacheDir: false });
}, 120_000);
afterAll(removeScratchDirs);

describe("drift's symbols are the generated package's names", () => {
  it('names each colliding component enum as enums.ts does, holding the values the change is about', () => {
    const removed = withId(changes, 'response-enum-value-removed');
    expect(removed.map((change) => change.location).sort()).toEqual(['Widget-.status', 'Widget.status']);
    for (const change of removed) {
      const enumName = change.symbols.find((symbol) => symbol.startsWith('WidgetStatus'))!;
      const dropped = change.location === 'Widget.status' ? 'plain-only' : 'dashed-only';
      expect(enumValues(enumName), `${change.location} -> ${enumName}`).toEqual(expect.arrayContaining(after.components.schemas[change.location === 'Widget.status' ? 'Widget' : 'Widget-']!.properties.status.enum));
      expect(change.message).toContain(dropped);
    }
    // The two enums get distinct names: the old naming gave both `WidgetStatus`.
    expect(new Set(removed.map((change) => change.symbols.find((symbol) => symbol.startsWith('WidgetStatus')))).size).toBe(2);
  });

  it('names each colliding component schema and operation as the package declares it', () => {
    const symbols = new Set(changes.flatMap((change) => change.symbols));
    for (const name of ['Widget', 'Widget_2']) {
      expect(symbols, name).toContain(name);
      expect(read('schema.ts')).toMatch(new RegExp(`export type ${name} = `));
    }
    for (const name of ['GadgetsList', 'GadgetsList2']) {
      expect(symbols, name).toContain(name);
      expect(read('v1.ts')).toContain(`export type ${name}Operation = `);
    }
  });

  it('names each colliding parameter enum after its own operation, with the values that operation takes', () => {
    const removed = withId(changes, 'request-enum-value-removed');
    expect(removed.map((change) => change.operation).sort()).toEqual(['GET /gadgets', 'GET /gadgets/all']);
    for (const change of removed) {
      const enumName = change.symbols.find((symbol) => symbol.endsWith('Mode'))!;
      const kept = change.operation === 'GET /gadgets' ? ['a', 'b'] : ['x', 'y'];
      expect(enumValues(enumName), `${change.operation} -> ${enumName}`).toEqual(kept);
    }
  });
});
