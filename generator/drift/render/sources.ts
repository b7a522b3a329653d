import type { DriftChange } from '../report.ts';

/** One of the two documents compared, as a report names it. */
export interface SpecSource {
  /** How headers name it: the path or URL as shown (no credentials), or what the caller says (`spec/openapiV3.json @ main (abc1234)`). */
  label: string;
  /** The local file it was read from, `/`-separated as given: annotations, SARIF and Code Quality point into it. Absent for a URL. */
  file?: string;
}

/** The documents a report compares; `lineOf` finds a change's line in the new one's file (change-lines.ts). */
export interface DriftSources {
  old: SpecSource;
  new: SpecSource & { lineOf?: (change: DriftChange) => number | undefined };
}

/** The new spec's file and the change's line in it, when both are known. */
export function changeFileLine(sources: DriftSources | undefined, change: DriftChange): { file: string; line: number } | undefined {
  const file = sources?.new.file;
  const line = file === undefined ? undefined : sources?.new.lineOf?.(change);
  return file === undefined || line === undefined ? undefined : { file, line };
}
