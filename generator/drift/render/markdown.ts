import type { DriftReport } from '../report.ts';
import { LEVELS } from '../report.ts';
import type { Level } from '../rules/registry.ts';
import { groupByOperation, summaryLine } from './shared.ts';

const TITLES: Record<Level, string> = { error: 'Breaking changes', warning: 'Changes that may break clients', info: 'Compatible changes' };

/** Characters that would end a table cell or start markup inside a list item. */
const escape = (text: string) => text.replace(/([\\|*_<>[\]])/g, '\\$1');
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** For a pull-request comment: a summary table, then breaking changes first, grouped by operation. */
export function renderMarkdown(report: DriftReport): string {
  const out = ['## API drift', '', '| level | changes |', '| --- | ---: |', ...LEVELS.map((level) => `| ${level} | ${report.summary[level]} |`), ''];
  if (report.changes.length === 0) out.push('No changes that affect clients.', '');
  for (const level of LEVELS) {
    const groups = groupByOperation(report.changes, level);
    if (groups.size === 0) continue;
    // Compatible changes can run to hundreds of lines: fold them away.
    const folded = level === 'info';
    out.push(folded ? `<details><summary>${TITLES[level]} (${report.summary[level]})</summary>` : `### ${TITLES[level]} (${report.summary[level]})`, '');
    for (const [operation, changes] of groups) {
      out.push(`#### ${code(operation)}`, '');
      for (const change of changes) out.push(`- ${code(change.id)} ${escape(change.message)}${change.location ? ` (${code(change.location)})` : ''}`);
      out.push('');
    }
    if (folded) out.push('</details>', '');
  }
  if (report.ignored.length > 0) {
    out.push(`<details><summary>Ignored (${report.ignored.length})</summary>`, '');
    for (const change of report.ignored) out.push(`- ${code(change.id)} ${code(change.operation ?? '(document)')} ${escape(change.message)}: ${escape(change.reason)}`);
    out.push('', '</details>', '');
  }
  out.push(`_${summaryLine(report)}_`, '');
  return out.join('\n');
}
