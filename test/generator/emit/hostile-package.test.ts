/**
 * The emitted package of a document written to break out of generated code (every hostile
 * string in every field the generator reads, test/support/hostile-spec.ts), in process: it
 * compiles, importing it runs nothing, and its tables keep every entry. The top-level
 * hostile-spec test checks the same through generate() and both compilers.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { emitPackage } from '../../../generator/emit/index.ts';
import { compileErrors } from '../../support/compile-emitted.ts';
import { writeEmitted } from '../../support/emitted-modules.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
import { removeScratchDirs } from '../../support/generator-runs.ts';
import { HOSTILE_STRINGS, hostileDocument, SENTINEL } from '../../support/hostile-spec.ts';

afterAll(removeScratchDirs);

type Module = Record<string, unknown>;
const sorted = (values: Iterable<string>) => [...values].sort();
/** Line breaks other than LF, and the escape that starts terminal sequences. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const RAW_BREAKS = /[\r\u2028\u2029\u001b]/;

/**
 * One string of each way out (comment, string, template, line terminator, control character,
 * prototype key, reserved word, digit): the whole list costs a mutation run 20 s a test, and the
 * top-level hostile-spec test runs all of it.
 */
const WAYS_OUT = ['comment closer', 'single quote', 'backtick', 'template substitution', 'carriage return', 'line separator U+2028', 'control characters', '__proto__', 'reserved word', 'leading digit'];

async function hostilePackage() {
  const { document, expected } = hostileDocument(WAYS_OUT.map((name) => HOSTILE_STRINGS[name]!));
  return { files: await emitPackage(fixtureModel(document)), expected };
}

describe('the package emitted from hostile spec text', () => {
  it('compiles under its own strict tsconfig, every line terminator and control character escaped', async () => {
    const { files } = await hostilePackage();
    // schema.ts is openapi-typescript's (the import test proves its comments hold); package.json is JSON, where U+2028 is plain text.
    for (const file of files.filter((file) => /\.(ts|md)$/.test(file.path) && file.path !== 'schema.ts')) expect(file.content, file.path).not.toMatch(RAW_BREAKS);
    expect(compileErrors(files.filter((file) => !file.path.endsWith('.md')))).toEqual([]);
  });

  it('runs nothing on import and keeps every operation, path, event, deprecation and enum value as an own entry', async () => {
    const { files, expected } = await hostilePackage();
    const dir = writeEmitted(files, 'hostile-emit');
    const load = async (path: string) => (await import(`${dir}/${path}`)) as Module;
    for (const file of files.filter((file) => file.path.endsWith('.ts') && !file.path.includes('/'))) await load(file.path);
    expect((globalThis as Module)[SENTINEL]).toBeUndefined();
    const { operations, pagination, resources } = (await load('index.ts')) as { operations: Record<string, { operationId: string; path: string }>; pagination: Module; resources: Record<string, Record<string, { operationId: string }>> };
    for (const table of [operations, pagination, resources]) expect(Object.getPrototypeOf(table)).toBe(Object.prototype);
    expect(sorted(Object.keys(operations))).toEqual(sorted(expected.operationIds));
    for (const id of expected.operationIds) expect(Object.hasOwn(operations, id) && operations[id]!.operationId, id).toBe(id);
    expect(sorted(Object.values(resources).flatMap((methods) => Object.values(methods).map((method) => method.operationId)))).toEqual(sorted(expected.operationIds));
    expect(sorted(Object.keys(pagination))).toEqual(sorted(expected.paginatedPaths));
    // The resources entry: every operation once, under the same resource and method, carrying its own id and path
    // in its operation (and no id beside it), and every method once more as an export of its own: the very object its resource holds.
    const named = (await load('named-methods.ts')) as Record<string, Record<string, { operation: { operationId: string; path: string } }>>;
    const resourceNames = Object.keys(resources);
    for (const name of resourceNames) expect(Object.hasOwn(named, name), name).toBe(true);
    const ownExports = Object.keys(named).filter((name) => !resourceNames.includes(name));
    expect(sorted(ownExports.map((name) => (named[name] as unknown as { operation: { operationId: string } }).operation.operationId))).toEqual(sorted(expected.operationIds));
    for (const [resource, methods] of Object.entries(resources)) {
      for (const [method, { operationId }] of Object.entries(methods)) {
        const carried = named[resource]![method]!;
        expect(['operationId' in carried, carried.operation.operationId, carried.operation.path]).toEqual([false, operationId, operations[operationId]!.path]);
        expect(ownExports.filter((name) => named[name] === (carried as unknown)), operationId).toHaveLength(1);
      }
    }
    const events = await load('events.ts');
    expect(sorted(events.webhookEventNames as string[])).toEqual(sorted(expected.webhookEvents));
    expect(sorted(events.auditLogEventNames as string[])).toEqual(sorted(expected.auditLogEvents));
    expect((await load('deprecations.ts')).deprecations).toHaveLength(expected.deprecations);
    const listed = new Set((Object.values(await load('enums.ts')) as string[][]).flat());
    for (const value of expected.enumValues) expect(listed.has(value), JSON.stringify(value)).toBe(true);
  });
});
