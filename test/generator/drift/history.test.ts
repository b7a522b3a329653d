import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadHistory, SnapshotHistory } from '../../../generator/drift/history.ts';
import { ok, spec } from './fixtures.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
const doc = (deprecated: boolean | undefined) =>
  spec({ paths: { '/v2/x': { get: { operationId: 'X', responses: ok({}) } }, ...(deprecated === undefined ? {} : { '/v1/old': { get: { operationId: 'Old', deprecated, responses: ok({}) } } }) } });

describe('SnapshotHistory', () => {
  it('finds the start of the last unbroken deprecation streak before the removal', () => {
    const history = new SnapshotHistory();
    history.add(at('2026-01-01'), doc(true));
    history.add(at('2026-02-01'), doc(false));
    history.add(at('2026-03-01'), doc(true));
    history.add(at('2026-04-01'), doc(true));
    history.add(at('2026-05-01'), doc(undefined));
    expect(history.deprecationStart('GET /v1/old', at('2026-05-01'))).toEqual({ since: at('2026-03-01'), firstSeenDeprecated: false });
    expect(history.deprecationStart('GET /v1/old', at('2026-02-15'))).toBeUndefined();
    expect(history.deprecationStart('GET /v2/x', at('2026-05-01'))).toBeUndefined();
    expect(history.latest?.toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });

  it('orders snapshots by date whatever order they are added in', () => {
    const history = new SnapshotHistory();
    history.add(at('2026-05-01'), doc(undefined));
    history.add(at('2026-03-01'), doc(true));
    history.add(at('2026-01-01'), doc(true));
    history.add(at('2026-04-01'), doc(true));
    history.add(at('2026-02-01'), doc(false));
    expect(history.latest?.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(history.deprecationStart('GET /v1/old', at('2026-05-01'))).toEqual({ since: at('2026-03-01'), firstSeenDeprecated: false });
    expect(new SnapshotHistory().latest).toBeUndefined();
  });

  it('counts only snapshots before the removal, and the streak up to the last one holding the operation', () => {
    const history = new SnapshotHistory();
    history.add(at('2026-01-01'), doc(true));
    history.add(at('2026-02-01'), doc(undefined));
    history.add(at('2026-03-01'), doc(undefined));
    history.add(at('2026-04-01'), doc(false));
    expect(history.deprecationStart('GET /v1/old', at('2026-03-01'))).toEqual({ since: at('2026-01-01'), firstSeenDeprecated: true });
    expect(history.deprecationStart('GET /v1/old', at('2026-04-01'))).toEqual({ since: at('2026-01-01'), firstSeenDeprecated: true });
    expect(history.deprecationStart('GET /v1/old', at('2026-05-01'))).toBeUndefined();
    expect(history.deprecationStart('GET /v1/old', at('2026-01-01'))).toBeUndefined();
  });

  it('skips snapshots without a date in their name, unread', async () => {
    const dir = tempDir('drift-history-undated');
    writeFileSync(join(dir, '2026-01-01T000000Z.json'), JSON.stringify(doc(true)));
    writeFileSync(join(dir, 'latest.json'), 'not JSON at all');
    const history = await loadHistory(dir, 1000);
    expect(history.latest?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('loads a folder of dated .json and .json.gz snapshots', async () => {
    const dir = tempDir('drift-history');
    writeFileSync(join(dir, '2026-01-01T000000Z.json'), JSON.stringify(doc(true)));
    writeFileSync(join(dir, '2026-06-01T000000Z.json.gz'), gzipSync(JSON.stringify(doc(undefined))));
    writeFileSync(join(dir, 'notes.txt'), 'not a snapshot');
    const history = await loadHistory(dir, 1000);
    expect(history.deprecationStart('GET /v1/old', at('2026-06-01'))).toEqual({ since: at('2026-01-01'), firstSeenDeprecated: true });
  });

  it('says the start is unknown unless a snapshot right before the streak had the operation undeprecated', () => {
    // Every shape a history can have before the removal: deprecated from the oldest snapshot on,
    // deprecated after a snapshot without it (it appeared deprecated: a first import into a project
    // whose earlier snapshots lacked it), deprecated after one where it was not deprecated.
    const start = (...sides: Array<boolean | undefined>) => {
      const history = new SnapshotHistory();
      sides.forEach((side, index) => history.add(at(`2026-0${index + 1}-01`), doc(side)));
      return history.deprecationStart('GET /v1/old', at('2026-09-01'));
    };
    expect(start(true)).toEqual({ since: at('2026-01-01'), firstSeenDeprecated: true });
    expect(start(true, true, true)).toEqual({ since: at('2026-01-01'), firstSeenDeprecated: true });
    expect(start(undefined, true, true)).toEqual({ since: at('2026-02-01'), firstSeenDeprecated: true });
    expect(start(false, undefined, true)).toEqual({ since: at('2026-03-01'), firstSeenDeprecated: true });
    expect(start(false, true)).toEqual({ since: at('2026-02-01'), firstSeenDeprecated: false });
    expect(start(true, false, true, undefined)).toEqual({ since: at('2026-03-01'), firstSeenDeprecated: false });
    expect(start(false)).toBeUndefined();
    expect(start()).toBeUndefined();
  });
});
