import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { consumerBreaks, LEVELS, type DriftChange } from '../drift/index.ts';
import { LISTED_CHANGES_MAX } from '../drift/render/markdown.ts';
import { acceptedHow, breakingCount, levelTotals } from './acceptance.ts';
import type { DriftResult } from './collaborators.ts';
import { oneLine } from '../text/markdown.ts';
import { GENERATED_PACKAGE_NAME } from '../model/package-info.ts';
import { releaseHeadline } from '../release/headline.ts';
import type { Release } from '../release/record.ts';

/** What the API-surface gate found (see surface-gate.ts). */
export interface SurfaceSection {
  breaks: string[];
  blocking: boolean;
  /** The check never ran (the update was blocked before a package was staged): no count to give. */
  unchecked?: true;
}

export const NO_SURFACE_BREAKS: SurfaceSection = { breaks: [], blocking: false, unchecked: true };

/**
 * Past LISTED_CHANGES_MAX changes in all (drift changes, ignored ones included, and API-surface
 * breaks) the report counts the surface breaks by kind instead of listing each, and leaves a
 * blocked update's ready-made ignore lines to `last-ignore-lines.txt`; the drift section counts
 * its own changes past the same number of them (drift/render/markdown.ts). Every one stays in the
 * JSON report.
 */
export { LISTED_CHANGES_MAX };

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
 * markdown, verbatim. When something blocks the update it says exactly how to proceed. The count
 * of breaking changes is computed once (breakingCount) and is what the title, the table and the
 * sections say.
 */
export function regenMarkdown(header: ReportHeader, drift: DriftResult, surface: SurfaceSection): string {
  const blocked = drift.failing.length > 0 || surface.blocking || consumerBreaks(drift.report) > 0;
  const release = header.release;
  const breaking = breakingCount(drift);
  return [
    release ? `# ${releaseHeadline(GENERATED_PACKAGE_NAME, release, { breaking })}` : `# API spec update ${header.stamp}`,
    '',
    `Fetched from \`${header.source}\`: \`${short(header.previousHash)}\` -> \`${short(header.nextHash)}\`.`,
    // The reasons count the release record's entries (a component change at many operations is one), not the changes: said so.
    ...(release ? [`Release: ${release.version}, ${release.bump} (API spec update ${header.stamp}). Why (rules, each with its count of release-record entries, one per rule and place): ${release.reasons.map(oneLine).join('; ')}.`] : []),
    '',
    ...countsTable(drift, surface, breaking),
    '',
    ...(blocked ? blockedSection(header, drift, surface, breaking) : landedSection(header, drift, surface, breaking)),
    '',
    drift.markdown.trimEnd(),
    '',
  ].join('\n');
}

/** The report's table: the one count of breaking changes, the API-surface breaks apart, and the drift by level. */
function countsTable(drift: DriftResult, surface: SurfaceSection, breaking: number): string[] {
  const totals = levelTotals(drift.report);
  const accepted = drift.accepted > 0 ? `, ${drift.accepted} of them accepted` : '';
  return [
    '| changes | count |',
    '| --- | ---: |',
    `| breaking changes (drift, accepted ones included) | ${breaking}${accepted} |`,
    `| API-surface breaks (the generated package's exports, counted apart) | ${surface.unchecked ? 'not checked' : surface.breaks.length} |`,
    `| drift changes by level (accepted ones included) | ${LEVELS.map((level) => `${totals[level]} ${level}`).join(', ')} |`,
  ];
}

function landedSection(header: ReportHeader, drift: DriftResult, surface: SurfaceSection, breaking: number): string[] {
  if (breaking === 0 && surface.breaks.length === 0) return ['No breaking changes: merging this updates `spec/` and `generated/`.'];
  const how = acceptedHow(drift, 'in the ignore file', () => `with \`--accept-breaking\` ("${oneLine(header.acceptBreaking!)}")`);
  const lines = [`**Breaking update, accepted**: ${breaking} breaking change(s) accepted${how} (listed under "Ignored" below, with reasons). Code using the affected types must be adapted before merging.`];
  if (surface.breaks.length === 0) return lines;
  // Concatenated, not spread into push's arguments: 100,000 surface breaks would overflow the stack.
  return [...lines, '', `The generated package's API surface changed accordingly (${surface.breaks.length} API-surface break(s)):`, '', ...surfaceLines(drift, surface)];
}

/**
 * The surface breaks, one line each; past LISTED_CHANGES_MAX changes in all, counted by the kind of
 * change (`removed`, `type changed`) with a few exports of each named.
 */
