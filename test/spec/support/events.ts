import { backticked, readReference, section, tableRows } from './reference.ts';

const events = (): string => readReference('api-endpoints-and-events.md');

/** The webhook kinds table: every backticked name, less the former name the first row mentions. */
export function referenceWebhookEvents(): { current: string[]; former: string[] } {
  const rows = tableRows(section(events(), '### Webhooks'));
  const former = rows.flatMap(([cell = '']) => backticked(cell.slice(cell.indexOf('(') + 1)).filter(() => cell.includes('(replaces')));
  return { current: rows.flatMap(([cell = '']) => backticked(cell.split('(')[0]!)), former };
}

/** The audit-log table: `<subject>.<action>.<version>` for every listed event. */
export function referenceAuditLogEvents(): string[] {
  return tableRows(section(events(), '### Audit log events')).flatMap(([subject = '', cell = '']) => backticked(cell).map((event) => `${subject}.${event}`));
}
