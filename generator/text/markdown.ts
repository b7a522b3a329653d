/**
 * Untrusted text into Markdown, shared by the generated reference (emit/reference.ts) and
 * drift's Markdown and changelog renderers, so neither reaches into the other.
 */

/** Characters that would end a table cell, open HTML or start emphasis; underscores inside words are safe in GFM. */
export const escapeMarkdown = (text: string) => text.replace(/([\\|<>*])/g, '\\$1');
export const markdownCode = (text: string) => `\`${text.replace(/`/g, "'")}\``;
/** A table cell or heading holds one line: runs of whitespace, newlines included, become one space. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
