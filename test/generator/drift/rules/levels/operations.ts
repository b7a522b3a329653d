import { SnapshotHistory } from '../../../../../generator/drift/history.ts';
import { ok, spec } from '../../fixtures.ts';
import { day, operation, type Json, type Rows } from './rows.ts';

const withOld = (deprecated: boolean, extra: Json = {}) =>
  spec({ paths: { '/v1/old': { get: { ...operation('Old V1#List', deprecated), ...extra } }, '/v2/new': { get: operation('New V2#List') } } });
const withoutOld = spec({ paths: { '/v2/new': { get: operation('New V2#List') } } });
/** A history that saw the deprecation begin on `iso`: the snapshot a day earlier has the operation undeprecated. */
function deprecatedSince(iso: string): SnapshotHistory {
  const history = new SnapshotHistory();
  history.add(new Date(day(iso).getTime() - 86_400_000), withOld(false));
  history.add(day(iso), withOld(true));
  return history;
}
const apiKey = (name: string) =>
  spec({ paths: { [`/v1/api_keys/{${name}}`]: { get: { operationId: 'API Keys V1#Show', parameters: [{ name, in: 'path', required: true, schema: { type: 'string' } }], responses: ok({ type: 'string' }) } } } });

export const operationRows: Rows = {
  'operation-added': { level: 'info', direction: 'both', documents: [withoutOld, withOld(false)], reverse: ['operation-removed-without-deprecation'] },
  'operation-removed-without-deprecation': { level: 'error', direction: 'both', documents: [withOld(false), withoutOld], reverse: ['operation-added'] },
  'operation-removed-before-deprecation-window': {
    level: 'error',
    direction: 'both',
    documents: [withOld(true), withoutOld],
    options: { history: deprecatedSince('2026-02-01'), comparedAt: day('2026-03-15') },
    reverse: ['operation-added'],
  },
  'operation-removed-deprecated': { level: 'warning', direction: 'both', documents: [withOld(true), withoutOld], reverse: ['operation-added'] },
  'operation-removed-after-deprecation-window': {
    level: 'info',
    direction: 'both',
    documents: [withOld(true), withoutOld],
    options: { history: deprecatedSince('2026-01-01'), comparedAt: day('2026-06-01') },
    reverse: ['operation-added'],
  },
  'operation-id-added': { level: 'warning', direction: 'both', documents: [spec({ paths: { '/a': { get: { responses: ok({ type: 'string' }) } } } }), spec({ paths: { '/a': { get: operation('A V2#List') } } })], reverse: ['operation-id-changed'] },
  'operation-id-changed': { level: 'warning', direction: 'both', documents: [spec({ paths: { '/a': { get: operation('A V2#List') } } }), spec({ paths: { '/a': { get: operation('B V2#List') } } })], reverse: ['operation-id-changed'] },
  'operation-removed-before-sunset': {
    level: 'error',
    direction: 'both',
    documents: [withOld(true, { 'x-sunset': '2026-09-01' }), withoutOld],
    options: { comparedAt: day('2026-06-01') },
    reverse: ['operation-added'],
  },
  'operation-removed-after-sunset': {
    level: 'info',
    direction: 'both',
    documents: [withOld(true, { 'x-sunset': '2026-03-01' }), withoutOld],
    options: { comparedAt: day('2026-06-01') },
    reverse: ['operation-added'],
  },
  'path-parameter-renamed': { level: 'warning', direction: 'both', documents: [apiKey('id'), apiKey('api_key_id')], reverse: ['path-parameter-renamed'] },
};
