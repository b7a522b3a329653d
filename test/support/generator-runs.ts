/** Running the generator and the compiler for real: the CLI as a subprocess, tsc over an output folder. */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from './project.ts';

export { PROJECT_ROOT };
const run = promisify(execFile);

export interface ProcessResult {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * A fresh folder inside the project's ignored .tmp/: generated packages written there resolve
 * openapi-fetch and @types/node from the project's node_modules, as generated/ does.
 */
export function projectScratchDir(prefix: string): string {
  const base = join(PROJECT_ROOT, '.tmp');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, `${prefix}-`));
  scratchDirs.push(dir);
  return dir;
}

const scratchDirs: string[] = [];

/** For `afterAll`: removes this file's scratch folders (KEEP_TMP=1 keeps them for a look after a failure). */
export function removeScratchDirs(): void {
  if (process.env.KEEP_TMP) return;
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

async function runProcess(file: string, args: string[], cwd = PROJECT_ROOT): Promise<ProcessResult> {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { status: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** `incident-gen <args>` exactly as a user runs it. */
export const runCli = (args: string[]) => runProcess(join(PROJECT_ROOT, 'node_modules/.bin/tsx'), [join(PROJECT_ROOT, 'generator/cli.ts'), ...args]);

/** Any program in `cwd` (another copy of the project, make, npm), as a process with its exit status. */
export const runIn = (cwd: string, file: string, args: string[]) => runProcess(file, args, cwd);

export type Compiler = 'tsc5' | 'tsc7';
const COMPILERS: Record<Compiler, string> = { tsc5: 'node_modules/.bin/tsc', tsc7: 'node_modules/typescript7/bin/tsc' };

/**
 * Type-checks a generated package with its own tsconfig (NodeNext), or with bundler resolution
 * through a config that extends it. Resolves to the compiler's diagnostics ('' when clean).
 */
export async function typecheck(dir: string, options: { compiler?: Compiler; resolution?: 'nodenext' | 'bundler' } = {}): Promise<ProcessResult> {
  let config = join(dir, 'tsconfig.json');
  if (options.resolution === 'bundler') {
    config = join(dir, 'tsconfig.bundler.json');
    writeFileSync(config, JSON.stringify({ extends: './tsconfig.json', compilerOptions: { module: 'ESNext', moduleResolution: 'bundler' } }));
  }
  return runProcess(join(PROJECT_ROOT, COMPILERS[options.compiler ?? 'tsc5']), ['--noEmit', '-p', config]);
}
