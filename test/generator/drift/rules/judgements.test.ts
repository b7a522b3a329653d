/**
 * The judgements at their boundaries: a removal on its sunset day or on the last day of the
 * deprecation window, a removal without the dates to judge it, a format restricted or merely
 * changed, and security alternatives that keep or strand a caller's credentials.
 */
import { describe, expect, it } from 'vitest';
import { SnapshotHistory } from '../../../../generator/drift/history.ts';
import { diff, ids, jsonContent, object, ok, spec } from '../fixtures.ts';

const DAY = 86_400_000;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const withOld = (deprecated: boolean, extra: Record<string, unknown> = {}) => spec({ paths: { '/v1/old': { get: { operationId: 'Old V1#List', deprecated, responses: ok({ type: 'string' }), ...extra } } } });
const without = spec({ paths: {} });
const removal = (options: Parameters<typeof diff>[2], deprecated = true, extra: Record<string, unknown> = {}) => ids(diff(withOld(deprecated, extra), without, options));

describe('removals', () => {
  it('on the announced sunset day itself is after the sunset', () => {
    const sunset = { 'x-sunset': '2026-06-01T00:00:00Z' };
    expect(removal({ comparedAt: day('2026-06-01') }, true, sunset)).toEqual(['operation-removed-after-sunset']);
    expect(removal({ comparedAt: new Date(day('2026-06-01').getTime() - 1) }, true, sunset)).toEqual(['operation-removed-before-sunset']);
  });

  it('before a sunset, of an operation never deprecated, is a removal without deprecation', () => {
    expect(removal({ comparedAt: day('2026-05-01') }, false, { 'x-sunset': '2026-06-01' })).toEqual(['operation-removed-without-deprecation']);
  });

  it('on the last day of the window is after it; a day earlier before it', () => {
    const history = new SnapshotHistory();
    history.add(day('2025-12-01'), withOld(false));
    history.add(day('2026-01-01'), withOld(true));
    const at = (days: number) => new Date(day('2026-01-01').getTime() + days * DAY);
    expect(removal({ history, comparedAt: at(30), deprecationWindowDays: 30 })).toEqual(['operation-removed-after-deprecation-window']);
    expect(removal({ history, comparedAt: at(29), deprecationWindowDays: 30 })).toEqual(['operation-removed-before-deprecation-window']);
  });

  it('with a publication date but no history, or a history that never saw the deprecation, is of unknown age', () => {
    expect(removal({ comparedAt: day('2026-06-01') })).toEqual(['operation-removed-deprecated']);
    const history = new SnapshotHistory();
    history.add(day('2026-01-01'), withOld(false));
    expect(removal({ history, comparedAt: day('2026-06-01') })).toEqual(['operation-removed-deprecated']);
  });
});

