/**
 * checkSurface in process: a small package against the baseline file beside it, as `make check`
 * and `surface --check` run it (surface/command.test.ts runs the CLI as a child process, which
 * mutation cannot see). The baseline is untrusted input.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../generator/load/errors.ts';
import { checkSurface } from '../../../generator/surface/check.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

function writePackage(index: string): string {
  const dir = tempDir('surface-check');
  writeFileSync(join(dir, 'index.ts'), index);
  return dir;
}

const BEFORE = 'export interface Incident { id: string; name: string }\nexport declare function get(): Incident;\n';

describe('checkSurface', () => {
  it('without a baseline file: the surface to write, nothing judged', () => {
    const dir = writePackage(BEFORE);
    const check = checkSurface(dir, join(dir, 'api-surface.d.ts'));
    expect(check).toEqual({ text: expect.stringContaining('declare module "incident-api-client" {'), hadBaseline: false, breaking: [], added: [], breaks: [], compatible: [] });
    expect(check.text).toContain('export interface Incident {');
  });

  it('against its own surface: nothing changed', () => {
    const dir = writePackage(BEFORE);
    const baseline = join(dir, 'api-surface.d.ts');
    writeFileSync(baseline, checkSurface(dir, baseline).text);
    expect(checkSurface(dir, baseline)).toEqual({ text: readFileSync(baseline, 'utf8'), hadBaseline: true, breaking: [], added: [], breaks: [], compatible: [] });
  });

  it('against an older surface: the breaks and compatible changes, by type', () => {
    const old = writePackage(BEFORE);
    const baseline = join(old, 'api-surface.d.ts');
    writeFileSync(baseline, checkSurface(old, baseline).text);
    const grown = writePackage('export interface Incident { id: string; summary?: string }\nexport declare function get(): Incident;\nexport declare const extra: 1;\n');
    const check = checkSurface(grown, baseline, 'index.ts');
    expect(check.hadBaseline).toBe(true);
    expect(check.breaking).toEqual(['Incident.name: removed; old code reading it no longer compiles']);
    expect(check.added).toEqual(['Incident.summary: optional property added', 'extra: added']);
    expect(check.breaks).toEqual([{ path: 'Incident.name', change: 'removed', why: 'old code reading it no longer compiles' }]);
    expect(check.text).toContain('summary?: string;');
  });

  it('refuses a baseline that is not a surface bundle, or one that imports a file, naming the file and the fix', () => {
    const dir = writePackage(BEFORE);
    const baseline = join(dir, 'api-surface.d.ts');
    writeFileSync(baseline, 'Incident.id: string\nget(): Incident\n');
    expect(() => checkSurface(dir, baseline)).toThrow(InputError);
    expect(() => checkSurface(dir, baseline)).toThrow(`${baseline}: not an API-surface declarations file (no \`declare module "incident-api-client"\`); run \`make surface\` to write one`);
    writeFileSync(baseline, 'declare module "incident-api-client" {\n    export type X = import("../../../etc/passwd").Y;\n}\n');
    expect(() => checkSurface(dir, baseline)).toThrow(
      `${baseline}: not a usable API-surface baseline: it imports "../../../etc/passwd", neither a module it declares nor a package; run \`make surface\` to write one`,
    );
  });

  it('refuses a baseline it cannot read as bad input naming it: a folder, a file whose read fails', () => {
    const dir = writePackage(BEFORE);
    mkdirSync(join(dir, 'taken.d.ts'));
    expect(() => checkSurface(dir, join(dir, 'taken.d.ts'))).toThrow(new InputError(join(dir, 'taken.d.ts'), 'is a folder, not a baseline file'));
    // There, but reading it fails (EIO), as on a failing disk.
    expect(() => checkSurface(dir, '/proc/self/mem')).toThrow(new InputError('/proc/self/mem', 'cannot be read (EIO)'));
  });

  it('reads the entry it is given', () => {
    const dir = tempDir('surface-check');
    writeFileSync(join(dir, 'main.ts'), 'export type Only = 1;\n');
    expect(checkSurface(dir, join(dir, 'api-surface.d.ts'), 'main.ts').text).toContain('export type Only = 1;');
    expect(() => checkSurface(dir, join(dir, 'api-surface.d.ts'))).toThrow(/index\.ts: no package entry here/);
  });
});
