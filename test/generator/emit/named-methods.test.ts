import { afterAll, describe, expect, it } from 'vitest';
import { emitNamedMethods } from '../../../generator/emit/named-methods.ts';
import { namedMethodExportNames } from '../../../generator/model/naming.ts';
import { emitOperations } from '../../../generator/emit/operations.ts';
import { emitPagination } from '../../../generator/emit/pagination.ts';
import { emitRuntime } from '../../../generator/emit/runtime.ts';
import type { ApiModel, OperationModel } from '../../../generator/model/types.ts';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeEmitted } from '../../support/emitted-modules.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
import { removeScratchDirs } from '../../support/generator-runs.ts';

type Method = { operation: Record<string, unknown>; paging?: object; listCall?: unknown; bodySplit?: unknown; body?: string; path?: string[] };
type Tables = Record<string, Record<string, Method>>;

/** named-methods.ts, operations.ts and pagination.ts, loaded for real from one folder. */
async function load(model: ApiModel) {
  const dir = writeEmitted([emitNamedMethods(model), emitOperations(model), emitPagination(model), ...emitRuntime(model)]);
  const load = async <T>(path: string) => (await import(pathToFileURL(join(dir, path)).href)) as T;
  const methods = await load<Tables>('named-methods.ts');
  const { operations } = await load<{ operations: Record<string, Record<string, unknown>> }>('operations.ts');
  const { pagination } = await load<{ pagination: Record<string, object> }>('pagination.ts');
  const { createDeprecationNotifier } = await load<{ createDeprecationNotifier: unknown }>('runtime/client/deprecation.ts');
  const { listCall, bodySplit } = await load<{ listCall: unknown; bodySplit: unknown }>('runtime/client/resources.ts');
  return { methods, operations, pagination, createDeprecationNotifier, listCall, bodySplit };
}

/** The facts a method carries, its notifier apart: the runtime's createDeprecationNotifier exactly when the operation is deprecated. */
function factsAndNotifier(method: Method, createDeprecationNotifier: unknown): Record<string, unknown> {
  const { notifier, ...facts } = method.operation;
  expect([facts['operationId'], notifier]).toEqual([facts['operationId'], facts['deprecated'] === true ? createDeprecationNotifier : undefined]);
  return facts;
}

/** What the paginator reads of a list (tables.ts, PagingFacts): its operationId and method are the operation's. */
const pagingFacts = ({ itemsKey, maxPageSize, defaultPageSize }: Record<string, unknown>) =>
  Object.fromEntries(Object.entries({ itemsKey, maxPageSize, defaultPageSize }).filter(([, value]) => value !== undefined));

/** Every string the method's data holds, with where: the facts said once show once. */
function strings(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, member]) => strings(member, `${at}.${key}`));
}

/** What a call reads of an operation (tables.ts, OperationFacts), false flags left out, and `paginated`: a method's paging says it. */
const facts = (operation: Record<string, unknown>) => {
  const { operationId, method, path, deprecated, successor, rateLimit, successBody } = operation;
  return Object.fromEntries(Object.entries({ operationId, method, path, deprecated, successor, rateLimit, successBody }).filter(([, value]) => value !== undefined && value !== false));
};

