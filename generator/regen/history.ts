import { existsSync, readFileSync } from 'node:fs';
import { oneLine } from '../text/markdown.ts';
import { LEVELS } from '../drift/index.ts';
import { acceptedHow, breakingCount, levelTotals } from './acceptance.ts';
import type { DriftResult } from './collaborators.ts';
import type { ReportHeader } from './report.ts';

/**
 * spec/history.md: one line per landed snapshot, newest last, so the spec's history says what
 * each update brought and, for a breaking one, who accepted it and why. Appended with the landing
 * itself (the same staged swap), so a rolled-back landing leaves no line behind.
 */
export interface Landing extends Omit<ReportHeader, 'acceptBreaking'> {
  drift: DriftResult;
  /** How many API-surface breaks the landing accepted: counted apart from the breaking changes. */
  surfaceBreaks?: number;
  /** The `--accept-breaking` reason this run was given: the line names it only when the landing accepted a breaking change. */
  acceptedBreakingReason: string | undefined;
}

const HEADER = '# Spec history\n\nOne line per document `make regen` landed, newest last (written by generator/regen/history.ts).\n\n';

/**
 * The drift by level counts the changes an ignore entry accepted too (a landing's accepted
 * breaking changes are errors of the drift, not "0 error"), and the breaking changes are
 * breakingCount's, the number the landing's report and title give.
 */
export function historyLine(landing: Landing): string {
  const totals = levelTotals(landing.drift.report);
  const from = landing.previousHash === undefined ? 'first snapshot' : `from ${landing.previousHash.slice(0, 12)}`;
  const parts = [`- ${landing.stamp}: sha256 ${landing.nextHash.slice(0, 12)} (${from}) fetched from ${landing.source}; drift ${LEVELS.map((level) => `${totals[level]} ${level}`).join(', ')}`];
  if (landing.release) parts.push(`; released ${landing.release.version} (${landing.release.bump})`);
  if (landing.surfaceBreaks) parts.push(`; ${landing.surfaceBreaks} API-surface break(s) accepted`);
  const breaking = breakingCount(landing.drift);
  // Last: the reason runs to the end of the line.
  if (breaking > 0) {
    const how = acceptedHow(landing.drift, `in ${landing.ignoreFile}`, () => `with --accept-breaking: ${oneLine(landing.acceptedBreakingReason!)}`);
    parts.push(`; ${breaking} breaking change(s) accepted${how}`);
  }
  return `${parts.join('')}\n`;
}

/** The history file's new content: the old one (or a header) with the landing's line appended. */
export function appendedHistory(file: string, landing: Landing): string {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  return `${current.endsWith('\n') || current === '' ? current : `${current}\n`}${historyLine(landing)}`;
}
