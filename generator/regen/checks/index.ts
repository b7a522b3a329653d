/**
 * The landing checks a verified regen runs on the staged package before the swap, each named with
 * its result: the package type-checked under TypeScript 7.0 and built under 5.9 (at once), then the
 * consumer example compiled against the build and the contract check run on it (at once). They need
 * nothing but the staged package, its document and the toolchain's own dependencies.
 */
import type { Progress } from '../progress.ts';
import { CONSUMER_EXAMPLE, consumerExampleCheck } from './consumer-example.ts';
import { CONTRACT, contractCheck } from './contract.ts';
import { resultOf, skipped, type CheckResult } from './result.ts';
import { toolchainTools, type CheckTools } from './tools.ts';
import { BUILD_59, buildWith59, typecheckWith70 } from './typecheck.ts';
import { prepareWorkspace, type CheckWorkspace, type StagedPackage } from './workspace.ts';

export type { CheckResult } from './result.ts';
export type { StagedPackage } from './workspace.ts';

/** What every check needs first: the toolchain's compilers, and the staged package copied beside the toolchain's dependencies. */
export const TOOLS = 'checks tools';
export const WORKSPACE = 'checks workspace';

export type StagedChecks = (staged: StagedPackage, progress: Progress) => Promise<CheckResult[]>;

export const runStagedChecks: StagedChecks = async (staged, progress) => {
  let tools: CheckTools;
  try {
    tools = toolchainTools();
  } catch (error) {
    return [resultOf(TOOLS, false, (error as Error).message, 0)];
  }
  return stagedChecksWith(tools, staged, progress);
};

export async function stagedChecksWith(tools: CheckTools, staged: StagedPackage, progress: Progress): Promise<CheckResult[]> {
  let workspace: CheckWorkspace;
  try {
    workspace = prepareWorkspace(staged, tools);
  } catch (error) {
    return [resultOf(WORKSPACE, false, (error as Error).message, 0)];
  }
  const reported = (result: CheckResult) => {
    progress(`${result.ok ? 'passed' : 'FAILED'}: ${result.name} (${(result.ms / 1000).toFixed(1)} s)`);
    return result;
  };
  progress('checking the staged package: type-check (7.0), build (5.9)');
  const [typecheck, build] = await Promise.all([typecheckWith70(workspace, tools.tsc70).then(reported), buildWith59(workspace, tools.tsc59).then(reported)]);
  if (!build.ok) return [typecheck, build, skipped(CONSUMER_EXAMPLE, BUILD_59), skipped(CONTRACT, BUILD_59)];
  progress('checking the built package: consumer example (5.9), contract on loopback');
  const after = await Promise.all([consumerExampleCheck(workspace, tools.tsc59).then(reported), contractCheck(workspace).then(reported)]);
  return [typecheck, build, ...after];
}
