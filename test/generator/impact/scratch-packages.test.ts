import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeScratchPackages } from '../../../generator/impact/index.ts';
import { GENERATED_PACKAGE_NAME } from '../../../generator/model/package-info.ts';
import { documentModel } from '../../../generator/model/symbol-names.ts';
import { newDocument, oldDocument } from './fixtures.ts';

/** The two packages a consumer check compiles against, written without compiling anything (reach.test.ts and check.test.ts compile against them). */
describe('writeScratchPackages', () => {
  it("writes each model's package under one new folder of the system temp directory, and remove() deletes that folder", async () => {
    const models = { old: documentModel(oldDocument()), new: documentModel(newDocument()) };
    const packages = await writeScratchPackages(models, { formatCacheDir: false });
    const root = dirname(dirname(packages.old.dir));
    try {
      expect(dirname(root)).toBe(tmpdir());
      expect(basename(root)).toMatch(/^incident-gen-impact-/);
      expect([relative(root, packages.old.dir), relative(root, packages.new.dir)]).toEqual([join('old', GENERATED_PACKAGE_NAME), join('new', GENERATED_PACKAGE_NAME)]);
      expect([packages.old.model, packages.new.model]).toEqual([models.old, models.new]);
      for (const side of [packages.old, packages.new]) {
        expect(readdirSync(side.dir)).toEqual(expect.arrayContaining(['index.ts', 'schema.ts', 'resources.ts', 'v2.ts', 'package.json', 'runtime']));
        expect(JSON.parse(readFileSync(join(side.dir, 'package.json'), 'utf8')).name).toBe(GENERATED_PACKAGE_NAME);
      }
      // Each side is its own model's package: NEW no longer has the property or the operation OLD had.
      expect(readFileSync(join(packages.old.dir, 'schema.ts'), 'utf8')).toContain('legacy_code');
      expect(readFileSync(join(packages.new.dir, 'schema.ts'), 'utf8')).not.toContain('legacy_code');
      expect(readFileSync(join(packages.old.dir, 'resources.ts'), 'utf8')).toContain('Gadgets V2#Destroy');
      expect(readFileSync(join(packages.new.dir, 'resources.ts'), 'utf8')).not.toContain('Gadgets V2#Destroy');
    } finally {
      packages.remove();
    }
    expect(existsSync(root)).toBe(false);
  });
});
