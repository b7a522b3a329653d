import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FINGERPRINT_FILE, firstChangedFile, inputsHash, readFingerprint, sha256 } from '../../../generator/write/fingerprint.ts';
import { PROJECT_ROOT, projectScratchDir, removeScratchDirs } from '../../support/generator-runs.ts';

describe('fingerprint', () => {
  afterAll(removeScratchDirs);
  it('hashes the spec text with the generator sources: deterministic, and changed by any spec byte', () => {
    expect(inputsHash('{"a":1}', PROJECT_ROOT)).toBe(inputsHash('{"a":1}', PROJECT_ROOT));
    expect(inputsHash('{"a":1}', PROJECT_ROOT)).not.toBe(inputsHash('{"a":2}', PROJECT_ROOT));
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
