/** Names made from untrusted text: always declarable, readable where the text has letters, stable. */
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { enumTypeName, eventTypeName, operationTypeName, schemaTypeName, uniqueNames } from '../../../generator/model/naming.ts';
import { hostileText } from '../../support/hostile-text.ts';

/** Semantic and syntax errors of a module declaring each name as a const and a type, as enums.ts does. */
function declarationErrors(names: string[]): string[] {
  const text = [...new Set(names)].map((name) => `export const ${name} = [1] as const;\nexport type ${name} = (typeof ${name})[0];`).join('\n');
  const host = ts.createCompilerHost({ strict: true, noEmit: true, types: [], noLib: true });
  const read = host.getSourceFile;
  host.getSourceFile = (file, version) => (file === 'names.ts' ? ts.createSourceFile(file, text, version) : read(file, version));
  const program = ts.createProgram(['names.ts'], { strict: true, noEmit: true, types: [], noLib: true, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 }, host);
  const file = program.getSourceFile('names.ts')!;
  const diagnostics = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
  // Without lib files, `Array` and friends are missing: those say nothing about the names.
  return diagnostics.filter((d) => d.code !== 2318).map((d) => `${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

/** What TypeScript's scanner reads as one identifier (ES2022 tables, as the generated tsconfig targets). */
function isIdentifier(name: string): boolean {
  const codePoints = Array.from(name, (char) => char.codePointAt(0)!);
  return codePoints.length > 0 && ts.isIdentifierStart(codePoints[0]!, ts.ScriptTarget.ES2022) && codePoints.every((codePoint) => ts.isIdentifierPart(codePoint, ts.ScriptTarget.ES2022));
}

const NAMERS: Record<string, (text: string) => string> = {
  operation: (text) => `${operationTypeName(text)}Operation`,
  schema: schemaTypeName,
  enum: (text) => enumTypeName(text, [text]),
  'enum at a schema root': (text) => enumTypeName(text, []),
  event: eventTypeName,
};

describe('naming untrusted text', () => {
  it('makes a declarable name of any text, in every namer, unique and the same whatever order the texts arrive in', () => {
    const samples = fc.sample(hostileText(), { numRuns: 400, seed: 13 });
    for (const [namer, name] of Object.entries(NAMERS)) expect(declarationErrors(samples.map(name)), namer).toEqual([]);
    fc.assert(
      fc.property(fc.uniqueArray(hostileText(), { maxLength: 12 }), (texts) => {
        const forward = uniqueNames(texts, operationTypeName);
        const backward = uniqueNames([...texts].reverse(), operationTypeName);
        expect(new Set(forward.values()).size).toBe(texts.length);
        for (const text of texts) expect(backward.get(text)).toBe(forward.get(text));
      }),
    );
  });

  it('makes names of the hostile table declarable too: reserved words, type names, emoji, digits', () => {
    const texts = ['default', 'delete', 'class', 'string', 'undefined', 'arguments', 'await', '🔥', '🔥🚀', '..', '123', '', ' ', '__proto__', 'constructor'];
    for (const [namer, name] of Object.entries(NAMERS)) expect(declarationErrors(texts.map(name)), namer).toEqual([]);
  });

  it('keeps letters of any script, and names text without letters by its code points', () => {
    expect(operationTypeName('Инциденты V2#List')).toBe('ИнцидентыV2List');
    expect(schemaTypeName('事件一覧')).toBe('事件一覧');
    expect(eventTypeName('حادثة.created_v1')).toBe('حادثةCreatedV1');
    expect(operationTypeName('🔥')).toBe('U1F525');
    expect(schemaTypeName('🔥🚀')).toBe('U1F525U1F680');
    expect(schemaTypeName('default')).toBe('default_');
    expect(enumTypeName('string', [])).toBe('string_');
  });

  it('makes identifiers TypeScript reads of every letter, mark and digit of Unicode, alone and after a letter', () => {
    const refused: string[] = [];
    for (let codePoint = 0x80; codePoint <= 0x10ffff; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const char = String.fromCodePoint(codePoint);
      if (!/[\p{L}\p{M}\p{Nd}]/u.test(char)) continue;
      for (const name of [schemaTypeName(char), operationTypeName(`a${char}${char}`), eventTypeName(char)]) {
        if (!isIdentifier(name)) refused.push(`U+${codePoint.toString(16)} -> ${name}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
