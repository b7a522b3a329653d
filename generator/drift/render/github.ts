import type { DriftReport } from '../report.ts';
import type { Level } from '../rules/registry.ts';
import { headline } from './shared.ts';

const COMMANDS: Record<Level, string> = { error: 'error', warning: 'warning', info: 'notice' };

/** GitHub's workflow-command escaping: data escapes %, CR, LF; properties also `:` and `,`. */
const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** Workflow annotations: `::error title=drift <rule>::<operation> -> <message>`. */
export function renderGithub(report: DriftReport): string {
  return report.changes.map((change) => `::${COMMANDS[change.level]} title=${property(`drift ${change.id}`)}::${data(headline(change))}\n`).join('');
}
