import type { DriftReport } from '../report.ts';

/** The stable machine shape: `{ summary: { error, warning, info }, changes: [{ id, level, operation, location, message, symbols }] }`. */
export function renderJson(report: DriftReport): string {
  const { summary, changes } = report;
  const shaped = {
    summary: { error: summary.error, warning: summary.warning, info: summary.info },
    changes: changes.map(({ id, level, operation, location, message, symbols }) => ({ id, level, operation, location, message, symbols })),
  };
  return `${JSON.stringify(shaped, null, 2)}\n`;
}
