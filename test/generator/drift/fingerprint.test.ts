import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fingerprintOf } from '../../../generator/drift/fingerprint.ts';
import { findIgnore, parseIgnore } from '../../../generator/drift/ignore.ts';
import { diffDocuments, parseSeverity, type DriftChange } from '../../../generator/drift/index.ts';
import { InputError } from '../../../generator/load/errors.ts';
import { object, scheduleSpec } from './fixtures.ts';

const CHANGE = { id: 'response-property-removed', operation: 'GET /v2/schedule_entries', location: 'ScheduleEntryV2.layer_id', message: 'schedule_entries[].layer_id: removed from the response' };

describe('fingerprintOf', () => {
  it('is 12 lowercase hex digits, the same in another process (no salt, no clock, no order)', () => {
    const here = fingerprintOf(CHANGE);
    expect(here).toMatch(/^[0-9a-f]{12}$/);
    const script = `import { fingerprintOf } from './generator/drift/fingerprint.ts'; process.stdout.write(fingerprintOf(${JSON.stringify(CHANGE)}));`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8' } });
    expect(child.stderr).toBe('');
    expect(child.stdout).toBe(here);
  });

  // Worked out apart from the code: sha256 of JSON [rule, operation, location, sha256(message)], first 12 hex digits (sha256sum in a shell).
  it('is frozen: fingerprints written into ignore files must keep meaning the same change in later releases', () => {
    expect(fingerprintOf(CHANGE)).toBe('b76fc84f664d');
    expect(fingerprintOf({ id: 'operation-added', operation: null, location: null, message: '' })).toBe('9e4d0655a20d');
  });

  it('changes with each of rule, operation, location and message, and with null against an empty string', () => {
    const variants = [
      CHANGE,
      { ...CHANGE, id: 'response-property-became-optional' },
      { ...CHANGE, operation: 'GET /v2/schedule_entries/{id}' },
      { ...CHANGE, operation: null },
      { ...CHANGE, operation: '' },
      { ...CHANGE, location: 'ScheduleEntryV2.layer' },
      { ...CHANGE, location: null },
      { ...CHANGE, message: `${CHANGE.message} ` },
      // Fields that run together when joined plainly must not collide.
      { ...CHANGE, operation: 'GET /v2/schedule_entries ScheduleEntryV2.layer_id', location: '' },
    ];
    expect(new Set(variants.map(fingerprintOf)).size).toBe(variants.length);
  });
});

/** A spec whose entries lose `layer_id` and whose enum loses a value; `more` adds further changes that sort before and after them. */
function entries(options: { layer: boolean; kinds: string[]; more?: boolean }) {
  const properties: Record<string, unknown> = { id: { type: 'string' }, kind: { type: 'string', enum: options.kinds } };
  if (options.layer) properties.layer_id = { type: 'string' };
  if (options.more) Object.assign(properties, { aaa_removed_later: undefined, zzz: { type: 'integer' } });
  const extra = options.more ? { '/v1/aardvarks': { get: { operationId: 'Aardvarks V1#List', responses: { '200': { description: 'OK' } } } } } : {};
  return scheduleSpec(object(JSON.parse(JSON.stringify(properties)), ['id']), undefined, extra);
}

describe('an approval by fingerprint', () => {
  const before = entries({ layer: true, kinds: ['a', 'b', 'c'] });
  const first = diffDocuments(before, entries({ layer: false, kinds: ['a', 'b'] }));
  const removal = first.changes.find((change) => change.id === 'response-property-removed')!;
  const approval = parseIgnore(`fingerprint:${removal.fingerprint} # layer_id was never read\n`, 'drift-ignore.txt');

  it('is printed on every change, unique within the report', () => {
    expect(first.changes.length).toBeGreaterThan(1);
    expect(new Set(first.changes.map((change) => change.fingerprint)).size).toBe(first.changes.length);
    for (const change of first.changes) expect(change.fingerprint).toBe(fingerprintOf(change));
  });

  it('silences that change alone, and still that one alone when the spec changes again around it', () => {
    const silenced = (report: { ignored: DriftChange[] }) => report.ignored.map((change) => `${change.id} ${change.location}`);
    expect(silenced(diffDocuments(before, entries({ layer: false, kinds: ['a', 'b'] }), { ignore: approval }))).toEqual(['response-property-removed ScheduleEntryV2.layer_id']);
    // The next push: other changes appear before and after it in the report's order, one enum value more is gone.
    const next = diffDocuments(before, entries({ layer: false, kinds: ['a'], more: true }), { ignore: approval });
    expect(next.changes.length).toBeGreaterThan(first.changes.length - 1);
    expect(silenced(next)).toEqual(['response-property-removed ScheduleEntryV2.layer_id']);
    // The enum change's wording moved with the push: an approval of its first wording no longer applies.
    const enumChange = first.changes.find((change) => change.location?.endsWith('.kind'))!;
    const stale = parseIgnore(`fingerprint:${enumChange.fingerprint} # b was unused`, 'f');
    expect(diffDocuments(before, entries({ layer: false, kinds: ['a'] }), { ignore: stale }).ignored).toEqual([]);
  });

  it('survives a severity override (the level is not part of it)', () => {
    const severity = parseSeverity('response-property-removed warning', 'severity.txt');
    const report = diffDocuments(before, entries({ layer: false, kinds: ['a', 'b'] }), { severity, ignore: approval });
    expect(report.ignored.map((change) => [change.level, change.fingerprint])).toEqual([['warning', removal.fingerprint]]);
  });
});

describe('fingerprint ignore lines', () => {
  it('parse with any case of prefix and digits, and match nothing but the fingerprint', () => {
    const [entry] = parseIgnore('FingerPrint:4EC6CBD6F0B7   #  known', 'x.txt');
    expect(entry).toEqual({ operation: '*', rule: '*', location: '*', fingerprint: '4ec6cbd6f0b7', reason: 'known', line: 1 });
    expect(findIgnore([entry!], { ...CHANGE, fingerprint: '4ec6cbd6f0b7' })).toBe(entry);
    expect(findIgnore([entry!], { ...CHANGE, fingerprint: '4ec6cbd6f0b8' })).toBeUndefined();
    expect(findIgnore([entry!], CHANGE)).toBeUndefined();
  });

  it.each([
    ['fingerprint: # why', 'x.txt:1'],
    ['fingerprint:4ec6cbd6f0b # why', 'x.txt:1'],
    ['fingerprint:4ec6cbd6f0b7a # why', 'x.txt:1'],
    ['fingerprint:4ec6cbd6f0bg # why', 'x.txt:1'],
    ['\nfingerprint:4ec6cbd6f0b7 response-property-removed # why', 'x.txt:2'],
  ])('reject %j at its line', (text, where) => {
    expect(() => parseIgnore(text, 'x.txt')).toThrow(new InputError(where, 'expected "fingerprint:<12 hex digits> # <reason>" (every report prints each change\'s fingerprint)'));
  });

  it('need a reason like every other line', () => {
    expect(() => parseIgnore('fingerprint:4ec6cbd6f0b7', 'x.txt')).toThrow(/x\.txt:1: missing reason/);
  });
});
