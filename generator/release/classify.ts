/**
 * What a landing's changes make of the version (README, "Releases"): major when the drift report
 * holds an error-level change, accepted or not (an accepted break still breaks consumers), or the
 * API-surface check found a break; minor when anything else is reported (additions, deprecations,
 * compatible changes), drift or surface; patch when neither reports anything: descriptions,
 * examples and formatting are all the drift checker leaves out.
 */
import type { DriftChange } from '../drift/index.ts';
import { CHANGE_GROUPS, type ChangeGroup, type ReleaseChange } from './record.ts';
import type { Bump } from './version.ts';

/** What the API-surface check found, in its own lines (`removed X`, `added Y`). */
export interface SurfaceChanges {
  breaking: readonly string[];
  added: readonly string[];
}

export interface Classification {
  bump: Bump;
  reasons: string[];
  changes: ReleaseChange[];
}

/** Rules whose change adds something a client can now use. */
const ADDITIONS: ReadonlySet<string> = new Set([
  'operation-added',
  'event-added',
  'request-parameter-added-optional',
  'request-property-added-optional',
  'response-property-added',
  'request-enum-value-added',
  'response-enum-value-added',
  'response-success-added',
  'response-header-added',
  'request-option-added',
]);

const DEPRECATIONS: ReadonlySet<string> = new Set(['operation-deprecated', 'parameter-deprecated', 'property-deprecated']);

export const SURFACE_BREAK = 'api-surface-break';
export const SURFACE_ADDITION = 'api-surface-addition';

/**
 * `drift` holds every change of the report, those an ignore entry accepted included. Surface
 * additions are listed one by one only when the drift report has nothing (a generator change):
 * otherwise they are the drift changes' own exports again (one new operation adds dozens), and
 * only their count is a reason.
 */
export function classifyLanding(drift: readonly DriftChange[], surface: SurfaceChanges): Classification {
  const listsAdditions = drift.length === 0;
  const changes = mergedChanges(drift, { breaking: surface.breaking, added: listsAdditions ? surface.added : [] });
  const breaking = changes.filter((change) => change.group === 'breaking');
  if (breaking.length > 0) return { bump: 'major', reasons: countedIds(breaking), changes };
  const counted = listsAdditions || surface.added.length === 0 ? [] : [`${SURFACE_ADDITION} (${surface.added.length})`];
  if (changes.length > 0 || counted.length > 0) return { bump: 'minor', reasons: [...countedIds(changes), ...counted].sort(), changes };
  return { bump: 'patch', reasons: ['no drift change and no API-surface change: descriptions, examples or formatting only'], changes };
}

export function groupOf(change: Pick<DriftChange, 'id' | 'level'>): ChangeGroup {
  if (change.level === 'error') return 'breaking';
  if (ADDITIONS.has(change.id)) return 'added';
  return DEPRECATIONS.has(change.id) ? 'deprecated' : 'other';
}

/**
 * One entry per rule and place: a component change reached from many operations once, listing
 * them; an operation-level change (no location) once per operation. Sorted by group, rule,
 * location, operations: the same report gives the same list.
 */
function mergedChanges(drift: readonly DriftChange[], surface: SurfaceChanges): ReleaseChange[] {
  const merged = new Map<string, { group: ChangeGroup; id: string; location: string | null; operations: Set<string>; symbols: Set<string> }>();
  const add = (group: ChangeGroup, id: string, operation: string | null, location: string | null, symbols: readonly string[]) => {
    const key = JSON.stringify([group, id, location, location === null ? operation : null]);
    const entry = merged.get(key) ?? { group, id, location, operations: new Set<string>(), symbols: new Set<string>() };
    if (operation !== null) entry.operations.add(operation);
    for (const symbol of symbols) entry.symbols.add(symbol);
    merged.set(key, entry);
  };
  for (const change of drift) add(groupOf(change), change.id, change.operation, change.location, change.symbols);
  for (const line of surface.breaking) add('breaking', SURFACE_BREAK, null, line, []);
  for (const line of surface.added) add('added', SURFACE_ADDITION, null, line, []);
  return [...merged.values()]
    .map((entry) => ({ group: entry.group, id: entry.id, operations: [...entry.operations].sort(), location: entry.location, symbols: [...entry.symbols].sort() }))
    .sort(compareChanges);
}

const text = (value: string | null | undefined) => value ?? '';
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const compareChanges = (a: ReleaseChange, b: ReleaseChange) =>
  CHANGE_GROUPS.indexOf(a.group) - CHANGE_GROUPS.indexOf(b.group) ||
  compareText(a.id, b.id) ||
  compareText(text(a.location), text(b.location)) ||
  compareText(a.operations.join('\n'), b.operations.join('\n'));

/** `response-property-removed (3)`, one per rule, in rule order. */
function countedIds(changes: readonly ReleaseChange[]): string[] {
  const counts = new Map<string, number>();
  for (const change of changes) counts.set(change.id, (counts.get(change.id) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => compareText(a, b)).map(([id, count]) => `${id} (${count})`);
}
