/**
 * generator/ as a house without circles (docs/architecture.md): no import cycle, no import that
 * runs back up the layer order of test/architecture/layers.ts, every folder described, no file
 * past 300 lines. Type-only imports count: a type names what its file means, so a cycle or an
 * upward import through types ties the layers as surely as a call. `make cycles` runs an
 * independent check (dpdm) of the first rule.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/project.ts';
import { systemTempDirs } from '../support/temp-dirs.ts';
import { foldersUnder, longFiles, pathsWithoutParagraph } from './house-rules.ts';
import { importCycles, importGraph } from './import-graph.ts';
import { LAYERS, layerBreaches, layerLines } from './layers.ts';

const GENERATOR = 'generator';
const doc = () => readFileSync(join(PROJECT_ROOT, 'docs/architecture.md'), 'utf8');
/** The units the table must place: each folder and each source file at the top of generator/. */
const units = () =>
  readdirSync(join(PROJECT_ROOT, GENERATOR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || /\.(ts|mjs)$/.test(entry.name))
    .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
    .sort();

describe('the house of generator/', () => {
  const edges = importGraph(PROJECT_ROOT, GENERATOR);

  it('reads the imports it judges (sanity: runtime/ `.js` imports, dynamic imports and type-only imports resolve)', () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges).toContainEqual({ from: 'generator/runtime/client/index.ts', to: 'generator/runtime/client/client.ts', typeOnly: false });
    expect(edges.some((edge) => edge.from === 'generator/command-line.ts' && edge.to === 'generator/commands/generate.ts')).toBe(true);
    expect(edges.some((edge) => edge.typeOnly)).toBe(true);
  });

  it('has no import cycle, type-only imports included', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it('has no import that runs back up the layer order, nor one between peers', () => {
    expect(layerBreaches(edges)).toEqual([]);
  });

  it('places every folder and top-level file of generator/ in the layer table, once, and nothing else', () => {
    const placed = LAYERS.flat();
    expect([...placed].sort()).toEqual(units());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it('describes every folder of generator/ and every top-level file in docs/architecture.md, a paragraph each', () => {
    const paths = [...foldersUnder(PROJECT_ROOT, GENERATOR).map((folder) => `${folder}/`), ...units().filter((unit) => !unit.endsWith('/')).map((file) => `${GENERATOR}/${file}`)];
    expect(paths.length).toBeGreaterThan(25);
    expect(pathsWithoutParagraph(doc(), paths)).toEqual([]);
  });

  it('prints the layer table in docs/architecture.md as test/architecture/layers.ts holds it', () => {
    expect(doc()).toContain(['```text', ...layerLines(), '```'].join('\n'));
  });

  it(`holds no source file over 300 lines`, () => {
    expect(longFiles(PROJECT_ROOT, GENERATOR)).toEqual([]);
  });
});

describe('the house rules catch what they forbid', () => {
  const tempDir = systemTempDirs();
  const tree = (files: Record<string, string>) => {
    const root = tempDir('architecture');
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  };

  it('finds a cycle through any kind of import: type-only, `.js` naming a .ts file, re-export, dynamic, import type, a file importing itself', () => {
    const root = tree({
      'g/a.ts': "import type { B } from './b.ts';\nexport type A = B;\n",
      'g/b.ts': "import { c } from './deep/c.js';\nexport type B = string;\n",
      'g/deep/c.ts': "export * from '../d.ts';\nexport const c = 1;\n",
      'g/d.ts': "export const d = () => import('./e.ts');\n",
      'g/e.ts': "export type E = import('./a.ts').A;\n",
      'g/self.ts': "export * from './self.ts';\n",
      'g/leaf.ts': "import './a.ts';\n",
    });
    expect(importCycles(importGraph(root, 'g'))).toEqual([['g/a.ts', 'g/b.ts', 'g/d.ts', 'g/deep/c.ts', 'g/e.ts'], ['g/self.ts']]);
    const cut = tree({ 'g/a.ts': "import type { B } from './b.ts';\n", 'g/b.ts': "export type B = string;\n// import './a.ts'\n" });
    expect(importCycles(importGraph(cut, 'g'))).toEqual([]);
  });

  it('marks type-only imports as such, and an import that runs code as not', () => {
    const root = tree({
      'g/a.ts': "import type { X } from './x.ts';\nimport { type Y } from './y.ts';\nimport { type Z, z } from './z.ts';\nimport './w.ts';\nexport type { V } from './v.ts';\n",
      ...Object.fromEntries(['x', 'y', 'z', 'w', 'v'].map((name) => [`g/${name}.ts`, 'export {};\n'])),
    });
    const typeOnly = Object.fromEntries(importGraph(root, 'g').map((edge) => [edge.to, edge.typeOnly]));
    expect(typeOnly).toEqual({ 'g/x.ts': true, 'g/y.ts': true, 'g/z.ts': false, 'g/w.ts': false, 'g/v.ts': true });
  });

  it('finds an import that runs back up, one between peers, and one from or to a unit of no layer', () => {
    const layers = [['low/'], ['mid.ts', 'peer/'], ['top/']];
    const edges = [
      { from: 'generator/top/a.ts', to: 'generator/low/b.ts' },
      { from: 'generator/low/deep/b.ts', to: 'generator/low/c.ts' },
      { from: 'generator/low/b.ts', to: 'generator/mid.ts' },
      { from: 'generator/mid.ts', to: 'generator/peer/x.ts' },
      { from: 'generator/stray/x.ts', to: 'generator/low/b.ts' },
      { from: 'generator/top/a.ts', to: 'generator/stray.ts' },
    ];
    expect(layerBreaches(edges, layers).map((breach) => breach.why)).toEqual([
      'runs back up: low/ (layer 0) imports mid.ts (layer 1)',
      'peers: mid.ts and peer/ share layer 1',
      'stray/ is in no layer of test/architecture/layers.ts',
      'stray.ts is in no layer of test/architecture/layers.ts',
    ]);
    expect(layerLines(layers)).toEqual([' 2  top/', ' 1  mid.ts  peer/', ' 0  low/']);
  });

  it('finds a folder without its paragraph, and a file past the limit', () => {
    const described = '# House\n\n**`g/`** the root.\n\nA line naming `g/sub/` in passing.\n\n**`g/sub/`** is\ndescribed here.\n';
    expect(pathsWithoutParagraph(described, ['g/', 'g/sub/', 'g/other/'])).toEqual(['g/other/']);
    expect(pathsWithoutParagraph(described.replace('**`g/sub/`** is', 'It is'), ['g/sub/'])).toEqual(['g/sub/']);
    const root = tree({ 'g/long.ts': 'x\n'.repeat(301), 'g/full.ts': 'x\n'.repeat(300), 'g/no-final-newline.mjs': `${'x\n'.repeat(300)}x` });
    expect(longFiles(root, 'g')).toEqual([{ file: 'g/long.ts', lines: 301 }, { file: 'g/no-final-newline.mjs', lines: 301 }]);
    expect(foldersUnder(root, 'g')).toEqual([]);
    expect(foldersUnder(tree({ 'g/a/b/c.ts': '' }), 'g')).toEqual(['g/a', 'g/a/b']);
  });
});
