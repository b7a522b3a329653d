/**
 * The drift checker's in-process API (the regen command and tests use it; the CLI is a thin shell):
 *
 *     const report = diffDocuments(oldDocument, newDocument, { history, severity, ignore });
 *     process.stdout.write(renderReport(report, 'markdown'));
 */
export { consumerBreaks, diffDocuments, exitStatus, isAtOrAbove, LEVELS, withIgnores, type ConsumerBreak, type ConsumerReport, type DiffOptions, type DriftChange, type DriftReport } from './report.ts';
export { renderReport, FORMATS, type DriftFormat, type DriftSources, type RenderOptions, type SpecSource } from './render/index.ts';
export { parseIgnore, type IgnoreEntry } from './ignore.ts';
export { parseSeverity, type SeverityOverrides } from './severity.ts';
export { SnapshotHistory, loadHistory, type DeprecationHistory } from './history.ts';
export { listSnapshots, dateFromName, type SnapshotFile } from './snapshots.ts';
export { RULES, type Level, type RuleId, type RuleInfo } from './rules/registry.ts';
export { diffTree } from './tree/document.ts';
