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
  /** Each is run with a tsconfig.json appended: TypeScript 5.9 first, then 7.0. */
  typecheckCommands: ReadonlyArray<readonly string[]>;
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

/** Before the swap: the staged package compiles under every TypeScript it promises. */
export async function typecheckStagedPackage(stagedDir: string, checks: LandingChecks): Promise<FailedCheck | undefined> {
  for (const command of checks.typecheckCommands) {
    checks.progress(`type-checking the generated package (${command[0]})`);
    const result = await runCommand([...command, join(stagedDir, 'tsconfig.json')], checks.root);
    if (!result.ok) return { step: 'type-check', output: result.tail };
  }
  return undefined;
}

/**
 * After the swap: generated/ is exactly what the generator makes of the landed spec, the landing
 * tests type-check against it (as `make typecheck` will) and pass. `scratch` is a fresh folder
 * for the tests' tsconfig.
 */
export async function verifyLandedPackage(checks: LandingChecks, collaborators: Collaborators, scratch: string): Promise<FailedCheck | undefined> {
  checks.progress('checking generated/ against spec/openapiV3.json (generate --check)');
  const stale = await collaborators.staleness(checks.spec, checks.outDir);
  if (stale !== undefined) return { step: 'generate --check', output: stale };
  const tests = checks.landingTests.map((test) => join(checks.root, test)).filter((test) => existsSync(test));
  const [typescript] = checks.typecheckCommands;
  if (tests.length > 0 && typescript !== undefined && existsSync(join(checks.root, 'tsconfig.json'))) {
    checks.progress(`type-checking the landing tests against generated/ (${typescript[0]})`);
    writeFileSync(scratch, JSON.stringify({ extends: join(checks.root, 'tsconfig.json'), include: [], files: tests }));
    const result = await runCommand([...typescript, scratch], checks.root);
    if (!result.ok) return { step: 'type-check', output: result.tail };
  }
  checks.progress('running the landing tests');
  const result = await runCommand(checks.testCommand, checks.root);
  return result.ok ? undefined : { step: 'tests', output: result.tail };
}
