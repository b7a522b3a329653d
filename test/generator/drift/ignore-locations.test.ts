/** An ignore entry silences a change only where operation, rule and location all match. */
import { describe, expect, it } from 'vitest';
import { findIgnore, parseIgnore } from '../../../generator/drift/ignore.ts';
import { diffDocuments } from '../../../generator/drift/index.ts';
import { object, scheduleSpec } from './fixtures.ts';

const before = scheduleSpec(object({ id: { type: 'string' }, layer_id: { type: 'string' }, team_id: { type: 'string' } }));
const after = scheduleSpec(object({ id: { type: 'string' } }));
const silenced = (line: string) => diffDocuments(before, after, { ignore: parseIgnore(`${line} # accepted`, 'drift-ignore.txt') });
const where = (changes: readonly { operation: string | null; location: string | null }[]) => changes.map((change) => `${change.operation} ${change.location}`);

describe('ignore locations', () => {
  it('an entry matching operation and rule but naming another location silences nothing', () => {
    const report = silenced('GET /v2/schedule_entries response-property-removed ScheduleEntryV2.name');
    expect(report.ignored).toEqual([]);
    expect(report.summary.error).toBe(4);
  });

  it('an entry naming the location silences that location only, at that operation only', () => {
    const report = silenced('GET /v2/schedule_entries response-property-removed ScheduleEntryV2.layer_id');
    expect(where(report.ignored)).toEqual(['GET /v2/schedule_entries ScheduleEntryV2.layer_id']);
    expect(where(report.changes)).toEqual(['GET /v2/schedule_entries ScheduleEntryV2.team_id', 'POST /v2/schedule_entries ScheduleEntryV2.layer_id', 'POST /v2/schedule_entries ScheduleEntryV2.team_id']);
  });

  it('an entry without a location, or with *, silences every location of that operation and rule', () => {
    for (const line of ['GET /v2/schedule_entries response-property-removed', 'GET /v2/schedule_entries response-property-removed *']) {
      expect(where(silenced(line).ignored)).toEqual(['GET /v2/schedule_entries ScheduleEntryV2.layer_id', 'GET /v2/schedule_entries ScheduleEntryV2.team_id']);
    }
  });

  it('a location is compared whole: a prefix or a null location does not match', () => {
    const [entry] = parseIgnore('* * ScheduleEntryV2.layer # accepted', 'f');
    expect(findIgnore([entry!], { id: 'response-property-removed', operation: 'GET /a', location: 'ScheduleEntryV2.layer_id' })).toBeUndefined();
    expect(findIgnore([entry!], { id: 'operation-added', operation: 'GET /a', location: null })).toBeUndefined();
    expect(findIgnore([entry!], { id: 'operation-added', operation: 'GET /a', location: 'ScheduleEntryV2.layer' })).toBe(entry);
  });
});
