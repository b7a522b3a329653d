import type { DriftReport } from '../report.ts';

/**
 * The stable machine shape: `{ summary: { error, warning, info }, changes: [{ id, level, operation,
 * location, message, symbols, fingerprint }] }`, with `ignored: [{ ...the same, reason }]` when an ignore entry
 * silenced any, and with --consumer `consumers: [{ dir, breaks: [{ file, line,
 * column, code, message, changes, ignored? }] }]`, `changes` indexing the report's (`ignored` its ignored).
 */
export function renderJson(report: DriftReport): string {
  const { summary, changes, consumers } = report;
  const shaped = {
    summary: { error: summary.error, warning: summary.warning, info: summary.info },
    changes: changes.map(({ id, level, operation, location, message, symbols, fingerprint }) => ({ id, level, operation, location, message, symbols, fingerprint })),
    // The accepted changes too: the markdown only counts them once they run to thousands.
    ...(report.ignored.length > 0 && { ignored: report.ignored.map(({ id, level, operation, location, message, symbols, fingerprint, reason }) => ({ id, level, operation, location, message, symbols, fingerprint, reason })) }),
    ...(consumers && {
      consumers: consumers.map(({ dir, breaks }) => ({ dir, breaks: breaks.map(({ file, line, column, code, message, changes: explaining, ignored }) => ({ file, line, column, code, message, changes: explaining, ...(ignored && { ignored }) })) })),
    }),
  };
  return `${JSON.stringify(shaped, null, 2)}\n`;
}
