/**
 * How spec/releases.json grows per landing: by the new release's own entry (its head and one line
 * per change), whatever the history before it. Measured on real landings (`regen --spec-file` of
 * the 2026-07-16 and 2026-07-27 snapshots after a first live import): +24.6 KB for 31 changes and
 * +6.4 KB for 26, about 0.2-0.8 KB a change with its operations and symbols; the first live import
 * itself adds its 6,516 changes (1.35 MB, 4,063 of them API-surface breaks), once.
 */
import { describe, expect, it } from 'vitest';
import { formatReleaseRecord, parseReleaseRecord, type Release, type ReleaseChange } from '../../../generator/release/record.ts';

const change = (index: number, operations = 3): ReleaseChange => ({
  group: 'added',
  id: 'response-property-added',
  operations: Array.from({ length: operations }, (_, op) => `GET /v2/things_${op}`),
  location: `Thing.field_${index}`,
  symbols: ['Thing', 'ThingsV2List'],
});

const release = (minor: number, changes: ReleaseChange[]): Release => ({
  version: `1.${minor}.0`,
  bump: minor === 0 ? 'initial' : 'minor',
  reasons: ['response-property-added (1)'],
  documentDate: '2026-07-16T16:27:19.000Z',
  document: 'a'.repeat(64),
  fingerprint: 'b'.repeat(64),
  changes,
});

const history = (length: number, changesEach: number) => Array.from({ length }, (_, index) => release(index, Array.from({ length: changesEach }, (_, c) => change(c))));

/** What one landing adds to the record's text, and whether the text before it is kept as it was. */
function landing(before: Release[], landed: Release) {
  const old = formatReleaseRecord({ releases: before });
  const next = formatReleaseRecord({ releases: [...before, landed] });
  const tail = '\n  ]\n}\n';
  return { growth: Buffer.byteLength(next) - Buffer.byteLength(old), keepsPrefix: next.startsWith(old.slice(0, -tail.length)), next };
}

describe('spec/releases.json per landing', () => {
  it('grows by the landed release alone, the same bytes after 3 releases or 2,000', () => {
    const landed = release(5000, Array.from({ length: 31 }, (_, c) => change(c)));
    const short = landing(history(3, 40), landed);
    const long = landing(history(2000, 40), landed);
    expect(short.growth).toBe(long.growth);
    expect(short.keepsPrefix).toBe(true);
    expect(long.keepsPrefix).toBe(true);
    expect(parseReleaseRecord(long.next, 'releases.json').releases).toHaveLength(2001);
  });

  it('grows in proportion to what the landing changed: its head, then one line per change and per operation it names', () => {
    const before = history(50, 10);
    const head = landing(before, release(9000, [])).growth;
    expect(head).toBeLessThan(500);
    const perChange = (landing(before, release(9000, Array.from({ length: 200 }, (_, c) => change(c)))).growth - head) / 200;
    expect(perChange).toBeLessThan(200);
    const wider = (landing(before, release(9000, Array.from({ length: 200 }, (_, c) => change(c, 30)))).growth - head) / 200;
    // Each operation a change is reached from is one short string more on its line, nothing else.
    expect(wider - perChange).toBeLessThanOrEqual(27 * 21);
    expect(wider - perChange).toBeGreaterThan(0);
  });

  it('lands an empty change list as two lines, however many changes came before', () => {
    const empty = release(9000, []);
    expect(landing(history(1, 1000), empty).growth).toBe(landing(history(100, 1000), empty).growth);
  });
});
