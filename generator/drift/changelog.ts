import { eachOperation } from '../load/document.ts';
import { loadSpec } from '../load/index.ts';
import { SnapshotHistory } from './history.ts';
import { diffDocuments, type DriftChange } from './report.ts';
import type { Level, RuleId } from './rules/registry.ts';
import type { SnapshotFile } from './snapshots.ts';

export interface ChangelogItem {
  id: string;
  level: Level;
  /** The operation or event for additions, removals and deprecations; the component path otherwise. */
  subject: string;
  message: string;
  /** Every operation and event the change shows up at. */
  operations: string[];
}

export interface ChangelogEntry {
  snapshot: string;
  /** ISO date-time read from the snapshot's name, or null when the name carries none. */
  date: string | null;
  previous: string | null;
  summary: Record<Level, number>;
  added: ChangelogItem[];
  removed: ChangelogItem[];
  deprecated: ChangelogItem[];
  changed: ChangelogItem[];
  /** For the first snapshot: what it starts with. */
  initial?: { operations: number; events: number };
}

type Section = 'added' | 'removed' | 'deprecated' | 'changed';

const SECTIONS: Partial<Record<RuleId, Section>> = {
  'operation-added': 'added',
  'event-added': 'added',
  'operation-removed-without-deprecation': 'removed',
  'operation-removed-before-deprecation-window': 'removed',
  'operation-removed-deprecated': 'removed',
  'operation-removed-after-deprecation-window': 'removed',
  'event-removed': 'removed',
  'operation-deprecated': 'deprecated',
  'parameter-deprecated': 'deprecated',
  'property-deprecated': 'deprecated',
};

/**
 * Walks snapshots in the order given (name order, time order for stamp names) and compares each
 * with the one before, with the history so far judging deprecation windows. Newest first, as
 * change logs read. Which files of a folder are snapshots is the caller's choice (snapshots.ts).
 */
export async function buildChangelog(snapshots: readonly SnapshotFile[], timeoutMs: number, maxBytes?: number): Promise<ChangelogEntry[]> {
  const history = new SnapshotHistory();
  const entries: ChangelogEntry[] = [];
  let previous: { name: string; document: Awaited<ReturnType<typeof loadSpec>>['document'] } | undefined;
  for (const snapshot of snapshots) {
    const { document } = await loadSpec(snapshot.path, { timeoutMs, maxBytes });
    if (snapshot.date) history.add(snapshot.date, document);
    const base = { snapshot: snapshot.name, date: snapshot.date?.toISOString() ?? null, previous: previous?.name ?? null };
    if (!previous) {
      const initial = { operations: eachOperation(document.paths).length, events: eachOperation(document['x-webhooks']).length };
      entries.push({ ...base, summary: { error: 0, warning: 0, info: 0 }, added: [], removed: [], deprecated: [], changed: [], initial });
    } else {
      const report = diffDocuments(previous.document, document, { history, symbols: false, fingerprints: false, ...(snapshot.date ? { comparedAt: snapshot.date } : {}) });
      entries.push({ ...base, summary: report.summary, ...sectionsOf(report.changes) });
    }
    previous = { name: snapshot.name, document };
  }
  return entries.reverse();
}

/** Operation-level changes one by one; a component change reached from many operations once. */
function sectionsOf(changes: readonly DriftChange[]): Record<Section, ChangelogItem[]> {
  const sections: Record<Section, Map<string, ChangelogItem>> = { added: new Map(), removed: new Map(), deprecated: new Map(), changed: new Map() };
  for (const change of changes) {
    const section = SECTIONS[change.id as RuleId] ?? 'changed';
    const subject = section === 'changed' && change.location ? change.location : (change.operation ?? change.location ?? '(document)');
    const key = section === 'changed' && change.location ? `${change.id}\u0000${subject}` : `${change.id}\u0000${subject}\u0000${change.message}`;
    const item = sections[section].get(key) ?? { id: change.id, level: change.level, subject, message: change.message, operations: [] };
    if (change.operation !== null && !item.operations.includes(change.operation)) item.operations.push(change.operation);
    sections[section].set(key, item);
  }
  return {
    added: [...sections.added.values()],
    removed: [...sections.removed.values()],
    deprecated: [...sections.deprecated.values()],
    changed: [...sections.changed.values()],
  };
}
