/**
 * The runtimes the package promises beyond the Node running the tests, each from its npm package
 * (pinned here, in one place), installed once into .tmp/runtimes/ and reused while the pins hold;
 * and Debian's chromium, which `make registry` installs when it is missing.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../support/project.ts';

const run = promisify(execFile);

export const RUNTIME_PACKAGES = { node: '22.23.3', bun: '1.4.5', deno: '2.9.6' } as const;
export type InstalledRuntime = keyof typeof RUNTIME_PACKAGES;
export const RUNTIME_CACHE = join(PROJECT_ROOT, '.tmp/runtimes');

/** Each runtime's executable, installing the pinned packages first when the cache lacks them. */
export async function installRuntimes(): Promise<Record<InstalledRuntime, string>> {
  const bins = Object.fromEntries(Object.keys(RUNTIME_PACKAGES).map((name) => [name, join(RUNTIME_CACHE, 'node_modules/.bin', name)])) as Record<InstalledRuntime, string>;
  const manifest = `${JSON.stringify({ private: true, dependencies: RUNTIME_PACKAGES }, null, 2)}\n`;
  const manifestPath = join(RUNTIME_CACHE, 'package.json');
  const current = existsSync(manifestPath) && readFileSync(manifestPath, 'utf8') === manifest && Object.values(bins).every((bin) => existsSync(bin));
  if (!current) {
    // Installed beside, then swapped in: an install cut short never passes for a cache.
    const staging = `${RUNTIME_CACHE}.installing-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    writeFileSync(join(staging, 'package.json'), manifest);
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: staging, env: { ...process.env, npm_config_update_notifier: 'false' }, maxBuffer: 16 * 1024 * 1024 });
    rmSync(RUNTIME_CACHE, { recursive: true, force: true });
    renameSync(staging, RUNTIME_CACHE);
  }
  return bins;
}

/** Debian's chromium, as `make registry` installs it. */
export function chromiumPath(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('chromium is not installed: `make registry` installs it (apt-get install chromium)');
  }
}
