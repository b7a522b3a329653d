/**
 * The staged package's two compilations, on the fixture package copied outside this project: each
 * passes a sound package and fails, by name and with the compiler's first error, a package with a
 * type error in any of its files.
 */
import { appendFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_59, buildWith59, TYPECHECK_70, typecheckWith70 } from '../../../../generator/regen/checks/typecheck.ts';
import { prepareWorkspace } from '../../../../generator/regen/checks/workspace.ts';
import { systemTempDirs } from '../../../support/temp-dirs.ts';
import { stagedFixtures, tools } from './staged-fixture.ts';

const { staged } = stagedFixtures(systemTempDirs());

describe('the staged package type-checked under 7.0 and built under 5.9', () => {
  it('passes a sound package, and the 5.9 build leaves dist/ as the package installs it', { timeout: 180_000 }, async () => {
    const workspace = prepareWorkspace(await staged(), tools);
    const [typecheck, build] = await Promise.all([typecheckWith70(workspace, tools.tsc70), buildWith59(workspace, tools.tsc59)]);
    expect(typecheck).toMatchObject({ name: TYPECHECK_70, ok: true, firstLines: [] });
    expect(build).toMatchObject({ name: BUILD_59, ok: true, firstLines: [] });
    for (const file of ['index.js', 'index.d.ts', 'runtime/client/index.js']) expect(existsSync(join(workspace.packageDir, 'dist', file)), file).toBe(true);
  });

  for (const file of ['index.ts', 'schema.ts', 'runtime/client/pagination.ts']) {
    it(`fails both, each by name with the compiler's first error, when ${file} does not compile`, { timeout: 180_000 }, async () => {
      const broken = await staged(({ packageDir }) => appendFileSync(join(packageDir, file), "\nexport const notANumber: number = 'text';\n"));
      const workspace = prepareWorkspace(broken, tools);
      const results = await Promise.all([typecheckWith70(workspace, tools.tsc70), buildWith59(workspace, tools.tsc59)]);
      expect(results.map((result) => [result.name, result.ok])).toEqual([
        [TYPECHECK_70, false],
        [BUILD_59, false],
      ]);
      for (const result of results) {
        expect(result.firstLines[0]).toMatch(new RegExp(`${file.replace(/\./g, '\\.')}\\(\\d+,\\d+\\): error TS2322: Type 'string' is not assignable to type 'number'`));
        expect(result.log).toContain(result.firstLines[0]);
      }
    });
  }
});
