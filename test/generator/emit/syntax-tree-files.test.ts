import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { formatTypeScript } from '../../../generator/emit/syntax-tree-files.ts';
import { PRETTIER_OPTIONS } from '../../../generator/format/prettier.ts';
import { PROJECT_ROOT } from '../../support/project.ts';

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
});
