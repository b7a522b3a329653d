import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RegenOptions } from '../../../generator/regen/pipeline.ts';
import { DEFAULTS } from '../../../generator/context.ts';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');

/** A throwaway copy of the project layout under .tmp/ (inside the tree, so node_modules resolves). */
export function scratchProject(): string {
  mkdirSync(join(PROJECT_ROOT, '.tmp'), { recursive: true });
  const root = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'regen-e2e-'));
  mkdirSync(join(root, 'spec'));
  return root;
}

/** Every file under spec/ and generated/ with a hash of its bytes: equal means byte for byte. */
export function treeDigest(root: string): Record<string, string> {
  const digest: Record<string, string> = {};
  for (const top of ['spec', 'generated']) {
    const dir = join(root, top);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      digest[path.slice(root.length)] = entry.isDirectory() ? 'dir' : createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  }
  return digest;
}

/** Regen options for a scratch project, every default path moved under `root`. */
export function scratchOptions(root: string, source: string, overrides: Partial<RegenOptions> = {}): RegenOptions {
  const at = (path: string) => join(root, path);
  return {
    source,
    paths: {
      root,
      spec: at(DEFAULTS.specPath),
      snapshotsDir: at(DEFAULTS.snapshotsDir),
      reportsDir: at(DEFAULTS.reportsDir),
      outDir: at(DEFAULTS.outDir),
      scratchDir: at(DEFAULTS.scratchDir),
      ignoreFile: at(DEFAULTS.ignoreFile),
      severityFile: undefined,
      surfaceFile: at(DEFAULTS.surfaceFile),
    },
    minPaths: DEFAULTS.minPaths,
    fetch: { timeoutMs: 5_000, retries: 1, retryDelayMs: 1 },
    failOn: 'error',
    verify: false,
    acceptSurface: false,
    typecheckCommand: DEFAULTS.typecheckCommand.map((part, index) => (index === 0 ? join(PROJECT_ROOT, part) : part)),
    testCommand: DEFAULTS.testCommand,
    now: () => new Date(),
    progress: () => {},
    ...overrides,
  };
}

export { PROJECT_ROOT };
