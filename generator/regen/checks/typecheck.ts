/**
 * The staged package compiled with its own tsconfig: under TypeScript 7.0 (type-check only), and
 * under 5.9 emitting dist/ as `make pack` does, which both checks it and gives the consumer example
 * and the contract check the package as it is installed.
 */
import { join } from 'node:path';
import { runCommand } from '../verify.ts';
import { timedCheck, type CheckResult } from './result.ts';
import type { CheckWorkspace } from './workspace.ts';

export const TYPECHECK_70 = 'type-check (TypeScript 7.0)';
export const BUILD_59 = 'type-check and build (TypeScript 5.9)';

export function typecheckWith70(workspace: CheckWorkspace, tsc70: string): Promise<CheckResult> {
  return timedCheck(TYPECHECK_70, () => runCommand([process.execPath, tsc70, '--noEmit', '--pretty', 'false', '-p', join(workspace.packageDir, 'tsconfig.json')], workspace.workDir));
}

export function buildWith59(workspace: CheckWorkspace, tsc59: string): Promise<CheckResult> {
  const emit = ['--pretty', 'false', '--noEmit', 'false', '--declaration', '--outDir', join(workspace.packageDir, 'dist')];
  return timedCheck(BUILD_59, () => runCommand([process.execPath, tsc59, '-p', join(workspace.packageDir, 'tsconfig.json'), ...emit], workspace.workDir));
}
