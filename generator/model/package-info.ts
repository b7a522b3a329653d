/** The generated package's identity and run-time dependencies, pinned to the versions this project uses. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PackageModel } from './types.ts';

export const GENERATED_PACKAGE_NAME = 'incident-api-client';
const RUNTIME_DEPENDENCIES = ['openapi-fetch', 'standardwebhooks'];
/** The oldest TypeScript the package promises; `make consumer` compiles the README examples with it. */
export const OLDEST_TYPESCRIPT = '5.5';

export function readPackageModel(projectRoot: string): PackageModel {
  const manifest = JSON.parse(readFileSync(resolve(projectRoot, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const dependencies = Object.fromEntries(RUNTIME_DEPENDENCIES.map((name) => [name, manifest.dependencies?.[name] ?? '*']));
  return { name: GENERATED_PACKAGE_NAME, dependencies, peerDependencies: { typescript: `>=${OLDEST_TYPESCRIPT}` } };
}
