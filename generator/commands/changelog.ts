import { DEFAULTS } from '../context.ts';
import { buildChangelog } from '../drift/changelog.ts';
import { renderChangelogJson, renderChangelogMarkdown } from '../drift/render/changelog.ts';
import { InputError, UsageError } from '../load/errors.ts';
import { stampedSnapshots } from '../drift/snapshots.ts';
import type { Command } from './types.ts';
import { parseCommandLine } from './args.ts';
import { maxSpecBytes } from './spec-size.ts';

const USAGE = `usage: incident-gen changelog [--dir DIR] [--format markdown|json] [--max-spec-mb N]

Walks a folder of spec snapshots, compares each with the one before and prints the dated history,
newest first. A snapshot is named as regen writes it, by its UTC time: YYYY-MM-DDTHHMMSSZ.json
(2026-07-30T091251Z.json), or .json.gz; any other .json file there is skipped, and named on stderr.

  --dir DIR          the snapshot folder (default ${DEFAULTS.snapshotsDir})
  --format FORMAT    markdown | json (default markdown)
  --max-spec-mb N    refuse a snapshot past N MB, read or after gzip expansion (default ${DEFAULTS.maxSpecMegabytes})`;

export const changelogCommand: Command = {
  name: 'changelog',
  usage: USAGE,
  run: async (argv) => {
    const values = parseFlags(argv);
    const format = values.format ?? 'markdown';
    if (format !== 'markdown' && format !== 'json') throw new UsageError(`--format must be markdown or json, not "${format}"`);
    const dir = values.dir ?? DEFAULTS.snapshotsDir;
    const { snapshots, skipped } = stampedSnapshots(dir);
    if (skipped.length > 0) process.stderr.write(`${skippedLine(skipped)}\n`);
    if (snapshots.length === 0) throw new InputError(dir, `no snapshots named like ${STAMP_EXAMPLE} (.json or .json.gz) in this folder`);
    const entries = await buildChangelog(snapshots, DEFAULTS.fetchTimeoutMs, maxSpecBytes(values['max-spec-mb']));
    process.stdout.write(format === 'json' ? renderChangelogJson(entries) : renderChangelogMarkdown(entries));
    return 0;
  },
};

const STAMP_EXAMPLE = '2026-07-30T091251Z.json';
/** A folder may hold any number of strays: the line names the first few. */
const SKIPPED_NAMED = 5;

/** `changelog: skipped 2 files not named like a snapshot (2026-07-30T091251Z.json): "latest.json", "notes.json"`, each name quoted as JSON, so no control character reaches the terminal. */
export function skippedLine(skipped: readonly string[]): string {
  const named = skipped.slice(0, SKIPPED_NAMED).map((name) => JSON.stringify(name).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  const more = skipped.length > SKIPPED_NAMED ? ` and ${skipped.length - SKIPPED_NAMED} more` : '';
  return `changelog: skipped ${skipped.length} ${skipped.length === 1 ? 'file' : 'files'} not named like a snapshot (${STAMP_EXAMPLE}): ${named.join(', ')}${more}`;
}

function parseFlags(argv: string[]) {
  return parseCommandLine('changelog', argv, { dir: { type: 'string' }, format: { type: 'string' }, 'max-spec-mb': { type: 'string' } }).values;
}
