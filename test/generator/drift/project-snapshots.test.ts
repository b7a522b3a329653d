import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffDocuments, listSnapshots } from '../../../generator/drift/index.ts';
import { loadSpec } from '../../../generator/load/index.ts';

/** The project's own snapshots (spec/snapshots/, written from the reference): the earlier one still has `layer_id`. */
describe('spec/snapshots', () => {
  it('reports the layer_id removal as an error at GET /v2/schedule_entries', async () => {
    const snapshots = listSnapshots(resolve(import.meta.dirname, '../../../spec/snapshots'));
    expect(snapshots.length).toBeGreaterThanOrEqual(2);
    const [before, after] = await Promise.all(snapshots.slice(-2).map((snapshot) => loadSpec(snapshot.path, { timeoutMs: 1000 })));
    const { changes } = diffDocuments(before!.document, after!.document);
    const layer = changes.filter((change) => change.location === 'ScheduleEntryV2.layer_id');
    expect(layer).toContainEqual({
      id: 'response-property-removed',
      level: 'error',
      operation: 'GET /v2/schedule_entries',
      location: 'ScheduleEntryV2.layer_id',
      message: 'schedule_entries[].layer_id: removed from the response',
      symbols: ['ScheduleEntriesV2List', 'ScheduleEntryV2'],
    });
  });
});
