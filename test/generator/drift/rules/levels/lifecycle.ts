import { object } from '../../fixtures.ts';
import { day, text, type Rows } from './rows.ts';
import { list, page } from './request-params.ts';

/** Thing rows carry no options: they are judged now, so their dates sit far from it, or are counted back from it. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const withOld = (old: Record<string, unknown>) => object({ id: text, old: { ...text, ...old } });
const withoutOld = object({ id: text });
const june = { comparedAt: day('2026-06-01') };

export const lifecycleRows: Rows = {
  'parameter-removed-before-sunset': { level: 'error', direction: 'request', documents: [list([page({ deprecated: true, 'x-sunset': '2026-09-01' })]), list([])], options: june, reverse: ['request-parameter-added-optional'] },
  'parameter-removed-after-sunset': { level: 'info', direction: 'request', documents: [list([page({ deprecated: true, 'x-sunset': '2026-03-01' })]), list([])], options: june, reverse: ['request-parameter-added-optional'] },
  'parameter-removed-before-deprecation-window': {
    level: 'error',
    direction: 'request',
    documents: [list([page({ deprecated: true, 'x-deprecated-since': '2026-05-01' })]), list([])],
    options: june,
    reverse: ['request-parameter-added-optional'],
  },
  'parameter-removed-after-deprecation-window': {
    level: 'info',
    direction: 'request',
    documents: [list([page({ deprecated: true, 'x-deprecated-since': '2026-01-01' })]), list([])],
    options: june,
    reverse: ['request-parameter-added-optional'],
  },
  'property-removed-before-sunset': { level: 'error', direction: 'both', thing: [withOld({ deprecated: true, 'x-sunset': '2999-01-01' }), withoutOld] },
  'property-removed-after-sunset': { level: 'info', direction: 'both', thing: [withOld({ deprecated: true, 'x-sunset': '2000-01-01' }), withoutOld] },
  'property-removed-before-deprecation-window': { level: 'error', direction: 'both', thing: [withOld({ deprecated: true, 'x-deprecated-since': daysAgo(10) }), withoutOld] },
  'property-removed-after-deprecation-window': { level: 'info', direction: 'both', thing: [withOld({ deprecated: true, 'x-deprecated-since': '2000-01-01' }), withoutOld] },
  'stable-removed-without-deprecation': { level: 'error', direction: 'both', thing: [withOld({ 'x-stability-level': 'stable' }), withoutOld] },
  'sunset-deleted': { level: 'warning', direction: 'both', thing: [withOld({ deprecated: true, 'x-sunset': '2999-01-01' }), withOld({ deprecated: true })] },
  'sunset-invalid': { level: 'warning', direction: 'both', thing: [withOld({ deprecated: true }), withOld({ deprecated: true, 'x-sunset': 'when we say so' })] },
};
