/**
 * The programs and packages the landing checks use are this toolchain's own dependencies, found
 * from this file wherever the toolchain is installed (a checkout, or a tarball inside a user's
 * node_modules), never from the repository regen lands into, which may have none of them.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DEFAULTS } from '../../context.ts';

const require = createRequire(import.meta.url);

/** The folder of the installed package `name`, looked up as node looks up an import from here. */
export function toolchainPackageDir(name: string): string {
  for (const dir of require.resolve.paths(name) ?? []) {
    const candidate = join(dir, name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`${name} is not installed beside the toolchain (reinstall incident-api-toolchain)`);
}

export interface CheckTools {
  /** tsc of TypeScript 5.9 (the `typescript` dependency). */
  tsc59: string;
  /** tsc of TypeScript 7.0 (the `typescript7` dependency). */
  tsc70: string;
  /** Resolves a package the staged client depends on (openapi-fetch, its peers msw and typescript, @types/node). */
  packageDir: (name: string) => string;
}

export const toolchainTools = (): CheckTools => ({
  tsc59: join(toolchainPackageDir(DEFAULTS.landingChecks.typescript), 'bin/tsc'),
  tsc70: join(toolchainPackageDir(DEFAULTS.landingChecks.typescript7), 'bin/tsc'),
  packageDir: toolchainPackageDir,
});