describe('emitNamedMethods', () => {
  afterAll(removeScratchDirs);

  it('exports each resource under its name, each method carrying the facts operations.ts holds for it and the paging pagination.ts holds', async () => {
    const model = fixtureModel();
    const { methods, operations, pagination, createDeprecationNotifier, listCall, bodySplit } = await load(model);
    const resourceNames = [...new Set(model.operations.map((operation) => operation.named.resource))];
    expect(Object.keys(methods).filter((name) => resourceNames.includes(name)).sort()).toEqual(resourceNames.sort());
    expect(model.operations.some((operation) => operation.deprecated)).toBe(true);
    expect(model.operations.some((operation) => !operation.deprecated)).toBe(true);
    expect(model.operations.some((operation) => operation.requestBody) && model.operations.some((operation) => !operation.requestBody)).toBe(true);
    for (const operation of model.operations) {
      const method = methods[operation.named.resource]![operation.named.method]!;
      const id = operation.operationId;
      expect(factsAndNotifier(method, createDeprecationNotifier)).toEqual(facts(operations[id]!));
      const paged = model.pagination.find((entry) => entry.operationId === id);
      if (operation.paginated && paged) expect([id, method.paging, method.listCall]).toEqual([id, pagingFacts(pagination[paged.path] as Record<string, unknown>), listCall]);
      else expect([id, 'paging' in method, 'listCall' in method]).toEqual([id, false, false]);
      expect([id, method.bodySplit]).toEqual([id, method.body ? bodySplit : undefined]);
    }
  });

  it('says each fact once: the operationId and the HTTP method only in the operation, nowhere beside it or in the paging; that it pages only by its paging', async () => {
    const model = fixtureModel();
    const { methods } = await load(model);
    expect(model.operations.some((operation) => operation.paginated)).toBe(true);
    for (const operation of model.operations) {
      const method = methods[operation.named.resource]![operation.named.method]!;
      const held = strings(method);
      expect(held.filter(([, value]) => value === operation.operationId).map(([at]) => at), operation.operationId).toEqual(['.operation.operationId']);
      expect(held.filter(([at]) => /\.(operationId|method)$/.test(at)).map(([at]) => at), operation.operationId).toEqual(['.operation.operationId', '.operation.method']);
      expect(['paginated' in method.operation, 'paging' in method], operation.operationId).toEqual([false, operation.paginated]);
    }
  });

  it('exports each method on its own too, as <resource><Method>: the very object its resource holds, and nothing else is exported', async () => {
    const model = fixtureModel();
    const { methods } = await load(model);
    const exportNames = namedMethodExportNames(model.operations.map((operation) => operation.named));
    const resourceNames = new Set(model.operations.map((operation) => operation.named.resource));
    expect(Object.keys(methods).sort()).toEqual([...resourceNames, ...exportNames.values()].sort());
    expect(exportNames.get(model.operations.find((operation) => operation.operationId === 'Widgets V2#List')!.named)).toBe('widgetsV2List');
    for (const operation of model.operations) {
      expect(methods[exportNames.get(operation.named)!]).toBe(methods[operation.named.resource]![operation.named.method]);
    }
  });

  it('declares every resource and method under a numbered name: names that are reserved words or clash still export', async () => {
    const base = fixtureModel();
    const originals = [...new Set(base.operations.map((operation) => operation.named.resource))];
    const names = ['delete', 'r1', 'm0', 'widgetsV2List', 'default', 'import', 'NamedOperation'];
    expect(originals.length).toBeLessThanOrEqual(names.length);
    const rename = (operation: OperationModel): OperationModel => ({ ...operation, named: { ...operation.named, resource: names[originals.indexOf(operation.named.resource)]! } });
    const model = { ...base, operations: base.operations.map(rename) };
    const { methods, operations, createDeprecationNotifier } = await load(model);
    const exportNames = namedMethodExportNames(model.operations.map((operation) => operation.named));
    expect(Object.keys(methods).sort()).toEqual([...new Set(model.operations.map((operation) => operation.named.resource)), ...exportNames.values()].sort());
    for (const operation of model.operations) {
      expect(factsAndNotifier(methods[operation.named.resource]![operation.named.method]!, createDeprecationNotifier)).toEqual(facts(operations[operation.operationId]!));
      expect(methods[exportNames.get(operation.named)!]).toBe(methods[operation.named.resource]![operation.named.method]);
    }
  });

  it('writes the same module whatever order the document lists its operations in', () => {
    const model = fixtureModel();
    expect(emitNamedMethods({ ...model, operations: [...model.operations].reverse() }).content).toBe(emitNamedMethods(model).content);
  });

  it('imports the type it names, the notifier only with a deprecated operation, the list call only with a list, the body split only with a body, and nothing for a document without operations', () => {
    const base = fixtureModel();
    const imports = (model: ApiModel) => emitNamedMethods(model).content.split('\n').filter((line) => line.startsWith('import '));
    const typeImport = "import type { CarriedNamedOperation } from './runtime/client/tables.js';";
    const notifier = "import { createDeprecationNotifier } from './runtime/client/deprecation.js';";
    const parts = (names: string) => `import { ${names} } from './runtime/client/resources.js';`;
    expect(imports(base)).toEqual([typeImport, notifier, parts('bodySplit, listCall')]);
    const current = { ...base, operations: base.operations.map((operation) => ({ ...operation, deprecated: false })) };
    expect(imports(current)).toEqual([typeImport, parts('bodySplit, listCall')]);
    expect(emitNamedMethods(current).content).not.toContain('createDeprecationNotifier');
    const unpaged = { ...base, operations: base.operations.map((operation) => ({ ...operation, paginated: false })), pagination: [] };
    expect(imports(unpaged)).toEqual([typeImport, notifier, parts('bodySplit')]);
    expect(emitNamedMethods(unpaged).content).not.toContain('listCall');
    const bodiless = { ...base, operations: base.operations.map((operation) => ({ ...operation, requestBody: undefined })) };
    expect(imports(bodiless)).toEqual([typeImport, notifier, parts('listCall')]);
    expect(emitNamedMethods(bodiless).content).not.toContain('bodySplit');
    const empty = emitNamedMethods({ ...base, operations: [], pagination: [] }).content;
    expect(empty).not.toContain('import ');
    expect(empty).toMatch(/^export \{ ?\};$/m);
  });
});
