/**
 * The toolchain built to JavaScript (`make build`, and `make pack` before packing): the CLI as one
 * ES module in dist/, its libraries left as the package's dependencies, and the schema worker
 * (and its conversion module) beside it, so `incident-gen` runs under plain node with no TypeScript loader.
 *
 * The bundle sits one folder below the project root, as generator/cli.ts does, so the paths the
 * CLI reads at run time (package.json, generator/runtime/) are the same whichever one runs.
 */
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatorSourcesDigest } from '../write/fingerprint.ts';
import { PROJECT_ROOT } from '../generate.ts';

export const TOOLCHAIN_DIST = join(PROJECT_ROOT, 'dist');
export const BUILT_CLI = join(TOOLCHAIN_DIST, 'incident-gen.mjs');

export async function buildToolchain(): Promise<string> {
  // Built beside, then swapped in: a failed build leaves the previous CLI whole.
  const staging = `${TOOLCHAIN_DIST}.building`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // Loaded here, not at the top: `incident-gen publish` packs the client through pack.ts, which
  // reads BUILT_CLI from this module, and the installed toolchain has no esbuild.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(PROJECT_ROOT, 'generator/cli.ts')],
    outdir: staging,
    entryNames: 'incident-gen',
    // Every chunk sits beside the entry, one folder below the root, where import.meta paths expect it.
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Commands and heavy libraries are imported lazily; split chunks keep that, so a no-op generate
    // loads neither ts-morph nor the drift and regen code.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    define: { INCIDENT_GEN_SOURCES_DIGEST: JSON.stringify(generatorSourcesDigest(PROJECT_ROOT)) },
    logLevel: 'error',
    legalComments: 'none',
  });
  // esbuild keeps the source's `#!/usr/bin/env -S npx tsx`: the built file needs node alone.
  const cli = join(staging, 'incident-gen.mjs');
  writeFileSync(cli, `#!/usr/bin/env node\n${readFileSync(cli, 'utf8').replace(/^#!.*\n/, '')}`, { mode: 0o755 });
  for (const worker of ['schema-worker.mjs', 'schema-conversion.mjs']) copyFileSync(join(PROJECT_ROOT, 'generator/emit', worker), join(staging, worker));
  rmSync(TOOLCHAIN_DIST, { recursive: true, force: true });
  renameSync(staging, TOOLCHAIN_DIST);
  return BUILT_CLI;
}

if (process.argv[1] === import.meta.filename) {
  await buildToolchain();
}
