/**
 * The client package on its way into the test registry, as a release takes it: packed by `make
 * pack`'s code (packClient, each test file into a folder of its own), uploaded by `incident-gen publish` (the CLI, as a child process, the
 * token in its environment).
 */
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../support/project.ts';
import type { TestRegistry } from '../support/verdaccio.ts';

const run = promisify(execFile);

/**
 * A copy of `packageDir` npm agrees to publish: the committed package is `"private": true` until
 * its version says what changed (issue 20, items 1-2); this drops the flag and sets `version`.
 */
export function publishableCopy(packageDir: string, into: string, version: string): string {
  cpSync(packageDir, into, { recursive: true, filter: (source) => !source.endsWith('/dist') });
  const manifestPath = join(into, 'package.json');
  const { private: _private, ...manifest } = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  writeFileSync(manifestPath, `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
  return into;
}

/** `incident-gen publish --registry URL --tarball FILE`: its stdout line, or the failure with its stderr. */
export async function publishTarball(registry: TestRegistry, tarball: string): Promise<string> {
  const { stdout } = await run(join(PROJECT_ROOT, 'node_modules/.bin/tsx'), [join(PROJECT_ROOT, 'generator/cli.ts'), 'publish', '--registry', registry.url, '--tarball', tarball], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NPM_TOKEN: registry.token },
  });
  return stdout.trim();
}
