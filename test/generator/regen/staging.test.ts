import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Staging } from '../../../generator/regen/staging.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();
/** A tmpfs on Linux: a scratch folder there is on another file system than the project's. */
const OTHER_FILE_SYSTEM = '/dev/shm';

/** Every file under `dir` with its bytes, for byte-for-byte comparisons. */
function tree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    files[path.slice(dir.length)] = entry.isDirectory() ? '<dir>' : readFileSync(path, 'base64');
  }
  return files;
}

function project() {
  const root = tempDir('staging');
  mkdirSync(join(root, 'spec/snapshots'), { recursive: true });
  mkdirSync(join(root, 'generated'));
  writeFileSync(join(root, 'spec/openapiV3.json'), 'old spec');
  writeFileSync(join(root, 'generated/index.ts'), 'old index');
  return root;
}

/** Staging as regen makes it: scratch under .tmp/, the journal beside generated/. */
const stagingIn = (root: string, scratch = join(root, '.tmp')) => new Staging(scratch, join(root, '.generated.landing.json'));

function stageUpdate(root: string, scratch?: string): Staging {
  const staging = stagingIn(root, scratch);
  staging.writeFile(join(root, 'spec/openapiV3.json'), 'new spec');
  staging.writeFile(join(root, 'spec/snapshots/2026-01-01T000000Z.json'), 'new spec');
  staging.writeFile(join(root, 'spec/reports/2026-01-01T000000Z.md'), 'report');
  const built = staging.scratchPath('generated');
  mkdirSync(built);
  writeFileSync(join(built, 'index.ts'), 'new index');
  staging.replaceDir(join(root, 'generated'), built);
  return staging;
}

