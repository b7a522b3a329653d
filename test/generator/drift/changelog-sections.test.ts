/**
 * How buildChangelog sorts one step's changes: additions, removals and deprecations item by item
 * (subject: the operation), every other change once per component path with the operations it
 * shows up at; snapshots without a date in their name; the first snapshot's counts.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChangelog } from '../../../generator/drift/changelog.ts';
import { listSnapshots } from '../../../generator/drift/snapshots.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { object, ok, ref, spec } from './fixtures.ts';

const tempDir = systemTempDirs();
type Json = Record<string, unknown>;

function folder(snapshots: Record<string, unknown>): string {
  const dir = tempDir('drift-changelog-sections');
  for (const [name, document] of Object.entries(snapshots)) writeFileSync(join(dir, `${name}.json`), JSON.stringify(document));
  return dir;
}

/** Every `.json` file of the folder, in name order: the engine walks whatever list it is given. */
const changelogOf = (dir: string) => buildChangelog(listSnapshots(dir), 1000);
const list = (operationId: string, schema: unknown, extra: Json = {}) => ({ get: { operationId, responses: ok(schema), ...extra } });
const entry = (properties: Json) => object(properties);

describe('buildChangelog: sections', () => {
  it('lists a component change once, with every operation it shows up at; an inline change at its operation', async () => {
    const document = (properties: Json, inline: Json) =>
      spec({ paths: { '/v1/a': list('A V1#List', ref('Entry')), '/v1/b': list('B V1#List', ref('Entry')), '/v1/c': list('C V1#List', object(inline)) }, schemas: { Entry: entry(properties) } });
    const dir = folder({ '2026-01-01': document({ a: { type: 'string' }, b: { type: 'string' } }, { x: { type: 'string' } }), '2026-02-01': document({ b: { type: 'string' } }, {}) });
    const [latest] = await buildChangelog(listSnapshots(dir), 1000);
    expect(latest!.changed).toEqual([
      { id: 'response-property-removed', level: 'error', subject: 'Entry.a', message: 'a: removed from the response', operations: ['GET /v1/a', 'GET /v1/b'] },
      { id: 'response-property-removed', level: 'error', subject: 'CV1List.x', message: 'x: removed from the response', operations: ['GET /v1/c'] },
    ]);
    expect(latest!.summary).toEqual({ error: 3, warning: 0, info: 0 });
    expect([latest!.added, latest!.removed, latest!.deprecated]).toEqual([[], [], []]);
  });

  it('keeps operation-level changes one per operation and message; a change without location under its operation', async () => {
    const document = (deprecated: boolean, status: string) =>
      spec({ paths: { '/v1/a': list('A V1#List', { type: 'string' }, { deprecated }), '/v1/b': { get: { operationId: 'B V1#List', responses: ok({ type: 'string' }, status) } } } });
    const [latest] = await changelogOf(folder({ '2026-01-01': document(false, '200'), '2026-02-01': document(true, '201') }));
    expect(latest!.deprecated).toEqual([{ id: 'operation-deprecated', level: 'info', subject: 'GET /v1/a', message: 'operation deprecated (A V1#List); no successor named', operations: ['GET /v1/a'] }]);
    expect(latest!.changed.map((item) => [item.id, item.subject, item.operations])).toEqual([
      ['response-success-removed', 'GET /v1/b', ['GET /v1/b']],
      ['response-success-added', 'GET /v1/b', ['GET /v1/b']],
    ]);
  });

  it('merges a component change reached by other fields (so other messages) into one item, naming each operation once', async () => {
    const document = (properties: Json) =>
      spec({ paths: { '/v1/a': list('A V1#List', ref('Entry')), '/v1/b': list('B V1#List', object({ first: ref('Entry'), second: ref('Entry') })) }, schemas: { Entry: entry(properties) } });
    const [latest] = await changelogOf(folder({ '2026-01-01': document({ a: { type: 'string' } }), '2026-02-01': document({}) }));
    expect(latest!.changed.map((item) => [item.id, item.subject, item.operations])).toEqual([['response-property-removed', 'Entry.a', ['GET /v1/a', 'GET /v1/b']]]);
  });

  it('lists each deprecated property of one operation apart, under the operation, and starts the first snapshot with nothing but its counts', async () => {
    const document = (deprecated: boolean) => spec({ paths: { '/v1/a': list('A V1#List', object({ p: { type: 'string', deprecated }, q: { type: 'string', deprecated } })) } });
    const entries = await changelogOf(folder({ '2026-01-01': document(false), '2026-02-01': document(true) }));
    expect(entries[0]!.deprecated.map((item) => [item.id, item.subject, item.message])).toEqual([
      ['property-deprecated', 'GET /v1/a', 'p: property deprecated; no successor named'],
      ['property-deprecated', 'GET /v1/a', 'q: property deprecated; no successor named'],
    ]);
    expect(entries[1]).toEqual({ snapshot: '2026-01-01', date: '2026-01-01T00:00:00.000Z', previous: null, summary: { error: 0, warning: 0, info: 0 }, added: [], removed: [], deprecated: [], changed: [], initial: { operations: 1, events: 0 } });
  });

  it('sorts events added and removed into their sections, and counts events of the first snapshot', async () => {
    const document = (event: string) => spec({ paths: { '/v1/a': list('A V1#List', { type: 'string' }) }, webhooks: { [`/x-webhooks/${event}`]: list(event, { type: 'string' }) } });
    const entries = await changelogOf(folder({ '2026-01-01': document('one'), '2026-02-01': document('two') }));
    expect(entries[1]!.initial).toEqual({ operations: 1, events: 1 });
    expect(entries[0]!.added.map((item) => [item.id, item.subject])).toEqual([['event-added', '/x-webhooks/two']]);
    expect(entries[0]!.removed.map((item) => [item.id, item.subject])).toEqual([['event-removed', '/x-webhooks/one']]);
  });

  it('dates entries from their names, and leaves an undated one without date, judged without comparedAt', async () => {
    const document = (deprecated: boolean | undefined) => spec({ paths: { '/v2/x': list('X V2#List', { type: 'string' }), ...(deprecated === undefined ? {} : { '/v1/x': list('X V1#List', { type: 'string' }, { deprecated }) }) } });
    const entries = await changelogOf(folder({ '2026-01-01': document(true), 'zz-undated': document(undefined) }));
    expect(entries.map((entry) => [entry.snapshot, entry.date, entry.previous])).toEqual([
      ['zz-undated', null, '2026-01-01'],
      ['2026-01-01', '2026-01-01T00:00:00.000Z', null],
    ]);
    // The undated removal is judged at the newest dated snapshot, 2026-01-01: no snapshot before it says since when.
    expect(entries[0]!.removed).toMatchObject([{ id: 'operation-removed-deprecated', subject: 'GET /v1/x' }]);
  });

  it("judges a snapshot's removals at its own date, even when its name sorts after a later-dated one", async () => {
    const document = (deprecated: boolean | undefined) => spec({ paths: { '/v2/x': list('X V2#List', { type: 'string' }), ...(deprecated === undefined ? {} : { '/v1/x': list('X V1#List', { type: 'string' }, { deprecated }) }) } });
    // Named by release, not by date: the third release came out a month after the first, before the second.
    const entries = await changelogOf(folder({ 'r0-2025-12-01': document(false), 'r1-2026-01-01': document(true), 'r2-2026-09-01': document(true), 'r3-2026-02-01': document(undefined) }));
    expect(entries[0]!.removed).toMatchObject([{ id: 'operation-removed-before-deprecation-window', subject: 'GET /v1/x', message: expect.stringContaining('removed 31 days after its deprecation (deprecated since 2026-01-01, by the snapshot history)') }]);
  });
});
