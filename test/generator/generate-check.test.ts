/**
 * generate() on a small document of its own: what it counts, what it records, and what `--check`
 * says of a folder never generated, one up to date, one edited by hand and one generated from
 * another spec. One generation, copied for each test that changes something, so no test depends on
 * another's leftovers.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate, type GenerateSummary } from '../../generator/generate.ts';
import { sha256 } from '../../generator/write/fingerprint.ts';
import { projectScratchDir, removeScratchDirs } from '../support/generator-runs.ts';
import { SMALL_DESCRIPTION } from '../support/small-description.ts';

type Document = { paths: Record<string, Record<string, Record<string, unknown>>>; components: { schemas: Record<string, unknown> } } & Record<string, unknown>;

/**
 * The small description (12 v1 operations, 3 of them cursor-paginated lists, 9 enums) plus a
 * deprecated v2 operation, a named enum, two webhook events and one audit-log event: every count differs.
 */
function documentWithEverything(): Document {
  const document = JSON.parse(readFileSync(SMALL_DESCRIPTION, 'utf8')) as Document;
  document.components.schemas.TaskStatus = { type: 'string', enum: ['open', 'closed'] };
  document.paths['/v2/projects/{id}'] = {
    get: { ...document.paths['/v1/projects/{id}']!.get!, operationId: 'Projects V2#Show', tags: ['Projects V2'], deprecated: true },
  };
  const event = (name: string) => ({ get: { operationId: name, responses: { '200': { description: 'the payload', content: { 'application/json': { schema: { $ref: '#/components/schemas/Project' } } } } } } });
  document['x-webhooks'] = {
    '/x-webhooks/public_project.created_v1': event('project created'),
    '/x-webhooks/public_project.deleted_v1': event('project deleted'),
    '/x-audit-logs/project.viewed': event('project viewed'),
  };
  return document;
}

/** Every file below dir, as paths relative to it. */
const filesBelow = (dir: string) => (readdirSync(dir, { recursive: true, withFileTypes: true }) as Array<{ isFile(): boolean; parentPath: string; name: string }>).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));

describe('generate() on a small document', () => {
  afterAll(removeScratchDirs);
  const work = projectScratchDir('generate-check');
  const specPath = join(work, 'spec.json');
  const out = join(work, 'pkg');
  // Run by the first test that needs it, not in a beforeAll: a generator bug that breaks it then
  // fails the tests instead of skipping them (which a mutation run would count as passing).
  let generation: Promise<{ summary: GenerateSummary; wallMs: number }> | undefined;
  const generated = () =>
    (generation ??= (async () => {
      writeFileSync(specPath, JSON.stringify(documentWithEverything()));
      const started = performance.now();
      const summary = await generate({ specPath, outDir: out, formatCacheDir: false, codeCacheDir: false });
      return { summary, wallMs: performance.now() - started };
    })());
  /** A copy of the generated package to change. */
  const copy = async () => {
    await generated();
    const dir = join(projectScratchDir('generate-check-copy'), 'pkg');
    cpSync(out, dir, { recursive: true });
    return dir;
  };

  it('counts operations per version, enums, lists, deprecations, both kinds of event and every file written, and times itself', async () => {
    const { summary, wallMs } = await generated();
    expect(summary).toMatchObject({ status: 'written', outDir: out });
    expect(readFileSync(join(out, 'enums.ts'), 'utf8')).toMatch(/^export const TaskStatus = /m);
    expect(summary.counts).toEqual({
      operationsPerVersion: { v1: 12, v2: 1 },
      operations: 13,
      // one constant per enum in enums.ts: the small description's nine and TaskStatus
      enums: readFileSync(join(out, 'enums.ts'), 'utf8').match(/^export const /gm)!.length,
      paginatedOperations: 3,
      deprecatedOperations: 1,
      webhookEvents: 2,
      auditLogEvents: 1,
      files: filesBelow(out).length,
    });
    expect(summary).not.toHaveProperty('reason');
    expect(summary).not.toHaveProperty('release');
    expect(summary.elapsedMs).toBeGreaterThan(0);
    expect(summary.elapsedMs).toBeLessThanOrEqual(wallMs);
  }, 180_000);

  it('records the digest of every file it wrote, under a banner naming its writer', async () => {
    const { summary } = await generated();
    const record = JSON.parse(readFileSync(join(out, 'generation.json'), 'utf8')) as { '//': string; inputs: string; counts: unknown; files: Record<string, string> };
    expect(record['//']).toContain('generator/generate.ts');
    expect(record.counts).toEqual(summary.counts);
    const written = filesBelow(out).filter((file) => file !== 'generation.json');
    expect(Object.keys(record.files).sort()).toEqual(written.sort());
    for (const file of written) expect(record.files[file], file).toBe(sha256(readFileSync(join(out, file), 'utf8')));
  }, 180_000);

  it('checks a folder never generated as stale, writing nothing, and a spec that is not valid as bad input, not as stale', async () => {
    const dir = join(projectScratchDir('generate-check-never'), 'pkg');
    const spec = join(dir, '..', 'spec.json');
    writeFileSync(spec, JSON.stringify(documentWithEverything()));
    const summary = await generate({ specPath: spec, outDir: dir, check: true });
    expect(summary).toMatchObject({ status: 'stale', reason: `${dir} has no generation.json: it was never generated` });
    expect(summary).not.toHaveProperty('counts');
    expect(existsSync(dir)).toBe(false);
    writeFileSync(spec, JSON.stringify({ openapi: '3.0.3', info: { title: 'x', version: '1' } }));
    await expect(generate({ specPath: spec, outDir: dir, check: true })).rejects.toMatchObject({ name: 'InputError' });
  });

  it('checks a folder up to date as unchanged with the counts it recorded, and so does a second generation', async () => {
    const { summary } = await generated();
    const dir = await copy();
    for (const check of [true, false]) {
      const again = await generate({ specPath, outDir: dir, check });
      expect(again, String(check)).toMatchObject({ status: 'unchanged', outDir: dir, counts: summary.counts });
      expect(again).not.toHaveProperty('reason');
    }
  }, 180_000);

  it('checks a folder with a file edited by hand, or generated from another spec, as stale, saying which, with the counts it recorded', async () => {
    const { summary } = await generated();
    const edited = await copy();
    writeFileSync(join(edited, 'enums.ts'), `${readFileSync(join(edited, 'enums.ts'), 'utf8')}// mine\n`);
    expect(await generate({ specPath, outDir: edited, check: true })).toMatchObject({ status: 'stale', reason: `${edited}/enums.ts differs from what the generator wrote (edited by hand?)`, counts: summary.counts });
    const other = await copy();
    const otherSpec = join(other, '..', 'other.json');
    const document = documentWithEverything();
    (document.info as { description?: string }).description = 'another edition';
    writeFileSync(otherSpec, JSON.stringify(document));
    expect(await generate({ specPath: otherSpec, outDir: other, check: true })).toMatchObject({ status: 'stale', reason: `${other} is stale: the spec or the generator changed since it was generated`, counts: summary.counts });
  }, 180_000);
});
