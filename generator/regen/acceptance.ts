import type { DriftResult } from './collaborators.ts';

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
