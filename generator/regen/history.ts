import { existsSync, readFileSync } from 'node:fs';
import { oneLine } from '../text/markdown.ts';
import { acceptedHow } from './acceptance.ts';
import type { DriftResult } from './collaborators.ts';
import type { ReportHeader } from './report.ts';

/**
 * spec/history.md: one line per landed snapshot, newest last, so the spec's history says what
 * each update brought and, for a breaking one, who accepted it and why. Appended with the landing
 * itself (the same staged swap), so a rolled-back landing leaves no line behind.
 */
export interface Landing extends Omit<ReportHeader, 'acceptBreaking'> {
  drift: DriftResult;
  /** The `--accept-breaking` reason this run was given: the line names it only when the landing accepted a breaking change. */
  acceptedBreakingReason: string | undefined;
}

const HEADER = '# Spec history\n\nOne line per document `make regen` landed, newest last (written by generator/regen/history.ts).\n\n';

export function historyLine(landing: Landing): string {
  const { summary } = landing.drift.report;
  const from = landing.previousHash === undefined ? 'first snapshot' : `from ${landing.previousHash.slice(0, 12)}`;
  const parts = [`- ${landing.stamp}: sha256 ${landing.nextHash.slice(0, 12)} (${from}) fetched from ${landing.source}; drift ${summary.error} error, ${summary.warning} warning, ${summary.info} info`];
  if (landing.release) parts.push(`; released ${landing.release.version} (${landing.release.bump})`);
  if (landing.drift.accepted > 0) {
    const how = acceptedHow(landing.drift, `in ${landing.ignoreFile}`, () => `with --accept-breaking: ${oneLine(landing.acceptedBreakingReason!)}`);
    parts.push(`; ${landing.drift.accepted} breaking change(s) accepted${how}`);
  }
  return `${parts.join('')}\n`;
}

/** The history file's new content: the old one (or a header) with the landing's line appended. */
export function appendedHistory(file: string, landing: Landing): string {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  return `${current.endsWith('\n') || current === '' ? current : `${current}\n`}${historyLine(landing)}`;
}
