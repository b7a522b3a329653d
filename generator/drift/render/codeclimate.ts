import { fingerprintOf } from '../fingerprint.ts';
import type { DriftReport } from '../report.ts';
import type { Level } from '../rules/registry.ts';
import { breakFile, eachBreak, explanation } from './consumers.ts';
import { CONSUMER_BREAK_RULE } from './sarif.ts';
import { headline, type RenderOptions } from './shared.ts';
import { changeFileLine } from './sources.ts';

const SEVERITIES: Record<Level, 'critical' | 'major' | 'info'> = { error: 'critical', warning: 'major', info: 'info' };

/**
 * GitLab Code Quality (the Code Climate issue subset GitLab reads) for merge-request widgets: one
 * issue per change, at the new spec's file and line when known (line 1 when not: GitLab needs
 * both), fingerprinted by the change's fingerprint; one per consumer break at the consumer's line.
 */
export function renderCodeClimate(report: DriftReport, options: RenderOptions = {}): string {
  const specPath = options.sources?.new.file ?? options.sources?.new.label ?? 'openapi';
  const issues = report.changes.map((change) => {
    const at = changeFileLine(options.sources, change);
    return {
      type: 'issue',
      check_name: change.id,
      description: `${headline(change)}${change.location ? ` (${change.location})` : ''}`,
      categories: ['Compatibility'],
      severity: SEVERITIES[change.level],
      fingerprint: change.fingerprint,
      location: { path: at?.file ?? specPath, lines: { begin: at?.line ?? 1 } },
    };
  });
  for (const { consumer, entry } of eachBreak(report)) {
    const file = breakFile(consumer, entry);
    issues.push({
      type: 'issue',
      check_name: CONSUMER_BREAK_RULE.id,
      description: `TS${entry.code}: ${entry.message} ← ${explanation(report, entry)}`,
      categories: ['Compatibility'],
      severity: 'critical',
      fingerprint: fingerprintOf({ id: CONSUMER_BREAK_RULE.id, operation: file, location: `${entry.line}:${entry.column}`, message: entry.message }),
      location: { path: file, lines: { begin: entry.line } },
    });
  }
  return `${JSON.stringify(issues, null, 2)}\n`;
}
