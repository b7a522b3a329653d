/**
 * Valid OpenAPI documents of shapes this platform's own does not use (issue 23), through the CLI
 * as a process: each is first checked valid by the OpenAPI schema validator, then `generate`
 * must succeed with a package TypeScript 5.9 compiles, and `drift` of it against itself must
 * report nothing. One small description per class, in 3.0 and 3.1 where both apply.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { ANY_DOCUMENTS as CASES, unnamed, type Json } from '../../support/any-documents.ts';
import { projectScratchDir, removeScratchDirs, runCli, typecheck } from '../../support/generator-runs.ts';

function write(dir: string, document: Json, file = 'spec.json'): string {
  const text = file.includes('.y') ? stringify(document) : JSON.stringify(document);
  const path = join(dir, file);
  writeFileSync(path, file.endsWith('.gz') ? gzipSync(text) : text);
  return path;
}

describe('generate and drift take any valid document (issue 23)', () => {
  afterAll(removeScratchDirs);

  it.each(Object.keys(CASES))('%s: valid, generated, compiled, and no drift against itself', async (name) => {
    const { document, file, summary } = CASES[name]!;
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    const dir = projectScratchDir('any-document');
    const spec = write(dir, document, file);
    const out = join(dir, 'pkg');
    const generated = await runCli(['generate', '--spec', spec, '--out', out]);
    expect(generated.stderr).toBe('');
    expect(generated.status).toBe(0);
    expect(generated.stdout).toMatch(summary);
    expect((await typecheck(out)).stdout).toBe('');
    const drift = await runCli(['drift', spec, spec]);
    expect(drift.stdout + drift.stderr).toBe('drift: 0 errors, 0 warnings, 0 info\n');
    expect(drift.status).toBe(0);
  }, 120_000);

  it('an operationId added later is a warning naming the generated names before and after', async () => {
    const dir = projectScratchDir('any-document');
    const before = write(dir, unnamed('3.1.0'), 'before.json');
    const named = unnamed('3.1.0') as { paths: Record<string, { get: Json }> };
    named.paths['/users/{id}/repos']!.get.operationId = 'Repos V1#List';
    const drift = await runCli(['drift', before, write(dir, named, 'after.yaml')]);
    expect(drift.status).toBe(0);
    expect(drift.stdout).toContain('warning operation-id-added  GET /users/{id}/repos -> operationId "Repos V1#List" added: generated names change from GetUsersIdRepos to ReposV1List');
  });

  it('refuses with one line and exit 2, every file left as it was: bad YAML, a description split over files', async () => {
    const dir = projectScratchDir('any-document');
    const badYaml = join(dir, 'bad.yaml');
    writeFileSync(badYaml, 'openapi: 3.1.0\ninfo: {title: T\npaths: {}\n');
    const split = unnamed('3.1.0') as { components: { schemas: Json } };
    split.components.schemas.Repo = { $ref: 'repo.yaml#/Repo' };
    const splitPath = write(dir, split, 'split.json');
    for (const [spec, message] of [
      [badYaml, /^error: \S+bad\.yaml: not valid YAML: .* at line 3, column 1\n$/],
      [splitPath, /^error: \S+split\.json #\/components\/schemas\/Repo: \$ref "repo\.yaml#\/Repo" points into another file \("repo\.yaml"\); bundle the description into one file first\n$/],
    ] as const) {
      for (const args of [['generate', '--spec', spec, '--out', join(dir, 'pkg')], ['drift', spec, spec]]) {
        const result = await runCli(args);
        expect(result.status).toBe(2);
        expect(result.stderr).toMatch(message);
      }
    }
    expect(existsSync(join(dir, 'pkg'))).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(['bad.yaml', 'split.json']);
  }, 60_000);
});
