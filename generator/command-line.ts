/**
 * The CLI's dispatch and exit statuses, apart from the process it runs in (generator/cli.ts), so
 * a test can run a command line and read what it printed and the status it ended with.
 */
import { readFileSync } from 'node:fs';
import { InputError, UsageError } from './load/errors.ts';
import type { Command } from './commands/types.ts';

/** Where the CLI's own lines go: the process's streams in cli.ts, a recorder in tests. */
export interface CliOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

/**
 * Each command is imported only when it runs: the regen and drift modules alone take most of a
 * second to load, which a no-op `generate` should not pay.
 */
const COMMANDS: ReadonlyArray<{ name: string; summary: string; load: () => Promise<Command> }> = [
  { name: 'generate', summary: 'generate the typed client package from the spec', load: async () => (await import('./commands/generate.ts')).generateCommand },
  { name: 'drift', summary: 'report the changes between two specs that affect clients, with stable rule ids and levels', load: async () => (await import('./commands/drift.ts')).driftCommand },
  { name: 'changelog', summary: 'print the dated change history of a folder of spec snapshots', load: async () => (await import('./commands/changelog.ts')).changelogCommand },
  { name: 'regen', summary: 'fetch the live spec, snapshot, diff, regenerate and gate on breaking changes', load: async () => (await import('./commands/regen.ts')).regenCommand },
  { name: 'publish', summary: 'publish the client package to an npm registry (token from NPM_TOKEN)', load: async () => (await import('./commands/publish.ts')).publishCommand },
  { name: 'surface', summary: "check or accept the generated package's exported API surface", load: async () => (await import('./commands/surface.ts')).surfaceCommand },
  { name: 'spec-diff', summary: 'on a pull request (GitHub Actions): compare the specs with the merge-base, comment, annotate, summarise', load: async () => (await import('./commands/spec-diff.ts')).specDiffCommand },
];

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'usage: incident-gen <command> [options]',
    '',
    'commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    "Run 'incident-gen <command> --help' for a command's options; 'incident-gen --version' prints the version.",
  ].join('\n');
}

/** This file and the built one (dist/incident-gen.mjs) both sit one folder below the package root. */
function toolchainVersion(): string {
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

/** Runs one command line; resolves to the exit status, or rejects with what `failureStatus` reports. */
export async function runCommandLine(argv: string[], output: CliOutput): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    output.stdout(help() + '\n');
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    output.stdout(`${toolchainVersion()}\n`);
    return 0;
  }
  const entry = COMMANDS.find((c) => c.name === name);
  if (!entry) throw new UsageError(`unknown command "${name}"; expected one of: ${COMMANDS.map((c) => c.name).join(', ')}`);
  const command = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    output.stdout(`${command.usage}\n`);
    return 0;
  }
  return command.run(rest);
}

/**
 * Exit statuses, the CLI's contract: 0 success; 1 only "breaking changes found / stale / blocked";
 * 2 bad input or usage; 70 (sysexits' EX_SOFTWARE) a failure of the tool itself.
 */
export const EXIT_BAD_INPUT = 2;
export const EXIT_INTERNAL = 70;

/** Messages quote spec text and paths: control characters and line separators are shown escaped, so a message stays one line. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const escapeControlCharacters = (text: string) => text.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Reports a failure in one line (with the stack too when `debug`) and returns the exit status it calls for. */
export function failureStatus(error: unknown, output: CliOutput, debug: boolean): number {
  if (error instanceof InputError || error instanceof UsageError) {
    output.stderr(`error: ${escapeControlCharacters(error.message)}\n`);
    return EXIT_BAD_INPUT;
  }
  const environment = environmentFailure(error);
  if (environment !== undefined) {
    output.stderr(`error: ${escapeControlCharacters(environment)}\n`);
    return EXIT_BAD_INPUT;
  }
  // Not the user's fault, but still one line; DEBUG=1 shows where it came from.
  output.stderr(`error: internal: ${escapeControlCharacters(error instanceof Error ? error.message : String(error))}\n`);
  if (debug) output.stderr(`${(error as Error).stack}\n`);
  return EXIT_INTERNAL;
}

/**
 * The machine's refusals, not the tool's bugs: a full disk, a folder it may not write, a read-only
 * or foreign file system. The system call names the path; the landing that met it was rolled back.
 */
const ENVIRONMENT_CAUSES: Record<string, string> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is too large for its file system',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  EXDEV: 'it is on another file system',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  ENAMETOOLONG: 'the name is too long',
  EMLINK: 'the folder holds too many entries',
};

function environmentFailure(error: unknown): string | undefined {
  const failure = error as NodeJS.ErrnoException & { dest?: string };
  const cause = typeof failure?.code === 'string' && Object.hasOwn(ENVIRONMENT_CAUSES, failure.code) ? ENVIRONMENT_CAUSES[failure.code] : undefined;
  if (cause === undefined) return undefined;
  // A rename names both ends: the place refused is where it was going.
  const where = failure.dest ?? failure.path ?? 'a file this run writes';
  return `${where}: ${cause} (${failure.code})`;
}
