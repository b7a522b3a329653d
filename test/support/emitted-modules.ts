/** Loads emitted modules for real: writes them into a project scratch folder and imports them. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EmittedFile } from '../../generator/emit/files.ts';
import { projectScratchDir } from './generator-runs.ts';

export function writeEmitted(files: EmittedFile[], prefix = 'emitted'): string {
  const dir = projectScratchDir(prefix);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.content);
  }
  return dir;
}

/** Imports one emitted module (its imports must be type-only or among `files`). */
export async function importEmitted<T>(files: EmittedFile[], path: string): Promise<T> {
  const dir = writeEmitted(files);
  return (await import(pathToFileURL(join(dir, path)).href)) as T;
}
