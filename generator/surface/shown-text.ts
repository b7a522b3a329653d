/**
 * How the surface check shows a type on one line: whole when short, cut when long. A change line
 * shows two types; cut alone, two long types that share a long start would both read as that
 * start (`'Actions V1#List' | ... | 'Al…` twice), hiding the difference. Cut as a pair, both
 * sides show the same window around their first difference, and say how much each left out.
 */

/** The longest a shown type runs, markers included. */
export const SHOWN_TYPE_CHARS = 120;

/** Characters of the common start kept before the first difference, so the window reads in context. */
const CONTEXT_CHARS = 30;

/** One line of at most `limit` characters, `…` where it was cut. */
export const cut = (text: string, limit = SHOWN_TYPE_CHARS): string => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

const marker = (count: number) => `[…${count} chars]`;

/**
 * Two types shown side by side. When both fit, as they are; otherwise each side is the window
 * of `limit` characters (as near as markers allow) starting a little before the first character
 * where they differ, with `[…N chars]` at either end saying how many were left out there. Texts
 * alike are cut alike, as `cut` would.
 */
export function cutPair(from: string, to: string, limit = SHOWN_TYPE_CHARS): [string, string] {
  if (from.length <= limit && to.length <= limit) return [from, to];
  if (from === to) return [cut(from, limit), cut(to, limit)];
  let differsAt = 0;
  while (differsAt < from.length && differsAt < to.length && from[differsAt] === to[differsAt]) differsAt++;
  const start = differsAt <= CONTEXT_CHARS ? 0 : differsAt - CONTEXT_CHARS;
  return [windowOf(from, start, limit), windowOf(to, start, limit)];
}

/** `text` from `start`, cut to about `limit` characters, each cut end saying how many characters it dropped. */
function windowOf(text: string, start: number, limit: number): string {
  if (text.length <= limit && start === 0) return text;
  const head = start > 0 ? marker(start) : '';
  // The tail marker's own length depends on the count it shows: reserve the widest it can be.
  const room = Math.max(1, limit - head.length - marker(text.length).length);
  const end = Math.min(text.length, start + room);
  const tail = end < text.length ? marker(text.length - end) : '';
  return `${head}${text.slice(start, end)}${tail}`;
}
