/**
 * The checks run together: a sound package passes all four, each named; a package that does not
 * build fails that check and the two that need the build are reported as not run, never as passed.
 */
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../../generator/generate.ts';
import { stagedChecksWith, WORKSPACE } from '../../../../generator/regen/checks/index.ts';
import { PROJECT_ROOT } from '../../../support/project.ts';
import { BASE, WARNED } from '../../commands/regen-documents.ts';
import { systemTempDirs } from '../../../support/temp-dirs.ts';
import { replaceIn, stagedFixtures, tools } from './staged-fixture.ts';

const tempDir = systemTempDirs();
const { staged } = stagedFixtures(tempDir);

const NAMES = ['type-check (TypeScript 7.0)', 'type-check and build (TypeScript 5.9)', 'consumer example (TypeScript 5.9)', 'contract (the built client against the staged document, on loopback)'];

describe('the staged checks together', () => {
  it('pass a sound package, each by name, saying so as they finish', { timeout: 300_000 }, async () => {
    const progress: string[] = [];
    const results = await stagedChecksWith(tools, await staged(), (line) => progress.push(line));
    expect(results.map((result) => [result.name, result.ok])).toEqual(NAMES.map((name) => [name, true]));
    expect(progress[0]).toBe('checking the staged package: type-check (7.0), build (5.9)');
    expect(progress[3]).toBe('checking the built package: consumer example (5.9), contract on loopback');
    expect(progress.filter((line) => line.startsWith('passed: ')).map((line) => line.replace(/ \(\d+\.\d s\)$/, '').slice('passed: '.length)).sort()).toEqual([...NAMES].sort());
  });

  it('report the checks that need the build as not run when it fails, never as passed', { timeout: 300_000 }, async () => {
    const failingTsc = join(tempDir('tools'), 'tsc.mjs');
    writeFileSync(failingTsc, "console.log('x.ts(1,1): error TS9999: the build broke'); process.exit(2);\n");
    chmodSync(failingTsc, 0o755);
    const results = await stagedChecksWith({ ...tools, tsc59: failingTsc }, await staged(), () => {});
    expect(results.map((result) => [result.name, result.ok, result.firstLines])).toEqual([
      [NAMES[0], true, []],
      [NAMES[1], false, ['x.ts(1,1): error TS9999: the build broke']],
      [NAMES[2], false, ['not run: type-check and build (TypeScript 5.9) failed']],
      [NAMES[3], false, ['not run: type-check and build (TypeScript 5.9) failed']],
    ]);
  });

  it('fail as the workspace, running nothing, when the staged package needs a dependency the toolchain lacks', { timeout: 120_000 }, async () => {
    const broken = await staged(({ packageDir }) => replaceIn(join(packageDir, 'package.json'), '"dependencies": {', '"dependencies": {\n    "left-pad-for-landing-checks": "1.0.0",'));
    const progress: string[] = [];
    const results = await stagedChecksWith(tools, broken, (line) => progress.push(line));
    expect(results.map((result) => [result.name, result.ok, result.firstLines])).toEqual([[WORKSPACE, false, ['left-pad-for-landing-checks is not installed beside the toolchain (reinstall incident-api-toolchain)']]]);
    expect(progress).toEqual([]);
  });

  // Small documents of other shapes than the fixture: a list that is not paginated, no webhook, request bodies, a dozen operations.
  const shapes: Array<[string, () => unknown]> = [
    ['a document with an unpaginated list and no webhook (regen-documents BASE)', () => BASE],
    ['the same with an optional request-body field (regen-documents WARNED)', () => WARNED[0]],
    ['the 20 KB description of 12 operations', () => JSON.parse(readFileSync(join(PROJECT_ROOT, 'test/support/small-description.json'), 'utf8'))],
  ];
  for (const [name, document] of shapes) {
    it(`pass the package generated from ${name}`, { timeout: 300_000 }, async () => {
      const dir = tempDir('shape');
      writeFileSync(join(dir, 'openapiV3.json'), JSON.stringify(document()));
      await generate({ specPath: join(dir, 'openapiV3.json'), outDir: join(dir, 'generated') });
      const results = await stagedChecksWith(tools, { packageDir: join(dir, 'generated'), specFile: join(dir, 'openapiV3.json'), workDir: join(dir, 'work') }, () => {});
      expect(results.filter((result) => !result.ok).map((result) => `${result.name}: ${result.firstLines.join(' / ')}`)).toEqual([]);
      expect(results).toHaveLength(4);
    });
  }
});
