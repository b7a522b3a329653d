import { describe, expect, it } from 'vitest';
import { constStatement, createEmitProject, indexed, keyText, literal, printModule, printNode, typeRef } from '../../../generator/emit/syntax.ts';

describe('syntax builders', () => {
  it('prints values and keys as TypeScript, quoting only what needs it', () => {
    expect(printNode(literal({ a: 1, 'b-c': [true, null, -2], skip: undefined, s: "it's" }))).toBe("{\n    a: 1,\n    'b-c': [true, null, -2],\n    s: 'it\\'s'\n}");
    expect(keyText('plain')).toBe('plain');
    expect(keyText('/v2/incidents')).toBe("'/v2/incidents'");
    expect(printNode(indexed(typeRef('paths'), '/v2/x', 'get', 'responses', 200))).toBe("paths['/v2/x']['get']['responses'][200]");
  });

  it('writes a data table as one top-level statement in the house style', () => {
    const text = printModule(createEmitProject(), [
      constStatement({ name: 'table', doc: 'A table.', value: { 'x y': { list: ['a'] }, long: Array.from({ length: 12 }, (_, i) => `value_${i}`) }, asConst: true, satisfies: typeRef('Table') }),
    ]);
    expect(text).toBe(
      [
        '/** A table. */',
        'export const table = {',
        "  'x y': {",
        "    list: ['a'],",
        '  },',
        '  long: [',
        ...Array.from({ length: 12 }, (_, i) => `    'value_${i}',`),
        '  ],',
        '} as const satisfies Table;',
        '',
      ].join('\n'),
    );
  });
});
