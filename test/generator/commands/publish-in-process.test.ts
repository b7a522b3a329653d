/**
 * `publish` run in-process, as cli.ts runs it, against a real registry (Verdaccio on loopback):
 * publish/publish.test.ts checks the command end to end as a child process, but only code in the
 * test's own process can be mutated (make mutation), so the command's flags, its token source and
 * its verdict lines are pinned here. npm runs with a HOME of the test's own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PACK_DIR } from '../../../generator/build/pack.ts';
import { publishCommand } from '../../../generator/commands/publish.ts';
import { DEFAULTS, PROJECT_ROOT } from '../../../generator/context.ts';
import { UsageError } from '../../../generator/load/errors.ts';
import { GENERATED_PACKAGE_NAME } from '../../../generator/model/package-info.ts';
import { startRegistry, type TestRegistry } from '../../support/verdaccio.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { runCommand } from '../drift/fixtures.ts';

const tempDir = systemTempDirs();
let registry: TestRegistry | undefined;
afterAll(async () => {
  await registry?.stop();
});

/** A two-file package packed by npm, as `make pack` would leave it. */
function packed(version: string, home: string): string {
  const dir = tempDir('publish-in-process-package');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: GENERATED_PACKAGE_NAME, version, description: 'publish command test', main: 'index.js' }));
  writeFileSync(join(dir, 'index.js'), `export const version = ${JSON.stringify(version)};\n`);
  const file = execFileSync('npm', ['pack', dir, '--pack-destination', dir, '--silent'], { encoding: 'utf8', env: { ...process.env, HOME: home } }).trim().split('\n').at(-1)!;
  return join(dir, file);
}

/** Runs the command with the token in its variable and npm's HOME in a temp folder, restoring both. */
async function publish(argv: string[], token: string | undefined, home: string) {
  const saved = { token: process.env[DEFAULTS.tokenVariable], home: process.env.HOME };
  if (token === undefined) delete process.env[DEFAULTS.tokenVariable];
  else process.env[DEFAULTS.tokenVariable] = token;
  process.env.HOME = home;
  try {
    return await runCommand(publishCommand, argv);
  } finally {
    if (saved.token === undefined) delete process.env[DEFAULTS.tokenVariable];
    else process.env[DEFAULTS.tokenVariable] = saved.token;
    process.env.HOME = saved.home;
  }
}

describe('publish, in-process', () => {
  it('refuses a missing or empty --registry and a --timeout-ms that is not a positive whole number, before any request', async () => {
    const home = tempDir('publish-in-process-home');
    await expect(publish([], 'token', home)).rejects.toThrow(new UsageError('--registry URL is required (see publish --help)'));
    await expect(publish(['--registry', ''], 'token', home)).rejects.toThrow(new UsageError('--registry URL is required (see publish --help)'));
    for (const value of ['0', '-5', '1.5', 'soon', '']) {
      // The registry is unreachable: only a refusal before any request passes this.
      await expect(publish(['--registry', 'http://127.0.0.1:9/', `--timeout-ms=${value}`], 'token', home), value).rejects.toThrow(
        new UsageError('--timeout-ms takes a positive whole number of milliseconds'),
      );
    }
    // The token is never a flag: it would show in the process list.
    await expect(publish(['--registry', 'http://127.0.0.1:9/', '--token', 'x'], 'token', home)).rejects.toThrow(new UsageError("Unknown option '--token' (see 'incident-gen publish --help')"));
  });

  it('publishes a tarball given by a relative path with the token from NPM_TOKEN, then finds the same one there', { timeout: 180_000 }, async () => {
    registry = await startRegistry();
    const home = tempDir('publish-in-process-home');
    const tarball = packed('0.0.1', home);
    const given = relative(process.cwd(), tarball);
    const first = await publish(['--registry', registry.url, '--tarball', given, '--timeout-ms', '60000'], registry.token, home);
    expect(first).toEqual({ status: 0, stderr: '', stdout: `published ${GENERATED_PACKAGE_NAME}@0.0.1 to ${registry.url} (${statSync(tarball).size} bytes)\n` });
    const again = await publish(['--registry', registry.url, '--tarball', tarball], registry.token, home);
    expect(again).toEqual({ status: 0, stderr: '', stdout: `${GENERATED_PACKAGE_NAME}@0.0.1 is already in ${registry.url} with the same contents: nothing to publish\n` });
    // The token comes from the environment only: without it nothing is asked of the registry.
    await expect(publish(['--registry', registry.url, '--tarball', tarball], undefined, home)).rejects.toThrow(/^NPM_TOKEN: not set/);
  });

  it('without --tarball, builds and packs generated/ into .tmp/pack/ as `make pack` does, and publishes that', { timeout: 600_000 }, async () => {
    // npm puts a first publish under `latest` only above the versions there: the other test's is 0.0.1.
    registry ??= await startRegistry();
    const home = tempDir('publish-in-process-home');
    const hadPackDir = existsSync(PACK_DIR);
    try {
      const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, DEFAULTS.outDir, 'package.json'), 'utf8')) as { version: string };
      const result = await publish(['--registry', registry.url], registry.token, home);
      const tarball = join(PACK_DIR, `${GENERATED_PACKAGE_NAME}-${version}.tgz`);
      expect(result).toEqual({ status: 0, stderr: '', stdout: `published ${GENERATED_PACKAGE_NAME}@${version} to ${registry.url} (${statSync(tarball).size} bytes)\n` });
    } finally {
      // A .tmp/pack/ that was there is left as `make pack` leaves it (the same package, packed again).
      if (!hadPackDir) rmSync(PACK_DIR, { recursive: true, force: true });
    }
  });
});
