/**
 * The generator on the newest real published spec: one generation, shared by every assertion.
 * Written into the project's ignored .tmp/ (never into the project proper).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eachOperation, type OpenApiDocument } from '../../generator/load/document.ts';
import { generate, type GenerateSummary } from '../../generator/generate.ts';
import { operationTypeName } from '../../generator/model/naming.ts';
import { versionOf } from '../../generator/model/operations.ts';
import { writeConsumerCheck } from '../support/consumer-checks.ts';
import { projectScratchDir, removeScratchDirs, typecheck } from '../support/generator-runs.ts';
import { newestRealSpecPath, readRealSpec } from '../support/real-specs.ts';

describe('generate() on the newest real snapshot', () => {
  afterAll(removeScratchDirs);
  const specPath = newestRealSpecPath();
  const document = readRealSpec(specPath) as unknown as OpenApiDocument;
  const operations = [...eachOperation(document.paths)].map(({ path, method, operation }) => ({ path, method, operation }));
  const out = join(projectScratchDir('real-snapshot'), 'pkg');
  // Run by the first test that needs it, not in a beforeAll: a generator bug that breaks it then
  // fails the tests instead of skipping them (which a mutation run would count as passing).
  let generation: Promise<GenerateSummary> | undefined;
  const generated = () => (generation ??= generate({ specPath, outDir: out }));
  const read = (file: string) => readFileSync(join(out, file), 'utf8');

  it('succeeds and counts every operation', async () => {
    const summary = await generated();
    expect(summary.status).toBe('written');
    expect(summary.counts?.operations).toBe(operations.length);
  });

  it('type-checks strictly (NodeNext and bundler), including the promises a consumer relies on', async () => {
    await generated();
    const paginated = read('pagination.ts').match(/^ {2}'(\/v2\/[^'{]+)': \{/m)![1]!;
    const plain = operations.find(({ path, method }) => method === 'post' && path.startsWith('/v2/'))!.path;
    const otherVersion = operations.find(({ path }) => path.startsWith('/v1/'))!.path;
    writeConsumerCheck(out, { paginated, plain, version: 'v2', ownPath: paginated, otherVersionPath: otherVersion, operationId: operations[0]!.operation.operationId! });
    const [nodeNext, bundler] = await Promise.all([typecheck(out), typecheck(out, { resolution: 'bundler' })]);
    expect(nodeNext.stdout + nodeNext.stderr).toBe('');
    expect(bundler.stdout + bundler.stderr).toBe('');
  }, 180_000);

  it('puts every operation in the manifest', async () => {
    await generated();
    const manifest = read('operations.ts');
    for (const { path, method, operation } of operations) {
      expect(manifest).toContain(`'${operation.operationId}': {\n    operationId: '${operation.operationId}',\n    name: '`);
      expect(manifest).toContain(`    method: '${method}',\n    path: '${path}',`);
    }
  });

  it('marks every deprecated operation @deprecated in its version module', async () => {
    await generated();
    const deprecated = operations.filter(({ operation }) => operation.deprecated === true);
    expect(deprecated.length).toBeGreaterThan(0);
    for (const { path, operation } of deprecated) {
      const module = read(`${versionOf(path, operation.operationId!)}.ts`);
      const declaration = module.indexOf(`export type ${operationTypeName(operation.operationId!)}Operation =`);
      const doc = module.slice(module.lastIndexOf('/**', declaration), declaration);
      expect(doc, operation.operationId).toContain('@deprecated');
    }
  });

  it('is a no-op on a second run', async () => {
    const summary = await generated();
    const again = await generate({ specPath, outDir: out });
    expect(again.status).toBe('unchanged');
    expect(again.counts).toEqual(summary.counts);
  });
});
