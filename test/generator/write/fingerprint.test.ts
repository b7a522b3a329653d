import { appendFileSync, cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FINGERPRINT_FILE, firstChangedFile, generatorSourcesDigest, inputsHash, installedVersion, readFingerprint, sha256 } from '../../../generator/write/fingerprint.ts';
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

  // JSON, but not a record (edited by hand, a merge gone wrong): the folder counts as never
  // generated, so the next run regenerates instead of trusting or crashing on it.
  it.each([
    ['null', 'null'],
    ['a list', '[]'],
    ['no inputs', '{"files":{}}'],
    ['inputs not a text', '{"inputs":1,"files":{}}'],
    ['no files', '{"inputs":"x"}'],
    ['files a text', '{"inputs":"x","files":"a.ts"}'],
    ['files null', '{"inputs":"x","files":null}'],
    ['files a list', '{"inputs":"x","files":[]}'],
  ])('has no record when generation.json holds %s', (_, text) => {
    const dir = projectScratchDir('fingerprint');
    writeFileSync(join(dir, FINGERPRINT_FILE), text);
    expect(readFingerprint(dir)).toBeUndefined();
  });

  it('uses the digest the built CLI carries instead of reading the sources, which an installed toolchain does not ship', () => {
    const spec = '{"openapi":"3.0.3"}';
    const noSources = projectScratchDir('fingerprint-built');
    const fromSources = inputsHash(spec, PROJECT_ROOT);
    const global = globalThis as { INCIDENT_GEN_SOURCES_DIGEST?: string };
    // What esbuild's `define` substitutes in the built CLI (generator/build/toolchain.ts).
    global.INCIDENT_GEN_SOURCES_DIGEST = generatorSourcesDigest(PROJECT_ROOT);
    try {
      expect(inputsHash(spec, noSources)).toBe(fromSources);
    } finally {
      delete global.INCIDENT_GEN_SOURCES_DIGEST;
    }
    expect(inputsHash(spec, noSources)).not.toBe(fromSources);
  });
});

describe('installedVersion', () => {
  afterAll(removeScratchDirs);
  const install = (root: string, files: Record<string, string>) => {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), content);
    }
    return join(root, 'entry.mjs');
  };

  it("reads the manifest that names the library, past a nested package.json that only sets the module type", () => {
    const root = projectScratchDir('installed');
    const from = install(root, {
      'node_modules/dual/package.json': JSON.stringify({ name: 'dual', version: '2.3.4', main: 'dist/cjs/index.js' }),
      'node_modules/dual/dist/cjs/package.json': JSON.stringify({ type: 'commonjs' }),
      'node_modules/dual/dist/cjs/index.js': '',
    });
    expect(installedVersion('dual', from)).toBe('2.3.4');
  });

  it('says which library has no manifest naming it, instead of walking on forever', () => {
    const root = projectScratchDir('installed');
    const from = install(root, { 'node_modules/bare/index.js': '' });
    expect(() => installedVersion('bare', from)).toThrow('cannot find the installed version of bare');
  });
});
