import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkStagedSurface } from '../../../generator/regen/surface-gate.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

function project(index: string): { dir: string; baseline: string } {
  const dir = tempDir('gate');
  writeFileSync(join(dir, 'index.ts'), index);
  return { dir, baseline: join(dir, 'surface.d.ts') };
}

describe('checkStagedSurface', () => {
  it('writes the first baseline, then moves it forward on additions only', () => {
    const { dir, baseline } = project('export interface Thing { id: string }\n');
    const first = checkStagedSurface(dir, baseline, false);
    expect(first).toMatchObject({ breaks: [], blocking: false });
    writeFileSync(baseline, first.updated!);
    expect(checkStagedSurface(dir, baseline, false).updated).toBeUndefined();
    writeFileSync(join(dir, 'index.ts'), 'export interface Thing { id: string; name?: string }\n');
    expect(checkStagedSurface(dir, baseline, false).updated).toMatch(/export interface Thing \{\n {8}id: string;\n {8}name\?: string;\n {4}\}/);
  });

  it('blocks a break unless accepted, and then carries the new baseline', () => {
    const { dir, baseline } = project('export interface Thing { id: string; layer_id: string }\n');
    writeFileSync(baseline, checkStagedSurface(dir, baseline, false).updated!);
    writeFileSync(join(dir, 'index.ts'), 'export interface Thing { id: string }\n');
    const removed = 'Thing.layer_id: removed; old code reading it no longer compiles';
    expect(checkStagedSurface(dir, baseline, false)).toEqual({ breaks: [removed], added: [], blocking: true, updated: undefined });
    const accepted = checkStagedSurface(dir, baseline, true);
    expect(accepted).toMatchObject({ breaks: [removed], blocking: false });
    expect(accepted.updated).not.toContain('layer_id');
  });
});
