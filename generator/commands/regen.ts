import { resolve } from 'node:path';
import { DEFAULTS } from '../context.ts';
import { consumerBreaks } from '../drift/index.ts';
import { UsageError } from '../load/errors.ts';
import { realCollaborators } from '../regen/adapters.ts';
import { breakingCount, levelTotals } from '../regen/acceptance.ts';
import { runStagedChecks } from '../regen/checks/index.ts';
import type { FailedCheck } from '../regen/landing-checks.ts';
import { regen, type RegenOptions, type RegenOutcome } from '../regen/pipeline.ts';
import { stderrProgress } from '../regen/progress.ts';
import type { Command } from './types.ts';
import { parseCommandLine } from './args.ts';
import { maxSpecBytes } from './spec-size.ts';

const USAGE = `usage: incident-gen regen [--base-url URL | --spec-file FILE] [options]

Fetches {base-url}${DEFAULTS.specUrlPath}, refuses implausible documents, stops when unchanged;
otherwise snapshots it, reports drift against the previous spec, regenerates, checks the staged
package (type-check under TypeScript 7.0, build under 5.9, a consumer example, the built client's
contract with the new document on loopback) and swaps spec/ and generated/ in; then runs
generate --check, swapping back when it fails. A failed check is named on stdout, its log kept.
Exit 0: landed or unchanged; 1: blocked by breaking changes or failed verification
(spec/ and generated/ untouched); 2: bad download or bad input.

  --base-url URL        the platform (default ${DEFAULTS.baseUrl})
  --spec-file FILE      read the new spec from a file instead (.json or .json.gz)
  --min-paths N         refuse documents with fewer paths (default ${DEFAULTS.minPaths})
  --timeout-ms MS       per download attempt (default ${DEFAULTS.fetchTimeoutMs})
  --retries N           further attempts after network errors and 5xx (default ${DEFAULTS.fetchRetries})
  --max-spec-mb N       refuse a document past N MB, downloaded or after gzip expansion
                        (default ${DEFAULTS.maxSpecMegabytes})
  --ignore-file FILE    accepted drift (default ${DEFAULTS.ignoreFile})
  --severity-file FILE  per-rule level overrides
  --fail-on LEVEL       error | warning | info (default ${DEFAULTS.failOn})
  --accept-surface      land even when the API surface lost or changed exports
  --accept-breaking REASON
                        land this update despite its breaking changes (drift and API surface),
                        once: REASON goes into the report and ${DEFAULTS.historyFile}; the ignore
                        file is left as it is (the first import of the live API is such a run)
  --consumer DIR        (repeatable) a folder with a tsconfig.json and code importing incident-api-client:
                        type-checked against generated/ and the staged package; a line that no
                        longer compiles blocks the update (no ignore line or --accept-breaking accepts it)
  --no-verify           skip the landing checks and generate --check
  --root DIR            the project root every default path is relative to (default .)`;

export const regenCommand: Command = {
  name: 'regen',
  usage: USAGE,
  run: async (argv) => {
    const values = parseFlags(argv);
    const outcome = await regen(buildOptions(values), realCollaborators);
    process.stdout.write(`${regenVerdict(outcome)}\n`);
    return outcome.status === 'landed' || outcome.status === 'unchanged' ? 0 : 1;
  },
};

export type RegenFlags = Partial<ReturnType<typeof parseFlags>>;

function parseFlags(argv: string[]) {
  const options = {
    'base-url': { type: 'string' },
    'spec-file': { type: 'string' },
    'min-paths': { type: 'string' },
    'timeout-ms': { type: 'string' },
    retries: { type: 'string' },
    'max-spec-mb': { type: 'string' },
    'ignore-file': { type: 'string' },
    'severity-file': { type: 'string' },
    'fail-on': { type: 'string' },
    'accept-surface': { type: 'boolean', default: false },
    'accept-breaking': { type: 'string' },
    'no-verify': { type: 'boolean', default: false },
    consumer: { type: 'string', multiple: true },
    root: { type: 'string' },
  } as const;
  return parseCommandLine('regen', argv, options).values;
}

