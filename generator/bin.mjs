#!/usr/bin/env node
// The package's bin: runs the TypeScript CLI through tsx so no build step is needed.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const { status } = spawnSync(process.execPath, [tsxCli, cli, ...process.argv.slice(2)], { stdio: 'inherit' });
// No status: the child was killed by a signal, which is no verdict on the input (see cli.ts).
process.exit(status ?? 70);
