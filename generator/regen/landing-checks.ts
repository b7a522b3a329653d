/**
 * What a landing verifies (README, "Keeping up with the API"): the checks in checks/ on the staged
 * package before the swap, and after it `generate --check` (generated/ is exactly what the
 * generator makes of the landed spec). Nothing here reads the repository beyond spec/ and
 * generated/, nor this project's tests or data. A failure keeps the whole log under .tmp/regen/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Collaborators } from './collaborators.ts';
import type { CheckResult, StagedChecks, StagedPackage } from './checks/index.ts';
import { resultOf } from './checks/result.ts';
import type { Progress } from './progress.ts';

export interface LandingChecks {
  spec: string;
  outDir: string;
  /** The release record generate --check reads with the spec. */
  releasesFile: string;
  /** The checks on the staged package (checks/index.ts's runStagedChecks; a test may give its own). */
  stagedChecks: StagedChecks;
  progress: Progress;
}

export interface FailedCheck {
  /** Every check that failed, in the order they are listed. */
  failed: CheckResult[];
  /** The complete log of every check run, kept after regen ends. */
  logFile: string;
}

export const GENERATE_CHECK = 'generate --check';

/** Before the swap: the staged package passes every check in checks/. */
export async function verifyStagedPackage(staged: StagedPackage, checks: LandingChecks, logFile: string): Promise<FailedCheck | undefined> {
  return verdict(await checks.stagedChecks(staged, checks.progress), logFile);
}

/** After the swap: generated/ is exactly what the generator makes of the landed spec. */
export async function verifyLandedPackage(checks: LandingChecks, collaborators: Collaborators, logFile: string): Promise<FailedCheck | undefined> {
  checks.progress('checking generated/ against spec/openapiV3.json (generate --check)');
  const started = performance.now();
  const stale = await collaborators.staleness(checks.spec, checks.outDir, checks.releasesFile);
  return verdict([resultOf(GENERATE_CHECK, stale === undefined, stale ?? '', performance.now() - started)], logFile);
}

/** Undefined when every check passed; else the failures, with every check's log written to `logFile`. */
function verdict(results: CheckResult[], logFile: string): FailedCheck | undefined {
  const failed = results.filter((result) => !result.ok);
  if (failed.length === 0) return undefined;
  mkdirSync(dirname(logFile), { recursive: true });
  writeFileSync(logFile, results.map((result) => `== ${result.name}: ${result.ok ? 'passed' : 'FAILED'} (${(result.ms / 1000).toFixed(1)} s)\n${result.log}\n`).join('\n'));
  return { failed, logFile };
}
