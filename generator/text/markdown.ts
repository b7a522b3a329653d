/**
 * Untrusted text into Markdown, shared by the generated reference (emit/reference.ts) and
 * drift's Markdown and changelog renderers, so neither reaches into the other.
 */

/** Characters that would end a table cell, open HTML or start emphasis; underscores inside words are safe in GFM. */
export const escapeMarkdown = (text: string) => text.replace(/([\\|<>*])/g, '\\$1');
export const markdownCode = (text: string) => `\`${text.replace(/`/g, "'")}\``;
/**
 * A table cell or heading holds one line: runs of whitespace, newlines included, become one space;
 * any other control character (an ESC that would recolour the terminal showing the file, a NUL) is
 * shown as `\u001b`.
 */
export const oneLine = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
