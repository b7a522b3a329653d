import { fingerprintOf } from '../fingerprint.ts';
import type { DriftChange, DriftReport } from '../report.ts';
import { RULES, type Level } from '../rules/registry.ts';
import { breakFile, eachBreak, explanation } from './consumers.ts';
import { headline, type RenderOptions } from './shared.ts';
import { changeFileLine } from './sources.ts';

const SARIF_LEVELS: Record<Level, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

/** The rule a consumer's line that no longer compiles is reported under: it is no spec rule. */
export const CONSUMER_BREAK_RULE = { id: 'consumer-break', level: 'error', description: 'consumer code that compiles against the old package no longer compiles against the new one' } as const;

/** A relative path as a URI reference (each segment percent-encoded); an absolute one as a `file:` URI. */
export function fileUri(path: string): string {
  const slashed = path.split('\\').join('/');
  const encoded = slashed.split('/').map(encodeURIComponent).join('/');
  if (/^[a-z]:\//i.test(slashed)) return `file:///${slashed.slice(0, 2)}${encoded.slice(encoded.indexOf('/'))}`;
  return slashed.startsWith('/') ? `file://${encoded}` : encoded;
}

const region = (line: number, column?: number) => ({ startLine: line, ...(column === undefined ? {} : { startColumn: column }) });

/**
 * SARIF 2.1.0 for code scanning: every rule of the registry (id, description, default level) in
 * `tool.driver.rules`, one result per change at the new spec's file and line when it is a local
 * file, with the change's fingerprint as its partial fingerprint, and one per consumer break at
 * the consumer's line. Ignored changes are left out: code scanning would raise them again.
 */
export function renderSarif(report: DriftReport, options: RenderOptions = {}): string {
  const rules = [...RULES, ...(report.consumers ? [{ ...CONSUMER_BREAK_RULE, direction: 'both', family: 'consumers' }] : [])];
  const ruleIndex = new Map<string, number>(rules.map((rule, index) => [rule.id, index]));
  const changeResult = (change: DriftChange) => {
    const at = changeFileLine(options.sources, change);
    const where = change.location ?? change.operation;
    return {
      ruleId: change.id,
      ruleIndex: ruleIndex.get(change.id) ?? -1,
      level: SARIF_LEVELS[change.level],
      message: { text: `${headline(change)}${change.location ? ` (${change.location})` : ''}` },
      partialFingerprints: { 'driftChange/v1': change.fingerprint },
      locations: [
        {
          ...(at && { physicalLocation: { artifactLocation: { uri: fileUri(at.file) }, region: region(at.line) } }),
          ...(where && { logicalLocations: [{ name: where, fullyQualifiedName: [change.operation, change.location].filter(Boolean).join(' ') }] }),
        },
      ].filter((location) => Object.keys(location).length > 0),
    };
  };
  const breakResults = eachBreak(report).map(({ consumer, entry }) => {
    const file = breakFile(consumer, entry);
    return {
      ruleId: CONSUMER_BREAK_RULE.id,
      ruleIndex: ruleIndex.get(CONSUMER_BREAK_RULE.id)!,
      level: 'error',
      message: { text: `TS${entry.code}: ${entry.message} ← ${explanation(report, entry)}` },
      partialFingerprints: { 'driftChange/v1': fingerprintOf({ id: CONSUMER_BREAK_RULE.id, operation: file, location: `${entry.line}:${entry.column}`, message: entry.message }) },
      locations: [{ physicalLocation: { artifactLocation: { uri: fileUri(file) }, region: region(entry.line, entry.column) } }],
    };
  });
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'incident-gen drift',
            rules: rules.map((rule) => ({
              id: rule.id,
              shortDescription: { text: rule.description },
              defaultConfiguration: { level: SARIF_LEVELS[rule.level] },
              properties: { tags: [rule.direction, rule.family] },
            })),
          },
        },
        results: [...report.changes.map(changeResult), ...breakResults],
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}
