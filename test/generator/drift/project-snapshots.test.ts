import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../../generator/drift/index.ts';
import { loadSpec } from '../../../generator/load/index.ts';
import { CURRENT_SNAPSHOT, EARLIER_SNAPSHOT } from '../../../spec/build/files.ts';
import { PROJECT_ROOT } from '../../support/project.ts';

/**
 * The two snapshots spec/build/ writes from the reference (whatever `make regen` has landed beside
 * them since): the earlier one still has `layer_id`.
 */
describe('spec/snapshots', () => {
  it('reports the layer_id removal as an error at GET /v2/schedule_entries', async () => {
    const [before, after] = await Promise.all([EARLIER_SNAPSHOT, CURRENT_SNAPSHOT].map((path) => loadSpec(resolve(PROJECT_ROOT, path), { timeoutMs: 1000 })));
    const { changes } = diffDocuments(before!.document, after!.document);
    const layer = changes.filter((change) => change.location === 'ScheduleEntryV2.layer_id');
    expect(layer).toContainEqual({
      id: 'response-property-removed',
      level: 'error',
      operation: 'GET /v2/schedule_entries',
      location: 'ScheduleEntryV2.layer_id',
      message: 'schedule_entries[].layer_id: removed from the response',
      symbols: ['ScheduleEntriesV2List', 'ScheduleEntryV2'],
      fingerprint: 'b76fc84f664d',
    });
  });
});
