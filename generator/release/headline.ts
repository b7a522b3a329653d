/**
 * One line per release, for the regen pull request's title and the changelog:
 * `incident-api-client 1.5.0 (minor): 3 operations added`.
 */
import type { Release, ReleaseChange } from './record.ts';
import { SURFACE_ADDITION, SURFACE_BREAK } from './classify.ts';

/** What the added changes count as, by rule: `3 operations added`. */
const ADDED_KINDS: ReadonlyArray<[Noun, readonly string[]]> = [
  [['operation', 'operations'], ['operation-added']],
  [['event', 'events'], ['event-added']],
  [['property', 'properties'], ['request-property-added-optional', 'response-property-added']],
  [['parameter', 'parameters'], ['request-parameter-added-optional']],
  [['enum value', 'enum values'], ['request-enum-value-added', 'response-enum-value-added']],
  [['export', 'exports'], [SURFACE_ADDITION]],
];

type Noun = readonly [singular: string, plural: string];

const counted = (count: number, [singular, plural]: Noun) => `${count} ${count === 1 ? singular : plural}`;

/**
 * What a landing counted itself (regen/acceptance.ts, breakingCount): the record merges a component
 * change reached from many operations into one entry, so only the landing knows the count its
 * report and spec/history.md give; its title must give the same.
 */
export interface LandingCounts {
  breaking: number;
}

/** `counts`, when given, is the landing's own count of breaking changes; otherwise the record's entries are counted. */
export function releaseSummary(release: Pick<Release, 'bump' | 'changes'>, counts?: LandingCounts): string {
  if (release.bump === 'initial') return 'first release';
  if (release.bump === 'patch') return 'descriptions, examples or formatting only';
  const of = (group: ReleaseChange['group']) => release.changes.filter((change) => change.group === group);
  const parts: string[] = [];
  const breaking = of('breaking');
  const surface = breaking.filter((change) => change.id === SURFACE_BREAK).length;
  parts.push(counted(counts?.breaking ?? breaking.length - surface, ['breaking change', 'breaking changes']));
  if (surface > 0) parts.push(counted(surface, ['API-surface break', 'API-surface breaks']));
  const added = of('added');
  for (const [noun, ids] of ADDED_KINDS) {
    const count = added.filter((change) => ids.includes(change.id)).length;
    if (count > 0) parts.push(`${counted(count, noun)} added`);
  }
  const otherAdded = added.filter((change) => !ADDED_KINDS.some(([, ids]) => ids.includes(change.id))).length;
  if (otherAdded > 0) parts.push(counted(otherAdded, ['other addition', 'other additions']));
  const deprecated = of('deprecated').length;
  if (deprecated > 0) parts.push(`${deprecated} deprecated`);
  const other = of('other').length;
  if (other > 0) parts.push(counted(other, ['other change', 'other changes']));
  return parts.filter((part) => !part.startsWith('0 ')).join(', ');
}

export const releaseHeadline = (packageName: string, release: Pick<Release, 'version' | 'bump' | 'changes'>, counts?: LandingCounts) =>
  `${packageName} ${release.version} (${release.bump}): ${releaseSummary(release, counts)}`;