describe('the age of a removed deprecation, from every source of its start', () => {
  const removed = (options: Parameters<typeof diff>[2], extra: Record<string, unknown> = {}) => {
    const changes = diff(withOld(true, extra), without, { deprecationWindowDays: 91, ...options });
    expect(changes).toHaveLength(1);
    return { id: changes[0]!.id, level: changes[0]!.level, message: changes[0]!.message };
  };
  const historyOf = (...snapshots: Array<[iso: string, deprecated: boolean | undefined]>) => {
    const history = new SnapshotHistory();
    for (const [iso, deprecated] of snapshots) history.add(day(iso), deprecated === undefined ? without : withOld(deprecated));
    return history;
  };
  const header = (name: string, value: unknown) => ({ responses: { '200': { description: 'OK', headers: { [name]: { schema: { type: 'string', example: value } } }, content: { 'application/json': { schema: { type: 'string' } } } } } });

  it('none: no history and no date in the document is of unknown age, with no number of days', () => {
    const found = removed({ comparedAt: day('2026-07-30') });
    expect(found).toMatchObject({ id: 'operation-removed-deprecated', level: 'warning' });
    expect(found.message).not.toMatch(/\d+ days/);
  });

  it('a first import: deprecated already in the only snapshot is of unknown age, never "0 days" nor a window violation', () => {
    // The incident: the first import is dated by its fetch, the next fetch two days later removes the operation.
    const found = removed({ history: historyOf(['2026-07-28', true]), comparedAt: day('2026-07-30') });
    expect(found).toEqual({
      id: 'operation-removed-deprecated',
      level: 'warning',
      message: 'deprecated operation removed; already deprecated in the first snapshot that has it (2026-07-28); age unknown (at least 2 days), so the 91-day window cannot be judged (Old V1#List)',
    });
    const sameDay = removed({ history: historyOf(['2026-07-28', true]), comparedAt: new Date('2026-07-28T09:00:00Z') });
    expect(sameDay.id).toBe('operation-removed-deprecated');
    expect(sameDay.message).toBe('deprecated operation removed; already deprecated in the first snapshot that has it (2026-07-28); age unknown, so the 91-day window cannot be judged (Old V1#List)');
  });

  it('deprecated since the oldest of several snapshots: still unknown, however many snapshots the streak spans', () => {
    const found = removed({ history: historyOf(['2026-05-01', true], ['2026-06-01', true], ['2026-07-01', true]), comparedAt: day('2026-07-30') });
    expect(found).toMatchObject({ id: 'operation-removed-deprecated', level: 'warning' });
    expect(found.message).toContain('already deprecated in the first snapshot that has it (2026-05-01); age unknown (at least 90 days)');
  });

  it('deprecated since the oldest snapshot, but longer ago than the window: after it, and the days said to be a lower bound', () => {
    const found = removed({ history: historyOf(['2026-01-01', true]), comparedAt: day('2026-06-01') });
    expect(found).toEqual({
      id: 'operation-removed-after-deprecation-window',
      level: 'info',
      message: 'deprecated operation removed after at least 151 days (already deprecated in the first snapshot that has it (2026-01-01)) (Old V1#List)',
    });
  });

  it('appeared already deprecated (absent from the snapshot before): as unknown as one deprecated in the oldest snapshot', () => {
    // The incident: the project's earlier snapshots (the reference edition) lacked the operation; the first import had it deprecated.
    const found = removed({ history: historyOf(['2026-08-03', undefined], ['2026-11-22', undefined], ['2026-11-28', true]), comparedAt: new Date('2026-11-28T07:21:00Z') });
    expect(found).toEqual({
      id: 'operation-removed-deprecated',
      level: 'warning',
      message: 'deprecated operation removed; already deprecated in the first snapshot that has it (2026-11-28); age unknown, so the 91-day window cannot be judged (Old V1#List)',
    });
  });

  it('the snapshots saw it begin (not deprecated in the snapshot before): a known age, judged against the window', () => {
    for (const before of [false]) {
      const early = removed({ history: historyOf(['2026-07-01', before], ['2026-07-02', true]), comparedAt: day('2026-07-30') });
      expect(early).toEqual({
        id: 'operation-removed-before-deprecation-window',
        level: 'error',
        message: 'operation removed 28 days after its deprecation (deprecated since 2026-07-02, by the snapshot history), before the 91-day window ran out (Old V1#List)',
      });
      const late = removed({ history: historyOf(['2026-01-01', before], ['2026-01-02', true]), comparedAt: day('2026-07-30') });
      expect(late).toMatchObject({ id: 'operation-removed-after-deprecation-window', level: 'info', message: expect.stringContaining('after 209 days (deprecated since 2026-01-02, by the snapshot history)') });
    }
  });

  it("the document's own date wins over the snapshots: x-deprecated-since, a Deprecation header as an RFC 9745 date or an HTTP date", () => {
    const firstImport = historyOf(['2026-07-28', true]);
    const sources: Array<Record<string, unknown>> = [
      { 'x-deprecated-since': '2025-02-11' },
      header('Deprecation', `@${Date.parse('2025-02-11T00:00:00Z') / 1000}`),
      header('deprecation', 'Tue, 11 Feb 2025 00:00:00 GMT'),
    ];
    for (const extra of sources) {
      expect(removed({ history: firstImport, comparedAt: day('2026-07-30') }, extra)).toEqual({
        id: 'operation-removed-after-deprecation-window',
        level: 'info',
        message: 'deprecated operation removed after 534 days (deprecated since 2025-02-11, as the document states) (Old V1#List)',
      });
      expect(removed({ comparedAt: day('2025-03-01') }, extra)).toMatchObject({ id: 'operation-removed-before-deprecation-window', level: 'error', message: expect.stringContaining('18 days after its deprecation (deprecated since 2025-02-11, as the document states)') });
    }
  });

  it('a document date that is no date, or later than the removal, is passed over for the snapshots', () => {
    for (const extra of [{ 'x-deprecated-since': 'a while ago' }, { 'x-deprecated-since': 20250211 }, { 'x-deprecated-since': '2027-01-01' }, header('Deprecation', 'true')]) {
      expect(removed({ history: historyOf(['2026-07-28', true]), comparedAt: day('2026-07-30') }, extra).id).toBe('operation-removed-deprecated');
    }
  });
});

describe('formats', () => {
  const body = (format?: string) => spec({ paths: { '/a': { post: { operationId: 'A', requestBody: jsonContent(object({ v: { type: 'string', ...(format ? { format } : {}) } })), responses: ok({ type: 'string' }) } } } });

  it('a request string gaining a restricting format is restricted; one changing or losing its format is a format change', () => {
    expect(ids(diff(body(), body('email')))).toEqual(['request-format-restricted']);
    expect(ids(diff(body('uuid'), body('email')))).toEqual(['format-changed']);
    expect(ids(diff(body('email'), body()))).toEqual(['format-changed']);
    expect(ids(diff(body(), body('password')))).toEqual(['format-changed']);
  });
});

describe('security alternatives', () => {
  const secured = (security: unknown[]) => spec({ paths: { '/v2/incidents': { get: { operationId: 'Incidents V2#List', security, responses: ok({ type: 'string' }) } } } });
  const judged = (from: unknown[], to: unknown[]) => ids(diff(secured(from), secured(to)));

  it('more scopes on the same scheme is a scope change, even beside a new alternative of another scheme', () => {
    expect(judged([{ oauth: ['read'] }], [{ oauth: ['read', 'write'] }, { other: [] }])).toEqual(['security-scope-added']);
  });

  it('a new scheme required beside the old one, or one stranded caller of another scheme, is a change of credentials', () => {
    expect(judged([{ oauth: ['read'] }], [{ oauth: ['read', 'write'], key: [] }])).toEqual(['security-changed']);
    expect(judged([{ oauth: ['read'] }, { key: [] }], [{ oauth: ['read', 'write'] }])).toEqual(['security-changed']);
  });

  it('anonymous access kept while adding alternatives is a relaxation', () => {
    expect(judged([{}], [{}, { bearer: [] }])).toEqual(['security-relaxed']);
  });
});
