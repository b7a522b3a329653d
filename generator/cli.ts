#!/usr/bin/env -S npx tsx
import { InputError, UsageError } from './load/errors.ts';
import type { Command } from './commands/types.ts';
import { generateCommand } from './commands/generate.ts';
import { driftCommand } from './commands/drift.ts';
import { changelogCommand } from './commands/changelog.ts';
import { regenCommand } from './commands/regen.ts';
import { surfaceCommand } from './commands/surface.ts';

const COMMANDS: Command[] = [generateCommand, driftCommand, changelogCommand, regenCommand, surfaceCommand];

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'usage: incident-gen <command> [options]',
    '',
    'commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    "Run 'incident-gen <command> --help' for a command's options.",
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(help() + '\n');
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) throw new UsageError(`unknown command "${name}"; expected one of: ${COMMANDS.map((c) => c.name).join(', ')}`);
  return command.run(rest);
}

main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    if (error instanceof InputError || error instanceof UsageError) {
      process.stderr.write(`error: ${error.message}\n`);
    } else {
      // Not the user's fault, but still one line; DEBUG=1 shows where it came from.
      process.stderr.write(`error: internal: ${error instanceof Error ? error.message : String(error)}\n`);
      if (process.env.DEBUG) process.stderr.write(`${(error as Error).stack}\n`);
    }
    process.exitCode = 2;
  },
);
