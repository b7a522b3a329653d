import { parse as parseWithPositions, type AnyNode } from '@humanwhocodes/momoa';
import { describe, expect, it } from 'vitest';
import { stringify as toYaml } from 'yaml';
import { sourceLineMap } from '../../../generator/load/source-lines.ts';
import { newestRealSpecPath, readRealSpecText } from '../../support/real-specs.ts';

const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every value's pointer with its line, as momoa's AST places it (a member at its key's line). */
function momoaLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  const visit = (node: AnyNode, pointer: string, line: number) => {
    lines.set(pointer, line);
    if (node.type === 'Object') for (const member of node.members) visit(member.value, `${pointer}/${escape(member.name.type === 'String' ? member.name.value : String(member.name.name))}`, member.name.loc!.start.line);
    if (node.type === 'Array') node.elements.forEach((element, index) => visit(element.value, `${pointer}/${index}`, element.value.loc!.start.line));
  };
  const document = parseWithPositions(text, { mode: 'json' });
  visit(document.body, '', document.body.loc!.start.line);
  return lines;
}

/** Keys a pointer must escape or a scanner may trip on, values of every JSON kind, containers empty and nested. */
const AWKWARD = {
  'a/b': { 'm~n': 1, '~1': [true, false, null] },
  'quote"d\\key': 'value with } and ] and , inside',
  '\u00e9t\u00e9 \ud83d\ude00': { '': 'empty key', 'unicode \\u0041 escape': 'A' },
  numbers: [-1.5e3, 0, 12, { deep: [[[{ x: 'y' }]]] }],
  empty: { object: {}, array: [] },
  paths: { '/v2/incidents/{id}': { get: { responses: { '200': { description: 'OK' } } } } },
};

describe('sourceLineMap (JSON)', () => {
  it('places every value of a real 4 MB snapshot on the line momoa\'s AST gives it', () => {
    const text = readRealSpecText(newestRealSpecPath());
    const lines = sourceLineMap(text, 'json');
    const expected = momoaLines(text);
    expect(expected.size).toBeGreaterThan(50_000);
    const wrong = [...expected].filter(([pointer, line]) => lines(pointer) !== line);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it.each([
    ['pretty, LF', (value: unknown) => JSON.stringify(value, null, 2)],
    ['pretty, CRLF', (value: unknown) => JSON.stringify(value, null, 4).replace(/\n/g, '\r\n')],
    ['minified', (value: unknown) => JSON.stringify(value)],
    ['tabs and blank lines', (value: unknown) => `\n\n${JSON.stringify(value, null, '\t').replace(/,\n/g, ',\n\n')}\n`],
  ])('agrees with momoa on every pointer of awkward keys and values (%s)', (_name, write) => {
    const text = write(AWKWARD);
    const lines = sourceLineMap(text, 'json');
    for (const [pointer, line] of momoaLines(text)) expect([pointer, lines(pointer)]).toEqual([pointer, line]);
  });

  it('agrees with momoa on 300 random documents written with random white space between every token', () => {
    let seed = 35;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const CHARACTERS = ['a', 'Z', '/', '~', '~0', '~1', '"', '\\', '{', '}', '[', ']', ',', ':', ' ', '\t', '\n', '\u00e9', '\ud83d\ude00', '\u0000', '0'];
    const text = () => Array.from({ length: Math.floor(random() * 4) }, () => pick(CHARACTERS)).join('');
    const value = (depth: number): unknown => {
      const kind = depth > 4 ? Math.floor(random() * 4) : Math.floor(random() * 6);
      if (kind === 0) return text();
      if (kind === 1) return pick([0, -1, 12.5, 1e21, -3.25e-7, 42]);
      if (kind === 2) return pick([true, false]);
      if (kind === 3) return null;
      if (kind === 4) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, () => [text(), value(depth + 1)]));
    };
    const space = () => pick(['', '', ' ', '\n', '\r\n', '\t', '\n\n  ']);
    const write = (data: unknown): string => {
      if (Array.isArray(data)) return `[${space()}${data.map((item) => `${write(item)}${space()}`).join(`,${space()}`)}]`;
      if (data !== null && typeof data === 'object') return `{${space()}${Object.entries(data).map(([name, item]) => `${JSON.stringify(name)}${space()}:${space()}${write(item)}${space()}`).join(`,${space()}`)}}`;
      return JSON.stringify(data);
    };
    for (let round = 0; round < 300; round++) {
      const written = `${space()}${write(value(0))}${space()}`;
      const lines = sourceLineMap(written, 'json');
      for (const [pointer, line] of momoaLines(written)) expect([round, pointer, lines(pointer)]).toEqual([round, pointer, line]);
    }
  });

  it('decodes ~1 and ~0, and answers undefined for every pointer that names nothing', () => {
    const lines = sourceLineMap(JSON.stringify(AWKWARD, null, 2), 'json');
    expect(lines('/a~1b/m~0n')).toBe(3);
    expect(lines('/paths/~1v2~1incidents~1{id}/get/responses/200')).toBeGreaterThan(3);
    for (const pointer of ['a~1b', '/a/b', '/a~1b/m~n', '/a~1b/m~2n', '/a~1b/~', '/numbers/4', '/numbers/01', '/numbers/-', '/numbers/1/x', '/empty/object/x', '/empty/array/0', '/a~1b/~01/3', '/quote"d\\key/0']) {
      expect([pointer, lines(pointer)]).toEqual([pointer, undefined]);
    }
    expect(lines('')).toBe(1);
  });

  it('answers undefined for text that is not JSON, whatever is wrong with it', () => {
    const broken = ['', '   ', '{', '{"a": 1', '{"a" 1}', '{"a": 1]', '[1, 2}', '"open', '{"a": "line\nbreak"}', '{"a": "tab\there"}', '{} {}', '}', '{"a": {"b": [1, 2]}}}'];
    // Separators out of place, and words and numbers JSON does not write.
    broken.push('[1 2]', '[1,]', '[,1]', '{"a": 1,}', '{,"a": 1}', '{"a": 1 "b": 2}', '{"a": 1,, "b": 2}', '[1],', ',[1]', '{"a": [] []}', '[tru]', '[01]', '[1.]', '[+1]', '[NaN]', "['a']", '{a: 1}', '{"a": 1}x');
    for (const text of broken) {
      expect(() => JSON.parse(text)).toThrow();
      const lines = sourceLineMap(text, 'json');
      expect([text, lines(''), lines('/a')]).toEqual([text, undefined, undefined]);
    }
  });
});

