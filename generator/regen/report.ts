import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { consumerBreaks, type DriftChange } from '../drift/index.ts';
import { acceptedHow } from './acceptance.ts';
import type { DriftResult } from './collaborators.ts';
import { oneLine } from '../text/markdown.ts';
import { GENERATED_PACKAGE_NAME } from '../model/package-info.ts';
import { releaseHeadline } from '../release/headline.ts';
import type { Release } from '../release/record.ts';

/** What the API-surface gate found (see surface-gate.ts). */
export interface SurfaceSection {
  breaks: string[];
  blocking: boolean;
}

export const NO_SURFACE_BREAKS: SurfaceSection = { breaks: [], blocking: false };

export interface ReportHeader {
  stamp: string;
  source: string;
  previousHash: string | undefined;
  nextHash: string;
  ignoreFile: string;
  /** The `--accept-breaking` reason this run was given, if any. */
  acceptBreaking: string | undefined;
  /** The release this update lands (the title names it: the pull request's title is the first line). */
  release?: Release | undefined;
}

/**
 * The pull-request body: what changed and whether it may land, then the drift checker's own
 * markdown, verbatim. When something blocks the update it says exactly how to proceed.
 */
export function regenMarkdown(header: ReportHeader, drift: DriftResult, surface: SurfaceSection): string {
  const { summary } = drift.report;
  const blocked = drift.failing.length > 0 || surface.blocking || consumerBreaks(drift.report) > 0;
  const release = header.release;
  return [
    release ? `# ${releaseHeadline(GENERATED_PACKAGE_NAME, release)}` : `# API spec update ${header.stamp}`,
    '',
    `Fetched from \`${header.source}\`: \`${short(header.previousHash)}\` -> \`${short(header.nextHash)}\`.`,
    `Drift: ${summary.error} error, ${summary.warning} warning, ${summary.info} info.`,
    ...(release ? [`Release: ${release.version}, ${release.bump} (API spec update ${header.stamp}). Why: ${release.reasons.map(oneLine).join('; ')}.`] : []),
    '',
    ...(blocked ? blockedSection(header, drift, surface) : landedSection(header, drift, surface)),
    '',
    drift.markdown.trimEnd(),
    '',
  ].join('\n');
}

function landedSection(header: ReportHeader, drift: DriftResult, surface: SurfaceSection): string[] {
  if (drift.accepted === 0 && surface.breaks.length === 0) return ['No breaking changes: merging this updates `spec/` and `generated/`.'];
  const how = acceptedHow(drift, 'in the ignore file', () => `with \`--accept-breaking\` ("${oneLine(header.acceptBreaking!)}")`);
  const lines = [`**Breaking update, accepted**: ${drift.accepted} breaking change(s) accepted${how} (listed under "Ignored" below, with reasons). Code using the affected types must be adapted before merging.`];
  if (surface.breaks.length > 0) lines.push('', 'The generated package\'s API surface changed accordingly:', '', ...surface.breaks.map((line) => `- \`${line}\``));
  return lines;
}

function blockedSection(header: ReportHeader, drift: DriftResult, surface: SurfaceSection): string[] {
  const lines = ['## This update is blocked', ''];
  const count = drift.failing.length;
  if (count > 0) {
    lines.push(
      `${count} breaking change${count === 1 ? '' : 's'} (listed below) would break code written against the current client, so \`spec/\` and \`generated/\` were left as they were.`,
      '',
      'What to do:',
      '1. Check each breaking change below against the platform\'s changelog and find the client code it affects (the `symbols` in the JSON report name the generated types).',
      `2. Once the break is understood and the affected code is adapted, accept it: add one line per change to \`${header.ignoreFile}\` (the format is described at the top of that file), with the reason.`,
      '3. Run `make regen` again: accepted changes no longer block, and the update lands with this report.',
      '   Or accept them all once, for this run only, with `make regen ARGS=\'--accept-breaking "REASON"\'` (the first import of the live API is such a run): the reason goes into the report and `spec/history.md`, and the ignore file stays as it is.',
      '',
      `Lines for \`${header.ignoreFile}\`, one per breaking change (replace each TODO with the reason):`,
      '',
      '```',
      ...drift.failing.map(suggestedIgnoreLine),
      '```',
    );
  }
  const breaks = consumerBreaks(drift.report);
  if (breaks > 0) {
    if (count > 0) lines.push('');
    lines.push(
      `${breaks} line${breaks === 1 ? '' : 's'} of consumer code no longer compile${breaks === 1 ? 's' : ''} against the new package (listed under "Consumer code that no longer compiles" below, each with the changes that explain it), so \`spec/\` and \`generated/\` were left as they were.`,
      'Change those lines in the same pull request as this update: an ignore line or `--accept-breaking` does not accept a consumer break.',
    );
  }
  if (surface.blocking) {
    lines.push('', 'The generated package\'s API surface lost or changed exports the drift checker did not flag, so `spec/` and `generated/` were left as they were:', '');
    lines.push(...surface.breaks.map((line) => `- \`${line}\``));
    lines.push('', 'If intended, re-run with `--accept-surface` (or `--accept-breaking "REASON"`): the update lands and the new surface becomes the baseline.');
  }
  return lines;
}

/**
 * One ignore-file line that accepts exactly `change` (see drift/ignore.ts for the format): the
 * reason is left for a person to write, which the parser insists on.
 */
export function suggestedIgnoreLine(change: DriftChange): string {
  const location = change.location === null || /\s/.test(change.location) ? '*' : change.location;
  return `${change.operation ?? '*'} ${change.id} ${location} # ${PLACEHOLDER_REASON}`;
}

/** What a suggested line says instead of a reason; regen refuses an ignore file still holding one. */
export const PLACEHOLDER_REASON = 'TODO: why this break is accepted';

const short = (hash: string | undefined) => (hash === undefined ? 'none' : hash.slice(0, 12));

const latestReportFiles = (scratchDir: string) => ({
  markdown: join(scratchDir, 'last-report.md'),
  json: join(scratchDir, 'last-report.json'),
  ignoreLines: join(scratchDir, 'last-ignore-lines.txt'),
});

/**
 * `.tmp/regen/last-report.{md,json}`: what CI turns into the pull-request body, landed or not;
 * `last-ignore-lines.txt`: the report's ready-made ignore lines alone, for CI to paste.
 */
export function writeLatestReport(scratchDir: string, markdown: string, drift: DriftResult): { markdown: string; json: string; ignoreLines: string } {
  mkdirSync(scratchDir, { recursive: true });
  const files = latestReportFiles(scratchDir);
  writeFileSync(files.markdown, markdown);
  writeFileSync(files.json, drift.json);
  writeFileSync(files.ignoreLines, drift.failing.map((change) => `${suggestedIgnoreLine(change)}\n`).join(''));
  return files;
}

/** A run that ends unchanged or on a bad download has no report: an older one must not pass for it. */
export function clearLatestReport(scratchDir: string): void {
  for (const file of Object.values(latestReportFiles(scratchDir))) rmSync(file, { force: true });
}
