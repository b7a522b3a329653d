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
