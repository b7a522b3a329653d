import { DEFAULTS } from '../context.ts';
import { LEVELS, type Level } from '../drift/index.ts';
import { UsageError } from '../load/errors.ts';
import { runSpecDiff } from '../pull-request/run.ts';
import { readStepEnvironment } from '../pull-request/step-environment.ts';
import { parseCommandLine } from './args.ts';
import { maxSpecBytes } from './spec-size.ts';
import type { Command } from './types.ts';

const USAGE = `usage: incident-gen spec-diff [options]

Runs as a GitHub Actions step on a pull request (actions/spec-diff/action.yml runs it; see
docs/spec-diff-action.md): compares each spec matching --spec at the merge-base of the pull
request's base branch and head with the spec at the head, keeps one comment on the pull request up
to date, annotates the spec lines that changed, writes the job summary, the step's outputs and the
full report (for a workflow artifact). Reads the step's environment (GITHUB_EVENT_PATH,
GITHUB_REPOSITORY, GITHUB_API_URL, GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, ...), and the token from
${DEFAULTS.specDiff.tokenVariable} only.
Exit 0: nothing at or above --fail-on and no consumer breaks; 1: something is; 2: bad input. A
comment GitHub refuses (a fork's read-only token) falls back to the job summary: same status.

  --spec GLOB         (repeatable) the spec or specs to compare, one report section each; * and ?
                      within a folder, ** across folders (default ${DEFAULTS.specDiff.specGlob})
  --base REF          compare against this commit or branch instead of the merge-base
  --fail-on LEVEL     error | warning | info (default ${DEFAULTS.failOn})
  --severity FILE     level overrides, one "rule-id level" per line
  --ignore FILE       accepted changes, as drift's --ignore
  --consumer DIR      (repeatable) a folder of code importing the generated client: lines that
                      compile only against the base's package are breaks, and fail the check
  --comment on|off    keep the pull request comment (default ${DEFAULTS.specDiff.comment ? 'on' : 'off'})
  --max-spec-mb N     refuse a spec past N MB (default ${DEFAULTS.maxSpecMegabytes})`;

export const specDiffCommand: Command = {
  name: 'spec-diff',
  usage: USAGE,
  run: async (argv) => {
    const { values } = parseCommandLine(
      'spec-diff',
      argv,
      {
        spec: { type: 'string', multiple: true },
        base: { type: 'string' },
        'fail-on': { type: 'string' },
        severity: { type: 'string' },
        ignore: { type: 'string' },
        consumer: { type: 'string', multiple: true },
        comment: { type: 'string' },
        'max-spec-mb': { type: 'string' },
      } as const,
      false,
    );
    const failOn = (values['fail-on'] ?? DEFAULTS.failOn) as Level;
    if (!LEVELS.includes(failOn)) throw new UsageError(`--fail-on must be error, warning or info, not "${failOn}"`);
    const comment = values.comment ?? (DEFAULTS.specDiff.comment ? 'on' : 'off');
    if (comment !== 'on' && comment !== 'off') throw new UsageError(`--comment must be on or off, not "${comment}"`);
    // An action input left empty arrives as an empty flag: it means "the default", not "nothing".
    const nonEmpty = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);
    // A repeatable flag from an action input holds one value a line.
    const eachLine = (flags: readonly string[] | undefined) => (flags ?? []).flatMap((flag) => flag.split('\n')).map((line) => line.trim()).filter(Boolean);
    const specGlobs = eachLine(values.spec);
    const environment = readStepEnvironment(process.env, process.cwd());
    const base = nonEmpty(values.base);
    const severityFile = nonEmpty(values.severity);
    const ignoreFile = nonEmpty(values.ignore);
    return runSpecDiff(
      {
        specGlobs: specGlobs.length > 0 ? specGlobs : [DEFAULTS.specDiff.specGlob],
        failOn,
        consumerDirs: eachLine(values.consumer),
        comment: comment === 'on',
        maxSpecBytes: maxSpecBytes(nonEmpty(values['max-spec-mb'])),
        ...(base === undefined ? {} : { base }),
        ...(severityFile === undefined ? {} : { severityFile }),
        ...(ignoreFile === undefined ? {} : { ignoreFile }),
      },
      environment,
      { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) },
    );
  },
};
