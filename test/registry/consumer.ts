/**
 * A consumer project as a user has one: its own package.json naming the client by a semver range,
 * an .npmrc pointing at the test registry, `npm install` and `npm update` as npm runs them.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GENERATED_PACKAGE_NAME } from '../../generator/model/package-info.ts';

const run = promisify(execFile);

export async function installConsumer(dir: string, registryUrl: string, range: string, extra: Record<string, string> = {}): Promise<void> {
  writeFileSync(join(dir, '.npmrc'), `registry=${registryUrl}\n`);
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'registry-consumer', private: true, type: 'module', dependencies: { [GENERATED_PACKAGE_NAME]: range, ...extra } }, null, 2)}\n`);
  await npm(dir, 'install');
}

export const updateConsumer = (dir: string) => npm(dir, 'update');

/** The client version npm installed, read from the install itself. */
export const installedVersion = (dir: string): string =>
  (JSON.parse(readFileSync(join(dir, 'node_modules', GENERATED_PACKAGE_NAME, 'package.json'), 'utf8')) as { version: string }).version;

async function npm(dir: string, command: string): Promise<void> {
  await run('npm', [command, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, env: { ...process.env, npm_config_update_notifier: 'false' }, maxBuffer: 16 * 1024 * 1024 });
}
