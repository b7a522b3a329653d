/**
 * The sticky comment's body, from the drift reports of one pull request: the hidden marker, a
 * headline naming the documents compared and the counts per level, then a `<details>` per
 * operation (breaking first), each change with its rule, place, message, generated signatures
 * before and after, consumer lines it breaks, fingerprint and ignore line. Always under
 * COMMENT_LIMIT: operations are filled in order until the budget is spent, and one last line
 * counts what did not fit and says where the full report is. Pure: same input, same bytes.
 */
import type { DocumentNames } from '../drift/symbols.ts';
import { consumerBreaks, LEVELS, type DriftChange, type DriftReport } from '../drift/report.ts';
import type { Level } from '../drift/rules/registry.ts';
import type { OpenApiDocument } from '../load/document.ts';
import { blobLinks, changeEntry, consumerLink, type BlobLinks, type ConsumerLine } from './comment-change.ts';
import { code, html, prose } from './comment-text.ts';
import { SignatureReader } from './signatures.ts';

export const COMMENT_MARKER = '<!-- incident-gen:spec-diff -->';
/** Characters: GitHub refuses bodies past 65,536, and the rest is headroom. */
export const COMMENT_LIMIT = 60_000;

export interface SpecSection {
  /** `spec/openapiV3.json`. */
  specPath: string;
  /** `main @ 1a2b3c4`: names the document compared. */
  base: { label: string };
  head: { label: string };
  /** From drift/report.ts, consumers included when `--consumer` was given. */
  report: DriftReport;
  /** Both loaded documents (for signatures), never read again from disk. */
  oldDocument: OpenApiDocument;
  newDocument: OpenApiDocument;
  /** The generated names of both documents when the caller built them for the diff: exact, and not built twice. */
  names?: DocumentNames;
}

export interface CommentContext {
  /** `owner/repo`. */
  repository: string;
  /** Consumer links point at `<serverUrl>/<repository>/blob/<headSha>/<path>#L<line>`. */
  headSha: string;
  /** `https://github.com` (GITHUB_SERVER_URL). */
  serverUrl: string;
  /** One sentence saying where the full report is (the job summary and the artifact's name). */
  fullReport: string;
}

const LEVEL_MARK: Record<Level, string> = { error: '❌', warning: '⚠️', info: 'ℹ️' };

/** Whether a spec has no change left to show: every change ignored or none, and no consumer line broken. */
const isCleanSection = ({ report }: SpecSection) => report.changes.length === 0 && consumerBreaks(report) === 0;

/** Whether no spec has a change left to show. */
export const isClean = (sections: readonly SpecSection[]) => sections.every(isCleanSection);

/** The comment once the pull request's specs are clean again: the same marker, so the same comment is edited. */
export function renderCleanComment(sections: readonly SpecSection[], context: CommentContext): string {
  const lines = [COMMENT_MARKER, '### API drift: clean', '', 'No change that affects clients is left in this pull request.'];
  const shown = sections.slice(0, SECTIONS_NAMED_MAX);
  for (const section of shown) lines.push(`- ${documentsLine(section)}${ignoredNote(section.report)}`);
  if (sections.length > shown.length) lines.push(`- and ${sections.length - shown.length} more specs`);
  lines.push('', `_${prose(context.fullReport, FULL_REPORT_MAX)}_`, '');
  return lines.join('\n');
}

/** Specs named one by one in the clean comment and the list of specs without changes. */
const SECTIONS_NAMED_MAX = 20;

/** The sentence naming the full report is clipped to this: the footer's room is reserved before anything else. */
const FULL_REPORT_MAX = 400;

/** One operation's changes of one spec, in report order, with its worst level. */
interface OperationGroup {
  section: number;
  operation: string;
  rank: number;
  first: number;
  changes: Array<{ change: DriftChange; index: number }>;
  /** Consumer lines no listed change explains (none does, or only ignored ones): the one group without changes. */
  orphans?: ConsumerLine[];
}

/** Consumer lines listed in the group of those no change explains; the rest are counted. */
const ORPHANS_MAX = 10;

