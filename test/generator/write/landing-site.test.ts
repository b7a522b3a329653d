import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingFiles, openLanding, recoverIfIdle } from '../../../generator/write/landing-site.ts';
import { acquireLock } from '../../../generator/write/project-lock.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

/** A project a killed `generate` left: a half-written package folder, an old one not yet removed, a journal cut short. */
function leftoverProject(): string {
  const root = tempDir('site');
  mkdirSync(join(root, 'generated'));
  writeFileSync(join(root, 'generated/index.ts'), 'old');
  mkdirSync(join(root, '.generated.new-a1b2c3'));
  writeFileSync(join(root, '.generated.new-a1b2c3/index.ts'), 'half');
  mkdirSync(join(root, '.generated.old-d4e5f6'));
  writeFileSync(`${landingFiles(join(root, 'generated')).journal}.123.partial`, '{"jou');
  writeFileSync(join(root, '.generatedX.new-keep'), 'not ours');
  return root;
}

describe('the landing site beside generated/', () => {
  it('names the lock and the journal beside the package folder', () => {
    expect(landingFiles('/p/generated')).toEqual({ journal: '/p/.generated.landing.json', lock: '/p/.generated.lock' });
  });

  it('removes what a killed run left, in one line, and releases the lock afterwards', async () => {
    const root = leftoverProject();
    const said: string[] = [];
    const held = await openLanding(join(root, 'generated'), { waitMs: 100, pollMs: 10, command: 'test', say: (line) => said.push(line) });
    expect(readdirSync(root).sort()).toEqual(['.generated.lock', '.generatedX.new-keep', 'generated']);
    expect(said).toEqual([expect.stringMatching(/^removed what an interrupted run left beside generated\/: /)]);
    held.release();
    expect(readdirSync(root).sort()).toEqual(['.generatedX.new-keep', 'generated']);
  });

  it('leaves a running landing alone when only checking', async () => {
    const root = leftoverProject();
    const held = await acquireLock(landingFiles(join(root, 'generated')).lock, { waitMs: 0, pollMs: 10, command: 'regen', say: () => undefined });
    const before = readdirSync(root).sort();
    recoverIfIdle(join(root, 'generated'), 'check', () => undefined);
    expect(readdirSync(root).sort()).toEqual(before);
    held.release();
    recoverIfIdle(join(root, 'generated'), 'check', () => undefined);
    expect(readdirSync(root).sort()).toEqual(['.generatedX.new-keep', 'generated']);
  });

  it('makes no lock (nor its folder) where the package folder has no parent yet, or a file for one', async () => {
    const root = tempDir('site');
    writeFileSync(join(root, 'a-file'), '');
    for (const outDir of ['new/deep/generated', 'a-file/generated']) {
      const held = await openLanding(join(root, outDir), { waitMs: 0, pollMs: 10, command: 'test', say: () => undefined });
      held.release();
      expect(readdirSync(root), outDir).toEqual(['a-file']);
    }
  });
});
