import { diffDocuments, type DriftReport } from '../../../../generator/drift/index.ts';
import { object, scheduleSpec } from '../fixtures.ts';

/** One error, one warning and one info change, with characters every format must escape. */
export function sampleReport(): DriftReport {
  const before = scheduleSpec(object({ id: { type: 'string' }, layer_id: { type: 'string' }, kind: { type: 'string', enum: ['a<b'] } }, ['id']), object({ name: { type: 'string' }, old: { type: 'string' } }));
  const after = scheduleSpec(object({ id: { type: 'string' }, kind: { type: 'string', enum: ['a<b', 'c|d&"e"'] } }, ['id']), object({ name: { type: 'string' } }));
  const report = diffDocuments(before, after);
  // Keep one change per level (GET for the response ones) so expectations stay readable.
  report.changes = report.changes.filter((c) => (c.operation === 'GET /v2/schedule_entries' && c.level !== 'warning') || c.level === 'warning');
  report.summary = { error: 1, warning: 1, info: 1 };
  return report;
}
