import type { DriftChange, DriftReport } from '../report.ts';
import { consumerBreaks, LEVELS } from '../report.ts';
import type { Level } from '../rules/registry.ts';
import { breakFile, explanation } from './consumers.ts';
import { oneLine } from '../../text/markdown.ts';
import { escapeMarkdown, groupByOperation, markdownCode, summaryLine, type RenderOptions } from './shared.ts';
import type { DriftSources } from './sources.ts';

const TITLES: Record<Level, string> = { error: 'Breaking changes', warning: 'Changes that may break clients', info: 'Compatible changes' };

/**
 * Past this many changes (ignored ones included) each is no longer listed: a first import of the
 * live API has thousands, and a report a person cannot read hides what matters. The changes are
 * then counted by rule and operation; every one of them stays in the JSON report.
 */
export const LISTED_CHANGES_MAX = 1000;

/** Operations named for each rule in a counted report; the rest are counted together. */
const NAMED_OPERATIONS_MAX = 10;

/**
 * For a pull-request comment: a summary table (each level's changes, and how many of them an
 * ignore entry accepted), then breaking changes first, grouped by operation; over
 * LISTED_CHANGES_MAX changes, counted by rule and operation instead.
 */
export function renderMarkdown(report: DriftReport, options: RenderOptions = {}): string {
  const ignoredAt = (level: Level) => report.ignored.filter((change) => change.level === level).length;
  const out = [
    '## API drift',
    '',
    ...comparedLine(options.sources),
    '| level | changes | ignored |',
    '| --- | ---: | ---: |',
    ...LEVELS.map((level) => `| ${level} | ${report.summary[level]} | ${ignoredAt(level)} |`),
    '',
  ];
  if (report.changes.length === 0) out.push('No changes that affect clients.', '');
  const counted = report.changes.length + report.ignored.length > LISTED_CHANGES_MAX;
  if (counted) out.push(`${report.changes.length + report.ignored.length} changes, more than ${LISTED_CHANGES_MAX}: counted by rule and operation below; the JSON report (\`--format json\`) lists every one.`, '');
  for (const level of LEVELS) {
    const atLevel = report.changes.filter((change) => change.level === level);
    if (atLevel.length === 0) continue;
    // Compatible changes can run to hundreds of lines: fold them away.
    const folded = level === 'info';
    out.push(folded ? `<details><summary>${TITLES[level]} (${report.summary[level]})</summary>` : `### ${TITLES[level]} (${report.summary[level]})`, '');
    for (const line of counted ? countedByRule(atLevel) : listedByOperation(report.changes, level)) out.push(line);
    if (folded) out.push('</details>', '');
  }
  // One push per line, not a spread into push's arguments (which overflows past about 100,000).
  if (report.consumers) for (const line of consumerSection(report)) out.push(line);
  if (report.ignored.length > 0) {
    out.push(`<details><summary>Ignored (${report.ignored.length})</summary>`, '');
    if (counted) for (const line of countedByRule(report.ignored, (change) => change.reason)) out.push(line);
    else for (const change of report.ignored) out.push(`- ${markdownCode(change.id)} ${markdownCode(change.operation ?? '(document)')} ${escapeMarkdown(change.message)}: ${escapeMarkdown(change.reason)}`);
    out.push('', '</details>', '');
  }
  out.push(`_${summaryLine(report)}_`, '');
  return out.join('\n');
}

/** `` Compared `spec/openapiV3.json @ main (abc1234)` with `spec/openapiV3.json` ``: the labels are the caller's text, shown as code. */
const comparedLine = (sources: DriftSources | undefined) => (sources ? [`Compared ${markdownCode(oneLine(sources.old.label))} with ${markdownCode(oneLine(sources.new.label))}.`, ''] : []);

function listedByOperation(changes: readonly DriftChange[], level: Level): string[] {
  const out: string[] = [];
  for (const [operation, group] of groupByOperation(changes, level)) {
    out.push(`#### ${markdownCode(operation)}`, '');
    for (const change of group) out.push(`- ${markdownCode(change.id)} ${escapeMarkdown(change.message)}${change.location ? ` (${markdownCode(change.location)})` : ''} ${markdownCode(`fingerprint:${change.fingerprint}`)}`);
    out.push('');
  }
  return out;
}

/**
 * One line per rule with its count, then the operations it reached, most changes first (the
 * first NAMED_OPERATIONS_MAX named with theirs), and for ignored changes the reasons given.
 */
function countedByRule<Change extends DriftChange>(changes: readonly Change[], reasonOf?: (change: Change) => string): string[] {
  const byRule = new Map<string, Change[]>();
  for (const change of changes) {
    const group = byRule.get(change.id) ?? [];
    group.push(change);
    byRule.set(change.id, group);
  }
  const out: string[] = [];
  for (const [rule, group] of [...byRule].sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1))) {
    const operations = tally(group.map((change) => change.operation ?? '(document)'));
    const named = operations.slice(0, NAMED_OPERATIONS_MAX).map(([operation, count]) => `${markdownCode(operation)} ${count}`);
    const rest = operations.length - named.length;
    out.push(`- ${markdownCode(rule)}: ${group.length} at ${operations.length} operation${operations.length === 1 ? '' : 's'}: ${named.join(', ')}${rest > 0 ? `, and ${rest} more` : ''}`);
    if (reasonOf) for (const [reason, count] of tally(group.map(reasonOf))) out.push(`  - ${count}: ${escapeMarkdown(oneLine(reason))}`);
  }
  out.push('');
  return out;
}

/** Each distinct value with how often it occurs, most first, then by value: the same input, the same order. */
function tally(values: readonly string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
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
