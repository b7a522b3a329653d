/** The house's rules beside the imports: every folder described, no file too long. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sourceFiles } from './import-graph.ts';

/** A file past this many lines gets split (one concern per file). */
export const MAX_LINES = 300;

/** Every folder under `folder` (relative to root, '/'-separated, without a trailing slash), sorted. */
export function foldersUnder(root: string, folder: string): string[] {
  return (readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }) as string[])
    .map((path) => join(folder, path).split('\\').join('/'))
    .filter((path) => statSync(join(root, path)).isDirectory())
    .sort();
}

/**
 * The paths that no paragraph of `doc` opens with, as `**\`path\`**` (a folder written with its
 * trailing slash): what a reader of the layout would not find.
 */
export function pathsWithoutParagraph(doc: string, paths: readonly string[]): string[] {
  const openings = new Set(doc.split(/\n\s*\n/).map((paragraph) => /^\*\*`([^`]+)`\*\*/.exec(paragraph.trim())?.[1]));
  return paths.filter((path) => !openings.has(path));
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The source files under `folder` longer than `max` lines, with their length. */
export function longFiles(root: string, folder: string, max = MAX_LINES): Array<{ file: string; lines: number }> {
  return sourceFiles(root, folder)
    .map((file) => ({ file, lines: lineCount(readFileSync(join(root, file), 'utf8')) }))
    .filter(({ lines }) => lines > max);
}
