/**
 * The toolchain built to JavaScript (`make build`, and `make pack` before packing): the CLI as one
 * ES module in dist/, its libraries left as the package's dependencies, the schema worker as a
 * second entry and prettier's worker beside them, so `incident-gen` runs under plain node with no
 * TypeScript loader.
 *
 * The bundle sits one folder below the project root, as generator/cli.ts does, so the paths the
 * CLI reads at run time (package.json, generator/runtime/) are the same whichever one runs.
 */
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'esbuild';
import { generatorSourcesDigest } from '../write/fingerprint.ts';
import { PROJECT_ROOT, RUNTIME_DIR } from '../context.ts';
import { readRuntimeFiles, readRuntimeNames, runtimeDigest } from '../model/runtime.ts';

export const TOOLCHAIN_DIST = join(PROJECT_ROOT, 'dist');
export const BUILT_CLI = join(TOOLCHAIN_DIST, 'incident-gen.mjs');

/**
 * Node 20 imports a CommonJS file into an ES module only after compiling it once more to detect its
 * syntax and scanning it for named exports: about 0.1 s of CPU for ts-morph's entry, every run.
 * Required, it is compiled once.
 */
const COMMONJS_LIBRARIES = ['ts-morph'];

function requiredAsCommonJs(libraries: string[]): Plugin {
  // Package names hold no pattern characters but `.`, matched here as any character: harmless.
  const filter = new RegExp(`^(${libraries.join('|')})$`);
  return {
    name: 'required-as-commonjs',
    setup(build) {
      // The stand-in's own require stays external: node resolves it at run time.
      build.onResolve({ filter }, ({ path, namespace }) => (namespace === 'required-as-commonjs' ? { path, external: true } : { path, namespace: 'required-as-commonjs' }));
      build.onLoad({ filter: /.*/, namespace: 'required-as-commonjs' }, ({ path }) => ({ contents: `module.exports = require(${JSON.stringify(path)});`, loader: 'js' }));
    },
  };
}

/** What model/runtime.ts would read from the runtime's syntax, read once here. */
function prebuiltRuntimeNames() {
  const files = readRuntimeFiles(RUNTIME_DIR);
  return { digest: runtimeDigest(files), names: readRuntimeNames(files) };
}

/**
 * Builds the CLI into `destination` (dist/; a test builds elsewhere, one folder below a root of its
 * own) and returns the entry's path.
 */
export async function buildToolchain(destination = TOOLCHAIN_DIST): Promise<string> {
  // Built beside, then swapped in: a failed build leaves the previous CLI whole.
  const staging = `${destination}.building`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // Loaded here, not at the top: `incident-gen publish` packs the client through pack.ts, which
  // reads BUILT_CLI from this module, and the installed toolchain has no esbuild.
  const { build } = await import('esbuild');
  await build({
    // The schema worker is an entry of its own: node starts it by its path beside the chunks
    // (emit/schema.ts), and it shares the code cache's module with the CLI.
    entryPoints: { 'incident-gen': join(PROJECT_ROOT, 'generator/cli.ts'), 'schema-worker': join(PROJECT_ROOT, 'generator/emit/schema-worker.mjs') },
    outdir: staging,
    entryNames: '[name]',
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
    define: { INCIDENT_GEN_SOURCES_DIGEST: JSON.stringify(generatorSourcesDigest(PROJECT_ROOT)), INCIDENT_GEN_RUNTIME_NAMES: JSON.stringify(JSON.stringify(prebuiltRuntimeNames())) },
    // CommonJS libraries are loaded with require (see requiredAsCommonJs) through this require.
    banner: { js: "import { createRequire as createRequireForCommonJs } from 'node:module';\nconst require = createRequireForCommonJs(import.meta.url);" },
    plugins: [requiredAsCommonJs(COMMONJS_LIBRARIES)],
    logLevel: 'error',
    legalComments: 'none',
  });
  // esbuild keeps the source's `#!/usr/bin/env -S npx tsx`: the built file needs node alone.
  const cli = join(staging, 'incident-gen.mjs');
  writeFileSync(cli, `#!/usr/bin/env node\n${readFileSync(cli, 'utf8').replace(/^#!.*\n/, '')}`, { mode: 0o755 });
  for (const worker of ['format/prettier-worker.mjs']) copyFileSync(join(PROJECT_ROOT, 'generator', worker), join(staging, basename(worker)));
  rmSync(destination, { recursive: true, force: true });
  renameSync(staging, destination);
  return join(destination, basename(BUILT_CLI));
}

if (process.argv[1] === import.meta.filename) {
  await buildToolchain();
}
