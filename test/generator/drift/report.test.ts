import { describe, expect, it } from 'vitest';
import { diffDocuments, exitStatus } from '../../../generator/drift/index.ts';
import { object, scheduleSpec } from './fixtures.ts';

const before = scheduleSpec(object({ id: { type: 'string' }, layer_id: { type: 'string' }, kind: { type: 'string', enum: ['a'] } }), object({ name: { type: 'string' } }));
const after = scheduleSpec(object({ id: { type: 'string' }, kind: { type: 'string', enum: ['a', 'b'] } }), object({ name: { type: 'string' }, old: { type: 'string' } }));

describe('diffDocuments', () => {
  it('sorts breaking first, then by operation and rule, and counts each level', () => {
    const report = diffDocuments(before, after);
    expect(report.changes.map((c) => `${c.level} ${c.operation} ${c.id}`)).toEqual([
      'error GET /v2/schedule_entries response-property-removed',
      'error POST /v2/schedule_entries response-property-removed',
      'info GET /v2/schedule_entries response-enum-value-added',
      'info POST /v2/schedule_entries request-property-added-optional',
      'info POST /v2/schedule_entries response-enum-value-added',
    ]);
    expect(report.summary).toEqual({ error: 2, warning: 0, info: 3 });
  });

  it('is deterministic and reports nothing for identical documents', () => {
    expect(JSON.stringify(diffDocuments(before, after))).toBe(JSON.stringify(diffDocuments(structuredClone(before), structuredClone(after))));
    expect(diffDocuments(before, before).changes).toEqual([]);
  });

  it('exit status follows --fail-on', () => {
    const report = diffDocuments(before, after);
    expect(exitStatus(report, 'error')).toBe(1);
    const additive = diffDocuments(after, scheduleSpec(object({ id: { type: 'string' }, kind: { type: 'string', enum: ['a', 'b'] }, more: { type: 'string' } }), object({ name: { type: 'string' }, old: { type: 'string' } })));
    expect(exitStatus(additive, 'error')).toBe(0);
    expect(exitStatus(additive, 'warning')).toBe(0);
    expect(exitStatus(additive, 'info')).toBe(1);
  });

  it('with symbols: false, lists the same changes in the same order, each naming no symbol', () => {
    const named = diffDocuments(before, after);
    const unnamed = diffDocuments(before, after, { symbols: false });
    expect(named.changes.some((change) => change.symbols.length > 0)).toBe(true);
    expect(unnamed.changes.every((change) => change.symbols.length === 0)).toBe(true);
    expect(unnamed).toEqual({ ...named, changes: named.changes.map((change) => ({ ...change, symbols: [] })) });
  });

  it('with fingerprints: false, lists the same changes with none, unless an ignore list needs them to match', () => {
    const full = diffDocuments(before, after);
    const bare = diffDocuments(before, after, { fingerprints: false });
    expect(bare).toEqual({ ...full, changes: full.changes.map((change) => ({ ...change, fingerprint: '' })) });
    const silenced = full.changes[0]!;
    const ignore = [{ operation: '*', rule: '*', location: '*', fingerprint: silenced.fingerprint, reason: 'accepted', line: 1 }];
    expect(diffDocuments(before, after, { fingerprints: false, ignore })).toEqual(diffDocuments(before, after, { ignore }));
    expect(diffDocuments(before, after, { fingerprints: false, ignore }).ignored.map((change) => change.fingerprint)).toEqual([silenced.fingerprint]);
  });
});
