import { describe, expect, it } from 'vitest';
import { StructureKind } from 'ts-morph';
import {
  constStatement,
  createEmitProject,
  indexed,
  keyOf,
  keyText,
  keyword,
  literal,
  literalType,
  openTo,
  printModule,
  printNode,
  readonlyArray,
  typeOf,
  typeRef,
  union,
} from '../../../generator/emit/syntax.ts';

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

  it('prints every JSON value, negative numbers and both booleans included, and refuses what JSON cannot hold', () => {
    expect(printNode(literal([-3, 0, 2.5, true, false, null, 'x']))).toBe("[-3, 0, 2.5, true, false, null, 'x']");
    expect(new Function(`return ${printNode(literal({ n: -1, nested: { empty: [], flag: false } }))};`)()).toEqual({ n: -1, nested: { empty: [], flag: false } });
    expect(() => literal(undefined)).toThrow('cannot express undefined as a literal');
    expect(() => literal(() => 1)).toThrow('cannot express function as a literal');
  });

  it('prints literal, keyword and composite types', () => {
    expect(['a', true, false, 3, 0, -4].map((value) => printNode(literalType(value)))).toEqual(["'a'", 'true', 'false', '3', '0', '-4']);
    expect((['string', 'number', 'boolean', 'unknown', 'never', 'void'] as const).map((kind) => printNode(keyword(kind)))).toEqual(['string', 'number', 'boolean', 'unknown', 'never', 'void']);
    expect(printNode(union([keyword('string')]))).toBe('string');
    expect(printNode(union([keyword('string'), literalType(1)]))).toBe('string | 1');
    expect(printNode(openTo('number'))).toBe('(number & {})');
    expect(printNode(keyOf(typeOf('operations')))).toBe('keyof typeof operations');
    expect(printNode(readonlyArray(typeRef('Deprecation')))).toBe('readonly Deprecation[]');
    expect(printNode(indexed(typeRef('T'), keyword('number')))).toBe('T[number]');
  });

  it('keeps a table’s array on one line up to 100 characters, empty arrays and objects included', () => {
    const write = (value: unknown) => printModule(createEmitProject(), [constStatement({ name: 't', doc: 'd', value })]).split('\n').slice(1, -1).join('\n');
    const fits = ['x'.repeat(96)];
    expect(printNode(literal(fits))).toHaveLength(100);
    expect(write(fits)).toBe(`export const t = ['${'x'.repeat(96)}'];`);
    expect(write(['x'.repeat(97)])).toBe(`export const t = [\n  '${'x'.repeat(97)}',\n];`);
    expect(write({ empty: [], none: {}, skipped: undefined, ['__proto__']: null })).toBe("export const t = {\n  empty: [],\n  none: {},\n  ['__proto__']: null,\n};");
  });

  it('declares a table’s type, and leaves `as const` and `satisfies` out when not asked for', () => {
    const text = printModule(createEmitProject(), [constStatement({ name: 'list', doc: 'A list.\nTwo lines.', type: readonlyArray(keyword('string')), value: ['a'] })]);
    expect(text).toBe("/** A list.\n * Two lines. */\nexport const list: readonly string[] = ['a'];\n");
  });

  it('prints structures in the house style: two-space indent, single quotes', () => {
    const text = printModule(createEmitProject(), [{ kind: StructureKind.Interface, name: 'I', properties: [{ name: 'kind', type: printNode(literalType('a')) }] }, { kind: StructureKind.ImportDeclaration, moduleSpecifier: './x.js', namedImports: ['y'] }]);
    expect(text).toBe("interface I {\n  kind: 'a';\n}\n\nimport { y } from './x.js';\n");
  });
});
