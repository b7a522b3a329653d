import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The documentation a user reads: README.md and every page of docs/, paths relative to the root. */
export function documentationFiles(root: string): string[] {
  const pages = readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).sort();
  return ['README.md', ...pages.map((name) => `docs/${name}`)];
}

export interface FencedBlock {
  /** The info string's first word: `ts`, `sh`, `yaml`, or '' for a bare fence. */
  language: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(```+|~~~+)\s*([^\s`]*)/.exec(lines[index]!);
    if (!open) continue;
    const fence = open[2]!;
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !lines[end]!.trimStart().startsWith(fence)) body.push(lines[end++]!);
    blocks.push({ language: open[3]!.toLowerCase(), code: body.join('\n'), line: index + 1 });
    index = end;
  }
  return blocks;
}

/** The markdown with fenced blocks and inline code spans blanked, line numbers kept. */
export function proseOnly(markdown: string): string {
  const lines = markdown.split('\n');
  let fence: string | undefined;
  return lines
    .map((line) => {
      const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
      if (fence !== undefined) {
        if (marker !== undefined && marker.startsWith(fence)) fence = undefined;
        return '';
      }
      if (marker !== undefined) {
        fence = marker;
        return '';
      }
      return line.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
    })
    .join('\n');
}

export interface Link {
  target: string;
  line: number;
}

/** Inline links and images, `[text](target)`, outside code. */
export function links(markdown: string): Link[] {
  const found: Link[] = [];
  proseOnly(markdown)
    .split('\n')
    .forEach((line, index) => {
      for (const match of line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) found.push({ target: match[1]!, line: index + 1 });
    });
  return found;
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const lines = markdown.split('\n');
  let fence: string | undefined;
  for (const line of lines) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker.startsWith(fence)) fence = undefined;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      continue;
    }
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const text = heading.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text.toLowerCase().replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '').replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export function readText(root: string, file: string): string {
  return readFileSync(join(root, file), 'utf8');
}
