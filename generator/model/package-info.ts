/** The generated package's identity and run-time dependencies, pinned to the versions this project uses. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PLATFORM_NAMING, type PackageNaming } from './package-names.ts';
import type { PackageModel } from './types.ts';

/** The platform's own package; a package generated with `--name` has its own (package-names.ts). */
export const GENERATED_PACKAGE_NAME = PLATFORM_NAMING.name;
const RUNTIME_DEPENDENCIES = ['openapi-fetch'];
/** The oldest TypeScript the package promises; `make consumer` compiles the README examples with it. */
export const OLDEST_TYPESCRIPT = '5.5';

export function readPackageModel(projectRoot: string, naming: PackageNaming = PLATFORM_NAMING): PackageModel {
  const manifest = JSON.parse(readFileSync(resolve(projectRoot, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const dependencies = Object.fromEntries(RUNTIME_DEPENDENCIES.map((name) => [name, manifest.dependencies?.[name] ?? '*']));
  // msw serves the `testing` entry's fake: optional, as only a consumer's tests import it.
  const msw = manifest.dependencies?.['msw'];
  return { name: naming.name, naming, dependencies, peerDependencies: { ...(msw !== undefined && { msw: `^${msw}` }), typescript: `>=${OLDEST_TYPESCRIPT}` } };
}