export function renderComment(sections: readonly SpecSection[], context: CommentContext): string {
  const links = blobLinks(context.serverUrl, context.repository, context.headSha);
  const several = sections.length > 1;
  const head = headLines(sections);
  const groups = byPriority(sections.flatMap((section, index) => operationGroups(section.report, index)));
  const totalChanges = groups.reduce((sum, group) => sum + group.changes.length, 0);
  // The footer's longest form is reserved first: whatever else fits, it always does.
  const footerRoom = footerLine(totalChanges, groups.length, context).length + 1;
  let room = COMMENT_LIMIT - footerRoom - lengthOf(head);
  const readers = new Map<number, SignatureReader>();
  const shown = new Map<OperationGroup, { lines: string[]; count: number }>();
  const opened = new Set<number>();
  let shownChanges = 0;
  for (const group of groups) {
    const section = sections[group.section]!;
    const header = several && !opened.has(group.section) ? sectionHeader(section) : [];
    const reader = readers.get(group.section) ?? new SignatureReader(section.oldDocument, section.newDocument, section.names);
    readers.set(group.section, reader);
    const body = fillGroup(group, section, reader, links, room - lengthOf(header));
    if (body === undefined) break;
    opened.add(group.section);
    shown.set(group, { lines: [...header, ...body.lines], count: body.count });
    room -= lengthOf(header) + lengthOf(body.lines);
    shownChanges += body.count;
  }
  const lines = [...head];
  // Shown in the document's order: sections as given, operations as chosen (breaking first).
  for (const group of [...groups].sort((x, y) => x.section - y.section)) lines.push(...(shown.get(group)?.lines ?? []));
  const hiddenChanges = totalChanges - shownChanges;
  const hiddenGroups = groups.filter((group) => (shown.get(group)?.count ?? 0) < group.changes.length).length;
  lines.push(hiddenChanges > 0 ? footerLine(hiddenChanges, hiddenGroups, context) : `_${prose(context.fullReport, FULL_REPORT_MAX)}_`, '');
  return lines.join('\n');
}

const lengthOf = (lines: readonly string[]) => lines.reduce((sum, line) => sum + line.length + 1, 0);

/**
 * The group's `<details>` with as many of its changes as fit in `room`; undefined when not even the
 * first does. A group cut short says how many of its changes are left out.
 */
function fillGroup(group: OperationGroup, section: SpecSection, reader: SignatureReader, links: BlobLinks | undefined, room: number): { lines: string[]; count: number } | undefined {
  if (group.orphans !== undefined) {
    const lines = orphanBlock(group.orphans, links);
    return lengthOf(lines) > room ? undefined : { lines, count: 0 };
  }
  const open = [`<details><summary>${LEVEL_MARK[LEVELS[group.rank]!]} <code>${html(group.operation)}</code>: ${countsText(group.changes.map(({ change }) => change.level))}</summary>`, ''];
  const close = ['', '</details>', ''];
  const cut = (left: number) => `- … ${left} more change${left === 1 ? '' : 's'} of this operation not shown`;
  let used = lengthOf(open) + lengthOf(close) + cut(group.changes.length).length + 1;
  if (used > room) return undefined;
  const lines = [...open];
  let count = 0;
  for (const { change, index } of group.changes) {
    const entry = changeEntry(change, reader.signatureOf(change), breaksOf(section.report, index), links);
    if (used + lengthOf(entry) > room) break;
    used += lengthOf(entry);
    lines.push(...entry);
    count++;
  }
  if (count === 0) return undefined;
  if (count < group.changes.length) lines.push(cut(group.changes.length - count));
  lines.push(...close);
  return { lines, count };
}

/** Consumer lines that break with no listed change to show them under: they still fail the check. */
function orphanBlock(orphans: readonly ConsumerLine[], links: BlobLinks | undefined): string[] {
  const shown = orphans.slice(0, ORPHANS_MAX);
  const lines = [`<details><summary>${LEVEL_MARK.error} consumer code no listed change explains: ${orphans.length} line${orphans.length === 1 ? '' : 's'}</summary>`, ''];
  for (const orphan of shown) lines.push(`- ${consumerLink(orphan, links)}: ${prose(orphan.entry.message)}`);
  if (orphans.length > shown.length) lines.push(`- … and ${orphans.length - shown.length} more`);
  lines.push('', '</details>', '');
  return lines;
}

/** The consumer lines a change explains (report.consumers[].breaks[].changes index into report.changes). */
function breaksOf(report: DriftReport, index: number): ConsumerLine[] {
  const lines: ConsumerLine[] = [];
  for (const consumer of report.consumers ?? []) for (const entry of consumer.breaks) if (entry.changes.includes(index)) lines.push({ consumer, entry });
  return lines;
}

