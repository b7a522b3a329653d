/**
 * Where a deprecated item says what replaces it: `x-successor` when the document gives one,
 * otherwise a "use X instead" / "replaced by X" / "superseded by X" phrase in its description.
 */
const SUCCESSOR_PHRASES = [
  /\buse\s+`?([^`\n]+?)`?\s+instead\b/i,
  /\b(?:replaced|superseded)\s+by\s+`([^`\n]+)`/i,
  /\b(?:replaced|superseded)\s+by\s+([^\s,;]+(?:\s[^\s,;]+)*?)(?:[.,;]|$)/im,
];

export function successorOf(node: Record<string, unknown>): string | undefined {
  const declared = node['x-successor'];
  if (typeof declared === 'string' && declared.trim() !== '') return declared.trim();
  const description = node.description;
  if (typeof description !== 'string') return undefined;
  for (const phrase of SUCCESSOR_PHRASES) {
    const match = phrase.exec(description);
    if (match?.[1]) return match[1].replace(/[.)]+$/, '');
  }
  return undefined;
}
