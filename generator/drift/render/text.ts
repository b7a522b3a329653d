import type { DriftReport } from '../report.ts';
import type { Level } from '../rules/registry.ts';
import { breakLine } from './consumers.ts';
import { headline, plural, summaryLine, type RenderOptions } from './shared.ts';

const COLOURS: Record<Level, string> = { error: '\u001b[31m', warning: '\u001b[33m', info: '\u001b[36m' };
const RESET = '\u001b[0m';
const DIM = '\u001b[2m';

/** One line per change: level, rule id, where, what, the component path and the fingerprint an ignore line may name. */
export function renderText(report: DriftReport, options: RenderOptions = {}): string {
  const paint = (code: string, text: string) => (options.color ? `${code}${text}${RESET}` : text);
  const lines = report.changes.map((change) => {
    const location = change.location ? ` ${paint(DIM, `[${change.location}]`)}` : '';
    return `${paint(COLOURS[change.level], change.level.padEnd(7))} ${change.id}  ${headline(change)}${location} ${paint(DIM, `fingerprint:${change.fingerprint}`)}`;
  });
  for (const consumer of report.consumers ?? []) {
    const count = consumer.breaks.length;
    lines.push(`consumer ${consumer.dir}: ${count === 0 ? 'compiles against the new package' : `${plural(count, 'line')} no longer ${count === 1 ? 'compiles' : 'compile'}`}`);
    for (const entry of consumer.breaks) lines.push(`${paint(COLOURS.error, 'break  ')} ${breakLine(report, consumer, entry)}`);
  }
  lines.push(`drift: ${summaryLine(report)}`);
  return `${lines.join('\n')}\n`;
}
