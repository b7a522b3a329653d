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
import { projectScratchDir, removeScratchDirs, runCli, typecheck } from '../../support/generator-runs.ts';

type Json = Record<string, unknown>;

const info = { title: 'Any', version: '1' };
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const ok = (schema?: unknown) => ({ '200': { description: 'ok', ...(schema === undefined ? {} : json(schema)) } });
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const push = { type: 'object', properties: { ref: { type: 'string' }, forced: { type: 'boolean' } }, required: ['ref'] };

/** Operations with no operationId beside one with, on paths whose names collide once made PascalCase. */
const unnamed = (openapi: string): Json => ({
  openapi,
  info,
  paths: {
    '/users/{id}/repos': { parameters: [idParameter], get: { responses: ok({ type: 'array', items: { $ref: '#/components/schemas/Repo' } }) }, post: { operationId: 'createRepo', responses: ok() } },
    '/users/id/repos': { get: { responses: ok() } },
    '/': { delete: { responses: ok() } },
  },
  components: { schemas: { Repo: { type: 'object', properties: { name: { type: 'string' } } } } },
});

const CASES: Record<string, { document: Json; file?: string; summary: RegExp }> = {
  'no operationId, 3.0': { document: unnamed('3.0.3'), summary: /operations +4 \(v1 4\)/ },
  'no operationId, 3.1': { document: unnamed('3.1.0'), summary: /operations +4 \(v1 4\)/ },
  'webhooks alone, no paths, 3.1': {
    document: { openapi: '3.1.0', info, webhooks: { push: { post: { requestBody: json({ $ref: '#/components/schemas/Push' }), responses: ok() } } }, components: { schemas: { Push: push } } },
    summary: /events +1 webhook, 0 audit-log/,
  },
  'x-webhooks under post, 3.0': {
    document: { openapi: '3.0.3', info, paths: { '/ping': { get: { operationId: 'ping', responses: ok() } } }, 'x-webhooks': { push: { post: { requestBody: json({ $ref: '#/components/schemas/Push' }), responses: ok() } } }, components: { schemas: { Push: push } } },
    summary: /events +1 webhook, 0 audit-log/,
  },
  'boolean schemas, 3.1': {
    document: {
      openapi: '3.1.0',
      info,
      paths: { '/a': { post: { operationId: 'send', parameters: [{ name: 'q', in: 'query', schema: true }], requestBody: json({ $ref: '#/components/schemas/S' }), responses: ok({ $ref: '#/components/schemas/S' }) } } },
      components: {
        schemas: {
          S: {
            type: 'object',
            additionalProperties: false,
            properties: {
              anything: true,
              never: false,
              list: { type: 'array', items: false, prefixItems: [true, false] },
              map: { type: 'object', additionalProperties: true, propertyNames: false },
              either: { oneOf: [true, { type: 'string', enum: ['a', 'b'] }] },
              not: { not: false },
            },
          },
          Yes: true,
          No: false,
        },
      },
    },
    summary: /operations +1 \(v1 1\)/,
  },
  'empty paths, 3.0': { document: { openapi: '3.0.3', info, paths: {} }, summary: /operations +0/ },
  'components alone, 3.1': { document: { openapi: '3.1.0', info, components: { schemas: { Kind: { type: 'string', enum: ['a', 'b'] } } } }, summary: /enums +1/ },
  'YAML, 3.0': { document: unnamed('3.0.3'), file: 'spec.yaml', summary: /operations +4/ },
  'gzip YAML, 3.1': { document: unnamed('3.1.0'), file: 'spec.yml.gz', summary: /operations +4/ },
};

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