/** Flags -> options, every default from context.ts; tests build their options the same way. */
export function buildOptions(values: RegenFlags): RegenOptions {
  if (values['base-url'] !== undefined && values['spec-file'] !== undefined) throw new UsageError('give --base-url or --spec-file, not both');
  const root = resolve(values.root ?? '.');
  const at = (path: string) => resolve(root, path);
  const source = values['spec-file'] !== undefined ? resolve(values['spec-file']) : `${(values['base-url'] ?? DEFAULTS.baseUrl).replace(/\/+$/, '')}${DEFAULTS.specUrlPath}`;
  const failOn = values['fail-on'] ?? DEFAULTS.failOn;
  if (failOn !== 'error' && failOn !== 'warning' && failOn !== 'info') throw new UsageError(`--fail-on must be error, warning or info, not "${failOn}"`);
  return {
    source,
    paths: {
      root,
      spec: at(DEFAULTS.specPath),
      snapshotsDir: at(DEFAULTS.snapshotsDir),
      reportsDir: at(DEFAULTS.reportsDir),
      outDir: at(DEFAULTS.outDir),
      scratchDir: at(DEFAULTS.scratchDir),
      ignoreFile: values['ignore-file'] !== undefined ? resolve(values['ignore-file']) : at(DEFAULTS.ignoreFile),
      severityFile: values['severity-file'] !== undefined ? resolve(values['severity-file']) : DEFAULTS.severityFile,
      surfaceFile: at(DEFAULTS.surfaceFile),
      historyFile: at(DEFAULTS.historyFile),
      releasesFile: at(DEFAULTS.releasesFile),
    },
    minPaths: count(values['min-paths'], '--min-paths', DEFAULTS.minPaths),
    fetch: {
      timeoutMs: count(values['timeout-ms'], '--timeout-ms', DEFAULTS.fetchTimeoutMs),
      retries: count(values.retries, '--retries', DEFAULTS.fetchRetries),
      retryDelayMs: DEFAULTS.fetchRetryDelayMs,
      maxBytes: maxSpecBytes(values['max-spec-mb']),
    },
    failOn,
    verify: !values['no-verify'],
    acceptSurface: values['accept-surface'] ?? false,
    acceptBreaking: acceptBreakingReason(values['accept-breaking']),
    consumers: (values.consumer ?? []).map((dir) => resolve(dir)),
    lock: { waitMs: DEFAULTS.landingLockWaitMs, pollMs: DEFAULTS.landingLockPollMs },
    stagedChecks: runStagedChecks,
    now: () => new Date(),
    progress: stderrProgress(),
  };
}

/** A breaking update is accepted on purpose: the reason must say something. */
function acceptBreakingReason(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '') throw new UsageError('--accept-breaking needs a reason: --accept-breaking "first import of the live spec"');
  return value;
}

function count(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new UsageError(`${flag} takes a whole number, not "${value}"`);
  return Number(value);
}

/** The one line the command prints for an outcome (with the failed step's output after it). */
export function regenVerdict(outcome: RegenOutcome): string {
  switch (outcome.status) {
    case 'unchanged':
      return `unchanged: the live spec matches spec/openapiV3.json (sha256 ${outcome.hash.slice(0, 12)})`;
    case 'landed': {
      // The drift by level with the accepted changes in (not "0 error" for an accepted break), and the report's one count of them.
      const breaking = breakingCount(outcome.drift);
      const accepted = breaking > 0 ? `, ${breaking} breaking change(s) accepted` : '';
      return `landed ${outcome.stamp}: ${outcome.release ? `${outcome.release.version} (${outcome.release.bump}), ` : ''}${summary(levelTotals(outcome.drift.report))}${accepted}; report ${outcome.reportPath}`;
    }
    case 'blocked':
      return `blocked: ${outcome.drift.failing.length} breaking drift change(s), ${outcome.surfaceBreaks.length} API-surface break(s)${outcome.drift.report.consumers ? `, ${consumerBreaks(outcome.drift.report)} consumer line(s) that no longer compile` : ''}; spec/ and generated/ unchanged; see ${outcome.reportPath}`;
    case 'verify-failed':
      return verifyFailedVerdict(outcome);
  }
}

/** Each failed check by name with the first lines it printed; the last line names the whole log. */
function verifyFailedVerdict(outcome: FailedCheck): string {
  const checks = outcome.failed.map((check) => [`  ${check.name}:`, ...check.firstLines.map((line) => `    ${line}`)].join('\n'));
  return [`failed: ${outcome.failed.length} landing check(s) did not pass; spec/ and generated/ unchanged`, ...checks, `full log: ${outcome.logFile}`].join('\n');
}

const summary = (counts: { error: number; warning: number; info: number }) => `${counts.error} error, ${counts.warning} warning, ${counts.info} info`;
