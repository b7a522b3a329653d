/**
 * `make pack`: the two tarballs a user installs, written to .tmp/pack/. The client package
 * (incident-api-client, built from generated/), then the toolchain (this package, with the
 * incident-gen bin built to dist/ by `make build`). The last two lines printed are their
 * absolute paths, client first, for scripts to read.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULTS } from '../context.ts';
import { PROJECT_ROOT } from '../generate.ts';
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
  const toolchain = npmPack(PROJECT_ROOT);
  return { client, toolchain };
}

/** The client package alone (what `make publish` uploads): generated/ built and packed; its tarball's path. */
export function packClient(packageDir = join(PROJECT_ROOT, DEFAULTS.outDir)): string {
  mkdirSync(PACK_DIR, { recursive: true });
  return npmPack(buildClientPackage(packageDir, join(PACK_DIR, 'client')));
}

/** `npm pack` prints the file name last; the tarball lands in PACK_DIR. */
function npmPack(dir: string): string {
  const output = execFileSync('npm', ['pack', dir, '--pack-destination', PACK_DIR, '--silent'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return join(PACK_DIR, output.trim().split('\n').at(-1)!);
}

if (process.argv[1] === import.meta.filename) {
  const { client, toolchain } = packAll();
  process.stdout.write(`${client}\n${toolchain}\n`);
}