describe('sourceLineMap (YAML)', () => {
  it('places a member at its key\'s line and an item at its own, in block and flow styles', () => {
    const text = [
      'openapi: 3.0.3', // 1
      'paths:', // 2
      '  /v2/incidents/{id}:', // 3
      '    get:', // 4
      '      responses:', // 5
      '        "200":', // 6
      '          description: OK', // 7
      'components:', // 8
      '  schemas:', // 9
      '    Thing:', // 10
      '      required: [id, name]', // 11
      '      properties:', // 12
      "        'a/b~c':", // 13
      '          type: string', // 14
      '        list:', // 15
      '          - first', // 16
      '          -', // 17
      '            nested: true', // 18
      '        shared: &shared', // 19
      '          type: integer', // 20
      '        again: *shared', // 21
    ].join('\n');
    const lines = sourceLineMap(text, 'yaml');
    const expected: Array<[string, number | undefined]> = [
      ['', 1],
      ['/openapi', 1],
      ['/paths/~1v2~1incidents~1{id}/get', 4],
      ['/paths/~1v2~1incidents~1{id}/get/responses/200/description', 7],
      ['/components/schemas/Thing/required/1', 11],
      ['/components/schemas/Thing/properties/a~1b~0c', 13],
      ['/components/schemas/Thing/properties/a~1b~0c/type', 14],
      ['/components/schemas/Thing/properties/list/0', 16],
      ['/components/schemas/Thing/properties/list/1/nested', 18],
      ['/components/schemas/Thing/properties/shared/type', 20],
      ['/components/schemas/Thing/properties/again', 21],
      ['/components/schemas/Thing/properties/again/type', 20],
      ['/components/schemas/Thing/properties/list/2', undefined],
      ['/components/schemas/Nothing', undefined],
    ];
    expect(expected.map(([pointer]) => [pointer, lines(pointer)])).toEqual(expected);
  });

  it('agrees with the JSON map on the same document written as YAML, key for key', () => {
    const yamlText = toYaml(AWKWARD);
    const yamlLines = sourceLineMap(yamlText, 'yaml');
    const keyLines = yamlText.split('\n');
    for (const pointer of momoaLines(JSON.stringify(AWKWARD)).keys()) {
      const line = yamlLines(pointer);
      expect([pointer, line === undefined]).toEqual([pointer, false]);
      const last = pointer.split('/').at(-1)!.replace(/~1/g, '/').replace(/~0/g, '~');
      // A member's line names its key (quoted or not); an item's is a `-` line or the flow list holding it.
      if (pointer !== '' && !/^\d+$/.test(last) && last !== '') expect([pointer, keyLines[line! - 1]!.includes(last.replace(/\\/g, '\\\\').replace(/"/g, '\\"')) || keyLines[line! - 1]!.includes(last)]).toEqual([pointer, true]);
    }
  });

  it('answers undefined for text that is not YAML', () => {
    for (const text of ['a: [1, 2', 'a: 1\n  b: 2\n c: 3', '"unclosed']) expect([text, sourceLineMap(text, 'yaml')('/a')]).toEqual([text, undefined]);
  });
});
