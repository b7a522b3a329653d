import type { SurfaceEntry } from './members.ts';

const HEADER = [
  '# API surface of the generated package (generated/index.ts): one line per export and member,',
  '# "key<TAB>signature", sorted. Written by `make surface`; checked by `make check`. Do not edit.',
];

export function formatBaseline(entries: SurfaceEntry[]): string {
  return [...HEADER, ...entries.map((entry) => `${entry.key}\t${entry.signature}`), ''].join('\n');
}

/** Key -> signature; a key declared more than once (overloads, merged declarations) keeps all, in order. */
export function parseBaseline(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const tab = line.indexOf('\t');
    const key = tab < 0 ? line : line.slice(0, tab);
    const signature = tab < 0 ? '' : line.slice(tab + 1);
    const earlier = entries.get(key);
    entries.set(key, earlier === undefined ? signature : `${earlier} & ${signature}`);
  }
  return entries;
}
