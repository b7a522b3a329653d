import { existsSync, readFileSync } from 'node:fs';
import { InputError } from '../load/errors.ts';
import { GENERATED_PACKAGE_NAME } from '../model/package-info.ts';
import { compareSurface, type SurfaceDiff } from './compare.ts';
import { surfaceDeclarations } from './declarations.ts';
import { bundleProblem, declaredModules } from './module-names.ts';

export interface SurfaceCheck extends SurfaceDiff {
  /** The package's surface now, as the baseline file (what `--accept` writes). */
  text: string;
  /** False when there was no baseline yet: everything is new, nothing can have broken. */
  hadBaseline: boolean;
}

/**
 * The surface of the package in `packageDir` against the committed baseline file, judged by
 * types (compare.ts). The baseline text is untrusted input: a file that is not a surface bundle
 * (an old `api-surface.txt`, a hand edit that lost the entry) is refused as bad input.
 */
export function checkSurface(packageDir: string, baselineFile: string, entry = 'index.ts'): SurfaceCheck {
  const text = surfaceDeclarations(packageDir, entry);
  if (!existsSync(baselineFile)) return { text, hadBaseline: false, breaking: [], added: [], breaks: [], compatible: [] };
  const baseline = readBaseline(baselineFile);
  if (baseline === text) return { text, hadBaseline: true, breaking: [], added: [], breaks: [], compatible: [] };
  if (!declaredModules(baseline).includes(GENERATED_PACKAGE_NAME)) {
    throw new InputError(baselineFile, `not an API-surface declarations file (no \`declare module "${GENERATED_PACKAGE_NAME}"\`); run \`make surface\` to write one`);
  }
  const problem = bundleProblem(baseline);
  if (problem) throw new InputError(baselineFile, `not a usable API-surface baseline: it ${problem}; run \`make surface\` to write one`);
  return { text, hadBaseline: true, ...compareSurface({ baseline, current: text }, packageDir) };
}

function readBaseline(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(file, code === 'EISDIR' ? 'is a folder, not a baseline file' : `cannot be read (${code})`);
  }
}
