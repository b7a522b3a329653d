import { basename } from 'node:path';
import { DEFAULTS } from '../context.ts';
import { diffDocuments, exitStatus, FORMATS, renderReport, RULES, type DiffOptions, type DriftFormat, type DriftReport, type Level, type RuleInfo } from '../drift/index.ts';
import type { ConsumerProject } from '../impact/index.ts';
import type { OpenApiDocument } from '../load/document.ts';
import { loadDiffOptions } from '../drift/settings.ts';
import { dateFromName } from '../drift/snapshots.ts';
import { UsageError } from '../load/errors.ts';
import { loadSpec } from '../load/index.ts';
import type { Command } from './types.ts';
import { matchObserved, readObserved, renderWithObserved } from '../drift/observed/index.ts';
import { parseCommandLine } from './args.ts';
import { maxSpecBytes } from './spec-size.ts';

const USAGE = `usage: incident-gen drift OLD NEW [options]
       incident-gen drift --list-rules [--format text|json]

Compares two OpenAPI documents (files, .json.gz or http(s) URLs) and reports every change that
can affect a client or a webhook consumer, each with a stable rule id and a level.
Exit 0: nothing at or above --fail-on; 1: something is; 2: the comparison could not be made.

  --format FORMAT     text | markdown | json | junit | github (default ${DEFAULTS.driftFormat}; text is coloured on a TTY)
  --fail-on LEVEL     error | warning | info (default ${DEFAULTS.failOn})
  --severity FILE     level overrides, one "rule-id level" per line
  --ignore FILE       accepted changes, one "<operation> <rule-id> [<location>] # <reason>" per line
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
    const report = consumers.length > 0 ? await diffWithConsumers(before.document, after.document, options, consumers) : diffDocuments(before.document, after.document, options);
    const renderOptions = { color: format === 'text' && Boolean(process.stdout.isTTY), failOn };
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
  } as const;
  return parseCommandLine('drift', argv, options, true);
}

/** The report named from the two models, whose packages the consumers are then compiled against. */
async function diffWithConsumers(before: OpenApiDocument, after: OpenApiDocument, options: DiffOptions, consumers: ConsumerProject[]): Promise<DriftReport> {
  const [{ documentModel, symbolNames }, impact] = [await import('../model/symbol-names.ts'), await import('../impact/index.ts')];
  const models = { old: documentModel(before), new: documentModel(after) };
  const report = diffDocuments(before, after, { ...options, names: { old: symbolNames(models.old), new: symbolNames(models.new) } });
  const packages = await impact.writeScratchPackages(models);
  try {
    return { ...report, consumers: impact.checkConsumers(consumers, packages, report) };
  } finally {
    packages.remove();
  }
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
