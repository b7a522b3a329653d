import { existsSync, lstatSync, mkdirSync, readlinkSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareWorkspace } from '../../../../generator/regen/checks/workspace.ts';
import { systemTempDirs } from '../../../support/temp-dirs.ts';
import { replaceIn, stagedFixtures, tools } from './staged-fixture.ts';

const tempDir = systemTempDirs();
const { staged } = stagedFixtures(tempDir);

describe('the checks workspace', () => {
  it("copies the staged package without any dist/ of its own, installs it under its name, and links its dependencies, peers and @types/node from the toolchain's", { timeout: 120_000 }, async () => {
    const package_ = await staged(({ packageDir }) => {
      mkdirSync(join(packageDir, 'dist'));
      writeFileSync(join(packageDir, 'dist/index.js'), 'stale build');
    });
    const workspace = prepareWorkspace(package_, tools);
    expect(workspace).toEqual({ workDir: package_.workDir, packageDir: join(package_.workDir, 'package'), packageName: 'incident-api-client', specFile: package_.specFile });
    expect(existsSync(join(workspace.packageDir, 'index.ts'))).toBe(true);
    expect(existsSync(join(workspace.packageDir, 'dist'))).toBe(false);
    expect(realpathSync(join(workspace.workDir, 'node_modules/incident-api-client'))).toBe(realpathSync(workspace.packageDir));
    for (const name of ['openapi-fetch', 'msw', 'typescript', '@types/node']) {
      const link = join(workspace.workDir, 'node_modules', name);
      expect(lstatSync(link).isSymbolicLink(), name).toBe(true);
      expect(readlinkSync(link)).toBe(tools.packageDir(name));
    }
  });

  it('refuses a staged package that depends on something the toolchain does not carry, naming it', { timeout: 120_000 }, async () => {
    const package_ = await staged(({ packageDir }) => replaceIn(join(packageDir, 'package.json'), '"dependencies": {', '"dependencies": {\n    "left-pad-for-landing-checks": "1.0.0",'));
    expect(() => prepareWorkspace(package_, tools)).toThrow('left-pad-for-landing-checks is not installed beside the toolchain');
  });
});
