import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The platform's reference documents, read at run time. CI clones the project with shared/
 * beside it, so the path is relative to the project root (as in test/support/real-specs.ts).
 */
export const REFERENCE_DIR = resolve(import.meta.dirname, '../../../../shared/reference');

export const readReference = (name: 'api-overview.md' | 'api-endpoints-and-events.md'): string => readFileSync(join(REFERENCE_DIR, name), 'utf8');

/** The text under a heading (its exact line), up to the next heading of the same or a higher level. */
export function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`reference: heading "${heading}" not found`);
  const level = heading.indexOf(' ');
  const end = lines.findIndex((line, index) => index > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The body rows of every table in the text (header and separator rows dropped), as cells. */
export function tableRows(markdown: string): string[][] {
  const rows: string[][] = [];
  let previousWasTable = false;
  for (const line of markdown.split('\n')) {
    const isTable = line.trim().startsWith('|');
    if (isTable && previousWasTable && !/^\|[\s|:-]+\|$/.test(line.trim())) rows.push(cells(line));
    previousWasTable = isTable;
  }
  return rows;
}

const cells = (line: string) =>
  line
    .trim()
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());

/** Every `backticked` token of a text, in order. */
export const backticked = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/** The numbered item of a list that starts with the given words (`8. Role-name enum values`). */
export function listItem(markdown: string, startsWith: string): string {
  const line = markdown.split('\n').find((candidate) => candidate.replace(/^\d+\.\s*/, '').startsWith(startsWith));
  if (!line) throw new Error(`reference: no list item starting "${startsWith}"`);
  return line;
}
