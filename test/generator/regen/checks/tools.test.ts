import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolchainPackageDir, toolchainTools } from '../../../../generator/regen/checks/tools.ts';

const versionOf = (tsc: string) => (JSON.parse(readFileSync(join(dirname(dirname(tsc)), 'package.json'), 'utf8')) as { version: string }).version;

describe('the check tools, found beside the toolchain', () => {
  it('are TypeScript 5.9 and 7.0 from its own dependencies', () => {
    const tools = toolchainTools();
    expect(versionOf(tools.tsc59)).toMatch(/^5\.9\./);
    expect(versionOf(tools.tsc70)).toMatch(/^7\.0\./);
    for (const tsc of [tools.tsc59, tools.tsc70]) expect(existsSync(tsc), tsc).toBe(true);
  });

  it("find the client's dependencies and @types/node, whatever their exports allow", () => {
    for (const name of ['openapi-fetch', 'msw', 'typescript', '@types/node']) {
      expect((JSON.parse(readFileSync(join(toolchainPackageDir(name), 'package.json'), 'utf8')) as { name: string }).name).toBe(name);
    }
  });

  it('refuse a package the toolchain lacks in one line saying what to do', () => {
    expect(() => toolchainPackageDir('no-such-package-for-landing-checks')).toThrow('no-such-package-for-landing-checks is not installed beside the toolchain (reinstall incident-api-toolchain)');
  });
});
