import { eachOperation, type OpenApiDocument } from '../load/document.ts';
import { loadSpec } from '../load/index.ts';
import { listSnapshots } from './snapshots.ts';

/**
 * When an operation's deprecation began, as far as the snapshots tell. `since` is the earliest
 * snapshot of the unbroken deprecated streak. The history saw the deprecation begin only when the
 * snapshot before that streak had the operation undeprecated; otherwise (`firstSeenDeprecated`)
 * the streak starts at the oldest snapshot, or where the operation first appeared, already
 * deprecated: it may be far older (a first import dates every deprecation to its own fetch day),
 * so the age is unknown and `since` only a lower bound of it.
 */
export interface DeprecationStart {
  since: Date;
  firstSeenDeprecated: boolean;
}

/** What the snapshot history knows about deprecations: enough to judge the removal window. */
export interface DeprecationHistory {
  /** The newest snapshot's date. */
  latest: Date | undefined;
  /**
   * When the operation's last run of deprecation began, looking back from `removedAt`. Undefined
   * when no snapshot before `removedAt` shows the operation deprecated.
   */
  deprecationStart(key: string, removedAt: Date): DeprecationStart | undefined;
}

interface Point {
  date: Date;
  present: Set<string>;
  deprecated: Set<string>;
}

/** Builds the history incrementally: add snapshots in any order, ask at any time. */
export class SnapshotHistory implements DeprecationHistory {
  private readonly points: Point[] = [];

  add(date: Date, document: OpenApiDocument): void {
    const point: Point = { date, present: new Set(), deprecated: new Set() };
    for (const { path, method, operation } of eachOperation(document.paths)) {
      const key = `${method.toUpperCase()} ${path}`;
      point.present.add(key);
      if (operation.deprecated) point.deprecated.add(key);
    }
    this.points.push(point);
    this.points.sort((a, b) => a.date.getTime() - b.date.getTime());
  }

  get latest(): Date | undefined {
    return this.points.at(-1)?.date;
  }

  deprecationStart(key: string, removedAt: Date): DeprecationStart | undefined {
    const before = this.points.filter((point) => point.date.getTime() < removedAt.getTime());
    let index = before.length - 1;
    while (index >= 0 && !before[index]!.present.has(key)) index--;
    let since: Date | undefined;
    for (; index >= 0 && before[index]!.deprecated.has(key); index--) since = before[index]!.date;
    // Seen begin only after a snapshot that had it undeprecated: not the oldest snapshot, nor one without it.
    return since && { since, firstSeenDeprecated: !(index >= 0 && before[index]!.present.has(key)) };
  }
}

/** Reads every dated snapshot of a folder (each parsed once, then dropped). */
export async function loadHistory(dir: string, timeoutMs: number): Promise<SnapshotHistory> {
  const history = new SnapshotHistory();
  for (const snapshot of listSnapshots(dir)) {
    if (!snapshot.date) continue;
    history.add(snapshot.date, (await loadSpec(snapshot.path, { timeoutMs })).document);
  }
  return history;
}
