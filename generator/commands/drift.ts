import { basename } from 'node:path';
import { DEFAULTS } from '../context.ts';
import { diffDocuments, exitStatus, FORMATS, renderReport, RULES, type DriftFormat, type DriftSources, type Level, type RuleInfo } from '../drift/index.ts';
import { changeLines } from '../drift/change-lines.ts';
import { loadDiffOptions } from '../drift/settings.ts';
import { dateFromName } from '../drift/snapshots.ts';
import { UsageError } from '../load/errors.ts';
import { loadSpec, type LoadedSpec } from '../load/index.ts';
import { oneLine } from '../text/markdown.ts';
import type { Command } from './types.ts';
import { matchObserved, readObserved, renderWithObserved } from '../drift/observed/index.ts';
import { parseCommandLine } from './args.ts';
import { maxSpecBytes } from './spec-size.ts';

const USAGE = `usage: incident-gen drift OLD NEW [options]
       incident-gen drift --list-rules [--format text|json]

Compares two OpenAPI documents (files, .json.gz or http(s) URLs) and reports every change that
can affect a client or a webhook consumer, each with a stable rule id and a level.
Exit 0: nothing at or above --fail-on; 1: something is; 2: the comparison could not be made.

  --format FORMAT     ${FORMATS.join(' | ')} (default ${DEFAULTS.driftFormat}; text is
                      coloured on a TTY; sarif is SARIF 2.1.0 for code scanning, codeclimate is GitLab
                      Code Quality; github, sarif and codeclimate place each change at its line of NEW
                      when NEW is a local file, a removal at its parent's line)
  --fail-on LEVEL     error | warning | info (default ${DEFAULTS.failOn})
  --severity FILE     level overrides, one "rule-id level" per line
  --ignore FILE       accepted changes, one "<operation> <rule-id> [<location>] # <reason>" or
                      "fingerprint:<12 hex digits> # <reason>" per line (every format prints each
                      change's fingerprint: it names that one change, whatever else the spec changes)
  --old-label TEXT    how the markdown header names OLD (default: its path or URL, with the version
                      and the date its name carries): "spec/openapiV3.json @ main (abc1234)"
  --new-label TEXT    the same for NEW
  --history DIR       snapshot folder (.json / .json.gz named by date): judges removals against the
                      ${DEFAULTS.deprecationWindowDays}-day deprecation window
  --observed FILE     findings onDrift collected (JSON lines): listed beside the changes, each
                      marked explained by the new document or not
  --consumer DIR      (repeatable) a folder with a tsconfig.json and code importing incident-api-client:
                      type-checked against the package generated from OLD and from NEW; every line
                      that compiles only with OLD is a break, listed with the changes that explain it,
                      and makes the exit status 1 whatever the levels
  --max-spec-mb N     refuse a document past N MB, read or after gzip expansion (default ${DEFAULTS.maxSpecMegabytes})
  --list-rules        print every rule: id, level, direction, description (json adds oasdiff's nearest rule id)`;

const LEVEL_NAMES: readonly string[] = ['error', 'warning', 'info'];

