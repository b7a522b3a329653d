/**
 * `make pack`: the two tarballs a user installs, written to .tmp/pack/. The client package
 * (incident-api-client, built from generated/), then the toolchain (this package, with the
 * incident-gen bin built to dist/ by `make build`). The last two lines printed are their
 * absolute paths, client first, for scripts to read.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULTS, PROJECT_ROOT } from '../context.ts';
import { buildClientPackage } from './client-package.ts';
import { BUILT_CLI } from './toolchain.ts';

export const PACK_DIR = join(PROJECT_ROOT, '.tmp/pack');

export interface Tarballs {
  client: string;
  toolchain: string;
}

export function packAll(): Tarballs {
  if (!existsSync(BUILT_CLI)) throw new Error(`${BUILT_CLI} is missing: run \`make build\` first`);
  const client = packClient();
  const toolchain = npmPack(PROJECT_ROOT, PACK_DIR);
  return { client, toolchain };
}

/** The client package alone (what `make publish` uploads): generated/ built and packed into `destination`; its tarball's path. */
export function packClient(packageDir = join(PROJECT_ROOT, DEFAULTS.outDir), destination = PACK_DIR): string {
  mkdirSync(destination, { recursive: true });
  return npmPack(buildClientPackage(packageDir, join(destination, 'client')), destination);
}

/** `npm pack` prints the file name last; the tarball lands in `destination`. */
function npmPack(dir: string, destination: string): string {
  const output = execFileSync('npm', ['pack', dir, '--pack-destination', destination, '--silent'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return join(destination, output.trim().split('\n').at(-1)!);
}

if (process.argv[1] === import.meta.filename) {
  const { client, toolchain } = packAll();
  process.stdout.write(`${client}\n${toolchain}\n`);
}