/** Groups by operation, worst level first, then in report order; document-wide changes under `(document)`. */
function operationGroups(report: DriftReport, section: number): OperationGroup[] {
  const byOperation = new Map<string, OperationGroup>();
  report.changes.forEach((change, index) => {
    const operation = change.operation ?? '(document)';
    const group = byOperation.get(operation) ?? { section, operation, rank: LEVELS.length, first: index, changes: [] };
    group.rank = Math.min(group.rank, LEVELS.indexOf(change.level));
    group.changes.push({ change, index });
    byOperation.set(operation, group);
  });
  const orphans = (report.consumers ?? []).flatMap((consumer) => consumer.breaks.filter((entry) => entry.changes.length === 0).map((entry) => ({ consumer, entry })));
  const orphanGroup: OperationGroup[] = orphans.length === 0 ? [] : [{ section, operation: '(consumer code)', rank: -1, first: -1, changes: [], orphans }];
  // Within an operation too, breaking first (a report lists by level already; a stable sort keeps its order within each).
  for (const group of byOperation.values()) group.changes.sort((a, b) => LEVELS.indexOf(a.change.level) - LEVELS.indexOf(b.change.level));
  return [...orphanGroup, ...[...byOperation.values()].sort((a, b) => a.rank - b.rank || a.first - b.first)];
}

/** Across sections: all breaking operations of every spec before any other, so the budget goes to what breaks first. */
function byPriority(groups: OperationGroup[]): OperationGroup[] {
  return groups.sort((a, b) => a.rank - b.rank || a.section - b.section || a.first - b.first);
}

function countsText(levels: readonly Level[]): string {
  const counts = LEVELS.map((level) => [level, levels.filter((each) => each === level).length] as const).filter(([, count]) => count > 0);
  return counts.map(([level, count]) => `${count} ${level === 'info' ? 'info' : `${level}${count === 1 ? '' : 's'}`}`).join(', ');
}

const summaryCounts = (summary: DriftReport['summary']) =>
  `${summary.error} error${summary.error === 1 ? '' : 's'}, ${summary.warning} warning${summary.warning === 1 ? '' : 's'}, ${summary.info} info`;

const ignoredNote = (report: DriftReport) => (report.ignored.length > 0 ? ` (${report.ignored.length} accepted by the ignore file)` : '');

const breaksNote = (report: DriftReport) => (report.consumers === undefined ? '' : `; ${consumerBreaks(report)} consumer line${consumerBreaks(report) === 1 ? '' : 's'} broken`);

/** `spec/openapiV3.json`: `main @ 1a2b3c4` → `feature @ 9f8e7d6`. */
const documentsLine = (section: SpecSection) => `${code(section.specPath)}: ${code(section.base.label, 200)} → ${code(section.head.label, 200)}`;

function headLines(sections: readonly SpecSection[]): string[] {
  const total = (level: Level) => sections.reduce((sum, { report }) => sum + report.summary[level], 0);
  const lines = [COMMENT_MARKER, `### API drift: ${summaryCounts({ error: total('error'), warning: total('warning'), info: total('info') })}`, ''];
  if (sections.length === 1) {
    const [section] = sections as [SpecSection];
    lines.push(`${documentsLine(section)}${ignoredNote(section.report)}${breaksNote(section.report)}`, '');
    return lines;
  }
  const clean = sections.filter(isCleanSection);
  lines.push(`${sections.length} specs compared, ${sections.length - clean.length} with changes.`, '');
  if (clean.length > 0) {
    const named = clean.slice(0, SECTIONS_NAMED_MAX).map((section) => code(section.specPath, 120));
    lines.push(`No changes in ${named.join(', ')}${clean.length > named.length ? ` and ${clean.length - named.length} more` : ''}.`, '');
  }
  return lines;
}

function sectionHeader(section: SpecSection): string[] {
  return [`#### ${code(section.specPath)}`, '', `${code(section.base.label, 200)} → ${code(section.head.label, 200)}: ${summaryCounts(section.report.summary)}${ignoredNote(section.report)}${breaksNote(section.report)}`, ''];
}

/** `… 4,200 more changes in 310 operations not shown: <where the full report is>`. */
function footerLine(changes: number, operations: number, context: CommentContext): string {
  return `_… ${changes} more change${changes === 1 ? '' : 's'} in ${operations} operation${operations === 1 ? '' : 's'} not shown: ${prose(context.fullReport, FULL_REPORT_MAX)}_`;
}
