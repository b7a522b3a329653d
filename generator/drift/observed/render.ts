/**
 * The report with what production saw beside it, in every format: each observed finding marked
 * explained (the new document has the change, by rule id) or not. The observed file is untrusted
 * text: shown escaped, as the drift changes are.
 */
import { renderReport, type DriftFormat, type RenderOptions } from '../render/index.ts';
import { escapeMarkdown, markdownCode } from '../render/shared.ts';
import type { DriftReport } from '../report.ts';
import { printable } from '../../runtime/validation/findings.ts';
import type { ObservedEntry } from './match.ts';

const xml = (text: string) => printable(text).replace(/[<>&"']/g, (c) => `&${({ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' })[c]};`);
const githubData = (text: string) => printable(text).replace(/%/g, '%25');
/** A code cell of a GFM table: a `|`, even inside backticks, would end the cell unless escaped. */
const codeCell = (text: string) => markdownCode(printable(text)).replace(/\|/g, '\\|');
const times = (count: number) => (count === 1 ? 'once' : `${count} times`);
const status = (entry: ObservedEntry) => (entry.explainedBy === null ? 'unexplained' : 'explained');
const what = (entry: ObservedEntry) => `${printable(entry.operation)} -> ${printable(entry.location)}: ${printable(entry.rule)}, seen ${times(entry.count)}`;
const why = (entry: ObservedEntry) => (entry.explainedBy === null ? 'the new document does not explain it' : `the new document explains it (${entry.explainedBy})`);

function summaryOf(entries: readonly ObservedEntry[]): string {
  const explained = entries.filter((entry) => entry.explainedBy !== null).length;
  return `${entries.length} seen in production: ${explained} explained by the new document, ${entries.length - explained} not`;
}

export function renderWithObserved(report: DriftReport, entries: readonly ObservedEntry[], format: DriftFormat, options: RenderOptions = {}): string {
  const base = renderReport(report, format, options);
  switch (format) {
    case 'text':
      return `${base}${entries.map((entry) => `observed ${status(entry).padEnd(11)} ${what(entry)}; ${why(entry)}\n`).join('')}observed: ${summaryOf(entries)}\n`;
    case 'markdown': {
      const rows = entries.map((entry) => `| ${status(entry)} | ${codeCell(entry.operation)} | ${codeCell(entry.location)} | ${codeCell(entry.rule)} | ${entry.count} | ${entry.explainedBy === null ? '' : codeCell(entry.explainedBy)} |`);
      return [base.trimEnd(), '', '### Seen in production', '', escapeMarkdown(summaryOf(entries)), '', '| | operation | location | rule | seen | explained by |', '| --- | --- | --- | --- | ---: | --- |', ...rows, ''].join('\n');
    }
    case 'json': {
      const observed = entries.map(({ operation, location, rule, count, explainedBy }) => ({ operation, location, rule, count, explained: explainedBy !== null, explainedBy }));
      return `${JSON.stringify({ ...JSON.parse(base), observed }, null, 2)}\n`;
    }
    case 'junit': {
      const cases = entries.map(
        (entry) =>
          `    <testcase classname="${xml(entry.operation)}" name="${xml(`observed ${entry.rule} ${entry.location}`)}">\n      <system-out>${xml(`${status(entry)}: ${what(entry)}; ${why(entry)}`)}</system-out>\n    </testcase>`,
      );
      const suite = [`  <testsuite name="observed" tests="${cases.length}" failures="0">`, ...cases, '  </testsuite>'].join('\n');
      return base.replace(/<\/testsuites>\n$/, `${suite}\n</testsuites>\n`);
    }
    case 'github':
      return `${base}${entries.map((entry) => `::${entry.explainedBy === null ? 'warning' : 'notice'} title=drift observed ${status(entry)}::${githubData(`${what(entry)}; ${why(entry)}`)}\n`).join('')}`;
    // Findings about the spec's text and a consumer's lines: production's observations have no place in either.
    case 'sarif':
    case 'codeclimate':
      return base;
  }
}
