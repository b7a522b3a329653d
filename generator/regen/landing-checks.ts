/**
 * What a landing verifies (README, "Keeping up with the API"), and nothing more: the generated
 * package's own checks and the tests that read it. The rest of the suite does not depend on which
 * document generated/ came from, so a landing never runs it, nor test/generator/regen/ (which
 * lands documents itself).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Collaborators } from './collaborators.ts';
import type { Progress } from './progress.ts';
import { runCommand } from './verify.ts';

export interface LandingChecks {
  root: string;
  spec: string;
  outDir: string;
  /** The release record generate --check reads with the spec. */
  releasesFile: string;
  /** Run with the staged package's tsconfig.json appended (TypeScript 7.0). */
  stagedTypecheckCommand: readonly string[];
  /** Run with a tsconfig.json over generated/ and the landing tests appended (TypeScript 5.9). */
  landedTypecheckCommand: readonly string[];
  /** Project-relative test files that read generated/ (DEFAULTS.landingTests). */
  landingTests: readonly string[];
  /** Runs the landing tests from the project root. */
  testCommand: readonly string[];
  progress: Progress;
}

export interface FailedCheck {
  step: 'type-check' | 'generate --check' | 'tests';
  output: string;
}

/** Before the swap: the staged package compiles on its own, with its own tsconfig. */
export async function typecheckStagedPackage(stagedDir: string, checks: LandingChecks): Promise<FailedCheck | undefined> {
  checks.progress(`type-checking the staged package (${checks.stagedTypecheckCommand[0]})`);
  const result = await runCommand([...checks.stagedTypecheckCommand, join(stagedDir, 'tsconfig.json')], checks.root);
  return result.ok ? undefined : { step: 'type-check', output: result.tail };
}

/**
 * After the swap: generated/ is exactly what the generator makes of the landed spec; every file of
 * it and the landing tests type-check together under the project's tsconfig (the package's own
 * where the project has none), as `make typecheck` will; the landing tests pass. `scratchConfig`
 * is a fresh path for that tsconfig.
 */
export async function verifyLandedPackage(checks: LandingChecks, collaborators: Collaborators, scratchConfig: string): Promise<FailedCheck | undefined> {
  checks.progress('checking generated/ against spec/openapiV3.json (generate --check)');
  const stale = await collaborators.staleness(checks.spec, checks.outDir, checks.releasesFile);
  if (stale !== undefined) return { step: 'generate --check', output: stale };
  const tests = checks.landingTests.map((test) => join(checks.root, test)).filter((test) => existsSync(test));
  const projectConfig = join(checks.root, 'tsconfig.json');
  const config = { extends: existsSync(projectConfig) ? projectConfig : join(checks.outDir, 'tsconfig.json'), include: [join(checks.outDir, '**/*.ts')], files: tests };
  writeFileSync(scratchConfig, JSON.stringify(config));
  checks.progress(`type-checking generated/ and the landing tests (${checks.landedTypecheckCommand[0]})`);
  const typecheck = await runCommand([...checks.landedTypecheckCommand, scratchConfig], checks.root);
  if (!typecheck.ok) return { step: 'type-check', output: typecheck.tail };
  checks.progress('running the landing tests');
  const result = await runCommand(checks.testCommand, checks.root);
  return result.ok ? undefined : { step: 'tests', output: result.tail };
}
