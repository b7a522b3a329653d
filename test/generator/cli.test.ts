import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, runCli } from '../support/generator-runs.ts';

const COMMANDS = ['generate', 'drift', 'changelog', 'regen', 'publish', 'surface', 'spec-diff'];

describe('incident-gen', () => {
  it('lists every command in its help, and exits 2 with the help when given none', async () => {
    const help = await runCli(['--help']);
    expect(help.status).toBe(0);
    for (const command of COMMANDS) expect(help.stdout).toMatch(new RegExp(`^  ${command} +\\S`, 'm'));
    const none = await runCli([]);
    expect(none.status).toBe(2);
    expect(none.stdout).toBe(help.stdout);
  });

  it('prints the toolchain version from package.json for --version and -v, on one line', async () => {
    const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-v']) {
      const result = await runCli([flag]);
      expect(result, flag).toMatchObject({ status: 0, stdout: `${version}\n`, stderr: '' });
    }
  });

  it("answers each command's --help with its usage, running nothing", async () => {
    for (const command of COMMANDS) {
      const result = await runCli([command, '--help']);
      expect(result.status, command).toBe(0);
      expect(result.stdout, command).toMatch(new RegExp(`^usage: incident-gen ${command} `));
    }
  });

  it('refuses an unknown command or flag with one line and status 2', async () => {
    const unknown = await runCli(['frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toBe('error: unknown command "frobnicate"; expected one of: generate, drift, changelog, regen, publish, surface, spec-diff\n');
    for (const command of COMMANDS) {
      const result = await runCli([command, '--bogus']);
      expect(result.status, command).toBe(2);
      expect(result.stderr, command).toBe(`error: Unknown option '--bogus' (see 'incident-gen ${command} --help')\n`);
    }
  });
});
