import type { OpenApiDocument } from '../load/document.ts';
import { DEFAULTS } from '../context.ts';
import { documentSymbolNames } from '../model/symbol-names.ts';
import type { DeprecationHistory } from './history.ts';
import { fingerprintOf } from './fingerprint.ts';
import { findIgnore, type IgnoreEntry } from './ignore.ts';
import { applyRules, type Finding } from './rules/index.ts';
import type { Level } from './rules/registry.ts';
import type { SeverityOverrides } from './severity.ts';
import { symbolTexts, type DocumentNames } from './symbols.ts';
import { diffTree } from './tree/document.ts';

/** One change as every output format shows it (the JSON shape is documented in the README). */
export interface DriftChange {
  id: string;
  level: Level;
  operation: string | null;
  location: string | null;
  message: string;
  symbols: string[];
  /** Stable across runs and pushes (fingerprint.ts): an ignore line may name it. */
  fingerprint: string;
}

export interface DriftReport {
  summary: Record<Level, number>;
  /** Breaking first, then by operation, rule and location: same input, same order. */
  changes: DriftChange[];
  /** Changes an ignore entry silenced, with the entry's reason. */
  ignored: Array<DriftChange & { reason: string }>;
  /** `--consumer` folders checked against both packages (generator/impact/): absent when none was given. */
  consumers?: ConsumerReport[];
}

/** A consumer's code that compiles against the old package and not against the new one. */
export interface ConsumerBreak {
  /** Relative to the consumer's folder, `/`-separated. */
  file: string;
  line: number;
  column: number;
  /** TypeScript's error code (2339: no such property). */
  code: number;
  message: string;
  /** Indices into the report's `changes` that explain it: empty when no listed change does. */
  changes: number[];
  /** Indices into the report's `ignored` that explain it (an ignore line does not accept a break); absent when none do. */
  ignored?: number[];
}

export interface ConsumerReport {
  dir: string;
  breaks: ConsumerBreak[];
}

export interface DiffOptions {
  deprecationWindowDays?: number;
  /** When the new document was published (judges the deprecation window). */
  comparedAt?: Date;
  history?: DeprecationHistory;
  /** The date a sunset is judged at when neither comparedAt nor the history gives one (default: the current time). */
  now?: Date;
  severity?: SeverityOverrides;
  ignore?: readonly IgnoreEntry[];
  /** The generated names of both documents, when the caller has built their models already; else worked out here, for the changes found only. */
  names?: DocumentNames;
  /** False: every change's `symbols` is left empty, for a caller that shows none (the change log), which then models neither document. */
  symbols?: boolean;
  /** False: every change's `fingerprint` is left empty, for a caller that shows none and gives no ignore list (the change log). */
  fingerprints?: boolean;
}

export const LEVELS: readonly Level[] = ['error', 'warning', 'info'];

/** The whole comparison: change tree, rules, severity overrides, ignores, stable order. */
export function diffDocuments(oldDocument: OpenApiDocument, newDocument: OpenApiDocument, options: DiffOptions = {}): DriftReport {
  const findings = applyRules(diffTree(oldDocument, newDocument), {
    deprecationWindowDays: options.deprecationWindowDays ?? DEFAULTS.deprecationWindowDays,
    now: options.now ?? new Date(),
    ...(options.comparedAt ? { comparedAt: options.comparedAt } : {}),
    ...(options.history ? { history: options.history } : {}),
  });
  // Named after duplicates are dropped (the last of equal findings stays, as it always has): each change is named once.
  const unique = new Map<string, Finding>();
  for (const finding of findings) unique.set(JSON.stringify([finding.id, finding.operation, finding.location, finding.message]), finding);
  const names = options.symbols === false ? undefined : (options.names ?? { old: documentSymbolNames(oldDocument), new: documentSymbolNames(newDocument) });
  // An ignore line may name a fingerprint: with entries to match, every change gets its own.
  const fingerprints = options.fingerprints !== false || (options.ignore?.length ?? 0) > 0;
  const changes = [...unique.values()].map((finding) => toChange(finding, options.severity, names, fingerprints)).sort(compareChanges);
  return withIgnores({ summary: { error: 0, warning: 0, info: 0 }, changes, ignored: [] }, options.ignore ?? []);
}

/**
 * The report with every change an entry of `ignore` matches moved to `ignored`, as if the entries
 * had been given to diffDocuments: regen's `--accept-breaking` accepts a report's failing changes
 * without comparing the documents again. Consumers are checked after the ignores are applied (their
 * breaks index the changes as listed then), so the result has none.
 */
export function withIgnores(report: DriftReport, ignore: readonly IgnoreEntry[]): DriftReport {
  const result: DriftReport = { summary: { error: 0, warning: 0, info: 0 }, changes: [], ignored: [...report.ignored] };
  for (const change of report.changes) {
    const entry = findIgnore(ignore, change);
    if (entry) {
      result.ignored.push({ ...change, reason: entry.reason });
      continue;
    }
    result.changes.push(change);
    result.summary[change.level]++;
  }
  result.ignored.sort(compareChanges);
  return result;
}

const toChange = (finding: Finding, severity: SeverityOverrides | undefined, names: DocumentNames | undefined, fingerprint: boolean): DriftChange => ({
  id: finding.id,
  level: severity?.get(finding.id) ?? finding.level,
  operation: finding.operation,
  location: finding.location,
  message: finding.message,
  symbols: names ? symbolTexts(finding.symbols, names) : [],
  fingerprint: fingerprint ? fingerprintOf(finding) : '',
});

const compareText = (a: string | null, b: string | null) => ((a ?? '') < (b ?? '') ? -1 : (a ?? '') > (b ?? '') ? 1 : 0);

/** The report's order: level, then operation, rule, location and message. */
const compareChanges = (a: DriftChange, b: DriftChange) =>
  LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
  compareText(a.operation, b.operation) ||
  compareText(a.id, b.id) ||
  compareText(a.location, b.location) ||
  compareText(a.message, b.message);

/** Whether a change at `level` counts against `--fail-on failOn` (error is above warning, above info). */
export const isAtOrAbove = (level: Level, failOn: Level) => LEVELS.indexOf(level) <= LEVELS.indexOf(failOn);

/** A consumer's line that no longer compiles: blocking whatever the levels and ignores say. */
export const consumerBreaks = (report: DriftReport): number => (report.consumers ?? []).reduce((sum, consumer) => sum + consumer.breaks.length, 0);

/** 1 when any change is at or above `failOn` or any consumer breaks, else 0. */
export function exitStatus(report: DriftReport, failOn: Level): 0 | 1 {
  return report.changes.some((change) => isAtOrAbove(change.level, failOn)) || consumerBreaks(report) > 0 ? 1 : 0;
}
