import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { emitSyntaxTreeFiles, formatTypeScript, printSyntaxTreeFiles } from '../../../generator/emit/syntax-tree-files.ts';
import { PRETTIER_OPTIONS } from '../../../generator/format/prettier.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
import { projectScratchDir, removeScratchDirs } from '../../support/generator-runs.ts';
import { PROJECT_ROOT } from '../../support/project.ts';

afterAll(removeScratchDirs);

describe('formatTypeScript', () => {
  it('formats each file with the house prettier options and keeps the paths in order', async () => {
    const files = [
      { path: 'a.ts', content: '// banner\nexport const a = {x:1,\n y:"two"} as const\n' },
      { path: 'b.ts', content: 'export type B = {a:string}' },
    ];
    const formatted = await formatTypeScript(files);
    expect(formatted.map((file) => file.path)).toEqual(['a.ts', 'b.ts']);
    expect(formatted[0]!.content).toBe("// banner\nexport const a = { x: 1, y: 'two' } as const;\n");
    expect(formatted[1]!.content).toBe('export type B = { a: string };\n');
  });

  it('rejects source prettier cannot parse', async () => {
    await expect(formatTypeScript([{ path: 'bad.ts', content: 'export const = ;' }])).rejects.toThrow();
  });

  it('leaves the committed syntax-tree output as the typescript parser would print it too', async () => {
    for (const module of ['index.ts', 'operations.ts', 'pagination.ts', 'enums.ts', 'events.ts', 'v1.ts']) {
      const source = readFileSync(join(PROJECT_ROOT, 'generated', module), 'utf8');
      expect(await prettier.check(source, { ...PRETTIER_OPTIONS, parser: 'typescript' }), module).toBe(true);
    }
  });

  it('gives a file the layout declines (a CR in it) to prettier, through the format cache when given one', async () => {
    const cache = projectScratchDir('format-cache');
    const files = [{ path: 'crlf.ts', content: 'export const a = {x:1}\r\n' }];
    expect(await formatTypeScript(files, { formatCacheDir: cache })).toEqual([{ path: 'crlf.ts', content: 'export const a = { x: 1 };\n' }]);
    const entries = readdirSync(cache).filter((name) => name.endsWith('.txt'));
    expect(entries).toHaveLength(1);
    expect(readFileSync(join(cache, entries[0]!), 'utf8').endsWith('\nexport const a = { x: 1 };\n')).toBe(true);
    // Without a cache folder nothing is kept anywhere, and the text is the same.
    expect(await formatTypeScript(files)).toEqual([{ path: 'crlf.ts', content: 'export const a = { x: 1 };\n' }]);
  });

  it('keeps the format cache bounded: once formatted, the least recently used entries beyond the newest 64 are removed', async () => {
    const cache = projectScratchDir('format-cache');
    const old = new Date('2020-01-01T00:00:00Z');
    for (let index = 0; index < 70; index++) {
      const path = join(cache, `${String(index).padStart(64, '0')}.txt`);
      writeFileSync(path, 'stale\nexport const stale = 1;\n');
      utimesSync(path, old, new Date(old.getTime() + index * 1000));
    }
    await formatTypeScript([{ path: 'crlf.ts', content: 'export const a = {x:1}\r\n' }], { formatCacheDir: cache });
    const kept = readdirSync(cache).filter((name) => name.endsWith('.txt'));
    expect(kept).toHaveLength(64);
    // The entry just written stays; the oldest stale ones went.
    expect(kept.filter((name) => !name.startsWith('0000'))).toHaveLength(1);
    expect(kept).not.toContain(`${'0'.repeat(64)}.txt`);
  });
});

describe('emitSyntaxTreeFiles', () => {
  it('prints every syntax-tree module in build order and formats each as prettier would', async () => {
    const model = fixtureModel();
    const printed = [...printSyntaxTreeFiles(model)];
    expect(printed.map((file) => file.path)).toEqual(['v1.ts', 'v2.ts', 'v3.ts', 'enums.ts', 'errors.ts', 'pagination.ts', 'operations.ts', 'deprecations.ts', 'events.ts', 'resources.ts', 'named-methods.ts', 'client.ts', 'composed-client.ts', 'webhooks.ts', 'index.ts']);
    const formatted = await emitSyntaxTreeFiles(model);
    expect(formatted.map((file) => file.path)).toEqual(printed.map((file) => file.path));
    for (const file of formatted) expect(await prettier.format(file.content, { ...PRETTIER_OPTIONS, parser: 'typescript' }), file.path).toBe(file.content);
  });

  it('lays out every module of the fixture without prettier: nothing reaches the format cache', async () => {
    const cache = projectScratchDir('format-cache');
    const formatted = await emitSyntaxTreeFiles(fixtureModel(), { formatCacheDir: cache });
    expect(formatted).toHaveLength(15);
    expect(readdirSync(cache)).toEqual([]);
  });
});
