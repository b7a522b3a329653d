/**
 * The form a spec is stored in: two-space JSON and a final newline, so a pull request shows a
 * readable diff and a server that only re-indents its output does not count as a change.
 */
export function canonicalText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
