import type { DriftReport } from '../report.ts';
import { consumerBreaks, LEVELS } from '../report.ts';
import type { Level } from '../rules/registry.ts';
import { breakFile, explanation } from './consumers.ts';
import { oneLine } from '../../text/markdown.ts';
import { escapeMarkdown, groupByOperation, markdownCode, summaryLine } from './shared.ts';

const TITLES: Record<Level, string> = { error: 'Breaking changes', warning: 'Changes that may break clients', info: 'Compatible changes' };

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
      out.push(`#### ${markdownCode(operation)}`, '');
      for (const change of changes) out.push(`- ${markdownCode(change.id)} ${escapeMarkdown(change.message)}${change.location ? ` (${markdownCode(change.location)})` : ''}`);
      out.push('');
    }
    if (folded) out.push('</details>', '');
  }
  if (report.consumers) out.push(...consumerSection(report));
  if (report.ignored.length > 0) {
    out.push(`<details><summary>Ignored (${report.ignored.length})</summary>`, '');
    for (const change of report.ignored) out.push(`- ${markdownCode(change.id)} ${markdownCode(change.operation ?? '(document)')} ${escapeMarkdown(change.message)}: ${escapeMarkdown(change.reason)}`);
    out.push('', '</details>', '');
  }
  out.push(`_${summaryLine(report)}_`, '');
  return out.join('\n');
}

/** The lines each consumer must change in this pull request, each with the changes that explain it. */
function consumerSection(report: DriftReport): string[] {
  const out = [`### Consumer code that no longer compiles (${consumerBreaks(report)})`, ''];
  for (const consumer of report.consumers ?? []) {
    out.push(`#### ${markdownCode(consumer.dir)}`, '');
    if (consumer.breaks.length === 0) out.push('Compiles against the new package.');
    for (const entry of consumer.breaks) {
      out.push(`- ${markdownCode(`${breakFile(consumer, entry)}:${entry.line}:${entry.column}`)} ${escapeMarkdown(oneLine(entry.message))} ← ${escapeMarkdown(explanation(report, entry))}`);
    }
    out.push('');
  }
  return out;
}
