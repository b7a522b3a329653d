import { consumerBreaks, type DriftChange, type DriftReport } from '../report.ts';
import type { Level } from '../rules/registry.ts';
import type { DriftSources } from './sources.ts';

/** `GET /v2/schedule_entries -> schedule_entries[].layer_id: removed from the response`. */
export const headline = (change: DriftChange) => (change.operation ? `${change.operation} -> ${change.message}` : change.message);

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const summaryLine = (report: DriftReport) =>
  `${plural(report.summary.error, 'error')}, ${plural(report.summary.warning, 'warning')}, ${report.summary.info} info` +
  (report.ignored.length > 0 ? ` (${report.ignored.length} ignored)` : '') +
  (report.consumers ? `; ${plural(consumerBreaks(report), 'consumer break')} in ${plural(report.consumers.length, 'consumer')}` : '');

/** Changes of one level, grouped by operation in report order (document-wide changes under `(document)`). */
export function groupByOperation(changes: readonly DriftChange[], level: Level): Map<string, DriftChange[]> {
  const groups = new Map<string, DriftChange[]>();
  for (const change of changes) {
    if (change.level !== level) continue;
    const key = change.operation ?? '(document)';
    const group = groups.get(key) ?? [];
    group.push(change);
    groups.set(key, group);
  }
  return groups;
}

export interface RenderOptions {
  /** ANSI colours in text output: the CLI turns them on for a TTY only. */
  color?: boolean;
  /** JUnit marks changes at or above this level as failures. */
  failOn?: Level;
  /** The two documents: named in the markdown header; the new one's file and lines placed in annotations, SARIF and Code Quality. */
  sources?: DriftSources;
}

export { escapeMarkdown, markdownCode } from '../../text/markdown.ts';
