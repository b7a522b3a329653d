import type { DriftReport } from '../report.ts';
import type { Level } from '../rules/registry.ts';
import { breakFile, eachBreak, explanation } from './consumers.ts';
import { headline } from './shared.ts';

const COMMANDS: Record<Level, string> = { error: 'error', warning: 'warning', info: 'notice' };

/** GitHub's workflow-command escaping: data escapes %, CR, LF; properties also `:` and `,`. */
const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * Workflow annotations: `::error title=drift <rule>::<operation> -> <message>`, and for a consumer
 * break one on the consumer's own line: `::error file=<file>,line=<n>,col=<n>,title=consumer break::...`.
 */
export function renderGithub(report: DriftReport): string {
  const changes = report.changes.map((change) => `::${COMMANDS[change.level]} title=${property(`drift ${change.id}`)}::${data(headline(change))}\n`);
  const breaks = eachBreak(report).map(({ consumer, entry }) => {
    const where = `file=${property(breakFile(consumer, entry))},line=${entry.line},col=${entry.column}`;
    return `::error ${where},title=${property(`consumer break TS${entry.code}`)}::${data(`${entry.message} ← ${explanation(report, entry)}`)}\n`;
  });
  return [...changes, ...breaks].join('');
}
