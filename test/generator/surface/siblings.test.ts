/**
 * A removed export reports its members once, at the outermost key; an export whose name merely
 * starts with another's (`Incident` / `IncidentStatus`) is its sibling, not its member, and is
 * reported on its own.
 */
import { describe, expect, it } from 'vitest';
import { compareSurface } from '../../../generator/surface/compare.ts';

const BASELINE = new Map(
  Object.entries({
    Incident: 'interface',
    'Incident.id': ': string',
    'Incident["x-custom"]': '?: string',
    'Incident.status': ': IncidentStatus',
    IncidentStatus: 'type = "live" | "closed"',
    IncidentStatuses: 'const: readonly ["live", "closed"]',
    'IncidentStatuses.length': ': 2',
    Incidents: 'interface',
    'Incidents.list': '(): void',
  }),
);

const without = (...keys: string[]) => {
  const next = new Map(BASELINE);
  for (const key of keys) next.delete(key);
  return next;
};

describe('surface siblings with a common prefix', () => {
  it('removing an export and its members reports the export once; its prefixed siblings stay', () => {
    expect(compareSurface(BASELINE, without('Incident', 'Incident.id', 'Incident["x-custom"]', 'Incident.status'))).toEqual({ breaking: ['removed Incident'], added: [] });
  });

  it('removing an export and its prefixed siblings reports each sibling', () => {
    const gone = without(...BASELINE.keys());
    expect(compareSurface(BASELINE, gone).breaking).toEqual(['removed Incident', 'removed IncidentStatus', 'removed IncidentStatuses', 'removed Incidents']);
  });

  it('a sibling removed after a removed export is not taken for one of its members', () => {
    expect(compareSurface(BASELINE, without('Incident', 'Incident.id', 'Incident["x-custom"]', 'Incident.status', 'IncidentStatus')).breaking).toEqual(['removed Incident', 'removed IncidentStatus']);
  });

  it('a member whose name extends a removed member is its sibling too', () => {
    const table = new Map(Object.entries({ ops: 'const: {}', 'ops.list': ': {}', 'ops.listAll': ': {}', 'ops.list.deprecated': '= false' }));
    const next = new Map(table);
    for (const key of ['ops.list', 'ops.list.deprecated', 'ops.listAll']) next.delete(key);
    expect(compareSurface(table, next).breaking).toEqual(['removed ops.list', 'removed ops.listAll']);
  });

  it('constructors and call signatures are members; a class named after another is not', () => {
    const classes = new Map(Object.entries({ ApiError: 'class', 'ApiError new()': '(init: Init)', 'ApiError()': '(): void', ApiErrorBody: 'interface' }));
    expect(compareSurface(classes, new Map()).breaking).toEqual(['removed ApiError', 'removed ApiErrorBody']);
  });
});
