/**
 * The whole generator on a spec written to break out of generated code (test/support/hostile-spec.ts):
 * every hostile string in every field it reads. The package must compile strictly, importing it
 * must run nothing, and every table must keep every entry.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generate, type GenerateSummary } from '../../generator/generate.ts';
import { hostileDocument, SENTINEL } from '../support/hostile-spec.ts';
import { projectScratchDir, removeScratchDirs, typecheck } from '../support/generator-runs.ts';

/** Line breaks other than LF, and the escape that starts terminal sequences. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const RAW_BREAKS = /[\r\u2028\u2029\u001b]/;
const sorted = (values: Iterable<string>) => [...values].sort();
type Module = Record<string, unknown>;

describe('generate() on hostile spec text', () => {
  afterAll(removeScratchDirs);
  const { document, expected } = hostileDocument();
  let out: string;
  let summary: GenerateSummary;
  const importModule = async (file: string): Promise<Module> => (await import(pathToFileURL(join(out, file)).href)) as Module;

  // Run by the first test that needs it, not in a beforeAll: a generator bug that breaks it then
  // fails the tests instead of skipping them (which a mutation run would count as passing).
  let generation: Promise<void> | undefined;
  const generated = () =>
    (generation ??= (async () => {
      const work = projectScratchDir('hostile');
      out = join(work, 'pkg');
      writeFileSync(join(work, 'spec.json'), JSON.stringify(document));
      summary = await generate({ specPath: join(work, 'spec.json'), outDir: out });
    })());

  it('generates a package holding every hostile operation and event', async () => {
    await generated();
expect(summary.status).toBe('written');
    expect(summary.counts).toMatchObject({ operations: expected.operationIds.length, paginatedOperations: expected.paginatedPaths.length, webhookEvents: expected.webhookEvents.length, auditLogEvents: expected.auditLogEvents.length });
  });

  it('compiles under TypeScript 5.9 --strict and 7.0', async () => {
    await generated();
const [tsc5, tsc7] = await Promise.all([typecheck(out), typecheck(out, { compiler: 'tsc7' })]);
    expect(tsc5.stdout + tsc5.stderr).toBe('');
    expect(tsc7.stdout + tsc7.stderr).toBe('');
  }, 180_000);

  it('runs nothing on import: every module loads and the sentinel stays unset', async () => {
    await generated();
const modules = readdirSync(out).filter((file) => file.endsWith('.ts'));
    expect(modules).toEqual(expect.arrayContaining(['index.ts', 'schema.ts', 'operations.ts', 'enums.ts', 'events.ts', 'pagination.ts', 'deprecations.ts', 'v1.ts']));
    for (const file of modules) await importModule(file);
    expect((globalThis as Module)[SENTINEL]).toBeUndefined();
  });

  it('keeps every operation and paginated path as an own entry, prototype keys included', async () => {
    await generated();
const { operations, pagination } = (await importModule('index.ts')) as { operations: Record<string, { operationId: string; path: string }>; pagination: Module };
    expect(Object.getPrototypeOf(operations)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(pagination)).toBe(Object.prototype);
    expect(sorted(Object.keys(operations))).toEqual(sorted(expected.operationIds));
    for (const id of expected.operationIds) expect(Object.hasOwn(operations, id) && operations[id]!.operationId, id).toBe(id);
    expect(sorted(Object.keys(pagination))).toEqual(sorted(expected.paginatedPaths));
  });

  it('keeps every event name, deprecation and enum value', async () => {
    await generated();
const events = await importModule('events.ts');
    expect(sorted(events.webhookEventNames as string[])).toEqual(sorted(expected.webhookEvents));
    expect(sorted(events.auditLogEventNames as string[])).toEqual(sorted(expected.auditLogEvents));
    expect((await importModule('deprecations.ts')).deprecations).toHaveLength(expected.deprecations);
    const enums = Object.values(await importModule('enums.ts')) as string[][];
    expect(enums).toHaveLength(summary.counts!.enums);
    const listed = new Set(enums.flat());
    for (const value of expected.enumValues) expect(listed.has(value), JSON.stringify(value)).toBe(true);
  });

  it('writes spec text into its own files with no raw CR, line separator or terminal escape', async () => {
    await generated();
// schema.ts is openapi-typescript's: it escapes comment closers itself (the import test proves it).
    for (const file of readdirSync(out).filter((name) => name.endsWith('.ts') && name !== 'schema.ts')) {
      expect(readFileSync(join(out, file), 'utf8'), file).not.toMatch(RAW_BREAKS);
    }
  });
});
