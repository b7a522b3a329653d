import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/project.ts';
import { helpCommands, helpFlags, makeTargets, namedCommands } from './commands.ts';
import { parse as parseYaml } from 'yaml';
import { documentationFiles, fencedBlocks, readText } from './markdown.ts';

const run = promisify(execFile);
const TSX = join(PROJECT_ROOT, 'node_modules/.bin/tsx');
const CLI = join(PROJECT_ROOT, 'generator/cli.ts');

/** Each command's options as its own --help prints them, read once from the CLI's sources. */
const flagsByCommand = new Map<string, Set<string>>();
let commands: string[] = [];

beforeAll(async () => {
  commands = helpCommands((await run(TSX, [CLI, '--help'], { cwd: PROJECT_ROOT })).stdout);
  const helps = await Promise.all(commands.map(async (command) => (await run(TSX, [CLI, command, '--help'], { cwd: PROJECT_ROOT })).stdout));
  commands.forEach((command, index) => flagsByCommand.set(command, helpFlags(helps[index]!)));
}, 60_000);

describe('the commands the documentation names', () => {
  const targets = makeTargets(readFileSync(join(PROJECT_ROOT, 'Makefile'), 'utf8'));

  it('finds the CLI commands to check against', () => {
    expect(commands).toEqual(expect.arrayContaining(['generate', 'drift', 'regen']));
  });

  it.each(documentationFiles(PROJECT_ROOT))('%s: every incident-gen command, flag and make target in its shell blocks exists', (file) => {
    const unknown: string[] = [];
    for (const named of namedCommands(readText(PROJECT_ROOT, file))) {
      const where = `${file}:${named.line}`;
      if (named.kind === 'make') {
        if (!targets.has(named.name)) unknown.push(`${where}: make ${named.name}: no such target`);
        continue;
      }
      const flags = flagsByCommand.get(named.name);
      if (flags === undefined) {
        unknown.push(`${where}: incident-gen ${named.name}: no such command`);
        continue;
      }
      for (const flag of named.flags) if (!flags.has(flag)) unknown.push(`${where}: incident-gen ${named.name} ${flag}: no such option`);
    }
    expect(unknown).toEqual([]);
  });
});

describe('the YAML blocks of the documentation', () => {
  it.each(documentationFiles(PROJECT_ROOT))('%s: every YAML block parses, a workflow or a fragment of one', (file) => {
    const failures = fencedBlocks(readText(PROJECT_ROOT, file))
      .filter((block) => block.language === 'yaml' || block.language === 'yml')
      .flatMap((block) => {
        try {
          parseYaml(block.code, { uniqueKeys: true });
          return [];
        } catch (error) {
          return [`${file}:${block.line}: ${(error as Error).message.split('\n')[0]}`];
        }
      });
    expect(failures).toEqual([]);
  });
});

describe('namedCommands', () => {
  const markdown = [
    '```sh',
    'make pack',
    'make -s drift OLD=a NEW=b   # then make check',
    'npx incident-gen drift a b --format markdown --fail-on error >> "$GITHUB_STEP_SUMMARY"',
    '```',
    '```yaml',
    "      - run: make regen ARGS='--accept-breaking \"x\"'",
    '```',
    '```ts',
    "// make nothing; incident-gen ignored --here",
    '```',
    'make prose',
  ].join('\n');

  it('names the targets and the commands with their flags, in shell-like blocks only', () => {
    expect(namedCommands(markdown)).toEqual([
      { kind: 'make', name: 'pack', flags: [], line: 2 },
      { kind: 'make', name: 'drift', flags: [], line: 3 },
      { kind: 'make', name: 'check', flags: [], line: 3 },
      { kind: 'incident-gen', name: 'drift', flags: ['--format', '--fail-on'], line: 4 },
      { kind: 'make', name: 'regen', flags: [], line: 7 },
    ]);
  });

  it('reads make targets, not variables', () => {
    expect([...makeTargets('SLOW := a\nquick: $(X) ## q\n\tx\n.PHONY: quick\nbuild:\n')]).toEqual(['quick', 'build']);
  });
});
