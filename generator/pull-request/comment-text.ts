/**
 * Untrusted text (anything a spec, a label or a path holds) into the sticky comment's Markdown and
 * HTML. Whatever the text, it stays where it is put: it cannot close a `<details>`, open HTML, end
 * a code span, start a link or a mention, or spell the comment's hidden marker (the runtime finds
 * its comment by that marker, so a spec must never be able to write it).
 */
import { oneLine } from '../text/markdown.ts';

/** Past this many characters a piece of untrusted text is cut (with `…`): one line stays one line. */
export const TEXT_MAX = 300;

/** Cut at `max` characters, never inside a surrogate pair, with `…` saying so. */
export function clip(text: string, max = TEXT_MAX): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 2)) ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}

/**
 * `<!--` in the raw body would spell (part of) an HTML comment, the marker's own form: a zero-width
 * space after the `<` keeps what a reader sees and breaks the sequence in the raw text.
 */
const unmarked = (text: string) => text.replace(/<!/g, '<\u200B!');

/** A surrogate without its pair: not text, and GitHub refuses a body holding one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Lone surrogates as U+FFFD: what `String.prototype.toWellFormed` does (ES2024, past this project's lib). */
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/** One line, clipped, well formed: what every untrusted text goes through first. */
const plain = (text: string, max: number) => clip(wellFormed(oneLine(text)), max);

/**
 * A code span that holds `text` verbatim: the fence is one backtick longer than the longest run of
 * backticks inside, padded with spaces when the text starts or ends with one (CommonMark 6.1).
 */
export function code(text: string, max = TEXT_MAX): string {
  const inner = unmarked(plain(text, max));
  const longest = Math.max(0, ...[...inner.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  // CommonMark has no empty code span: one space stands for nothing.
  if (inner === '') return '` `';
  const padded = /^[` ]|[` ]$/.test(inner) ? ` ${inner} ` : inner;
  return `${fence}${padded}${fence}`;
}

/**
 * Prose inside a line (never at its start, where `#`, `-` or `1.` would mean more): the characters
 * Markdown reads mid-line are backslash-escaped (emphasis, strikethrough, links and images, HTML,
 * code, table cells, entities); `@` cannot start a mention and `://` cannot start an autolink (a
 * zero-width joiner follows each).
 */
export function prose(text: string, max = TEXT_MAX): string {
  return unmarked(
    plain(text, max)
      .replace(/[\\`*_[\]<>|~&]/g, '\\$&')
      .replace(/@/g, '@\u200D')
      .replace(/:\/\//g, ':\u200D//'),
  );
}

/** Text inside an HTML element (the `<summary>` line): entities for everything HTML reads. */
export function html(text: string, max = TEXT_MAX): string {
  return plain(text, max).replace(/[&<>"'`@:]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A URL path from `/`-separated segments: each encoded, `.` and `..` kept out, parentheses encoded for Markdown. */
export const urlPath = (path: string) =>
  wellFormed(path)
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map((segment) => encodeURIComponent(segment).replace(/[()'!*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
