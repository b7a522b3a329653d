/**
 * The files a comparison is configured by, at their edges: snapshot names and folders, the
 * history built from them, severity and ignore lines as people write them (CRLF, tabs, comments),
 * and the options they become.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadHistory, SnapshotHistory } from '../../../generator/drift/history.ts';
import { findIgnore, parseIgnore } from '../../../generator/drift/ignore.ts';
import { loadDiffOptions } from '../../../generator/drift/settings.ts';
import { parseSeverity } from '../../../generator/drift/severity.ts';
import { dateFromName, listSnapshots } from '../../../generator/drift/snapshots.ts';
import { InputError } from '../../../generator/load/errors.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { ok, spec } from './fixtures.ts';

const tempDir = systemTempDirs();
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
const withOld = (deprecated: boolean | undefined) =>
  spec({ paths: { '/v2/x': { get: { operationId: 'X', responses: ok({}) } }, ...(deprecated === undefined ? {} : { '/v1/old': { delete: { operationId: 'Old', deprecated, responses: ok({}) } } }) } });

describe('dateFromName', () => {
  it('reads a date-time with or without colons or seconds, separated by T, _ or a space, as UTC', () => {
    expect(dateFromName('2026-07-30_091251')?.toISOString()).toBe('2026-07-30T09:12:51.000Z');
    expect(dateFromName('2026-07-30 09:12')?.toISOString()).toBe('2026-07-30T09:12:00.000Z');
    expect(dateFromName('2026-07-30T0912')?.toISOString()).toBe('2026-07-30T09:12:00.000Z');
    expect(dateFromName('incident-2026-07-30T091251Z-v2')?.toISOString()).toBe('2026-07-30T09:12:51.000Z');
  });

  it('gives no date for a name whose digits are no date', () => {
    expect(dateFromName('2026-13-45')).toBeUndefined();
    expect(dateFromName('2026-07-30T25:00:00Z')).toBeUndefined();
    expect(dateFromName('26-07-30')).toBeUndefined();
  });
});

describe('listSnapshots', () => {
  it('takes .json and .json.gz files only, with their dates when their names carry one', () => {
    const dir = tempDir('drift-inputs-list');
    for (const name of ['latest.json', '2026-01-01.json', 'a.json.gz.bak', 'b.jsonl', 'c.gz']) writeFileSync(join(dir, name), '{}');
    expect(listSnapshots(dir)).toEqual([
      { path: join(dir, '2026-01-01.json'), name: '2026-01-01', date: at('2026-01-01') },
      { path: join(dir, 'latest.json'), name: 'latest' },
    ]);
  });

  it('says what is wrong with a folder it cannot list', () => {
    const dir = tempDir('drift-inputs-file');
    writeFileSync(join(dir, 'file.json'), '{}');
    expect(() => listSnapshots(join(dir, 'file.json'))).toThrow(new InputError(join(dir, 'file.json'), 'not a folder'));
    expect(() => listSnapshots(join(dir, 'none'))).toThrow(new InputError(join(dir, 'none'), 'no such folder'));
    expect(() => listSnapshots('bad\u0000name')).toThrow(/^bad.name: cannot read folder \(ERR_INVALID_ARG_VALUE\)$/);
  });
});

describe('SnapshotHistory', () => {
  it('takes snapshots in any order and knows the newest; nothing when empty', () => {
    const history = new SnapshotHistory();
    expect(history.latest).toBeUndefined();
    history.add(at('2026-04-01'), withOld(undefined));
    history.add(at('2026-02-01'), withOld(true));
    history.add(at('2026-03-01'), withOld(true));
    history.add(at('2026-01-01'), withOld(false));
    expect(history.latest).toEqual(at('2026-04-01'));
    expect(history.deprecationStart('DELETE /v1/old', at('2026-04-01'))).toEqual({ since: at('2026-02-01'), firstSeenDeprecated: false });
  });

  it('looks only at snapshots strictly before the removal, from the last one that still had the operation', () => {
    const history = new SnapshotHistory();
    history.add(at('2026-01-01'), withOld(true));
    history.add(at('2026-02-01'), withOld(true));
    history.add(at('2026-03-01'), withOld(undefined));
    expect(history.deprecationStart('DELETE /v1/old', at('2026-02-01'))).toEqual({ since: at('2026-01-01'), firstSeenDeprecated: true });
    expect(history.deprecationStart('DELETE /v1/old', at('2026-03-01'))).toEqual({ since: at('2026-01-01'), firstSeenDeprecated: true });
    expect(history.deprecationStart('DELETE /v1/old', at('2026-01-01'))).toBeUndefined();
    expect(history.deprecationStart('GET /v1/old', at('2026-03-01'))).toBeUndefined();
  });

  it('ends the streak at the newest snapshot when the operation was present but not deprecated there', () => {
    const history = new SnapshotHistory();
    history.add(at('2026-01-01'), withOld(true));
    history.add(at('2026-02-01'), withOld(false));
    expect(history.deprecationStart('DELETE /v1/old', at('2026-03-01'))).toBeUndefined();
  });

  it('loads only dated snapshots of a folder', async () => {
    const dir = tempDir('drift-inputs-history');
    writeFileSync(join(dir, 'undated.json'), JSON.stringify(withOld(false)));
    writeFileSync(join(dir, '2026-01-01.json'), JSON.stringify(withOld(true)));
    const history = await loadHistory(dir, 1000);
    expect(history.latest).toEqual(at('2026-01-01'));
    expect(history.deprecationStart('DELETE /v1/old', at('2026-05-01'))).toEqual({ since: at('2026-01-01'), firstSeenDeprecated: true });
  });
});

describe('parseSeverity and parseIgnore as people write them', () => {
  it('severity: CRLF lines, tabs, and a # comment directly after the level', () => {
    expect([...parseSeverity('operation-added\twarning#louder\r\n  \r\nevent-added   error\r\n', 's')]).toEqual([
      ['operation-added', 'warning'],
      ['event-added', 'error'],
    ]);
    expect(() => parseSeverity('operation-added warning extra', 's')).toThrow(new InputError('s:1', 'expected "rule-id level", got "operation-added warning extra"'));
    expect(() => parseSeverity('\r\n\r\noperation-added Error', 's')).toThrow(new InputError('s:3', 'unknown level "Error"; expected error, warning or info'));
  });

  it('ignore: CRLF lines, indented comments, every HTTP method, and a path with no rule after it', () => {
    const entries = parseIgnore('  # heading\r\nPATCH /v1/a operation-added # known\r\nTRACE /v1/b * # any\r\n', 'i');
    expect(entries.map((entry) => [entry.operation, entry.rule, entry.location, entry.line])).toEqual([
      ['PATCH /v1/a', 'operation-added', '*', 2],
      ['TRACE /v1/b', '*', '*', 3],
    ]);
    expect(() => parseIgnore('GET /v1/a # why', 'i')).toThrow(new InputError('i:1', 'expected "<operation> <rule-id> [<location>] # <reason>"'));
    expect(() => parseIgnore('GET # why', 'i')).toThrow(new InputError('i:1', 'expected "<operation> <rule-id> [<location>] # <reason>"'));
    expect(() => parseIgnore('get /v1/a operation-added # why', 'i')).toThrow(new InputError('i:1', 'unknown rule "/v1/a" (drift --list-rules lists them)'));
  });

  it('ignore: the reason starts at the first # after a space; a # inside a word is not one', () => {
    expect(parseIgnore('* operation-added #   spaced out  ', 'i')[0]!.reason).toBe('spaced out');
    expect(parseIgnore('* operation-added A#b # why # and more', 'i')[0]).toMatchObject({ location: 'A#b', reason: 'why # and more' });
    expect(() => parseIgnore('* operation-added #', 'i')).toThrow(new InputError('i:1', 'missing reason: end the line with "# why this change is accepted"'));
    expect(() => parseIgnore('* operation-added#why', 'i')).toThrow(/missing reason/);
  });

  it('ignore: the first matching entry wins, * matching a null operation too', () => {
    const entries = parseIgnore('* * # everything\nGET /a operation-added # specific', 'i');
    expect(findIgnore(entries, { id: 'operation-added', operation: 'GET /a', location: null })?.reason).toBe('everything');
    expect(findIgnore(entries, { id: 'request-body-removed', operation: null, location: null })?.reason).toBe('everything');
    expect(findIgnore(parseIgnore('GET /a * # one', 'i'), { id: 'operation-added', operation: null, location: null })).toBeUndefined();
  });
});

describe('loadDiffOptions', () => {
  it('sets only what it is given', async () => {
    expect(await loadDiffOptions({ timeoutMs: 1000 })).toEqual({});
    expect(await loadDiffOptions({ deprecationWindowDays: 30, comparedAt: at('2026-01-01'), timeoutMs: 1000 })).toEqual({ deprecationWindowDays: 30, comparedAt: at('2026-01-01') });
  });

  it('names the file and line of a bad severity file, and a history folder that is missing', async () => {
    const dir = tempDir('drift-inputs-options');
    writeFileSync(join(dir, 'severity.txt'), '\nnot-a-rule info\n');
    await expect(loadDiffOptions({ severityFile: join(dir, 'severity.txt'), timeoutMs: 1000 })).rejects.toThrow(`${join(dir, 'severity.txt')}:2: unknown rule "not-a-rule"`);
    mkdirSync(join(dir, 'empty'));
    expect((await loadDiffOptions({ historyDir: join(dir, 'empty'), timeoutMs: 1000 })).history?.latest).toBeUndefined();
    await expect(loadDiffOptions({ historyDir: join(dir, 'absent'), timeoutMs: 1000 })).rejects.toThrow(new InputError(join(dir, 'absent'), 'no such folder'));
  });
});
