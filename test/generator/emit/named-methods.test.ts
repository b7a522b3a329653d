import { afterAll, describe, expect, it } from 'vitest';
import { emitNamedMethods } from '../../../generator/emit/named-methods.ts';
import { emitOperations } from '../../../generator/emit/operations.ts';
import { emitPagination } from '../../../generator/emit/pagination.ts';
import type { ApiModel, OperationModel } from '../../../generator/model/types.ts';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeEmitted } from '../../support/emitted-modules.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
import { removeScratchDirs } from '../../support/generator-runs.ts';

type Tables = Record<string, Record<string, { operationId: string; operation: object; paging?: object; path?: string[] }>>;

/** named-methods.ts with the two modules it imports, loaded for real. */
async function load(model: ApiModel) {
  const dir = writeEmitted([emitNamedMethods(model), emitOperations(model), emitPagination(model)]);
  const load = async <T>(path: string) => (await import(pathToFileURL(join(dir, path)).href)) as T;
  const methods = await load<Tables>('named-methods.ts');
  const { operations } = await load<{ operations: Record<string, object> }>('operations.ts');
  const { pagination } = await load<{ pagination: Record<string, object> }>('pagination.ts');
  return { methods, operations, pagination };
}

describe('emitNamedMethods', () => {
  afterAll(removeScratchDirs);

  it('exports each resource under its name, each method carrying the same operation and paging objects the tables hold', async () => {
    const model = fixtureModel();
    const { methods, operations, pagination } = await load(model);
    expect(Object.keys(methods).sort()).toEqual([...new Set(model.operations.map((operation) => operation.named.resource))].sort());
    for (const operation of model.operations) {
      const method = methods[operation.named.resource]![operation.named.method]!;
      expect(method.operationId).toBe(operation.operationId);
      // The very object, not a copy: the package holds each operation's facts once.
      expect(method.operation).toBe(operations[operation.operationId]);
      const paged = model.pagination.find((entry) => entry.operationId === operation.operationId);
      if (operation.paginated && paged) expect(method.paging).toBe(pagination[paged.path]);
      else expect(method).not.toHaveProperty('paging');
    }
  });

  it('declares every resource under a numbered name: a resource named as a reserved word or as the module’s imports still exports', async () => {
    const base = fixtureModel();
    const originals = [...new Set(base.operations.map((operation) => operation.named.resource))];
    const names = ['delete', '$operations', 'r0', 'default', 'r1', 'import'];
    expect(originals.length).toBeLessThanOrEqual(names.length);
    const rename = (operation: OperationModel): OperationModel => ({ ...operation, named: { ...operation.named, resource: names[originals.indexOf(operation.named.resource)]! } });
    const model = { ...base, operations: base.operations.map(rename) };
    const { methods, operations } = await load(model);
    expect(Object.keys(methods).sort()).toEqual([...new Set(model.operations.map((operation) => operation.named.resource))].sort());
    for (const operation of model.operations) expect(methods[operation.named.resource]![operation.named.method]!.operation).toBe(operations[operation.operationId]);
  });

  it('imports nothing a document without lists, or without operations, leaves unused', () => {
    const base = fixtureModel();
    const unpaged = emitNamedMethods({ ...base, operations: base.operations.map((operation) => ({ ...operation, paginated: false })) }).content;
    expect(unpaged).toContain("import * as $operations from './operations.js';");
    expect(unpaged).not.toContain('./pagination.js');
    const empty = emitNamedMethods({ ...base, operations: [], pagination: [] }).content;
    expect(empty).not.toContain('import ');
    expect(empty).toMatch(/^export \{ ?\};$/m);
  });
});
