/**
 * What the surface judge asks of a type or a signature before judging it: which argument a
 * parameter position takes, how many arguments an old call passes at least, whether a type is
 * literal data, which values an enum gained, a generic's type arguments. Each test builds its
 * own small surface: a wrong fact here is a wrong verdict on a real change.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadPair } from '../../../generator/surface/pair.ts';
import { acceptsAnyKey, argumentSpan, argumentType, gainedLiterals, isCallable, isLiteralData, isOptional, minArguments, nullish, nullishText, typeArguments } from '../../../generator/surface/type-facts.ts';
import { PROJECT_ROOT } from '../../support/generator-runs.ts';
import { bundle } from '../../support/surface-pairs.ts';

/** The checker over a surface holding `declarations`, and each type export's declared type by name. */
function surface(declarations: string) {
  const { checker, entries } = loadPair({ baseline: bundle(declarations), current: bundle('export type Unused = 1;') }, PROJECT_ROOT);
  const exported = new Map(checker.getExportsOfModule(entries.baseline).map((symbol) => [symbol.name, symbol]));
  const symbol = (name: string) => exported.get(name) ?? expect.unreachable(`no export ${name}`);
  const type = (name: string) => checker.getDeclaredTypeOfSymbol(symbol(name));
  const signature = (name: string) => type(name).getCallSignatures()[0] ?? expect.unreachable(`${name} is not callable`);
  return { checker, symbol, type, signature, text: (value: ts.Type | undefined) => (value ? checker.typeToString(value) : 'none') };
}

describe('argumentType: what an old call’s argument at a position meets', () => {
  it('a parameter before any rest, an array parameter as the array, a rest array as its element at every later place', () => {
    const { checker, signature, text } = surface('export type Tagged = (tags: string[], count: number, ...more: boolean[]) => void;\nexport type Listed = (ids: string[], labels: number[]) => void;');
    const at = (name: string, index: number) => text(argumentType(checker, signature(name), index));
    expect([0, 1, 2, 3, 9].map((index) => at('Tagged', index))).toEqual(['string[]', 'number', 'boolean', 'boolean', 'boolean']);
    expect([0, 1, 2].map((index) => at('Listed', index))).toEqual(['string[]', 'number[]', 'none']);
  });

  it('a rest tuple element by element from where the rest starts, its own rest element past the end, nothing past a closed tuple', () => {
    const { checker, signature, text } = surface(
      'export type Closed = (a: string, ...rest: [b: number, c: boolean]) => void;\nexport type Open = (...args: [a: string, b: number, ...flags: boolean[]]) => void;',
    );
    const at = (name: string, index: number) => text(argumentType(checker, signature(name), index));
    expect([0, 1, 2, 3].map((index) => at('Closed', index))).toEqual(['string', 'number', 'boolean', 'none']);
    expect([0, 1, 2, 5].map((index) => at('Open', index))).toEqual(['string', 'number', 'boolean', 'boolean']);
  });

  it('a rest of some other type (a union of tuples) as that type, whole', () => {
    const { checker, signature, text } = surface('export type Either = (...args: [id: string] | [id: number, note: string]) => void;');
    expect(text(argumentType(checker, signature('Either'), 0))).toBe('[id: string] | [id: number, note: string]');
  });
});

describe('argumentSpan: how many arguments a signature takes, and from where each meets the same type', () => {
  it('plain parameters; a rest array, alone, after parameters, readonly or through an alias; open and closed tuples; a union of tuples', () => {
    const shapes = {
      Plain: '(a: string, b?: number) => void',
      Spread: '(...more: ({ a: string } | { b: number })[]) => void',
      After: '(a: string, b: number, ...more: string[]) => void',
      Frozen: '(...more: readonly string[]) => void',
      Aliased: '(...more: Strings) => void',
      Open: '(a: string, ...args: [b: number, ...flags: boolean[]]) => void',
      Closed: '(a: string, ...rest: [b: number, c?: boolean]) => void',
      Either: '(...args: [id: string] | [id: number, note: string]) => void',
      EitherOpen: '(...args: [id: string] | [id: number, ...notes: string[]]) => void',
    };
    const { checker, signature } = surface(['export type Strings = string[];', ...Object.entries(shapes).map(([name, type]) => `export type ${name} = ${type};`)].join('\n'));
    expect(Object.fromEntries(Object.keys(shapes).map((name) => [name, argumentSpan(checker, signature(name))]))).toEqual({
      Plain: { repeating: 2, max: 2 },
      Spread: { repeating: 0, max: Infinity },
      After: { repeating: 2, max: Infinity },
      Frozen: { repeating: 0, max: Infinity },
      Aliased: { repeating: 0, max: Infinity },
      Open: { repeating: 2, max: Infinity },
      Closed: { repeating: 3, max: 3 },
      Either: { repeating: 2, max: 2 },
      EitherOpen: { repeating: 0, max: Infinity },
    });
  });
});

describe('a signature TypeScript combines from a union of functions, its parameters declared nowhere', () => {
  it('takes each argument as both members would, and counts every parameter as passed', () => {
    const { checker, type, text } = surface('export type Either = ((id: string) => void) | ((code: number, note: string) => void);');
    const [combined] = type('Either').getCallSignatures();
    expect(combined && [0, 1, 2].map((index) => text(argumentType(checker, combined, index)))).toEqual(['never', 'string', 'none']);
    expect(combined && minArguments(checker, combined)).toBe(2);
  });
});

