import { beforeAll, describe, expect, it } from 'vitest';
import { diffDocuments, exitStatus, SnapshotHistory, type DriftChange, type DriftReport } from '../../../generator/drift/index.ts';
import { dateFromName } from '../../../generator/drift/snapshots.ts';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { readRealSpec, realSpecPaths, snapshotName } from '../../support/real-specs.ts';

/**
 * The real published history, read at run time: a selection of consecutive pairs must report
 * (and must not report) what is known to be in them. The bench compares every pair.
 */
const SELECTED = {
  regression: '2026-07-08T162216Z', // drops 35 operations and dozens of events by mistake
  restore: '2026-07-09T142032Z', // puts them back the next day
  catalogColours: '2023-10-09T212159Z', // catalog type colours narrowed in the create/update bodies
  postmortemStatus: '2026-03-03T132124Z', // a postmortem status value no longer accepted
  onlyAdds: '2026-07-16T162719Z', // new operations, new enum values, new response fields
  becameRequired: '2026-01-23T153510Z', // additions plus response properties that became required
  renamedIds: '2025-02-11T094716Z', // operationIds re-cased, paths unchanged
  deprecatedRemoved: '2026-07-30T091251Z', // GET /v1/openapi.json removed long after its deprecation
  documentationOnly: '2026-04-09T131600Z', // descriptions and examples edited, nothing a client sees
  weekdayCreate: '2024-08-19T171650Z', // a free request weekday gains an enum (issue 14, item 1)
  weekdayInterval: '2025-02-10T113422Z', // the same on WeekdayIntervalV2.weekday
  channelVisibility: '2026-06-29T101250Z', // AlertRouteChannelTargetPayloadV3.channel_visibility gains an enum
  sortByDefault: '2026-03-03T132320Z', // GET /v1/postmortem_documents: sort_by's default changed
} as const;

/** Two snapshots of the deprecation streak of GET /v1/openapi.json: the last without, the first with. */
const HISTORY_SAMPLE = ['2025-01-22T102850Z', '2025-02-10T113422Z'];

const reports = new Map<string, DriftReport>();
const documentsDiffer = new Map<string, boolean>();
let compared = 0;
let withHistory: DriftReport;

/** Each file parsed once; only the selected pairs (and a history sample) are read. */
beforeAll(() => {
  const paths = realSpecPaths();
  const names = paths.map(snapshotName);
  const documents = new Map<string, OpenApiDocument>();
  const load = (name: string) => {
    if (!documents.has(name)) documents.set(name, readRealSpec(paths[names.indexOf(name)]!) as OpenApiDocument);
    return documents.get(name)!;
  };
  for (const to of Object.values(SELECTED)) {
    const from = names[names.indexOf(to) - 1]!;
    reports.set(to, diffDocuments(load(from), load(to)));
    documentsDiffer.set(to, JSON.stringify(load(from)) !== JSON.stringify(load(to)));
    compared++;
  }
  const history = new SnapshotHistory();
  const to = SELECTED.deprecatedRemoved;
  const from = names[names.indexOf(to) - 1]!;
  for (const name of [...HISTORY_SAMPLE, from, to]) history.add(dateFromName(name)!, load(name));
  withHistory = diffDocuments(load(from), load(to), { history, comparedAt: dateFromName(to)! });
}, 120_000);

const changesOf = (to: string): DriftChange[] => reports.get(to)!.changes;
const withId = (changes: DriftChange[], id: string) => changes.filter((change) => change.id === id);
const breaking = (changes: DriftChange[]) => changes.filter((change) => change.level !== 'info');

