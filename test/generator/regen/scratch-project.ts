import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildOptions } from '../../../generator/commands/regen.ts';
import type { RegenOptions } from '../../../generator/regen/pipeline.ts';
import { PROJECT_ROOT } from '../../support/project.ts';

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

/** Regen options for a scratch project, built as the CLI builds them: `regen --root ROOT --base-url URL --no-verify`. */
export function scratchOptions(root: string, baseUrl: string, overrides: Partial<RegenOptions> = {}): RegenOptions {
  const options = buildOptions({ root, 'base-url': baseUrl, retries: '1', 'timeout-ms': '5000', 'no-verify': true });
  return { ...options, fetch: { ...options.fetch, retryDelayMs: 1 }, progress: () => {}, ...overrides };
}
