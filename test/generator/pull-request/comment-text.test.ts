import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clip, code, html, prose, urlPath } from '../../../generator/pull-request/comment-text.ts';
import { oneLine } from '../../../generator/text/markdown.ts';
import { hostileText } from '../../support/hostile-text.ts';
import { readSpans } from './comment-oracle.ts';

describe('comment text: untrusted text in its place', () => {
  it('a code span reads back as its one-line text, whatever backticks and spaces it holds', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText(), fc.stringMatching(/^[` a]{0,12}$/)), (text) => {
        const { rest, spans } = readSpans(code(text, 10_000));
        const expected = oneLine(text).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD').replace(/<!/g, '<\u200B!');
        return rest === '\u0001' && spans.length === 1 && spans[0] === (expected === '' ? ' ' : expected);
      }),
      { numRuns: 300 },
    );
  });

  it('clips long text with …, never inside a surrogate pair', () => {
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('ab🔥cd', 4)).toBe('ab…');
    expect(clip('abc', 4)).toBe('abc');
  });

  it('prose: no Markdown character stands unescaped, no mention, no autolink, no HTML comment', () => {
    expect(prose('*a* _b_ [c](d) <e> `f` |g| ~h~ &i; @j https://k <!-- l')).toBe(
      '\\*a\\* \\_b\\_ \\[c\\](d) \\<e\\> \\`f\\` \\|g\\| \\~h\\~ \\&i; @\u200Dj https:\u200D//k \\<\u200B!-- l',
    );
  });

  it('html: entities for everything HTML reads, the marker impossible', () => {
    expect(html('<!-- x --> & "q" \'s\' `c` @m')).toBe('&#60;!-- x --&#62; &#38; &#34;q&#34; &#39;s&#39; &#96;c&#96; &#64;m');
  });

  it('url paths: each segment encoded, parentheses too, . and .. dropped', () => {
    expect(urlPath('a/../b c/(d)/./e#f?g')).toBe('a/b%20c/%28d%29/e%23f%3Fg');
    expect(urlPath('\uD800x')).toBe('%EF%BF%BDx');
  });
});
