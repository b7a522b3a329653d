import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalText } from '../../../generator/regen/content.ts';
import { sha256 } from '../../../generator/write/fingerprint.ts';
import { readCurrentSpec } from '../../../generator/regen/current-spec.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

describe('readCurrentSpec', () => {
  const dir = tempDir('current');

  it('hashes the stored form, so a hand-indented spec compares equal to its download', () => {
    writeFileSync(join(dir, 'a.json'), '{"openapi":"3.0.3","paths":{"/a":{}}}');
    const current = readCurrentSpec(join(dir, 'a.json'));
    expect(current?.hash).toBe(sha256(canonicalText({ openapi: '3.0.3', paths: { '/a': {} } })));
  });

  it('is undefined for a project without a spec, and bad input for one that does not parse', () => {
    expect(readCurrentSpec(join(dir, 'none.json'))).toBeUndefined();
    writeFileSync(join(dir, 'broken.json'), '{"openapi":');
    expect(() => readCurrentSpec(join(dir, 'broken.json'))).toThrow(/broken\.json: the current spec is not valid JSON .*; restore it before regenerating/);
  });
});
