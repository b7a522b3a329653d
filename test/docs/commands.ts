import { fencedBlocks } from './markdown.ts';

/** Blocks a reader runs in a shell, or a workflow runs as one. */
const SHELL_LANGUAGES = new Set(['sh', 'shell', 'bash', 'console', 'yaml', 'yml', 'text', '']);

export interface NamedCommand {
  kind: 'incident-gen' | 'make';
  /** The command (`drift`) or the make target (`regen`). */
  name: string;
  /** The `--flags` written after an incident-gen command on its line. */
  flags: string[];
  line: number;
}

/**
 * Every `incident-gen <command> --flag …` and `make <target>` a shell-like block names: a command
 * line, a workflow's `run:` or a comment quoting one. Variables (`make regen ARGS=…`) are not targets.
 */
export function namedCommands(markdown: string): NamedCommand[] {
  const named: NamedCommand[] = [];
  for (const block of fencedBlocks(markdown)) {
    if (!SHELL_LANGUAGES.has(block.language)) continue;
    block.code.split('\n').forEach((text, offset) => {
      const line = block.line + 1 + offset;
      for (const match of text.matchAll(/(?:^|[\s$;&|(`'"])incident-gen\s+([a-z][a-z-]*)([^;&|#]*)/g)) {
        const flags = [...match[2]!.matchAll(/(?:^|\s)(--[a-z][a-z0-9-]*)/g)].map((flag) => flag[1]!);
        named.push({ kind: 'incident-gen', name: match[1]!, flags, line });
      }
      for (const match of text.matchAll(/(?:^|[\s;&|(`'"])make((?:\s+-[a-zA-Z]+)*)((?:\s+[A-Za-z_][\w.-]*(?:=\S*)?)*)/g)) {
        for (const word of match[2]!.trim().split(/\s+/)) if (word !== '' && !word.includes('=')) named.push({ kind: 'make', name: word, flags: [], line });
      }
    });
  }
  return named;
}

/** The targets a Makefile defines (`name:` at a line's start, not `:=`). */
export function makeTargets(makefile: string): Set<string> {
  return new Set([...makefile.matchAll(/^([a-z][\w.-]*)\s*:(?!=)/gm)].map((match) => match[1]!));
}

/** The options a command's `--help` prints: every `--name` in its text. */
export function helpFlags(help: string): Set<string> {
  return new Set([...help.matchAll(/--[a-z][a-z0-9-]*/g)].map((match) => match[0]));
}

/** The commands `incident-gen --help` lists, two spaces in, a name then its description. */
export function helpCommands(help: string): string[] {
  return [...help.matchAll(/^ {2}([a-z][a-z-]*) {2,}\S/gm)].map((match) => match[1]!);
}

/** The Makefile's SLOW_TESTS: the suites `make quick` leaves out (continued lines joined). */
export function slowTests(makefile: string): string[] {
  const value = /^SLOW_TESTS := ((?:.*\\\n)*.*)$/m.exec(makefile)?.[1] ?? '';
  return value.replace(/\\\n/g, ' ').split(/\s+/).filter(Boolean);
}
