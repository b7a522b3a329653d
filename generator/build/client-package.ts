/**
 * The client package as it is installed: generated/ copied to a staging folder under .tmp/ and
 * compiled there with TypeScript 5.9 to ES modules and declarations (dist/), next to the
 * TypeScript source its `source` export condition names. Nothing is written beside generated/.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_DIR } from '../emit/package-files.ts';
import { PROJECT_ROOT } from '../context.ts';

const TSC = join(PROJECT_ROOT, 'node_modules/typescript/bin/tsc');

/** Builds `packageDir` (generated/ by default) into `stagingDir` and returns that folder. */
export function buildClientPackage(packageDir: string, stagingDir: string): string {
  rmSync(stagingDir, { recursive: true, force: true });
  mkdirSync(stagingDir, { recursive: true });
  cpSync(packageDir, stagingDir, { recursive: true, filter: (source) => !source.endsWith(`/${BUILT_DIR}`) });
  // The package's own tsconfig (strict, NodeNext), emitting instead of only checking.
  const emit = ['--noEmit', 'false', '--declaration', '--declarationMap', '--outDir', join(stagingDir, BUILT_DIR)];
  execFileSync(process.execPath, [TSC, '-p', join(stagingDir, 'tsconfig.json'), ...emit], { stdio: ['ignore', 'inherit', 'inherit'] });
  return stagingDir;
}
