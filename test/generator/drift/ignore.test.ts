import { describe, expect, it } from 'vitest';
import { findIgnore, parseIgnore } from '../../../generator/drift/ignore.ts';
import { InputError } from '../../../generator/load/errors.ts';
import { diffDocuments } from '../../../generator/drift/index.ts';
import { object, scheduleSpec } from './fixtures.ts';

const FILE = `# accepted drift
GET /v2/schedule_entries response-property-removed ScheduleEntryV2.layer_id # removed upstream, never read

/x-webhooks/schedule.updated_v1 * # payload churn we do not consume
* operation-added # additions are fine
`;

describe('ignore file', () => {
  it('parses operations with and without a method, optional locations and reasons', () => {
    expect(parseIgnore(FILE, 'drift-ignore.txt')).toEqual([
      { operation: 'GET /v2/schedule_entries', rule: 'response-property-removed', location: 'ScheduleEntryV2.layer_id', reason: 'removed upstream, never read', line: 2 },
      { operation: '/x-webhooks/schedule.updated_v1', rule: '*', location: '*', reason: 'payload churn we do not consume', line: 4 },
      { operation: '*', rule: 'operation-added', location: '*', reason: 'additions are fine', line: 5 },
    ]);
  });

  it('rejects lines without a reason or with an unknown rule, naming file and line', () => {
    expect(() => parseIgnore('GET /a operation-added', 'x.txt')).toThrow(new InputError('x.txt:1', 'missing reason: end the line with "# why this change is accepted"'));
    expect(() => parseIgnore('\nGET /a no-such-rule # why', 'x.txt')).toThrow(/x\.txt:2: unknown rule "no-such-rule"/);
    expect(() => parseIgnore('GET /a operation-added A.b extra # why', 'x.txt')).toThrow(/expected "<operation> <rule-id> \[<location>\] # <reason>"/);
  });

  it('reads a reason right after #, and tokens apart by any run of spaces or tabs', () => {
    expect(parseIgnore('GET  /a\toperation-added \t  #known', 'x.txt')).toEqual([{ operation: 'GET /a', rule: 'operation-added', location: '*', reason: 'known', line: 1 }]);
    expect(parseIgnore('*   operation-added   A.b    #   spaced out  ', 'x.txt')).toEqual([{ operation: '*', rule: 'operation-added', location: 'A.b', reason: 'spaced out', line: 1 }]);
  });

  it('matches operation, rule and location, with * for any', () => {
    const entries = parseIgnore(FILE, 'f');
    expect(findIgnore(entries, { id: 'response-property-removed', operation: 'GET /v2/schedule_entries', location: 'ScheduleEntryV2.layer_id' })?.line).toBe(2);
    expect(findIgnore(entries, { id: 'response-property-removed', operation: 'GET /v2/schedules', location: 'ScheduleEntryV2.layer_id' })).toBeUndefined();
    expect(findIgnore(entries, { id: 'event-removed', operation: '/x-webhooks/schedule.updated_v1', location: null })?.line).toBe(4);
  });

  it('moves silenced changes out of the summary, keeping the reason', () => {
    const before = scheduleSpec(object({ id: { type: 'string' }, layer_id: { type: 'string' } }));
    const after = scheduleSpec(object({ id: { type: 'string' } }));
    const report = diffDocuments(before, after, { ignore: parseIgnore(FILE, 'f') });
    expect(report.summary.error).toBe(1);
    expect(report.changes.map((c) => c.operation)).toEqual(['POST /v2/schedule_entries']);
    expect(report.ignored).toMatchObject([{ operation: 'GET /v2/schedule_entries', reason: 'removed upstream, never read' }]);
  });
});
