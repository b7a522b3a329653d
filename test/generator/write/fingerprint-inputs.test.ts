/**
 * What the generation fingerprint hashes: the spec text, every source file of the folders that
 * shape the output (the runtime among them: it is copied into the package), and the emitting
 * libraries' versions. A change to any of them makes the output stale; a change elsewhere in
 * generator/ (the drift checker, regen, the CLI) does not.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { inputsHash } from '../../../generator/write/fingerprint.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

const SOURCES = ['generate.ts', 'load/read.ts', 'model/naming.ts', 'emit/schema.ts', 'emit/schema-worker.mjs', 'write/atomic.ts', 'runtime/client/core.ts', 'runtime/webhooks/verify.ts', 'model/data.json'];
// Besides other folders' sources: files in the input folders that are not sources, such as an
// editor's backup or a merge tool's copy of one.
const ELSEWHERE = ['cli.ts', 'context.ts', 'drift/report.ts', 'regen/pipeline.ts', 'surface/compare.ts', 'commands/generate.ts', 'runtime/README.md', 'emit/schema.ts~', 'emit/schema.ts.orig', 'model/data.json.bak', 'runtime/client/core.mjs.swp'];
const LIBRARIES = ['openapi-typescript', 'ts-morph', 'prettier', 'typescript'];

let root: string;
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};
// The libraries resolve from the test's own tree, so their versions are the test's to change.
const hash = () => inputsHash('{"openapi":"3.0.3"}', root, join(root, 'generator/generate.ts'));

beforeAll(() => {
  root = tempDir('fingerprint-inputs');
  for (const path of [...SOURCES, ...ELSEWHERE]) write(`generator/${path}`, `// ${path}\n`);
  for (const library of LIBRARIES) {
    write(`node_modules/${library}/package.json`, JSON.stringify({ name: library, version: '1.0.0' }));
    write(`node_modules/${library}/index.js`, '');
  }
});

describe('the generation fingerprint', () => {
  it.each(SOURCES)('changes when generator/%s changes', (path) => {
    const before = hash();
    write(`generator/${path}`, `// ${path}, edited\n`);
    expect(hash()).not.toBe(before);
  });

  it.each(ELSEWHERE)('stays when generator/%s changes', (path) => {
    const before = hash();
    write(`generator/${path}`, `// ${path}, edited\n`);
    expect(hash()).toBe(before);
  });

  it('changes when a runtime source is added, or renamed with its content kept', () => {
    const before = hash();
    write('generator/runtime/client/extra.ts', 'export {};\n');
    const added = hash();
    expect(added).not.toBe(before);
    renameSync(join(root, 'generator/runtime/client/extra.ts'), join(root, 'generator/runtime/client/renamed.ts'));
    expect(hash()).not.toBe(added);
  });

  it.each(LIBRARIES)("changes with %s's version", (library) => {
    const before = hash();
    write(`node_modules/${library}/package.json`, JSON.stringify({ name: library, version: '1.0.1' }));
    expect(hash()).not.toBe(before);
  });

  it('moves content between files only with a different hash', () => {
    write('generator/emit/a.ts', 'ab');
    write('generator/emit/b.ts', 'c');
    const before = hash();
    write('generator/emit/a.ts', 'a');
    write('generator/emit/b.ts', 'bc');
    expect(hash()).not.toBe(before);
  });

  it('hashes a tree that lacks some of the input folders', () => {
    const sparse = tempDir('fingerprint-sparse');
    mkdirSync(join(sparse, 'generator'));
    writeFileSync(join(sparse, 'generator/generate.ts'), '');
    for (const library of LIBRARIES) {
      mkdirSync(join(sparse, 'node_modules', library), { recursive: true });
      writeFileSync(join(sparse, 'node_modules', library, 'package.json'), '{"version":"1.0.0"}');
    }
    expect(inputsHash('{}', sparse)).toMatch(/^[0-9a-f]{64}$/);
  });
});
