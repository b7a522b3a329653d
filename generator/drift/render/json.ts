import type { DriftReport } from '../report.ts';

/**
 * The stable machine shape: `{ summary: { error, warning, info }, changes: [{ id, level, operation,
 * location, message, symbols }] }`, and with --consumer `consumers: [{ dir, breaks: [{ file, line,
 * column, code, message, changes, ignored? }] }]`, `changes` indexing the report's (`ignored` its ignored).
 */
export function renderJson(report: DriftReport): string {
  const { summary, changes, consumers } = report;
  const shaped = {
    summary: { error: summary.error, warning: summary.warning, info: summary.info },
    changes: changes.map(({ id, level, operation, location, message, symbols }) => ({ id, level, operation, location, message, symbols })),
    ...(consumers && {
      consumers: consumers.map(({ dir, breaks }) => ({ dir, breaks: breaks.map(({ file, line, column, code, message, changes: explaining, ignored }) => ({ file, line, column, code, message, changes: explaining, ...(ignored && { ignored }) })) })),
    }),
  };
  return `${JSON.stringify(shaped, null, 2)}\n`;
}
