/**
 * The API-surface side of `generate`: `--accept-surface` records the generated package's exports
 * as the baseline; `--check` fails when the package lost or changed an export the baseline has.
 * The baseline describes the default output folder (generated/), so other folders are not checked.
 */
import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { DEFAULTS } from '../context.ts';
import { checkSurface } from '../surface/check.ts';

export const describesDefaultPackage = (outDir: string) => resolve(outDir) === resolve(DEFAULTS.outDir);

/** Writes the baseline; resolves to a line for the summary. */
export function acceptSurface(outDir: string): string {
  const { text } = checkSurface(outDir, DEFAULTS.surfaceFile, DEFAULTS.packageEntry);
  writeFileSync(DEFAULTS.surfaceFile, text);
  return `surface baseline written to ${relative(process.cwd(), resolve(DEFAULTS.surfaceFile))}`;
}

/** One line saying what broke, or undefined when nothing did (or there is no baseline yet). */
export function brokenSurface(outDir: string): string | undefined {
  const { breaking } = checkSurface(outDir, DEFAULTS.surfaceFile, DEFAULTS.packageEntry);
  if (breaking.length === 0) return undefined;
  return `the API surface broke against ${DEFAULTS.surfaceFile} (${breaking.length} change${breaking.length === 1 ? '' : 's'}, first: ${breaking[0]}); run \`make surface\` if intended`;
}