function surfaceLines(drift: DriftResult, surface: SurfaceSection): string[] {
  const changes = changesInAll(drift, surface);
  if (changes <= LISTED_CHANGES_MAX) return surface.breaks.map((line) => `- \`${line}\``);
  const byKind = new Map<string, string[]>();
  for (const line of surface.breaks) {
    const { path, kind } = surfaceKind(line);
    const paths = byKind.get(kind) ?? [];
    paths.push(path);
    byKind.set(kind, paths);
  }
  const kinds = [...byKind].sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1));
  return [
    `${changes} changes in all, more than ${LISTED_CHANGES_MAX}: the API-surface breaks are counted by kind here; the JSON report lists every one (\`apiSurface.breaks\`).`,
    '',
    ...kinds.map(([kind, paths]) => `- ${kind}: ${paths.length}, e.g. ${paths.slice(0, NAMED_EXPORTS_MAX).map((path) => `\`${path}\``).join(', ')}${paths.length > NAMED_EXPORTS_MAX ? ', ...' : ''}`),
  ];
}

const NAMED_EXPORTS_MAX = 3;

/** What LISTED_CHANGES_MAX is weighed against: drift changes, ignored ones included, and API-surface breaks. */
const changesInAll = (drift: DriftResult, surface: SurfaceSection) => drift.report.changes.length + drift.report.ignored.length + surface.breaks.length;

/** `paths["/v1/x"]: removed; old code ...` -> the export path and the kind of change, without the types it names. */
function surfaceKind(line: string): { path: string; kind: string } {
  const colon = line.indexOf(': ');
  if (colon < 0) return { path: line, kind: 'other' };
  const change = line.slice(colon + 2).split(';')[0]!;
  return { path: line.slice(0, colon), kind: change.replace(/ from [\s\S]*$/, '').trim() || 'other' };
}

function blockedSection(header: ReportHeader, drift: DriftResult, surface: SurfaceSection, breaking: number): string[] {
  const lines = ['## This update is blocked', ''];
  const count = drift.failing.length;
  if (count > 0) {
    const of = count === breaking ? '' : ` of the ${breaking} (${drift.accepted} accepted)`;
    const counted = changesInAll(drift, surface) > LISTED_CHANGES_MAX;
    const driftCounted = drift.report.changes.length + drift.report.ignored.length > LISTED_CHANGES_MAX;
    lines.push(
      `${count} breaking change${count === 1 ? '' : 's'}${of} (${driftCounted ? 'counted by rule below, each in the JSON report' : 'listed below'}) would break code written against the current client, so \`spec/\` and \`generated/\` were left as they were.`,
      '',
      'What to do:',
      '1. Check each breaking change below against the platform\'s changelog and find the client code it affects (the `symbols` in the JSON report name the generated types).',
      `2. Once the break is understood and the affected code is adapted, accept it: add one line per change to \`${header.ignoreFile}\` (the format is described at the top of that file), with the reason.`,
      '3. Run `make regen` again: accepted changes no longer block, and the update lands with this report.',
      '   Or accept them all once, for this run only, with `make regen ARGS=\'--accept-breaking "REASON"\'` (the first import of the live API is such a run): the reason goes into the report and `spec/history.md`, and the ignore file stays as it is.',
      '',
      // eslint-disable-next-line no-restricted-syntax -- listed only below LISTED_CHANGES_MAX, else one line
      ...(counted
        ? [`The ready-made lines for \`${header.ignoreFile}\`, one per breaking change (${count}; replace each TODO with the reason), are in \`last-ignore-lines.txt\` beside this report's \`last-report.md\`: too many to read here.`]
        : [`Lines for \`${header.ignoreFile}\`, one per breaking change (replace each TODO with the reason):`, '', '```', ...drift.failing.map(suggestedIgnoreLine), '```']),
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
    for (const line of surfaceLines(drift, surface)) lines.push(line);
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
 * The JSON report: the drift checker's JSON, with the landing's one count of breaking changes and,
 * once the surface check ran, its breaks, every one (the markdown counts them past LISTED_CHANGES_MAX).
 */
export function regenJson(drift: DriftResult, surface: SurfaceSection): string {
  const shaped = { ...(JSON.parse(drift.json) as Record<string, unknown>), breakingChanges: breakingCount(drift), ...(surface.unchecked ? {} : { apiSurface: { breaks: surface.breaks } }) };
  return `${JSON.stringify(shaped, null, 2)}\n`;
}

/**
 * `.tmp/regen/last-report.{md,json}`: what CI turns into the pull-request body, landed or not;
 * `last-ignore-lines.txt`: the report's ready-made ignore lines alone, for CI to paste.
 */
export function writeLatestReport(scratchDir: string, markdown: string, drift: DriftResult, surface: SurfaceSection): { markdown: string; json: string; ignoreLines: string } {
  mkdirSync(scratchDir, { recursive: true });
  const files = latestReportFiles(scratchDir);
  writeFileSync(files.markdown, markdown);
  writeFileSync(files.json, regenJson(drift, surface));
  writeFileSync(files.ignoreLines, drift.failing.map((change) => `${suggestedIgnoreLine(change)}\n`).join(''));
  return files;
}

/** A run that ends unchanged or on a bad download has no report: an older one must not pass for it. */
export function clearLatestReport(scratchDir: string): void {
  for (const file of Object.values(latestReportFiles(scratchDir))) rmSync(file, { force: true });
}
