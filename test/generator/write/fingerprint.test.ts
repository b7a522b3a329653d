import { appendFileSync, cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FINGERPRINT_FILE, firstChangedFile, generatorSourcesDigest, inputsHash, readFingerprint, sha256 } from '../../../generator/write/fingerprint.ts';
import { PROJECT_ROOT, projectScratchDir, removeScratchDirs } from '../../support/generator-runs.ts';

describe('fingerprint', () => {
  afterAll(removeScratchDirs);
  it('hashes the spec text with the generator sources: deterministic, and changed by any spec byte', () => {
    expect(inputsHash('{"a":1}', PROJECT_ROOT)).toBe(inputsHash('{"a":1}', PROJECT_ROOT));
    expect(inputsHash('{"a":1}', PROJECT_ROOT)).not.toBe(inputsHash('{"a":2}', PROJECT_ROOT));
  });

  it('digests the sources that shape the output (the built CLI carries this digest): any of their bytes changes it, other sources do not', () => {
    const root = projectScratchDir('fingerprint-sources');
    cpSync(join(PROJECT_ROOT, 'generator'), join(root, 'generator'), { recursive: true });
    const original = generatorSourcesDigest(PROJECT_ROOT);
    expect(generatorSourcesDigest(root)).toBe(original);
    appendFileSync(join(root, 'generator/drift/index.ts'), '\n// not an input of generation\n');
    expect(generatorSourcesDigest(root)).toBe(original);
    for (const input of ['generate.ts', 'emit/entry.ts', 'model/naming.ts', 'runtime/client/index.ts', 'emit/schema-worker.mjs']) {
      const copy = projectScratchDir('fingerprint-sources');
      cpSync(join(PROJECT_ROOT, 'generator'), join(copy, 'generator'), { recursive: true });
      appendFileSync(join(copy, 'generator', input), ' ');
      expect(generatorSourcesDigest(copy), input).not.toBe(original);
    }
  });

  it('reads the record back and finds a file edited or removed since', () => {
    const dir = projectScratchDir('fingerprint');
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'sub/a.ts'), 'a');
    writeFileSync(join(dir, 'b.ts'), 'b');
    const record = { inputs: 'x', files: { 'sub/a.ts': sha256('a'), 'b.ts': sha256('b') } };
    writeFileSync(join(dir, FINGERPRINT_FILE), JSON.stringify(record));
    expect(readFingerprint(dir)).toEqual(record);
    expect(firstChangedFile(dir, record)).toBeUndefined();
    writeFileSync(join(dir, 'b.ts'), 'edited');
    expect(firstChangedFile(dir, record)).toBe('b.ts');
    expect(firstChangedFile(dir, { inputs: 'x', files: { 'gone.ts': sha256('') } })).toBe('gone.ts');
  });

  it('has no record for a folder never generated or a damaged record', () => {
    const dir = projectScratchDir('fingerprint');
    expect(readFingerprint(dir)).toBeUndefined();
    writeFileSync(join(dir, FINGERPRINT_FILE), '{ not json');
    expect(readFingerprint(dir)).toBeUndefined();
  });
});
