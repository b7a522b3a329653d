import type { DriftReport } from '../report.ts';
import type { Level } from '../rules/registry.ts';
import { breakFile, eachBreak, explanation } from './consumers.ts';
import { headline, type RenderOptions } from './shared.ts';
import { changeFileLine } from './sources.ts';

const COMMANDS: Record<Level, string> = { error: 'error', warning: 'warning', info: 'notice' };

/** GitHub's workflow-command escaping: data escapes %, CR, LF; properties also `:` and `,`. */
const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * Workflow annotations: `::error file=<spec>,line=<n>,title=drift <rule>::<operation> -> <message> [<fingerprint>]`
 * (file and line when the new spec is a local file: the change's own line, or a removal's parent's),
 * and for a consumer break one on the consumer's own line: `::error file=<file>,line=<n>,col=<n>,title=consumer break::...`.
 */
export function renderGithub(report: DriftReport, options: RenderOptions = {}): string {
  const changes = report.changes.map((change) => {
    const at = changeFileLine(options.sources, change);
    const where = at ? `file=${property(at.file)},line=${at.line},` : '';
    return `::${COMMANDS[change.level]} ${where}title=${property(`drift ${change.id}`)}::${data(`${headline(change)} [fingerprint:${change.fingerprint}]`)}\n`;
  });
  const breaks = eachBreak(report).map(({ consumer, entry }) => {
    const where = `file=${property(breakFile(consumer, entry))},line=${entry.line},col=${entry.column}`;
    return `::error ${where},title=${property(`consumer break TS${entry.code}`)}::${data(`${entry.message} ← ${explanation(report, entry)}`)}\n`;
  });
  return [...changes, ...breaks].join('');
}
