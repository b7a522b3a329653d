import { describe, expect, it } from 'vitest';
import { SnapshotHistory } from '../../../../generator/drift/history.ts';
import { diff, ids, ok, spec, withId } from '../fixtures.ts';

const op = (operationId: string, deprecated = false) => ({ operationId, deprecated, responses: ok({ type: 'string' }) });
const withOld = (deprecated: boolean) => spec({ paths: { '/v1/old': { get: op('Old V1#List', deprecated) }, '/v2/new': { get: op('New V2#List') } } });
const without = spec({ paths: { '/v2/new': { get: op('New V2#List') } } });

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('operation rules', () => {
  it('operation-added is info and names the generated type', () => {
    const [change] = withId(diff(without, withOld(false)), 'operation-added');
    expect(change).toMatchObject({ level: 'info', operation: 'GET /v1/old', location: null, symbols: ['OldV1List'] });
  });

  it('operation-removed-without-deprecation is an error', () => {
    const changes = diff(withOld(false), without);
    expect(ids(changes)).toEqual(['operation-removed-without-deprecation']);
    expect(changes[0]).toMatchObject({ level: 'error', operation: 'GET /v1/old' });
  });

  it('operation-removed-deprecated when no history tells how long', () => {
    expect(ids(diff(withOld(true), without))).toEqual(['operation-removed-deprecated']);
    expect(diff(withOld(true), without)[0]!.level).toBe('warning');
  });

  it('uses the history: operation-removed-after-deprecation-window vs operation-removed-before-deprecation-window', () => {
    const history = new SnapshotHistory();
    history.add(day('2026-01-01'), withOld(false));
    history.add(day('2026-02-01'), withOld(true));
    history.add(day('2026-03-01'), withOld(true));
    history.add(day('2026-06-01'), without);

    const late = diff(withOld(true), without, { history, comparedAt: day('2026-06-01') });
    expect(ids(late)).toEqual(['operation-removed-after-deprecation-window']);
    expect(late[0]).toMatchObject({ level: 'info' });
    expect(late[0]!.message).toContain('120 days');

    const early = diff(withOld(true), without, { history, comparedAt: day('2026-03-15') });
    expect(ids(early)).toEqual(['operation-removed-before-deprecation-window']);
    expect(early[0]).toMatchObject({ level: 'error' });
    expect(early[0]!.message).toContain('42 days');
  });

  it('the window length is an option', () => {
    const history = new SnapshotHistory();
    history.add(day('2026-02-01'), withOld(true));
    expect(ids(diff(withOld(true), without, { history, comparedAt: day('2026-03-15'), deprecationWindowDays: 30 }))).toEqual(['operation-removed-after-deprecation-window']);
  });

  it('operation-id-changed is a warning, and says when the generated type name survives', () => {
    const renamed = diff(spec({ paths: { '/a': { get: op('Alert attributes V2#List') } } }), spec({ paths: { '/a': { get: op('Alert Attributes V2#List') } } }));
    expect(ids(renamed)).toEqual(['operation-id-changed']);
    expect(renamed[0]!.message).toContain('generated type names unchanged');
    const different = diff(spec({ paths: { '/a': { get: op('A V2#List') } } }), spec({ paths: { '/a': { get: op('B V2#List') } } }));
    expect(different[0]!.message).not.toContain('unchanged');
  });
});

describe('operation rules: operations without an operationId', () => {
  const unnamed = { responses: ok({ type: 'string' }) };
  const routes = (get: object) => spec({ paths: { '/users/{id}/repos': { get } } });

  it('operation-id-added warns and names the generated symbols before and after', () => {
    const [change, ...rest] = diff(routes(unnamed), routes(op('Repos V1#List')));
    expect(rest).toEqual([]);
    expect(change).toMatchObject({ id: 'operation-id-added', level: 'warning', operation: 'GET /users/{id}/repos', symbols: ['ReposV1List'] });
    expect(change!.message).toBe('operationId "Repos V1#List" added: generated names change from GetUsersIdRepos to ReposV1List');
  });

  it('an operationId dropped is a change to the route-made name; an unnamed operation against itself reports nothing', () => {
    const dropped = diff(routes(op('Repos V1#List')), routes(unnamed));
    expect(ids(dropped)).toEqual(['operation-id-changed']);
    expect(dropped[0]!.message).toContain('"GET /users/{id}/repos"');
    expect(diff(routes(unnamed), routes(unnamed))).toEqual([]);
  });
});

describe('operation rules: sunset dates and path parameter renames', () => {
  const sunsetting = (sunset: Record<string, unknown>) =>
    spec({ paths: { '/v1/old': { get: { ...op('Old V1#List', true), ...sunset } }, '/v2/new': { get: op('New V2#List') } } });
  const headerSunset = (date: string) => ({ responses: { '200': { description: 'OK', headers: { Sunset: { schema: { type: 'string', example: date } } } } } });

  it('operation-removed-before-sunset is an error; operation-removed-after-sunset is info (x-sunset or a Sunset header)', () => {
    const at = { comparedAt: day('2026-06-01') };
    expect(diff(sunsetting({ 'x-sunset': '2026-09-01' }), without, at)).toMatchObject([{ id: 'operation-removed-before-sunset', level: 'error' }]);
    expect(diff(sunsetting({ 'x-sunset': '2026-03-01' }), without, at)).toMatchObject([{ id: 'operation-removed-after-sunset', level: 'info' }]);
    expect(ids(diff(sunsetting(headerSunset('Wed, 01 Jul 2026 00:00:00 GMT')), without, at))).toEqual(['operation-removed-before-sunset']);
    expect(ids(diff(sunsetting(headerSunset('Wed, 01 Jul 2026 00:00:00 GMT')), without, { now: day('2026-08-01') }))).toEqual(['operation-removed-after-sunset']);
  });

  it('path-parameter-renamed is a warning naming the path key, not a removal plus an addition, both ways', () => {
    const keys = (name: string) =>
      spec({ paths: { [`/v1/api_keys/{${name}}`]: { get: { operationId: 'API Keys V1#Show', parameters: [{ name, in: 'path', required: true, schema: { type: 'string' } }], responses: ok({ type: 'string' }) } } } });
    const forward = diff(keys('id'), keys('api_key_id'));
    expect(forward).toMatchObject([{ id: 'path-parameter-renamed', level: 'warning', operation: 'GET /v1/api_keys/{api_key_id}', symbols: ['ApiKeysV1Show', "paths['/v1/api_keys/{api_key_id}']"] }]);
    expect(forward[0]!.message).toContain('id -> api_key_id');
    expect(ids(diff(keys('api_key_id'), keys('id')))).toEqual(['path-parameter-renamed']);
  });
});
