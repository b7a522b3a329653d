/**
 * What a landing verifies around the swap: the staged checks (given here, so each can pass or fail)
 * before it, `generate --check` through the real collaborators after it; a failure names every
 * failed check and keeps the whole log, a pass keeps none.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../generator/generate.ts';
import { realCollaborators } from '../../../generator/regen/adapters.ts';
import type { StagedChecks, StagedPackage } from '../../../generator/regen/checks/index.ts';
import { resultOf } from '../../../generator/regen/checks/result.ts';
import { GENERATE_CHECK, verifyLandedPackage, verifyStagedPackage, type LandingChecks } from '../../../generator/regen/landing-checks.ts';
import { fixtureDocument } from '../../support/generator-fixture.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

function setup(stagedChecks: StagedChecks = async () => [], paths: { spec?: string; outDir?: string } = {}) {
  const dir = tempDir('landing');
  const progress: string[] = [];
  const checks: LandingChecks = {
    spec: paths.spec ?? join(dir, 'spec/openapiV3.json'),
    outDir: paths.outDir ?? join(dir, 'generated'),
    releasesFile: join(dir, 'spec/releases.json'),
    stagedChecks,
    progress: (line) => progress.push(line),
  };
  return { checks, progress, logFile: join(dir, '.tmp/regen/stamp-verify.log') };
}

const STAGED: StagedPackage = { packageDir: '/staged/generated', specFile: '/staged/openapiV3.json', workDir: '/staged/checks' };

describe('verifyStagedPackage', () => {
  it('gives the checks the staged package and passes when every check passed, keeping no log', async () => {
    const given: StagedPackage[] = [];
    const { checks, logFile } = setup(async (staged) => {
      given.push(staged);
      return [resultOf('one', true, 'fine', 10), resultOf('two', true, '', 20)];
    });
    expect(await verifyStagedPackage(STAGED, checks, logFile)).toBeUndefined();
    expect(given).toEqual([STAGED]);
    expect(existsSync(logFile)).toBe(false);
  });

  it('names every failed check, in order, and writes every check\'s whole output to the log', async () => {
    const long = Array.from({ length: 50 }, (_, index) => `error ${index + 1}`).join('\n');
    const results = [resultOf('first', false, long, 1500), resultOf('second', true, 'all good', 250), resultOf('third', false, 'broken\n\n  detail', 0)];
    const { checks, logFile } = setup(async () => results);
    const failed = await verifyStagedPackage(STAGED, checks, logFile);
    expect(failed).toEqual({ failed: [results[0], results[2]], logFile });
    expect(failed!.failed[0]!.firstLines).toEqual(['error 1', 'error 2', 'error 3', 'error 4', 'error 5', 'error 6']);
    expect(failed!.failed[1]!.firstLines).toEqual(['broken', '  detail']);
    expect(readFileSync(logFile, 'utf8')).toBe(`== first: FAILED (1.5 s)\n${long}\n\n== second: passed (0.3 s)\nall good\n\n== third: FAILED (0.0 s)\nbroken\n\n  detail\n`);
  });
});

describe('verifyLandedPackage', () => {
  it('fails as generate --check when generated/ is not what the generator makes of the spec, with the reason in the log', { timeout: 120_000 }, async () => {
    const dir = tempDir('landed');
    writeFileSync(join(dir, 'openapiV3.json'), JSON.stringify(fixtureDocument()));
    const { checks, progress, logFile } = setup(undefined, { spec: join(dir, 'openapiV3.json'), outDir: join(dir, 'generated') });
    const failed = await verifyLandedPackage(checks, realCollaborators, logFile);
    const reason = `${checks.outDir} has no generation.json: it was never generated`;
    expect(failed).toEqual({ failed: [{ name: GENERATE_CHECK, ok: false, firstLines: [reason], log: reason, ms: expect.any(Number) }], logFile });
    expect(readFileSync(logFile, 'utf8')).toMatch(new RegExp(`^== generate --check: FAILED \\(\\d+\\.\\d s\\)\\n${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n$`));
    expect(progress).toEqual(['checking generated/ against spec/openapiV3.json (generate --check)']);
  });

  it('passes when generated/ is what the generator makes of the spec', { timeout: 120_000 }, async () => {
    const dir = tempDir('landed');
    writeFileSync(join(dir, 'openapiV3.json'), JSON.stringify(fixtureDocument()));
    await generate({ specPath: join(dir, 'openapiV3.json'), outDir: join(dir, 'generated') });
    const { checks, logFile } = setup(undefined, { spec: join(dir, 'openapiV3.json'), outDir: join(dir, 'generated') });
    expect(await verifyLandedPackage(checks, realCollaborators, logFile)).toBeUndefined();
    expect(existsSync(logFile)).toBe(false);
  });
});
