import type { ChangelogEntry, ChangelogItem } from '../changelog.ts';
import { escapeMarkdown, markdownCode, plural } from './shared.ts';


const TITLES = { added: 'Added', removed: 'Removed', deprecated: 'Deprecated', changed: 'Changed' } as const;

function itemLine(item: ChangelogItem, section: keyof typeof TITLES): string {
  const level = item.level === 'info' ? '' : `**${item.level}** `;
  if (section !== 'changed') return `- ${level}${markdownCode(item.subject)}: ${escapeMarkdown(item.message)}`;
  const reach = item.operations.length > 1 ? ` (at ${item.operations.length} operations and events)` : item.operations[0] ? ` (at ${markdownCode(item.operations[0])})` : '';
  return `- ${level}${markdownCode(item.subject)}: ${escapeMarkdown(item.message)}${reach}`;
}

/** The dated history, newest first, one section per kind of change. */
export function renderChangelogMarkdown(entries: readonly ChangelogEntry[]): string {
  const out = ['# API change log', ''];
  for (const entry of entries) {
    out.push(`## ${entry.date?.slice(0, 10) ?? entry.snapshot} (${entry.snapshot})`, '');
    if (entry.initial) {
      out.push(`First snapshot: ${entry.initial.operations} operations, ${entry.initial.events} events.`, '');
      continue;
    }
    out.push(`${entry.summary.error} breaking, ${plural(entry.summary.warning, 'warning')}, ${entry.summary.info} compatible (since ${entry.previous}).`, '');
    for (const section of ['removed', 'deprecated', 'added', 'changed'] as const) {
      if (entry[section].length === 0) continue;
      // One push per line: a section of 200,000 items spread into push's arguments overflows the stack.
      out.push(`### ${TITLES[section]}`, '');
      for (const item of entry[section]) out.push(itemLine(item, section));
      out.push('');
    }
  }
  return out.join('\n');
}

export const renderChangelogJson = (entries: readonly ChangelogEntry[]) => `${JSON.stringify(entries, null, 2)}\n`;
