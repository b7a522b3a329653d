/**
 * format/layout/assignment.ts against prettier for a member of an identifier assigned (`a.b`), the
 * shape the package entry writes once per binding (`export const x: typeof bound.x = bound.x;`):
 * prettier breaks it after `=` (never flows it) once the line passes the print width, and a short
 * object key keeps it on the key's line. Each text is checked at the widths where prettier's choice
 * changes; longer chains and optional members stay refused or are printed as prettier prints them.
 */
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { layoutRefusal, layoutTypeScript } from '../../../../generator/format/layout/index.ts';
import { PRETTIER_OPTIONS } from '../../../../generator/format/prettier.ts';

const pretty = (text: string) => prettier.format(text, PRETTIER_OPTIONS);
const named = (stem: string, width: number) => stem + 'X'.repeat(Math.max(0, width - stem.length));

async function expectTakenAsPrettier(texts: readonly string[]): Promise<void> {
  for (const text of texts) {
    expect(layoutRefusal(text), text).toBeUndefined();
    expect(layoutTypeScript(text), text).toBe(await pretty(text));
  }
}

/** `const name: typeof object.name = object.name;`, its one line exactly `width` columns wide (name 3 times, object twice). */
function boundExport(exported: boolean, object: string, width: number): string {
  const print = (name: string, on: string) => `${exported ? 'export ' : ''}const ${name}: typeof ${on}.${name} = ${on}.${name};`;
  const missing = width - print('n', object).length;
  const objectGrowth = [0, 2, 1][missing % 3]!;
  const text = print(named('n', 1 + (missing - 2 * objectGrowth) / 3), named(object, object.length + objectGrowth));
  if (text.length !== width) throw new Error(`no declaration ${width} columns wide`);
  return `${text}\n`;
}

describe('an assigned member of an identifier', () => {
  it('stays on one line while it fits and breaks after `=` once past the print width, as prettier does', async () => {
    const texts: string[] = [];
    for (const exported of [true, false]) {
      for (const width of [60, 117, 118, 119, 120, 121, 122, 123, 124, 200, 260]) texts.push(boundExport(exported, 'boundClient', width));
    }
    // The binding the entry writes, short and long, after a JSDoc comment.
    texts.push('const boundClient = bindClient(operations, pagination);\n/** Pages through a list. */\nexport const paginate: typeof boundClient.paginate = boundClient.paginate;\n');
    texts.push(`/**\n * ${named('Creates', 90)}.\n */\nexport const ${named('create', 60)}: typeof boundClient.${named('create', 60)} = boundClient.${named('create', 60)};\n`);
    // A name past the print width on its own still breaks after `=` only.
    texts.push(`export const ${named('a', 130)}: typeof b.c = b.c;\n`, `export const ${named('a', 130)} = b.c;\n`, 'export const a = b.c;\n');
    await expectTakenAsPrettier(texts);
    // Past the width the layout did break: not a one-line print that happens to match.
    expect(layoutTypeScript(boundExport(true, 'boundClient', 121))).toContain(' =\n  boundClient');
    expect(layoutTypeScript(boundExport(true, 'boundClient', 120))).not.toContain('\n  ');
  });

  it('after an object key: a short key keeps it on the key line, a longer one breaks after `:`', async () => {
    const member = `${named('b', 60)}.${named('c', 60)}`;
    await expectTakenAsPrettier([
      `export const a = { b: ${member} };\n`,
      `export const a = { ${named('k', 4)}: ${member} };\n`,
      `export const a = { ${named('k', 5)}: ${member} };\n`,
      `export const a = { ${named('key', 60)}: ${member} };\n`,
      'export const a = { b: c.d, e: f.g };\n',
    ]);
  });

  it('a longer chain, an optional member or a call is refused, or else printed as prettier prints it', async () => {
    const texts = [
      `export const a = ${named('b', 60)}.${named('c', 60)}.${named('d', 20)};\n`,
      'export const a = b.c.d;\n',
      `export const a = ${named('b', 60)}?.${named('c', 60)};\n`,
      `export const a: typeof b.c = b.c();\n`,
      `export const a = { b: ${named('b', 60)}.${named('c', 60)}.${named('d', 20)} };\n`,
      `export const a = -${named('b', 60)}.${named('c', 60)};\n`,
    ];
    for (const text of texts) {
      const laidOut = layoutTypeScript(text);
      if (laidOut !== undefined) expect(laidOut, text).toBe(await pretty(text));
    }
    expect(layoutRefusal(texts[0]!)).toBeDefined();
  });
});
