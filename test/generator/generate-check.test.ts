/**
 * generate() on a small document of its own: what it counts, what it records, and what `--check`
 * says of a folder never generated, one up to date, one edited by hand and one generated from
 * another spec; and a generation that lands a release. One generation, copied for each test that
 * changes something, so no test depends on another's leftovers. What a generation writes is asserted
 * in the test that runs it: a mutation run credits code only to the test during which it ran.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate, type GenerateSummary } from '../../generator/generate.ts';
import { generateJudge } from '../../generator/release/judge.ts';
import { readReleaseRecord } from '../../generator/release/record.ts';
import { sha256 } from '../../generator/write/fingerprint.ts';
import { projectScratchDir, removeScratchDirs } from '../support/generator-runs.ts';
import { startLoopbackServer } from '../support/loopback.ts';
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
    // The record: every file's digest, under a banner naming its writer; no staging folder left beside the package.
    const record = JSON.parse(readFileSync(join(out, 'generation.json'), 'utf8')) as { '//': string; inputs: string; counts: unknown; files: Record<string, string> };
    expect(record['//']).toMatch(/^DO NOT EDIT\. Generated by generator\/generate\.ts/);
    expect(record.counts).toEqual(summary.counts);
    const written = filesBelow(out).filter((file) => file !== 'generation.json');
    expect(Object.keys(record.files).sort()).toEqual(written.sort());
    for (const file of written) expect(record.files[file], file).toBe(sha256(readFileSync(join(out, file), 'utf8')));
    expect(readdirSync(work).sort()).toEqual(['pkg', 'spec.json']);
    // Up to date: a check and a second generation say so, with the counts recorded.
    for (const check of [true, false]) {
      const again = await generate({ specPath, outDir: out, check });
      expect(again, String(check)).toMatchObject({ status: 'unchanged', outDir: out, counts: summary.counts });
      expect(again).not.toHaveProperty('reason');
    }
  }, 180_000);

  it('refuses an --out that is a file before reading the spec, leaving it as it was; --check only calls it never generated', async () => {
    const dir = projectScratchDir('generate-check-file');
    const file = join(dir, 'pkg');
    writeFileSync(file, 'mine');
    await expect(generate({ specPath: join(dir, 'absent.json'), outDir: file })).rejects.toMatchObject({ name: 'InputError', message: `--out ${file}: is a file, not a folder` });
    expect(readFileSync(file, 'utf8')).toBe('mine');
    writeFileSync(join(dir, 'spec.json'), JSON.stringify(documentWithEverything()));
    expect(await generate({ specPath: join(dir, 'spec.json'), outDir: file, check: true })).toMatchObject({ status: 'stale', reason: `${file} has no generation.json: it was never generated` });
  });

  it('checks against a spec read from a URL', async () => {
    const text = JSON.stringify(documentWithEverything());
    const server = await startLoopbackServer((_request, response) => response.end(text));
    try {
      const dir = join(projectScratchDir('generate-check-url'), 'pkg');
      expect(await generate({ specPath: `${server.url}/openapiV3.json`, outDir: dir, check: true })).toMatchObject({ status: 'stale', reason: `${dir} has no generation.json: it was never generated` });
    } finally {
      await server.close();
    }
  });

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

  it('lands a first release with a record, keeps it on a re-run, and counts a regeneration that lands nothing as up to date', async () => {
    const dir = projectScratchDir('generate-check-release');
    const spec = join(dir, 'spec.json');
    writeFileSync(spec, JSON.stringify(documentWithEverything()));
    const file = join(dir, 'releases.json');
    const judge = generateJudge({ snapshotsDir: join(dir, 'snapshots'), surfaceFile: join(dir, 'api-surface.d.ts'), packageEntry: 'index.ts', recordFile: file, timeoutMs: 10_000 });
    const pkg = join(dir, 'pkg');
    const run = (check = false) => generate({ specPath: spec, outDir: pkg, check, formatCacheDir: false, codeCacheDir: false, releases: { file, judge } });
    // Without a judge the landing cannot be classified: refused, and the staged package removed.
    await expect(generate({ specPath: spec, outDir: pkg, formatCacheDir: false, codeCacheDir: false, releases: { file } })).rejects.toThrow(`${file}: the package changed, and no judge was given to classify the release`);
    expect(readdirSync(dir)).toEqual(['spec.json']);
    const first = await run();
    expect(first).toMatchObject({ status: 'written', release: { version: '0.1.0', bump: 'initial', landed: true } });
    const { record, text } = readReleaseRecord(file);
    expect(record.releases.map(({ version }) => version)).toEqual(['0.1.0']);
    expect(JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'))).toMatchObject({ version: '0.1.0' });
    for (const check of [true, false]) expect(await run(check), String(check)).toMatchObject({ status: 'unchanged', release: { version: '0.1.0', landed: false } });
    // A file edited by hand: regenerated, the same content, so no release lands, and the folder is then up to date.
    writeFileSync(join(pkg, 'enums.ts'), 'edited');
    expect(await run()).toMatchObject({ status: 'written', release: { version: '0.1.0', landed: false } });
    expect(readFileSync(file, 'utf8')).toBe(text);
    // The package it replaced is gone: nothing staged or set aside is left beside it.
    expect(readdirSync(dir).sort()).toEqual(['pkg', 'releases.json', 'spec.json']);
    expect(await run(true)).toMatchObject({ status: 'unchanged' });
    // The record is an input: another text of it makes the package stale.
    writeFileSync(file, `${text}\n`);
    expect(await run(true)).toMatchObject({ status: 'stale', reason: `${pkg} is stale: the spec or the generator changed since it was generated` });
  }, 180_000);
});
