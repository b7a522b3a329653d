/**
 * The folder the landing checks run in, built from the staged package and the toolchain alone:
 *
 *   WORK/package/                  a copy of the staged package (compiled to dist/ by build.ts)
 *   WORK/node_modules/incident-api-client -> ../package   (the copy, as a consumer installs it)
 *   WORK/node_modules/<dependency> -> the toolchain's own copy (the package's dependencies and peers, @types/node)
 *   WORK/consumer/                 the consumer example (consumer-example.ts)
 *
 * Nothing in it is read from the repository regen lands into.
 */
import { cpSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CheckTools } from './tools.ts';

export interface StagedPackage {
  /** The staged package folder (generated from the new document, not yet swapped in). */
  packageDir: string;
  /** The new document the package was generated from. */
  specFile: string;
  /** A fresh folder for the checks' own files. */
  workDir: string;
}

export interface CheckWorkspace {
  workDir: string;
  /** The copy of the staged package the checks compile and load. */
  packageDir: string;
  /** The package's name as a consumer imports it. */
  packageName: string;
  specFile: string;
}

/** Types the generated package's tsconfig names (`types: ["node"]`) that it does not declare as dependencies. */
const TYPE_PACKAGES = ['@types/node'];

export function prepareWorkspace(staged: StagedPackage, tools: CheckTools): CheckWorkspace {
  const packageDir = join(staged.workDir, 'package');
  mkdirSync(staged.workDir, { recursive: true });
  cpSync(staged.packageDir, packageDir, { recursive: true, filter: (source) => source !== join(staged.packageDir, 'dist') });
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { name: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
  const link = (name: string, target: string) => {
    const at = join(staged.workDir, 'node_modules', name);
    mkdirSync(dirname(at), { recursive: true });
    symlinkSync(target, at, 'dir');
  };
  // Peers too: the testing entry compiles against msw, as a consumer that installs it does.
  for (const name of [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {}), ...TYPE_PACKAGES]) link(name, tools.packageDir(name));
  link(manifest.name, packageDir);
  return { workDir: staged.workDir, packageDir, packageName: manifest.name, specFile: staged.specFile };
}
