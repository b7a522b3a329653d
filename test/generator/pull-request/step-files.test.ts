/** The job summary's bound and the outputs' delimiters: no text can pass the one or forge the other. */
import { describe, expect, it } from 'vitest';
import { boundedSummary, outputBlocks } from '../../../generator/pull-request/step-files.ts';

describe('boundedSummary', () => {
  it('leaves a summary within the bound as it is', () => {
    expect(boundedSummary('# short\n', 'see the artifact', 100)).toBe('# short\n');
  });

  it.each([
    ['ASCII lines', 'line of text\n'.repeat(10_000)],
    ['multi-byte characters', 'é€😀 wide characters\n'.repeat(10_000)],
    ['one line with no break', 'x'.repeat(200_000)],
  ])('cuts %s at a whole line within the bound, with a last line saying where the rest is', (_case, text) => {
    const bound = 50_000;
    const cut = boundedSummary(text, 'the rest is in the artifact', bound);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(bound);
    expect(cut).toContain('the rest is in the artifact');
    expect(cut).not.toContain('\uFFFD');
    const kept = cut.slice(0, cut.indexOf('\n\n**The summary stops here'));
    expect(text.startsWith(kept)).toBe(true);
  });
});

describe('outputBlocks', () => {
  it('writes each output as a heredoc block with its delimiter', () => {
    expect(outputBlocks({ verdict: 'fail', errors: '3' }, () => 'EOF_1')).toBe('verdict<<EOF_1\nfail\nEOF_1\nerrors<<EOF_1\n3\nEOF_1\n');
  });

  it('a value holding the delimiter gets another one, so it cannot end its block and forge an output', () => {
    const forged = 'x\nEOF_1\nverdict<<EOF_1\npass';
    const text = outputBlocks({ 'report-path': forged }, () => 'EOF_1');
    const delimiter = /^report-path<<(.+)$/m.exec(text)![1]!;
    expect(delimiter).not.toBe('EOF_1');
    expect(text).toBe(`report-path<<${delimiter}\n${forged}\n${delimiter}\n`);
  });

  it('random delimiters differ between blocks', () => {
    const text = outputBlocks({ a: '1', b: '2' });
    const delimiters = [...text.matchAll(/^[ab]<<(.+)$/gm)].map((match) => match[1]);
    expect(new Set(delimiters).size).toBe(2);
  });

  it('refuses an output name that is not one', () => {
    expect(() => outputBlocks({ 'a<<b': 'x' })).toThrow(/not a valid one/);
  });
});
