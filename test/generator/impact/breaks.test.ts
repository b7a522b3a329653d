import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { byPosition, compileError, onlyInNew, type CompileError } from '../../../generator/impact/breaks.ts';

const error = (file: string, line: number, column: number, code: number, message: string): CompileError => ({ file, line, column, code, message, diagnostic: {} as ts.Diagnostic });

describe('onlyInNew', () => {
  it('keeps the new errors the old package did not give, matched by file, code and message wherever they moved, one for one', () => {
    const old = [error('src/a.ts', 3, 1, 2339, 'no x'), error('src/a.ts', 9, 1, 2339, 'no x'), error('src/b.ts', 1, 1, 2345, 'bad arg')];
    const now = [
      error('src/a.ts', 5, 7, 2339, 'no x'),
      error('src/a.ts', 6, 7, 2339, 'no x'),
      error('src/a.ts', 7, 7, 2339, 'no x'),
      error('src/b.ts', 1, 1, 2345, 'bad argument'),
      error('src/c.ts', 1, 1, 2345, 'bad arg'),
      error('src/b.ts', 1, 1, 2322, 'bad arg'),
    ];
    expect(onlyInNew(old, now).map(({ file, line, code, message }) => `${file}:${line} ${code} ${message}`)).toEqual(['src/a.ts:7 2339 no x', 'src/b.ts:1 2345 bad argument', 'src/c.ts:1 2345 bad arg', 'src/b.ts:1 2322 bad arg']);
    expect(onlyInNew([], now)).toEqual(now);
    expect(onlyInNew(now, now)).toEqual([]);
  });
});

describe('byPosition', () => {
  it('orders by file, line, column, code, then message', () => {
    const errors = [
      error('src/b.ts', 1, 1, 1, 'a'),
      error('src/a.ts', 2, 1, 1, 'a'),
      error('src/a.ts', 1, 5, 1, 'a'),
      error('src/a.ts', 1, 2, 9, 'a'),
      error('src/a.ts', 1, 2, 3, 'b'),
      error('src/a.ts', 1, 2, 3, 'a'),
      error('src/a.ts', 1, 2, 3, 'a'),
    ];
    const sorted = [...errors].reverse().sort(byPosition).map(({ file, line, column, code, message }) => `${file}:${line}:${column} ${code} ${message}`);
    expect(sorted).toEqual(['src/a.ts:1:2 3 a', 'src/a.ts:1:2 3 a', 'src/a.ts:1:2 3 b', 'src/a.ts:1:2 9 a', 'src/a.ts:1:5 1 a', 'src/a.ts:2:1 1 a', 'src/b.ts:1:1 1 a']);
    for (const [a, b] of [[errors[0]!, errors[1]!], [errors[1]!, errors[2]!], [errors[2]!, errors[3]!], [errors[3]!, errors[5]!], [errors[4]!, errors[5]!]] as const) {
      expect(Math.sign(byPosition(a, b)), `${a.file}:${a.line}:${a.column} ${a.code} ${a.message}`).toBe(1);
      expect(Math.sign(byPosition(b, a))).toBe(-1);
    }
    expect(byPosition(errors[5]!, errors[6]!)).toBe(0);
  });
});

describe('compileError', () => {
  it('gives 1-based positions, the file relative to the consumer with / separators, and the package by name in the message', () => {
    const consumer = '/work/consumer';
    const packageDir = '/tmp/incident-gen-impact-x/new/incident-api-client';
    const file = ts.createSourceFile(join(consumer, 'src', 'read.ts'), 'const a = 1;\nconst b = widget.legacy;\n', ts.ScriptTarget.ES2022);
    const diagnostic: ts.Diagnostic = { file, start: 'const a = 1;\nconst b = '.length, length: 6, code: 2339, category: ts.DiagnosticCategory.Error, messageText: `Property 'legacy' does not exist on type 'import("${packageDir}/schema").Widget' from ${packageDir}/index.ts.` };
    expect(compileError(diagnostic, consumer, packageDir)).toMatchObject({ file: 'src/read.ts', line: 2, column: 11, code: 2339, message: `Property 'legacy' does not exist on type 'import("incident-api-client/schema").Widget' from incident-api-client/index.ts.` });
    const optionsError: ts.Diagnostic = { file: undefined, start: undefined, length: undefined, code: 5023, category: ts.DiagnosticCategory.Error, messageText: "Unknown compiler option 'strictest'." };
    expect(compileError(optionsError, consumer, packageDir)).toMatchObject({ file: 'tsconfig.json', line: 1, column: 1, code: 5023, message: "Unknown compiler option 'strictest'." });
  });
});
