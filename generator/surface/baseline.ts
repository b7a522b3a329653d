import type { SurfaceEntry } from './members.ts';

const HEADER = [
  '# API surface of the generated package (generated/index.ts): one line per export and member,',
  '# "key<TAB>signature", sorted. Written by `make surface`; checked by `make check`. Do not edit.',
];

export function formatBaseline(entries: SurfaceEntry[]): string {
  return [...HEADER, ...entries.map((entry) => `${entry.key}\t${entry.signature}`), ''].join('\n');
}

/**
 * Key -> signature. A name declared more than once (an `as const` list and its union type share
 * one; so do overloads) keeps every declaration: the n-th repeat is keyed `name#n`, in the
 * declaration order the surface was written in.
 */
export function parseBaseline(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  const repeats = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const tab = line.indexOf('\t');
    const name = tab < 0 ? line : line.slice(0, tab);
    const seen = repeats.get(name) ?? 0;
    repeats.set(name, seen + 1);
    entries.set(seen === 0 ? name : `${name}#${seen + 1}`, tab < 0 ? '' : line.slice(tab + 1));
  }
  return entries;
}
