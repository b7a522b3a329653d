import fc from 'fast-check';
import { StructureKind } from 'ts-morph';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { commentText, escapeDocs, typeKey } from '../../../generator/emit/escape.ts';
import { constStatement, createEmitProject, literal, printModule, printNode } from '../../../generator/emit/syntax.ts';
import { hostileText } from '../../support/hostile-text.ts';

/** Line breaks other than LF, and the escape that starts terminal sequences. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const RAW_BREAKS = /[\r\u2028\u2029\u001b]/;
/** Every control character but tab and LF, and the Unicode line breaks. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_OR_BREAK = /[\r\u2028\u2029\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Statements and syntax errors of a module, parsed as TypeScript. */
function parse(text: string) {
  const file = ts.createSourceFile('probe.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const diagnostics = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return { kinds: file.statements.map((statement) => statement.kind), errors: diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')) };
}

describe('escape: spec text into generated source', () => {
  const project = createEmitProject();

  it('keeps any text inside the doc comment of a structure, a member and a data table', () => {
    fc.assert(
      fc.property(hostileText(), (text) => {
        const printed = printModule(project, [
          { kind: StructureKind.Interface, name: 'Probe', docs: [text], properties: [{ name: 'member', docs: [text], type: 'string' }] },
          constStatement({ name: 'table', doc: text, value: [text] }),
        ]);
        const { kinds, errors } = parse(printed);
        expect(errors).toEqual([]);
        expect(kinds).toEqual([ts.SyntaxKind.InterfaceDeclaration, ts.SyntaxKind.VariableStatement]);
        expect(printed).not.toMatch(RAW_BREAKS);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps every key of a data table as an own entry, prototype keys included', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.oneof(hostileText(), fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString')), { maxLength: 6 }), (keys) => {
        const table = Object.fromEntries(keys.map((key, index) => [key, index]));
        const evaluated = new Function(`return ${printNode(literal(table))};`)() as Record<string, number>;
        expect(Object.getPrototypeOf(evaluated)).toBe(Object.prototype);
        expect(Object.keys(evaluated).sort()).toEqual([...keys].sort());
        for (const [index, key] of keys.entries()) expect(Object.hasOwn(evaluated, key) && evaluated[key]).toBe(index);
      }),
      { numRuns: 300 },
    );
  });

  it('names any key as a member of an interface that parses back to the same name, bare only when an identifier', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText(), fc.stringMatching(/^[\w$-]{0,6}$/), fc.constantFrom('1abc', 'a-b', 'a b', 'ok_$1', '$', '_')), (key) => {
        const printed = printModule(project, [{ kind: StructureKind.Interface, name: 'Probe', properties: [{ name: printNode(typeKey(key)), type: 'string' }] }]);
        const file = ts.createSourceFile('probe.ts', printed, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
        expect(parse(printed).errors).toEqual([]);
        const member = (file.statements[0] as ts.InterfaceDeclaration).members[0]!;
        expect((member.name as ts.Identifier | ts.StringLiteral).text).toBe(key);
        expect(ts.isIdentifier(member.name!)).toBe(/^[A-Za-z_$][\w$]*$/.test(key));
      }),
      { numRuns: 300 },
    );
  });

  it('never lets a comment closer or a line terminator through commentText', () => {
    fc.assert(
      fc.property(hostileText(), (text) => {
        const escaped = commentText(text);
        expect(escaped).not.toContain('*/');
        expect(escaped).not.toMatch(CONTROL_OR_BREAK);
        expect(commentText(escaped)).toBe(escaped);
      }),
    );
  });

  it('reaches docs at any depth of a structure, JSDoc structures included, and leaves the rest alone', () => {
    const structure = { kind: 1, name: 'a*/b', docs: ['x*/'], properties: [{ name: 'p', docs: [{ description: 'y*/' }], type: 'z*/' }] };
    expect(escapeDocs(structure)).toEqual({ kind: 1, name: 'a*/b', docs: ['x*\\/'], properties: [{ name: 'p', docs: [{ description: 'y*\\/' }], type: 'z*/' }] });
    // A JSDoc without text, a null or missing entry, a null member and a docs entry that is not a list pass through as they are.
    expect(escapeDocs({ docs: [{ tags: [] }, null, undefined, 'a*/'], initializer: null, other: { docs: 'b*/' } })).toEqual({ docs: [{ tags: [] }, null, undefined, 'a*\\/'], initializer: null, other: { docs: 'b*/' } });
  });

  it('shows each line terminator as a new comment line and each other control character as its escape', () => {
    expect(commentText('a\r\nb\rc\u2028d\u2029e\nf')).toBe('a\nb\nc\nd\ne\nf');
    expect(commentText('\u0000\u0008\t\u000b\u000c\u000e\u001b\u001f\u007f')).toBe('\\u0000\\u0008\t\\u000b\\u000c\\u000e\\u001b\\u001f\\u007f');
    expect(commentText('*/*/ * / */')).toBe('*\\/*\\/ * / *\\/');
  });
});
