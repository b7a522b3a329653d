/**
 * The client package into the test registry as a release puts it there: packed by `make pack`'s
 * code, then uploaded by `incident-gen publish` (the CLI as a child process, the token in its
 * environment).
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../support/project.ts';
import type { TestRegistry } from '../support/verdaccio.ts';

const run = promisify(execFile);

/**
 * `incident-gen publish --registry URL [--tarball FILE]` (without a tarball it packs generated/ as
 * `make publish` does): its stdout line; a failure throws with its stderr.
 */
export async function publishTarball(registry: TestRegistry, tarball?: string): Promise<string> {
  const { stdout } = await run(join(PROJECT_ROOT, 'node_modules/.bin/tsx'), [join(PROJECT_ROOT, 'generator/cli.ts'), 'publish', '--registry', registry.url, ...(tarball ? ['--tarball', tarball] : [])], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NPM_TOKEN: registry.token },
  });
  return stdout.trim();
}
