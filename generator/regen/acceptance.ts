import type { DriftReport, Level } from '../drift/index.ts';
import type { DriftResult } from './collaborators.ts';

/**
 * The one count of a landing's breaking changes: drift changes at or above `failOn`, those the
 * ignore file left (blocking) and those it or `--accept-breaking` accepted alike, each change once.
 * The report's table, its title (the pull request's) and spec/history.md all say this number;
 * API-surface breaks are counted apart, as such.
 */
export const breakingCount = ({ failing, accepted }: Pick<DriftResult, 'failing' | 'accepted'>): number => failing.length + accepted;

/**
 * The drift by level with the changes an ignore entry accepted counted in: a landing's accepted
 * breaking changes are errors of the drift, not "0 error". The verdict, the report's table and
 * spec/history.md all say these numbers.
 */
export function levelTotals({ summary, ignored }: Pick<DriftReport, 'summary' | 'ignored'>): Record<Level, number> {
  const totals = { ...summary };
  for (const change of ignored) totals[change.level]++;
  return totals;
}

/**
 * How a landing's breaking changes were accepted, to follow "N breaking change(s) accepted": by
 * the ignore file (`inFile`), by `--accept-breaking` (`withFlag`, asked for only then: only then
 * is there a reason to show), or each with its count when both took part. The report and
 * spec/history.md word the two ways their own way.
 */
export function acceptedHow({ accepted, acceptedWithFlag }: Pick<DriftResult, 'accepted' | 'acceptedWithFlag'>, inFile: string, withFlag: () => string): string {
  if (acceptedWithFlag === 0) return ` ${inFile}`;
  if (acceptedWithFlag === accepted) return ` ${withFlag()}`;
  return `: ${accepted - acceptedWithFlag} ${inFile}, ${acceptedWithFlag} ${withFlag()}`;
}
