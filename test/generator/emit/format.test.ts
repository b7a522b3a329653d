import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { PRETTIER_OPTIONS, startFormatter } from '../../../generator/emit/format.ts';
import { PROJECT_ROOT } from '../../../generator/generate.ts';

describe('startFormatter', () => {
  it('formats each file with the house prettier options and keeps the paths in order', async () => {
    const files = [
      { path: 'a.ts', content: '// banner\nexport const a = {x:1,\n y:"two"}\n' },
      { path: 'b.ts', content: 'export type B = {a:string}' },
    ];
    const formatted = await startFormatter().format(files);
    expect(formatted.map((file) => file.path)).toEqual(['a.ts', 'b.ts']);
    expect(formatted[0]!.content).toBe("// banner\nexport const a = { x: 1, y: 'two' };\n");
    expect(formatted[1]!.content).toBe('export type B = { a: string };\n');
  });

  it('rejects source prettier cannot parse', async () => {
    await expect(startFormatter().format([{ path: 'bad.ts', content: 'export const = ;' }])).rejects.toThrow(/prettier failed/);
  });

  it('leaves the committed syntax-tree output prettier-clean', async () => {
    for (const module of ['index.ts', 'operations.ts', 'pagination.ts', 'enums.ts', 'events.ts', 'v1.ts']) {
      const source = readFileSync(join(PROJECT_ROOT, 'generated', module), 'utf8');
      expect(await prettier.check(source, PRETTIER_OPTIONS), module).toBe(true);
    }
  });
});