describe('minArguments: how many arguments every call passes', () => {
  it('counts up to the last parameter that is neither optional, rest, nor any, unknown or void, or up to a rest tuple’s last required element (the fewest of a union’s)', () => {
    const { checker, signature } = surface(
      [
        'export type Optional = (a: string, b?: number) => void;',
        'export type Spread = (a: string, ...more: string[]) => void;',
        'export type Loose = (a: string, b: unknown, c: void) => void;',
        'export type Gap = (a: string, b: any, c: number) => void;',
        'export type None = () => void;',
        'export type Tupled = (a: string, ...rest: [b: number, c: boolean, d?: string]) => void;',
        'export type OpenTuple = (...rest: [a: string, ...more: string[]]) => void;',
        'export type Tuples = (...rest: [a: string] | [a: number, b: string]) => void;',
        'export type Unfilled = (...rest: [a?: string]) => void;',
      ].join('\n'),
    );
    expect(['Optional', 'Spread', 'Loose', 'Gap', 'None', 'Tupled', 'OpenTuple', 'Tuples', 'Unfilled'].map((name) => minArguments(checker, signature(name)))).toEqual([1, 1, 1, 3, 0, 3, 1, 1, 0]);
  });
});

describe('isCallable', () => {
  it('takes a type with call or construct signatures, and nothing else', () => {
    const { type } = surface('export type Fn = () => void;\nexport interface Built { new (id: string): { id: string } }\nexport interface Plain { id: string }');
    expect(['Fn', 'Built', 'Plain'].map((name) => isCallable(type(name)))).toEqual([true, true, false]);
  });
});

describe('isLiteralData: the values of an `as const` table', () => {
  it('a literal, a union of literals, a tuple of literal data; not when any member is wider', () => {
    const { checker, type } = surface(
      [
        "export type One = 'a';",
        "export type Some = 'a' | 1 | true;",
        "export type Mixed = 'a' | number;",
        "export type Table = readonly ['a', readonly [1, 'b']];",
        "export type Loose = readonly ['a', string];",
        'export type Text = string;',
      ].join('\n'),
    );
    expect(['One', 'Some', 'Mixed', 'Table', 'Loose', 'Text'].map((name) => isLiteralData(checker, type(name)))).toEqual([true, true, false, true, false, false]);
  });
});

describe('gainedLiterals: an enum that grew', () => {
  it('the literals added when every old value is still there; none when a wider type came with them or the shape changed', () => {
    const { checker, type, text } = surface(
      [
        "export type Old = 'a' | 'b';",
        "export type Grown = 'a' | 'b' | 'c';",
        "export type Widened = 'a' | 'b' | 'c' | number;",
        "export type Dropped = 'a' | 'c';",
        "export type OldList = readonly ['a', 'b'];",
        "export type GrownList = readonly ['a', 'b', 'c'];",
        "export type Single = 'a';",
      ].join('\n'),
    );
    const gained = (old: string, next: string) => gainedLiterals(checker, type(old), type(next)).map(text);
    expect(gained('Old', 'Grown')).toEqual(['"c"']);
    expect(gained('OldList', 'GrownList')).toEqual(['"c"']);
    expect(gained('Old', 'Widened')).toEqual([]);
    expect(gained('Old', 'Dropped')).toEqual([]);
    expect(gained('OldList', 'Grown')).toEqual([]);
    expect(gained('Old', 'GrownList')).toEqual([]);
    expect(gained('Single', 'Old')).toEqual(['"b"']);
  });
});

describe('typeArguments', () => {
  it("a generic instantiation's target and arguments; nothing for a plain interface or a primitive", () => {
    const { checker, type, text } = surface('export interface Box<T> { value: T }\nexport type Boxed = Box<string>;\nexport type List = number[];\nexport interface Plain { id: string }\nexport type Id = string;');
    const facts = (name: string) => {
      const found = typeArguments(checker, type(name));
      return found && { target: text(found.target), args: found.args.map(text) };
    };
    expect(facts('Boxed')).toEqual({ target: 'Box<T>', args: ['string'] });
    expect(facts('List')).toEqual({ target: 'T[]', args: ['number'] });
    expect(facts('Plain')).toBeUndefined();
    expect(facts('Id')).toBeUndefined();
  });
});

describe('members a change may drop, and null or undefined', () => {
  it('an optional member is optional, a required one is not; only a string index signature accepts any key', () => {
    const { checker, type } = surface('export interface Shape { a?: string; b: string }\nexport interface Open { [key: string]: unknown }\nexport interface Numbered { [index: number]: string }\nexport interface Both { [index: number]: string; [key: string]: string }');
    const member = (name: string) => checker.getPropertyOfType(type('Shape'), name) ?? expect.unreachable(`no member ${name}`);
    expect([isOptional(member('a')), isOptional(member('b'))]).toEqual([true, false]);
    expect(['Open', 'Numbered', 'Both', 'Shape'].map((name) => acceptsAnyKey(checker, type(name)))).toEqual([true, false, true, false]);
  });

  it('finds null and undefined in a type or its union, and names them', () => {
    const { type } = surface('export type Maybe = string | null | undefined;\nexport type Null = null;\nexport type Optional = number | undefined;\nexport type Plain = string;');
    expect(['Maybe', 'Null', 'Optional', 'Plain'].map((name) => nullishText(nullish(type(name))))).toEqual(['null or undefined', 'null', 'undefined', '']);
  });
});
