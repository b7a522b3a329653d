import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../load/errors.ts';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/**
 * A command's flags, parsed strictly: an unknown or malformed flag is a UsageError that points at
 * the command's --help (which cli.ts answers before any command runs).
 */
export function parseCommandLine<const Options extends OptionsConfig, const Positionals extends boolean = false>(
  command: string,
  argv: string[],
  options: Options,
  allowPositionals?: Positionals,
) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: (allowPositionals ?? false) as Positionals });
  } catch (error) {
    // Node appends advice about `--` to unknown options when positionals are allowed: one line is enough.
    const reason = (error as Error).message.split('\n')[0]!.replace(/\. To specify a positional argument.*$/, '');
    throw new UsageError(`${reason} (see 'incident-gen ${command} --help')`);
  }
}
