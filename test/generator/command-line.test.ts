/**
 * The CLI's dispatch and exit statuses in process (cli.test.ts and cli-contract.test.ts run the
 * same through a child process, which a mutation run cannot reach).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT_BAD_INPUT, EXIT_INTERNAL, failureStatus, runCommandLine, type CliOutput } from '../../generator/command-line.ts';
import { InputError, UsageError } from '../../generator/load/errors.ts';
import { PROJECT_ROOT } from '../support/generator-runs.ts';

const COMMANDS = ['generate', 'drift', 'changelog', 'regen', 'publish', 'surface', 'spec-diff'];

function recorder(): CliOutput & { out: string; err: string } {
  const recorded = { out: '', err: '', stdout: (text: string) => void (recorded.out += text), stderr: (text: string) => void (recorded.err += text) };
  return recorded;
}

/** A command line run as cli.ts runs it: its status, or the status its failure calls for. */
async function run(argv: string[]) {
  const output = recorder();
  const status = await runCommandLine(argv, output).catch((error: unknown) => failureStatus(error, output, false));
  return { status, stdout: output.out, stderr: output.err };
}

describe('runCommandLine', () => {
  it('answers --help, -h and help with every command and its summary, aligned; exits 2 with the same help when given nothing', async () => {
    const help = await run(['--help']);
    expect(help).toMatchObject({ status: 0, stderr: '' });
    expect(help.stdout).toMatch(/^usage: incident-gen <command> \[options\]\n\ncommands:\n/);
    expect(help.stdout.endsWith("\n\nRun 'incident-gen <command> --help' for a command's options; 'incident-gen --version' prints the version.\n")).toBe(true);
    const listed = [...help.stdout.matchAll(/^ {2}(\S+)( +)(\S.*)$/gm)];
    expect(listed.map((line) => line[1])).toEqual(COMMANDS);
    // Summaries start in one column: two spaces after the longest name.
    const width = Math.max(...COMMANDS.map((name) => name.length));
    for (const line of listed) expect(line[1]!.length + line[2]!.length, line[1]).toBe(width + 2);
    expect(listed.find((line) => line[1] === 'drift')![3]).toContain('rule ids and levels');
    for (const flag of ['-h', 'help']) expect(await run([flag]), flag).toEqual(help);
    expect(await run([])).toEqual({ ...help, status: 2 });
  });

  it('prints the toolchain version from package.json for --version and -v, one line', async () => {
    const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-v']) expect(await run([flag]), flag).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
  });

  it("answers each command's --help and -h with its usage, anywhere on the line, running nothing", async () => {
    for (const command of COMMANDS) {
      for (const args of [['--help'], ['-h'], ['--bogus', '--help']]) {
        const result = await run([command, ...args]);
        expect(result.status, `${command} ${args.join(' ')}`).toBe(0);
        expect(result.stdout, command).toMatch(new RegExp(`^usage: incident-gen ${command} [^]*\\n$`));
        expect(result.stderr).toBe('');
      }
    }
  });

  it('refuses an unknown command with one line naming every command, status 2', async () => {
    expect(await run(['frobnicate', '--help'])).toEqual({ status: 2, stdout: '', stderr: `error: unknown command "frobnicate"; expected one of: ${COMMANDS.join(', ')}\n` });
  });

  it('hands the rest of the line to the command: its own usage errors come back as status 2', async () => {
    for (const command of COMMANDS) {
      expect(await run([command, '--bogus']), command).toEqual({ status: 2, stdout: '', stderr: `error: Unknown option '--bogus' (see 'incident-gen ${command} --help')\n` });
    }
  });
});

describe('failureStatus', () => {
  it('reports bad input and usage as status 2, one line, no stack even when debugging', () => {
    for (const error of [new InputError('spec.json#/paths', 'not an object'), new UsageError('--out needs a value')]) {
      const output = recorder();
      expect(failureStatus(error, output, true)).toBe(EXIT_BAD_INPUT);
      expect(output).toMatchObject({ out: '', err: `error: ${error.message}\n` });
    }
    expect(EXIT_BAD_INPUT).toBe(2);
  });

  it('reports anything else as an internal error, status 70, one line; the stack only when debugging', () => {
    const error = new TypeError('cannot read properties of undefined');
    const quiet = recorder();
    expect(failureStatus(error, quiet, false)).toBe(EXIT_INTERNAL);
    expect(quiet).toMatchObject({ out: '', err: 'error: internal: cannot read properties of undefined\n' });
    const debugging = recorder();
    expect(failureStatus(error, debugging, true)).toBe(70);
    expect(debugging.err).toBe(`error: internal: cannot read properties of undefined\n${error.stack}\n`);
    const thrownText = recorder();
    expect(failureStatus('worker exited', thrownText, false)).toBe(70);
    expect(thrownText.err).toBe('error: internal: worker exited\n');
  });

  it('reports the machine refusing a write (no space, no permission, a read-only or foreign file system) as bad input naming the place, status 2', () => {
    const refusals = {
      ENOSPC: 'no space left on the device',
      EDQUOT: 'the disk quota is used up',
      EACCES: 'permission denied',
      EPERM: 'operation not permitted',
      EROFS: 'the file system is read-only',
      EXDEV: 'it is on another file system',
    };
    for (const [code, cause] of Object.entries(refusals)) {
      const output = recorder();
      const error = Object.assign(new Error(`${code}: raw`), { code, syscall: 'rename', path: '/p/.tmp/x', dest: '/p/spec/\nx' });
      expect(failureStatus(error, output, true), code).toBe(EXIT_BAD_INPUT);
      // A rename names where it was going, control characters escaped; never a stack.
      expect(output.err, code).toBe(`error: /p/spec/\\u000ax: ${cause} (${code})\n`);
    }
    const unnamed = recorder();
    expect(failureStatus(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC', syscall: 'write' }), unnamed, false)).toBe(EXIT_BAD_INPUT);
    expect(unnamed.err).toBe('error: a file this run writes: no space left on the device (ENOSPC)\n');
    // Not the machine's refusal: a bug.
    const missing = recorder();
    expect(failureStatus(Object.assign(new Error('ENOENT: gone'), { code: 'ENOENT', path: '/p/x' }), missing, false)).toBe(EXIT_INTERNAL);
  });

  it('shows every control character and line separator of a message escaped, so it stays one line', () => {
    const controls = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f', '\u2028', '\u2029'];
    for (const make of [(text: string) => new InputError('spec.json', text), (text: string) => new Error(text)]) {
      const output = recorder();
      failureStatus(make(`a${controls.join('')}z ~\u0080é`), output, false);
      const escaped = controls.map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
      expect(output.err).toMatch(/^error: [^\n]*\n$/);
      expect(output.err.endsWith(`a${escaped}z ~\u0080é\n`)).toBe(true);
      expect(output.err).toContain('\\u001f\\u007f\\u2028\\u2029z');
    }
  });
});
