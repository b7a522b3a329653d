import { describe, expect, it } from 'vitest';
import { renderReport } from '../../../../generator/drift/index.ts';
import { sampleReport } from './fixture.ts';

describe('json format', () => {
  it('prints exactly { summary, changes[{ id, level, operation, location, message, symbols, fingerprint }] }', () => {
    const parsed = JSON.parse(renderReport(sampleReport(), 'json'));
    expect(Object.keys(parsed)).toEqual(['summary', 'changes']);
    expect(parsed.summary).toEqual({ error: 1, warning: 1, info: 1 });
    expect(parsed.changes[0]).toEqual({
      id: 'response-property-removed',
      level: 'error',
      operation: 'GET /v2/schedule_entries',
      location: 'ScheduleEntryV2.layer_id',
      message: 'schedule_entries[].layer_id: removed from the response',
      symbols: ['SchedulesV2ListEntries', 'ScheduleEntryV2'],
      fingerprint: 'b76fc84f664d',
    });
    for (const change of parsed.changes) expect(Object.keys(change)).toEqual(['id', 'level', 'operation', 'location', 'message', 'symbols', 'fingerprint']);
  });
});
