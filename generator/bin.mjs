#!/usr/bin/env node
// The package's bin. Installed from its tarball it runs the CLI built to JavaScript
// (dist/incident-gen.mjs, always packed); in a checkout that has not built it (`make build`), the
// TypeScript source through tsx (a dependency: the spec-diff action runs the sources so).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const built = new URL('../dist/incident-gen.mjs', import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
  const { status } = spawnSync(process.execPath, [tsxCli, cli, ...process.argv.slice(2)], { stdio: 'inherit' });
  // No status: the child was killed by a signal, which is no verdict on the input (see cli.ts).
  process.exit(status ?? 70);
}
