/**
 * Staged packages for the landing checks' tests: the package generated from the small fixture
 * document once per test file, then copied fresh for each test (which may break the copy), in the
 * system temp folder, outside this project, as a user's repository would be.
 */
import { cpSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '../../../../generator/generate.ts';
import { buildWith59 } from '../../../../generator/regen/checks/typecheck.ts';
import { toolchainTools } from '../../../../generator/regen/checks/tools.ts';
import { prepareWorkspace, type CheckWorkspace, type StagedPackage } from '../../../../generator/regen/checks/workspace.ts';
import { fixtureDocument } from '../../../support/generator-fixture.ts';

export const tools = toolchainTools();

export function stagedFixtures(tempDir: (prefix: string) => string) {
  let generated: Promise<string> | undefined;
  let built: Promise<CheckWorkspace> | undefined;
  const base = () =>
    (generated ??= (async () => {
      const dir = tempDir('staged-base');
      writeFileSync(join(dir, 'openapiV3.json'), JSON.stringify(fixtureDocument()));
      await generate({ specPath: join(dir, 'openapiV3.json'), outDir: join(dir, 'generated') });
      return dir;
    })());

  /** A fresh copy of the staged package and its document; `edit` may break either before the checks see them. */
  async function staged(edit?: (files: { packageDir: string; specFile: string }) => void): Promise<StagedPackage> {
    const dir = tempDir('staged');
    cpSync(await base(), dir, { recursive: true });
    const files = { packageDir: join(dir, 'generated'), specFile: join(dir, 'openapiV3.json') };
    edit?.(files);
    return { ...files, workDir: join(dir, 'work') };
  }

  /** The workspace of a staged package, built under 5.9 once; `edit` may change a copy of it afterwards. */
  async function builtWorkspace(edit?: (workspace: CheckWorkspace) => void): Promise<CheckWorkspace> {
    const original = await (built ??= (async () => {
      const workspace = prepareWorkspace(await staged(), tools);
      const build = await buildWith59(workspace, tools.tsc59);
      if (!build.ok) throw new Error(build.log);
      return workspace;
    })());
    if (!edit) return original;
    const dir = tempDir('built');
    cpSync(original.workDir, dir, { recursive: true, verbatimSymlinks: true });
    const copy = { ...original, workDir: dir, packageDir: join(dir, 'package') };
    // The copy's consumers install the copy, not the package it was copied from.
    const installed = join(dir, 'node_modules', original.packageName);
    rmSync(installed);
    symlinkSync(copy.packageDir, installed, 'dir');
    edit(copy);
    return copy;
  }
  return { staged, builtWorkspace };
}

/** Replaces `from` with `to` in a file, failing loudly when `from` is not there (a test must break what it means to). */
export function replaceIn(file: string, from: string | RegExp, to: string): void {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${file} has no ${String(from)}`);
  writeFileSync(file, next);
}
