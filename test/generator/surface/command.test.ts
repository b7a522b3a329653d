import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

const INCIDENT = 'export interface Incident { id: string; name: string }\nexport function list(limit: number): Incident[] { return []; }\n';

describe('incident-gen surface', () => {
  it('accepts a baseline, passes compatible changes listing them, and fails with one line per break saying why', async () => {
    const dir = writePackage(INCIDENT);
    const baseline = join(dir, 'surface.d.ts');
    expect((await surface(['--accept', '--dir', dir, '--baseline', baseline])).status).toBe(0);
    expect(readFileSync(baseline, 'utf8')).toMatch(/declare module "incident-api-client" \{\n {4}export interface Incident \{\n {8}id: string;\n {8}name: string;\n {4}\}/);

    writeFileSync(join(dir, 'index.ts'), 'export interface Incident { id: string; name: string; summary?: string }\nexport function list(limit: number | string): Incident[] { return []; }\nexport const extra = 1;\n');
    const grown = await surface(['--check', '--dir', dir, '--baseline', baseline]);
    expect(grown).toMatchObject({ status: 0, stderr: 'surface: 0 breaking, 3 compatible\n' });
    expect(grown.stdout.trimEnd().split('\n')).toEqual(['compatible: Incident.summary: optional property added', 'compatible: extra: added', 'compatible: list(limit): widened from number to string | number']);

    writeFileSync(join(dir, 'index.ts'), 'export interface Incident { id: number }\nexport function list(limit: number, page: string): Incident[] { return []; }\n');
    const broken = await surface(['--check', '--dir', dir, '--baseline', baseline]);
    expect(broken.status).toBe(1);
    expect(broken.stdout.trimEnd().split('\n')).toEqual([
      'break: Incident.id: type changed from string to number; old code using it as string no longer compiles',
      'break: Incident.name: removed; old code reading it no longer compiles',
      'break: list(page): required parameter added; old calls with 1 argument(s) fail',
    ]);
    expect(broken.stderr).toBe('surface: 3 breaking, 0 compatible (run `make surface` to accept)\n');
  });

  it('refuses a baseline it cannot read or write in one line with status 2, leaving no file half-written or beside it', async () => {
    const dir = writePackage(INCIDENT);
    const before = readdirSync(dir).sort();
    const belowFile = await surface(['--accept', '--dir', dir, '--baseline', join(dir, 'index.ts/surface.d.ts')]);
    expect(belowFile).toMatchObject({ status: 2, stdout: '', stderr: `error: ${join(dir, 'index.ts/surface.d.ts')}: cannot be written: a file stands where its folder should be\n` });
    mkdirSync(join(dir, 'taken.d.ts'));
    for (const mode of ['--accept', '--check']) {
      const folder = await surface([mode, '--dir', dir, '--baseline', join(dir, 'taken.d.ts')]);
      expect(folder, mode).toMatchObject({ status: 2, stdout: '', stderr: `error: ${join(dir, 'taken.d.ts')}: is a folder, not a baseline file\n` });
    }
    // There, but reading it fails (EIO): a baseline on a failing disk.
    const unreadable = await surface(['--check', '--dir', dir, '--baseline', '/proc/self/mem']);
    expect(unreadable).toMatchObject({ status: 2, stdout: '', stderr: 'error: /proc/self/mem: cannot be read (EIO)\n' });
    const unwritable = await surface(['--accept', '--dir', dir, '--baseline', '/proc/surface.d.ts']);
    expect(unwritable).toMatchObject({ status: 2, stdout: '', stderr: expect.stringMatching(/^error: \/proc\/surface\.d\.ts: cannot be written \(E[A-Z]+\)\n$/) });
    expect(readdirSync(dir).sort()).toEqual([...before, 'taken.d.ts'].sort());
    expect(readdirSync(join(dir, 'taken.d.ts'))).toEqual([]);
    expect(readFileSync(join(dir, 'index.ts'), 'utf8')).toBe(INCIDENT);
  });

  it('refuses a missing baseline, or one that is not a surface, in one line with status 2, leaving it as it was', async () => {
    const dir = writePackage(INCIDENT);
    const missing = await surface(['--check', '--dir', dir, '--baseline', join(dir, 'none.d.ts')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/none\.d\.ts: no API-surface baseline yet; run `make surface` to write one\n$/);
    const old = join(dir, 'api-surface.txt');
    writeFileSync(old, 'Incident\tinterface\n');
    const wrong = await surface(['--check', '--dir', dir, '--baseline', old]);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/^[^\n]*api-surface\.txt: not an API-surface declarations file \(no `declare module "incident-api-client"`\); run `make surface` to write one\n$/);
    expect(readFileSync(old, 'utf8')).toBe('Incident\tinterface\n');
    const hostile = join(dir, 'hostile.d.ts');
    const text = 'declare module "incident-api-client" {\n    export type X = import("../../../etc/passwd").Y;\n}\n';
    writeFileSync(hostile, text);
    const refused = await surface(['--check', '--dir', dir, '--baseline', hostile]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/^[^\n]*hostile\.d\.ts: not a usable API-surface baseline: it imports "\.\.\/\.\.\/\.\.\/etc\/passwd", neither a module it declares nor a package; run `make surface` to write one\n$/);
    expect(readFileSync(hostile, 'utf8')).toBe(text);
  });
});
