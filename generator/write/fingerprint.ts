/**
 * The record that makes a re-run on unchanged input a no-op: a hash of everything the output
 * depends on (spec text, generator sources, emitting libraries' versions) and of every file written.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const FINGERPRINT_FILE = 'generation.json';

export interface Fingerprint {
  inputs: string;
  /** Relative path -> sha256 of its content. */
  files: Record<string, string>;
}

export const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

/** Files under these generator folders shape the output; the drift checker and others do not. */
const GENERATOR_INPUTS = ['generate.ts', 'load', 'model', 'emit', 'write', 'runtime'];
const LIBRARIES = ['openapi-typescript', 'ts-morph', 'prettier', 'typescript'];

export function inputsHash(specText: string, projectRoot: string): string {
  const hash = createHash('sha256').update('spec\0').update(specText);
  for (const file of sourceFiles(join(projectRoot, 'generator'), GENERATOR_INPUTS)) {
    hash.update(`\0${relative(projectRoot, file)}\0`).update(readFileSync(file));
  }
  for (const library of LIBRARIES) {
    const manifest = JSON.parse(readFileSync(join(projectRoot, 'node_modules', library, 'package.json'), 'utf8')) as { version: string };
    hash.update(`\0${library}@${manifest.version}`);
  }
  return hash.digest('hex');
}

function sourceFiles(root: string, entries: string[]): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    if (!statSync(path).isDirectory()) found.push(path);
    else for (const name of readdirSync(path).sort()) visit(join(path, name));
  };
  for (const entry of entries) visit(join(root, entry));
  return found.filter((file) => /\.(ts|mjs|json)$/.test(file));
}

/** The record a previous run left in `outDir`, or undefined when there is none (or it is unreadable). */
export function readFingerprint<T extends Fingerprint>(outDir: string): T | undefined {
  try {
    const record = JSON.parse(readFileSync(join(outDir, FINGERPRINT_FILE), 'utf8')) as T;
    return typeof record.inputs === 'string' && typeof record.files === 'object' ? record : undefined;
  } catch {
    return undefined;
  }
}

/** The first file that is missing or differs from what the record says was written, if any. */
export function firstChangedFile(outDir: string, record: Fingerprint): string | undefined {
  for (const [path, hash] of Object.entries(record.files)) {
    let content: Buffer;
    try {
      content = readFileSync(join(outDir, path));
    } catch {
      return path;
    }
    if (sha256(content) !== hash) return path;
  }
  return undefined;
}