export const driftCommand: Command = {
  name: 'drift',
  usage: USAGE,
  run: async (argv) => {
    const { values, positionals } = parseFlags(argv);
    if (values['list-rules']) {
      process.stdout.write(listRules(values.format === 'json'));
      return 0;
    }
    const format = (values.format ?? DEFAULTS.driftFormat) as DriftFormat;
    if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not "${format}"`);
    const failOn = (values['fail-on'] ?? DEFAULTS.failOn) as Level;
    if (!LEVEL_NAMES.includes(failOn)) throw new UsageError(`--fail-on must be error, warning or info, not "${failOn}"`);
    if (positionals.length !== 2) throw new UsageError('drift needs two specs: OLD NEW (see drift --help)');
    const [oldSource, newSource] = positionals as [string, string];

    const timeoutMs = DEFAULTS.fetchTimeoutMs;
    const maxBytes = maxSpecBytes(values['max-spec-mb']);
    // A bad consumer folder is bad input before anything is loaded or generated.
    const consumers = values.consumer && values.consumer.length > 0 ? (await import('../impact/index.ts')).readConsumerProjects(values.consumer) : [];
    const [before, after] = [await loadSpec(oldSource, { timeoutMs, maxBytes }), await loadSpec(newSource, { timeoutMs, maxBytes })];
    const options = await loadDiffOptions({
      severityFile: values.severity,
      ignoreFile: values.ignore,
      historyDir: values.history,
      comparedAt: dateFromName(basename(newSource)),
      timeoutMs,
    });
    const observed = values.observed === undefined ? undefined : await readObserved(values.observed);
    const report = consumers.length > 0 ? (await (await import('../impact/diff-with-consumers.ts')).diffWithConsumers(before.document, after.document, options, consumers)).report : diffDocuments(before.document, after.document, options);
    const renderOptions = { color: format === 'text' && Boolean(process.stdout.isTTY), failOn, sources: sourcesOf(oldSource, before, values['old-label'], newSource, after, values['new-label']) };
    process.stdout.write(observed ? renderWithObserved(report, matchObserved(report, observed), format, renderOptions) : renderReport(report, format, renderOptions));
    return exitStatus(report, failOn);
  },
};

function parseFlags(argv: string[]) {
  const options = {
    format: { type: 'string' },
    'fail-on': { type: 'string' },
    severity: { type: 'string' },
    ignore: { type: 'string' },
    history: { type: 'string' },
    observed: { type: 'string' },
    'max-spec-mb': { type: 'string' },
    'list-rules': { type: 'boolean', default: false },
    consumer: { type: 'string', multiple: true },
    'old-label': { type: 'string' },
    'new-label': { type: 'string' },
  } as const;
  return parseCommandLine('drift', argv, options, true);
}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/**
 * The two documents as the report names them, and the new one's file with a line finder over the
 * bytes already read (no second read): its text is decoded, and the map built, only if a format
 * asks for a line.
 */
function sourcesOf(oldSource: string, before: LoadedSpec, oldLabel: string | undefined, newSource: string, after: LoadedSpec, newLabel: string | undefined): DriftSources {
  const format = /\.ya?ml(\.gz)?$/i.test(newSource) ? 'yaml' : 'json';
  let lineOf: ReturnType<typeof changeLines> | undefined;
  return {
    old: { label: oldLabel ?? defaultLabel(oldSource, before), ...(isUrl(oldSource) ? {} : { file: oldSource }) },
    new: { label: newLabel ?? defaultLabel(newSource, after), ...(isUrl(newSource) ? {} : { file: newSource }), lineOf: (change) => (lineOf ??= changeLines(after.document, after.text, format))(change) },
  };
}

/** `spec/openapiV3.json (version 2.1.0, dated 2026-07-30)`: the path or URL as shown (no credentials), with what the document and its name say. */
function defaultLabel(source: string, spec: LoadedSpec): string {
  const version = typeof spec.document.info?.version === 'string' && spec.document.info.version.trim() !== '' ? `version ${oneLine(spec.document.info.version).slice(0, 80)}` : undefined;
  const date = dateFromName(basename(source));
  const said = [version, date ? `dated ${date.toISOString().slice(0, 10)}` : undefined].filter(Boolean);
  return said.length > 0 ? `${spec.origin} (${said.join(', ')})` : spec.origin;
}

function listRules(json: boolean): string {
  if (json) {
    const rows = RULES.map((rule: RuleInfo) => ({
      id: rule.id,
      level: rule.level,
      direction: rule.direction,
      family: rule.family,
      description: rule.description,
      oasdiff: rule.oasdiff,
      ...(rule.oasdiffNote ? { oasdiffNote: rule.oasdiffNote } : {}),
    }));
    return `${JSON.stringify(rows, null, 2)}\n`;
  }
  const width = Math.max(...RULES.map((rule) => rule.id.length));
  return RULES.map((rule) => `${rule.id.padEnd(width)}  ${rule.level.padEnd(7)}  ${rule.direction.padEnd(8)}  ${rule.description}\n`).join('');
}
