import { DEFAULTS } from '../context.ts';
import { buildChangelog } from '../drift/changelog.ts';
import { renderChangelogJson, renderChangelogMarkdown } from '../drift/render/changelog.ts';
import { UsageError } from '../load/errors.ts';
import type { Command } from './types.ts';
import { parseCommandLine } from './args.ts';
import { maxSpecBytes } from './spec-size.ts';

const USAGE = `usage: incident-gen changelog [--dir DIR] [--format markdown|json] [--max-spec-mb N]

Walks a folder of spec snapshots (.json or .json.gz, named by date so that name order is time
order), compares each with the one before and prints the dated history, newest first.

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
    const entries = await buildChangelog(values.dir ?? DEFAULTS.snapshotsDir, DEFAULTS.fetchTimeoutMs, maxSpecBytes(values['max-spec-mb']));
    process.stdout.write(format === 'json' ? renderChangelogJson(entries) : renderChangelogMarkdown(entries));
    return 0;
  },
};

function parseFlags(argv: string[]) {
  return parseCommandLine('changelog', argv, { dir: { type: 'string' }, format: { type: 'string' }, 'max-spec-mb': { type: 'string' } }).values;
}
