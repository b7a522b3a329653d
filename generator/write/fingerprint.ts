/**
 * The record that makes a re-run on unchanged input a no-op: a hash of everything the output
 * depends on (spec text, generator sources, emitting libraries' versions) and of every file written.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

export const FINGERPRINT_FILE = 'generation.json';

export interface Fingerprint {
  inputs: string;
  /** Relative path -> sha256 of its content. */
  files: Record<string, string>;
}

export const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

/** Files under these generator folders shape the output; the drift checker and others do not. */
const GENERATOR_INPUTS = ['generate.ts', 'load', 'model', 'emit', 'format', 'text', 'write', 'runtime', 'release'];
const LIBRARIES = ['openapi-typescript', 'ts-morph', 'prettier', 'typescript'];

/**
 * The generator sources' digest, fixed when the CLI is built to JavaScript (generator/build/):
 * the built CLI carries the digest of the sources it was built from, so it and `tsx
 * generator/cli.ts` agree on an unchanged output without the built CLI shipping those sources.
 */
declare const INCIDENT_GEN_SOURCES_DIGEST: string | undefined;

/**
 * `librariesFrom`: the module the emitting libraries are resolved from, this one unless a test
 * points it at libraries of its own.
 */
export function inputsHash(specText: string, projectRoot: string, librariesFrom: string = import.meta.url): string {
  const sources = typeof INCIDENT_GEN_SOURCES_DIGEST === 'string' ? INCIDENT_GEN_SOURCES_DIGEST : generatorSourcesDigest(projectRoot);
  const hash = createHash('sha256').update('spec\0').update(specText).update(`\0sources\0${sources}`);
  for (const library of LIBRARIES) hash.update(`\0${library}@${installedVersion(library, librariesFrom)}`);
  return hash.digest('hex');
}

/** Every file that shapes the output, by path and content. */
export function generatorSourcesDigest(projectRoot: string): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(join(projectRoot, 'generator'), GENERATOR_INPUTS)) {
    hash.update(`\0${relative(projectRoot, file)}\0`).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * A library's version as node resolves it from here: an installed toolchain finds its libraries
 * hoisted beside it, not under its own folder. Some export maps hide package.json, so walk up
 * from the resolved entry to the manifest that names the library.
 */
export function installedVersion(library: string, from: string = import.meta.url): string {
  let dir = dirname(createRequire(from).resolve(library));
  for (;;) {
    const manifestPath = join(dir, 'package.json');
    if (existsSync(manifestPath)) {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name?: string; version: string };
      if (manifest.name === library) return manifest.version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the installed version of ${library}`);
    dir = parent;
  }
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
    // `files` null or a list would pass `typeof … 'object'`: null then crashed the comparison, a
    // list compared no file at all.
    const files: unknown = record.files;
    return typeof record.inputs === 'string' && typeof files === 'object' && files !== null && !Array.isArray(files) ? record : undefined;
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
