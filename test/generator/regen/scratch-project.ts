import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildOptions } from '../../../generator/commands/regen.ts';
import type { RegenOptions } from '../../../generator/regen/pipeline.ts';
import { PROJECT_ROOT } from '../../support/project.ts';
import { REAL_SPECS_DIR } from '../../support/real-specs.ts';

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

/** What a copy of the project needs to generate, check and test itself. */
const PROJECT_PARTS = ['generator', 'generated', 'spec', 'test', 'Makefile', 'package.json', 'package-lock.json', 'tsconfig.json', 'vitest.config.ts'];

/**
 * A working copy of this project under .tmp/ (the committed spec, package and tests), with
 * `../shared` beside it as in CI and node_modules linked, not installed: a real project for regen
 * to land documents into. Returns the copy's root; remove its parent folder afterwards.
 */
export function projectCopy(): string {
  mkdirSync(join(PROJECT_ROOT, '.tmp'), { recursive: true });
  const root = join(mkdtempSync(join(PROJECT_ROOT, '.tmp', 'regen-adoption-')), 'project');
  mkdirSync(root);
  for (const part of PROJECT_PARTS) cpSync(join(PROJECT_ROOT, part), join(root, part), { recursive: true, preserveTimestamps: true });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  symlinkSync(dirname(dirname(REAL_SPECS_DIR)), join(dirname(root), 'shared'), 'dir');
  return root;
}

/**
 * A `git clone` of this project's committed state in the system temp folder, as a user's repository
 * is: nothing beside it (no ../shared), node_modules linked rather than installed. Returns the
 * clone's root; remove its parent folder afterwards.
 */
export function projectClone(): string {
  const parent = mkdtempSync(join(tmpdir(), 'regen-clone-'));
  const root = join(parent, 'project');
  execFileSync('git', ['clone', '--quiet', '--no-local', PROJECT_ROOT, root], { stdio: ['ignore', 'ignore', 'pipe'] });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}
