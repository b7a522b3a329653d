/**
 * The consumer check (`make consumer`): packs generated/ with `npm pack`, installs the tarball and
 * the oldest TypeScript the package promises into a throwaway project outside the tree, and
 * compiles the README's examples under `node16` and `bundler` module resolution.
 *
 *   tsx test/consumer/run.ts [--typescript VERSION] [--package DIR] [--examples FILE.md ...] [--keep]
 *
 * By default the examples are the README's and test/consumer/examples.md's.
 *
 * Exit 0 when every example compiles under both, 1 when one does not, 2 when the check could not run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RESOLUTIONS, writeConsumerProject, type Resolution } from './project.ts';
import { readmeExamples, type Example } from './readme-examples.ts';
import { PROJECT_ROOT as ROOT } from '../support/project.ts';

/**
 * The oldest TypeScript to compile with, unless the package's package.json promises one
 * (`peerDependencies.typescript: ">=X.Y"`). `bundler` resolution needs 5.0; today the runtime's
 * `yield*` in runtime/client/pagination.ts needs 5.6 (TS2766 on 5.0-5.5), the only thing that does.
 */
const FALLBACK_TYPESCRIPT = '5.6';

function main(): number {
  const { values } = parseArgs({
    options: { typescript: { type: 'string' }, package: { type: 'string', default: 'generated' }, examples: { type: 'string', multiple: true, default: ['README.md', 'test/consumer/examples.md'] }, keep: { type: 'boolean', default: false } },
  });
  const packageDir = resolve(ROOT, values.package);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { name: string; peerDependencies?: Record<string, string> };
  const packageName = manifest.name;
  const typescript = values.typescript ?? /^>=\s*(\d+\.\d+)/.exec(manifest.peerDependencies?.typescript ?? '')?.[1] ?? FALLBACK_TYPESCRIPT;
  const examples: Example[] = values.examples.flatMap((file) => readmeExamples(readFileSync(resolve(ROOT, file), 'utf8'), file, packageName));
  log(`examples: ${values.examples.map((file) => `${examples.filter((example) => example.name.startsWith(`${file}#`)).length} from ${file}`).join(', ')}`);
  const time = timer();
  if (examples.length === 0) {
    process.stderr.write(`consumer: no TypeScript examples importing ${packageName} in ${values.examples.join(', ')}\n`);
    return 2;
  }

  const packDir = join(ROOT, '.tmp/consumer');
  mkdirSync(packDir, { recursive: true });
  const tarball = join(packDir, npm(['pack', packageDir, '--pack-destination', packDir, '--silent'], ROOT).trim().split('\n').at(-1)!);
  log(`packed ${packageName} -> ${tarball} (${time()})`);

  const consumer = mkdtempSync(join(tmpdir(), 'incident-consumer-'));
  try {
    writeConsumerProject(consumer, examples);
    npm(['install', '--no-audit', '--no-fund', '--loglevel=error', tarball, `typescript@~${typescript}.0`], consumer);
    const installed = (JSON.parse(readFileSync(join(consumer, 'node_modules/typescript/package.json'), 'utf8')) as { version: string }).version;
    log(`installed into ${consumer} with TypeScript ${installed} (${time()})`);
    let failed = 0;
    for (const resolution of Object.keys(RESOLUTIONS) as Resolution[]) {
      const result = compile(consumer, resolution);
      log(`${resolution}: ${examples.length} example(s) ${result.ok ? 'compile' : 'FAIL'} with TypeScript ${installed} (${time()})`);
      if (!result.ok) {
        failed++;
        process.stderr.write(`${result.output}\n`);
      }
    }
    return failed === 0 ? 0 : 1;
  } finally {
    if (!values.keep) rmSync(consumer, { recursive: true, force: true });
  }
}

function compile(dir: string, resolution: Resolution): { ok: boolean; output: string } {
  try {
    execFileSync(join(dir, 'node_modules/.bin/tsc'), ['-p', `tsconfig.${resolution}.json`], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    return { ok: true, output: '' };
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout ?? ''}${stderr ?? ''}`.trim() };
  }
}

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, npm_config_update_notifier: 'false' } });

const log = (line: string) => process.stderr.write(`consumer: ${line}\n`);

function timer(): () => string {
  const started = performance.now();
  return () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

try {
  process.exitCode = main();
} catch (error) {
  process.stderr.write(`consumer: error: ${(error as Error).message.split('\n')[0]}\n`);
  process.exitCode = 2;
}
