import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalText } from '../../../generator/text/canonical-json.ts';
import { sha256 } from '../../../generator/write/fingerprint.ts';
import { readCurrentSpec, whyOutOfStep } from '../../../generator/regen/current-spec.ts';
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

describe('whyOutOfStep', () => {
  const spec = { text: canonicalText({ openapi: '3.0.3', paths: { '/a': {} } }), hash: sha256(canonicalText({ openapi: '3.0.3', paths: { '/a': {} } })) };
  const agreeing = async () => undefined;

  it('agrees when the newest snapshot is the spec, in its stored form or re-indented, and the package agrees', async () => {
    const dir = tempDir('agree');
    expect(await whyOutOfStep(spec, dir, agreeing)).toBeUndefined();
    writeFileSync(join(dir, '2026-01-01T000000Z.json'), spec.text);
    expect(await whyOutOfStep(spec, dir, agreeing)).toBeUndefined();
    writeFileSync(join(dir, '2026-01-02T000000Z.json'), '{"openapi":"3.0.3","paths":{"/a":{}}}');
    expect(await whyOutOfStep(spec, dir, agreeing)).toBeUndefined();
  });

  it('names a newest snapshot that is another document, or that does not parse, and passes on what the package check says', async () => {
    const dir = tempDir('disagree');
    writeFileSync(join(dir, '2026-01-01T000000Z.json'), spec.text);
    expect(await whyOutOfStep(spec, dir, async () => 'generated/ is stale')).toBe('generated/ is stale');
    for (const text of ['{"openapi":"3.0.3","paths":{}}', '{"openapi":']) {
      writeFileSync(join(dir, '2026-01-02T000000Z.json'), text);
      expect(await whyOutOfStep(spec, dir, agreeing), text).toBe(`the newest snapshot ${join(dir, '2026-01-02T000000Z.json')} is not the current spec`);
    }
  });
});
