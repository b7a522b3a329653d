import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown, markdownCode, oneLine } from '../../../generator/text/markdown.ts';
import { hostileText } from '../../support/hostile-text.ts';

/** Text made of the given characters only, up to 16 of them. */
const textOf = (characters: string) => fc.array(fc.constantFrom(...characters), { maxLength: 16 }).map((parts) => parts.join(''));

/** What a Markdown reader shows for escaped text: every backslash escape stands for its character. */
const shown = (escaped: string) => escaped.replace(/\\(.)/gs, '$1');
/** Control characters that are not whitespace: C0, DEL and C1. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** A word as oneLine shows it: each control character as `\u` and four hex digits. */
const shownEscaped = (word: string) => word.replace(new RegExp(CONTROL.source, 'g'), (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
/** Characters left unescaped (not preceded by an odd run of backslashes) that Markdown would act on. */
const activeCharacters = (escaped: string) => [...escaped.matchAll(/(?<!\\)(?:\\\\)*([|<>*])/g)].map((match) => match[1]);

describe('escapeMarkdown', () => {
  it('leaves no table-cell end, HTML bracket or emphasis active, and shows the text as it was', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText(), textOf('ab |<>*\\_`')), (text) => {
        const escaped = escapeMarkdown(text);
        expect(activeCharacters(escaped)).toEqual([]);
        expect(shown(escaped)).toBe(text);
      }),
    );
  });

  it('escapes a summary that would split a table row and open a tag', () => {
    expect(escapeMarkdown('a | b <script> *bold* C:\\path')).toBe('a \\| b \\<script\\> \\*bold\\* C:\\\\path');
  });

  it('keeps underscores inside words and ordinary text as they are', () => {
    expect(escapeMarkdown('snake_case_name, (1) #2 `x`')).toBe('snake_case_name, (1) #2 `x`');
  });
});

describe('markdownCode', () => {
  it('wraps any text in one code span that no backtick inside can end', () => {
    fc.assert(
      fc.property(hostileText(), (text) => {
        const code = markdownCode(text);
        expect(code.startsWith('`') && code.endsWith('`')).toBe(true);
        expect(code.slice(1, -1)).not.toContain('`');
        expect(code.slice(1, -1)).toBe(text.replace(/`/g, "'"));
      }),
    );
  });

  it('turns every backtick into a quote', () => {
    expect(markdownCode('a`b``c')).toBe("`a'b''c`");
  });
});

describe('oneLine', () => {
  it('gives one line with no run of whitespace and no whitespace at either end, words in order', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText(), textOf('ab \t\n\r')), (text) => {
        const line = oneLine(text);
        expect(line).not.toMatch(/[\n\r\u2028\u2029]/);
        expect(line).not.toMatch(/\s\s|^\s|\s$/);
        expect(line).not.toMatch(CONTROL);
        expect(line.split(' ').filter(Boolean)).toEqual(text.split(/\s+/).filter(Boolean).map(shownEscaped));
      }),
    );
  });

  it('shows a control character a terminal would act on (NUL, ESC, DEL, C1) as its escape', () => {
    expect(oneLine('nul\u0000esc\u001b[31mred\u007f \u009b2J')).toBe('nul\\u0000esc\\u001b[31mred\\u007f \\u009b2J');
  });

  it('joins a multi-line description into one spaced line', () => {
    expect(oneLine('  Lists incidents.\n\n\tPaginated  by   cursor.\r\n')).toBe('Lists incidents. Paginated by cursor.');
  });
});
