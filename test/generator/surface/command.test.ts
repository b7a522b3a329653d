import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/generator-runs.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

const surface = (args: string[]) => runCli(['surface', ...args]);

function writePackage(index: string): string {
  const dir = tempDir('surface-cli');
  writeFileSync(join(dir, 'index.ts'), index);
  return dir;
}

describe('incident-gen surface', () => {
  it('accepts a baseline, passes additions, and fails with one line per break', async () => {
    const dir = writePackage('export interface Incident { id: string; name: string }\nexport function list(limit: number): Incident[] { return []; }\n');
    const baseline = join(dir, 'surface.txt');
    expect((await surface(['--accept', '--dir', dir, '--baseline', baseline])).status).toBe(0);
    expect(readFileSync(baseline, 'utf8')).toContain('Incident.name\t: string\n');

    writeFileSync(join(dir, 'index.ts'), 'export interface Incident { id: string; name: string; summary?: string }\nexport function list(limit: number): Incident[] { return []; }\nexport const extra = 1;\n');
    const grown = await surface(['--check', '--dir', dir, '--baseline', baseline]);
    expect(grown).toMatchObject({ status: 0, stdout: '', stderr: 'surface: 0 breaking, 2 added\n' });

    writeFileSync(join(dir, 'index.ts'), 'export interface Incident { id: number }\nexport function list(limit: number, page: string): Incident[] { return []; }\n');
    const broken = await surface(['--check', '--dir', dir, '--baseline', baseline]);
    expect(broken.status).toBe(1);
    expect(broken.stdout.trimEnd().split('\n')).toEqual([
      'changed Incident.id: : string -> : number',
      'removed Incident.name',
      'changed list: function: (limit: number) => Incident[] -> function: (limit: number, page: string) => Incident[]',
    ]);
  });

  it('needs a baseline to check against', async () => {
    const dir = writePackage('export const a = 1;\n');
    const missing = await surface(['--check', '--dir', dir, '--baseline', join(dir, 'none.txt')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/none\.txt: no API-surface baseline yet; run `make surface` to write one\n$/);
  });
});