describe('Staging', () => {
  it('touches nothing until commit, then swaps every file and folder in', () => {
    const root = project();
    const before = { spec: tree(join(root, 'spec')), generated: tree(join(root, 'generated')) };
    const staging = stageUpdate(root);
    expect({ spec: tree(join(root, 'spec')), generated: tree(join(root, 'generated')) }).toEqual(before);
    staging.commit();
    expect(readFileSync(join(root, 'spec/openapiV3.json'), 'utf8')).toBe('new spec');
    expect(readFileSync(join(root, 'spec/reports/2026-01-01T000000Z.md'), 'utf8')).toBe('report');
    expect(readFileSync(join(root, 'generated/index.ts'), 'utf8')).toBe('new index');
    staging.discard();
    expect(existsSync(staging.dir)).toBe(false);
  });

  it('rolls a commit back byte for byte, including folders it created', () => {
    const root = project();
    const before = { spec: tree(join(root, 'spec')), generated: tree(join(root, 'generated')) };
    const staging = stageUpdate(root);
    staging.commit();
    staging.rollback();
    expect({ spec: tree(join(root, 'spec')), generated: tree(join(root, 'generated')) }).toEqual(before);
    expect(existsSync(join(root, 'spec/reports'))).toBe(false);
  });

  it('undoes the steps already taken when a later one fails', () => {
    const root = project();
    writeFileSync(join(root, 'a-file'), 'not a folder');
    const before = { spec: tree(join(root, 'spec')), generated: tree(join(root, 'generated')) };
    const staging = stageUpdate(root);
    // Placed last, after every other step has landed: its parent is a file, so the rename fails.
    staging.writeFile(join(root, 'a-file/inside'), 'cannot land');
    expect(() => staging.commit()).toThrow(/ENOTDIR/);
    expect({ spec: tree(join(root, 'spec')), generated: tree(join(root, 'generated')) }).toEqual(before);
  });

  it('puts a file back when the staged one it was to be replaced by is missing, and leaves nothing staged behind', () => {
    const root = project();
    const before = { spec: tree(join(root, 'spec')), generated: tree(join(root, 'generated')) };
    const staging = stagingIn(root);
    staging.writeFile(join(root, 'spec/openapiV3.json'), 'new spec');
    // A built folder that was never made: its rename fails after generated/ was moved aside.
    staging.replaceDir(join(root, 'generated'), staging.scratchPath('never-built'));
    expect(() => staging.commit()).toThrow(/ENOENT/);
    expect({ spec: tree(join(root, 'spec')), generated: tree(join(root, 'generated')) }).toEqual(before);
    staging.discard();
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
  });

  it('creates nested folders a file needs, and removes them all again on rollback; a second rollback undoes nothing more', () => {
    const root = project();
    const staging = stagingIn(root);
    staging.writeFile(join(root, 'spec/reports/2026/11/report.md'), 'report');
    staging.writeFile(join(root, 'spec/openapiV3.json'), 'new spec');
    staging.commit();
    expect(readFileSync(join(root, 'spec/reports/2026/11/report.md'), 'utf8')).toBe('report');
    staging.rollback();
    expect(existsSync(join(root, 'spec/reports'))).toBe(false);
    expect(readFileSync(join(root, 'spec/openapiV3.json'), 'utf8')).toBe('old spec');
    staging.rollback();
    expect(readFileSync(join(root, 'spec/openapiV3.json'), 'utf8')).toBe('old spec');
  });

  it('gives every scratch path its own name, even for the same name asked twice', () => {
    const staging = stagingIn(project());
    const paths = [staging.scratchPath('generated'), staging.scratchPath('generated'), staging.scratchPath('file')];
    expect(new Set(paths).size).toBe(3);
    expect(paths.map((path) => dirname(path))).toEqual([staging.dir, staging.dir, staging.dir]);
    expect(paths.map((path) => /-(\w+)$/.exec(path)?.[1])).toEqual(['generated', 'generated', 'file']);
  });

  it('leaves nothing beside the targets once confirmed: no journal, sibling or backup', () => {
    const root = project();
    const staging = stageUpdate(root);
    staging.commit();
    expect(existsSync(join(root, '.generated.landing.json'))).toBe(true);
    staging.confirm();
    staging.discard();
    expect(readdirSync(root).sort()).toEqual(['.tmp', 'generated', 'spec']);
    expect(readdirSync(join(root, 'spec')).sort()).toEqual(['openapiV3.json', 'reports', 'snapshots']);
    expect(readFileSync(join(root, 'generated/index.ts'), 'utf8')).toBe('new index');
  });

  it('puts everything back when discarded after a commit nobody confirmed (a check that threw)', () => {
    const root = project();
    const before = { spec: tree(join(root, 'spec')), generated: tree(join(root, 'generated')) };
    const staging = stageUpdate(root);
    staging.commit();
    staging.discard();
    expect({ spec: tree(join(root, 'spec')), generated: tree(join(root, 'generated')) }).toEqual(before);
    expect(readdirSync(root).sort()).toEqual(['.tmp', 'generated', 'spec']);
  });

  it('lands from a scratch folder on another file system (copied beside each target, then renamed)', ({ skip }) => {
    const root = project();
    if (!existsSync(OTHER_FILE_SYSTEM) || statSync(OTHER_FILE_SYSTEM).dev === statSync(root).dev) skip(`${OTHER_FILE_SYSTEM} is not another file system here: no EXDEV to attack`);
    const foreign = mkdtempSync(join(OTHER_FILE_SYSTEM, 'staging-foreign-'));
    try {
      const staging = stageUpdate(root, foreign);
      staging.commit();
      staging.confirm();
      staging.discard();
      expect(readFileSync(join(root, 'generated/index.ts'), 'utf8')).toBe('new index');
      expect(readFileSync(join(root, 'spec/openapiV3.json'), 'utf8')).toBe('new spec');
      expect(readdirSync(root).sort()).toEqual(['generated', 'spec']);
    } finally {
      rmSync(foreign, { recursive: true, force: true });
    }
  });
});