describe('the real spec history', () => {
  it('compares the selected pairs (make bench compares every consecutive pair)', () => {
    expect(compared).toBe(Object.keys(SELECTED).length);
    for (const report of reports.values()) expect(report.summary.error + report.summary.warning + report.summary.info).toBe(report.changes.length);
  });

  it('finds the 2026-07-08 regression: 35 operations removed without notice, events removed, request enum values removed', () => {
    const changes = changesOf(SELECTED.regression);
    const removed = withId(changes, 'operation-removed-without-deprecation');
    expect(removed).toHaveLength(35);
    expect(removed.map((c) => c.operation)).toContain('GET /v1/alert_notes');
    expect(removed.every((c) => c.level === 'error')).toBe(true);
    expect(withId(changes, 'event-removed').map((c) => c.operation)).toEqual(expect.arrayContaining(['/x-webhooks/schedule.created_v1', '/x-audit-logs/user.logged_in.1']));
    expect(withId(changes, 'request-enum-value-removed').length).toBeGreaterThan(0);
    expect(withId(changes, 'response-property-removed').map((c) => `${c.operation} ${c.location}`)).toContain('/x-webhooks/public_incident.follow_up_created_v2 FollowUpV2.assignee_team');
  });

  it('reports the next-day restore as additions, not removals', () => {
    const changes = changesOf(SELECTED.restore);
    const restored = withId(changes, 'operation-added').map((c) => c.operation);
    const dropped = withId(changesOf(SELECTED.regression), 'operation-removed-without-deprecation').map((c) => c.operation);
    expect(restored).toEqual(expect.arrayContaining(dropped));
    expect(changes.filter((c) => c.id.startsWith('operation-removed'))).toEqual([]);
    expect(withId(changes, 'event-added').length).toBeGreaterThan(20);
  });

  it('finds request enum values removed, with the component and the enum symbol', () => {
    const colours = withId(changesOf(SELECTED.catalogColours), 'request-enum-value-removed');
    expect(colours.map((c) => c.location).sort()).toEqual(['CreateTypeRequestBody.color', 'UpdateTypeRequestBody.color']);
    expect(colours[0]!.symbols).toContain('CreateTypeRequestBodyColor');
    const status = withId(changesOf(SELECTED.postmortemStatus), 'request-enum-value-removed');
    expect(status).toMatchObject([{ operation: 'PUT /v1/postmortem_documents/{id}', level: 'error' }]);
  });

  it('raises nothing above info on pairs that only add', () => {
    for (const to of [SELECTED.onlyAdds, SELECTED.becameRequired]) {
      const changes = changesOf(to);
      expect(breaking(changes), to).toEqual([]);
      expect(withId(changes, 'operation-added').length, to).toBeGreaterThan(0);
      expect(changes.some((c) => c.id === 'response-enum-value-added' || c.id === 'response-property-added'), to).toBe(true);
    }
    expect(withId(changesOf(SELECTED.becameRequired), 'response-property-became-required').length).toBeGreaterThan(0);
  });

  it('reports nothing for a pair that only edits documentation', () => {
    expect(documentsDiffer.get(SELECTED.documentationOnly)).toBe(true);
    expect(changesOf(SELECTED.documentationOnly)).toEqual([]);
  });

  it('tells re-cased operationIds apart from removals', () => {
    const changes = changesOf(SELECTED.renamedIds);
    expect(withId(changes, 'operation-id-changed')).toHaveLength(10);
    expect(changes.filter((c) => c.level === 'error')).toEqual([]);
  });

  it('reports a request value that gains an enum as an error on the named fields (those pairs exit 1)', () => {
    const narrowed = (to: string) => withId(changesOf(to), 'request-became-enum').map((c) => [c.operation, c.location, c.level]);
    expect(narrowed(SELECTED.weekdayCreate)).toContainEqual(['POST /v2/schedules', 'ScheduleRotationWorkingIntervalCreatePayloadV2.weekday', 'error']);
    expect(narrowed(SELECTED.weekdayInterval).map(([, location]) => location)).toContain('WeekdayIntervalV2.weekday');
    expect(narrowed(SELECTED.channelVisibility).map(([, location]) => location)).toContain('AlertRouteChannelTargetPayloadV3.channel_visibility');
    for (const to of [SELECTED.weekdayCreate, SELECTED.weekdayInterval, SELECTED.channelVisibility]) expect(exitStatus(reports.get(to)!, 'error'), to).toBe(1);
  });

  it('reports the changed default of sort_by on GET /v1/postmortem_documents', () => {
    const defaults = withId(changesOf(SELECTED.sortByDefault), 'request-parameter-default-changed');
    expect(defaults).toMatchObject([{ operation: 'GET /v1/postmortem_documents', location: 'PostmortemDocumentsV1List.sort_by', level: 'warning' }]);
  });

  it('judges a removal against the deprecation window only when the history is given', () => {
    const removal = (changes: DriftChange[]) => changes.filter((c) => c.operation === 'GET /v1/openapi.json').map((c) => [c.id, c.level]);
    expect(removal(changesOf(SELECTED.deprecatedRemoved))).toEqual([['operation-removed-deprecated', 'warning']]);
    expect(removal(withHistory.changes)).toEqual([['operation-removed-after-deprecation-window', 'info']]);
  });
});

describe('every real pair', () => {
  it('compares in both directions without a crash, and each document against itself reports nothing', () => {
    const paths = realSpecPaths();
    let previous = readRealSpec(paths[0]!) as OpenApiDocument;
    let compared = 0;
    for (const path of paths.slice(1)) {
      const next = readRealSpec(path) as OpenApiDocument;
      for (const [a, b] of [[previous, next], [next, previous]] as const) {
        const report = diffDocuments(a, b);
        expect(report.changes.length, snapshotName(path)).toBe(report.summary.error + report.summary.warning + report.summary.info);
        compared++;
      }
      expect(diffDocuments(next, next).changes, snapshotName(path)).toEqual([]);
      previous = next;
    }
    expect(compared).toBe(2 * (paths.length - 1));
  }, 300_000);
});
