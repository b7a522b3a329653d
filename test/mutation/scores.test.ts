import { describe, expect, it } from 'vitest';
import { folderOf, formatScores, readEquivalents, scoreReports } from './scores.ts';

const mutant = (status: string, line: number, mutatorName = 'ConditionalExpression', replacement = 'true', column = 5) => ({ status, mutatorName, replacement, location: { start: { line, column } } });

describe('mutation scores', () => {
  it('groups files by folder of generator/, the files directly in it as (top)', () => {
    expect(folderOf('/abs/.tmp/stryker/sandbox-1/generator/drift/rules/registry.ts')).toBe('drift');
    expect(folderOf('generator/cli.ts')).toBe('(top)');
  });

  it('scores detected / (detected + undetected), leaving out ignored and listed equivalent mutants', () => {
    const equivalents = readEquivalents('| where | mutator | replacement | why |\n| --- | --- | --- | --- |\n| `generator/drift/a.ts:3:5` | ConditionalExpression | `true` | redundant guard |\n');
    expect(equivalents).toEqual([{ file: 'generator/drift/a.ts', line: 3, column: 5, mutator: 'ConditionalExpression', replacement: 'true' }]);
    // A pipe in a cell is escaped for the table; the replacement is Stryker's, unescaped.
    expect(readEquivalents('| `generator/a.ts:1:2` | Regex | `/a \\| b/` | why |\n')[0]?.replacement).toBe('/a | b/');
    const report = {
      files: {
        'generator/drift/a.ts': { mutants: [mutant('Killed', 1), mutant('Timeout', 2), mutant('Survived', 3), mutant('Survived', 4), mutant('NoCoverage', 5), mutant('Ignored', 6), mutant('Survived', 3, 'ConditionalExpression', 'false')] },
        'generator/cli.ts': { mutants: [mutant('Killed', 1)] },
      },
    };
    const rows = scoreReports([report], equivalents);
    expect(rows.map((row) => [row.folder, row.killed, row.survived, row.noCoverage, row.equivalent, row.ignored, row.score])).toEqual([
      ['(top)', 1, 0, 0, 0, 0, 100],
      ['drift', 2, 2, 1, 1, 1, 40],
      ['all', 3, 2, 1, 1, 1, 50],
    ]);
    expect(formatScores(rows)).toContain('| drift | 40.0% | 2 | 2 | 1 | 1 | 1 |');
  });

  it('matches a replacement printed over several lines to its row, written on one line with `\\n`', () => {
    const [row] = readEquivalents('| `generator/a.ts:1:5` | MethodExpression | `f({\\n  a: true\\n})` | why |\n');
    const report = { files: { 'generator/a.ts': { mutants: [mutant('Survived', 1, 'MethodExpression', 'f({\n  a: true\n})'), mutant('Survived', 1, 'MethodExpression', 'f({ a: true })')] } } };
    expect(scoreReports([report], [row!]).map((folder) => [folder.folder, folder.survived, folder.equivalent])).toEqual([
      ['(top)', 1, 1],
      ['all', 1, 1],
    ]);
  });

  it('counts a file measured by several reports once, as the last report has it', () => {
    const older = { files: { 'generator/write/f.ts': { mutants: [mutant('Survived', 1)] } } };
    const newer = { files: { 'generator/write/f.ts': { mutants: [mutant('Killed', 1)] } } };
    expect(scoreReports([older, newer], []).at(-1)).toMatchObject({ killed: 1, survived: 0, score: 100 });
  });
});
