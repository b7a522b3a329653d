/**
 * generateJudge in process, up to the API-surface check (judge.test.ts runs whole landings through
 * the CLI): the document's date from the snapshots, the edition, and the previous document found
 * by its hash as stored or once re-serialised, or refused when it is not there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { canonicalText } from '../../../generator/text/canonical-json.ts';
import { releaseSummary } from '../../../generator/release/headline.ts';
import { generateJudge } from '../../../generator/release/judge.ts';
import { newRelease } from '../../../generator/release/landing.ts';
import { checkSurface } from '../../../generator/surface/check.ts';
import type { Release } from '../../../generator/release/record.ts';
import { sha256 } from '../../../generator/write/fingerprint.ts';
import { PROJECT_ROOT } from '../../support/project.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();
const documentOf = (title: string) => ({ openapi: '3.0.3', info: { title }, paths: {} }) as unknown as OpenApiDocument;
const release = (version: string, document: string): Release => ({ version, bump: 'minor', reasons: [], documentDate: null, document, fingerprint: 'f', changes: [] });

const operation = (id: string, deprecated = false) => ({ get: { operationId: id, ...(deprecated && { deprecated: true }), responses: { '200': { description: 'OK' } } } });
const documentWith = (title: string, paths: Record<string, unknown>) => ({ ...documentOf(title), paths }) as unknown as OpenApiDocument;
/** A list kept throughout, and an operation deprecated (`legacy`) or gone. */
const things = (title: string, legacy: 'deprecated' | 'removed') =>
  documentWith(title, { '/v2/things': operation('Things V2#List'), ...(legacy === 'deprecated' && { '/v2/legacy': operation('Legacy V2#List', true) }) });

/** A package whose surface is its baseline's: what is judged is the drift alone. */
function unchangedPackage() {
  const packageDir = tempDir('generate-judge-package');
  writeFileSync(join(packageDir, 'index.ts'), 'export const kept = 1;\n');
  const surfaceFile = join(tempDir('generate-judge-baseline'), 'api-surface.d.ts');
  writeFileSync(surfaceFile, checkSurface(packageDir, join(packageDir, 'no-baseline-yet.d.ts')).text);
  return { packageDir, surfaceFile };
}

/** The release `make generate` would record after `previous` for the landing judged. */
async function landed(snapshots: Record<string, string>, previous: { version: string; document: OpenApiDocument }, document: OpenApiDocument) {
  const { packageDir, surfaceFile } = unchangedPackage();
  const { judge } = judgeOver(snapshots, surfaceFile);
  const before = release(previous.version, sha256(canonicalText(previous.document)));
  const identity = { document: sha256(canonicalText(document)), fingerprint: 'next' };
  const judged = await judge({ packageDir, document, documentHash: identity.document, previous: before });
  const next = newRelease(before, judged, identity);
  return { ...next, summary: releaseSummary(next), changes: next.changes.map((change) => `${change.group} ${change.id} ${change.operations.join(',')}`) };
}

function judgeOver(snapshots: Record<string, string | Buffer>, surfaceFile?: string) {
  const dir = tempDir('generate-judge');
  const snapshotsDir = join(dir, 'snapshots');
  mkdirSync(snapshotsDir, { recursive: true });
  for (const [name, content] of Object.entries(snapshots)) writeFileSync(join(snapshotsDir, name), content);
  const settings = { snapshotsDir, surfaceFile: surfaceFile ?? join(dir, 'api-surface.d.ts'), packageEntry: 'index.ts', recordFile: join(dir, 'releases.json'), timeoutMs: 5_000 };
  return { judge: generateJudge(settings), settings };
}

describe('generateJudge', () => {
  it("judges a first landing a patch of the reference edition, dated by the snapshot that holds its document (gzip too), else undated", async () => {
    const current = documentOf('current');
    const text = canonicalText(current);
    const { judge } = judgeOver({ '2026-01-02T030405Z.json': canonicalText(documentOf('older')), '2026-02-03T000000Z.json.gz': gzipSync(text) });
    const first = await judge({ packageDir: '/nowhere', document: current, documentHash: sha256(text), previous: undefined });
    expect(first).toMatchObject({ bump: 'patch', changes: [], documentDate: '2026-02-03T00:00:00.000Z', edition: 'reference' });
    expect(await judge({ packageDir: '/nowhere', document: current, documentHash: sha256('another text'), previous: undefined })).toMatchObject({ documentDate: null, edition: 'reference' });
    const bare = judgeOver({}).judge;
    expect(await bare({ packageDir: '/nowhere', document: current, documentHash: sha256(text), previous: undefined })).toMatchObject({ documentDate: null });
    // A project with no snapshots folder yet (the first `make generate`).
    const { settings } = judgeOver({});
    const noFolder = generateJudge({ ...settings, snapshotsDir: join(settings.snapshotsDir, 'not-yet') });
    expect(await noFolder({ packageDir: '/nowhere', document: current, documentHash: sha256(text), previous: undefined })).toMatchObject({ bump: 'patch', documentDate: null, edition: 'reference' });
  });

  it("refuses a landing whose previous release's document is in no snapshot, as stored or re-serialised, naming the record and the folder", async () => {
    const previous = documentOf('previous');
    const { judge, settings } = judgeOver({ '2026-01-01T000000Z.json': JSON.stringify(documentOf('other')), 'broken.json': '{"openapi": ' });
    const hash = sha256(canonicalText(previous));
    await expect(judge({ packageDir: '/nowhere', document: documentOf('next'), documentHash: 'x', previous: release('1.2.0', hash) })).rejects.toThrow(
      `${settings.recordFile}: the document of release 1.2.0 (sha256 ${hash.slice(0, 12)}) is not among the snapshots in ${settings.snapshotsDir}, so what changed since cannot be told; restore its snapshot (\`make spec\` writes the reference's) and run again`,
    );
  });

  it('judges a generator change (the same document) by the API-surface check alone, without looking for the document among the snapshots', async () => {
    const dir = tempDir('generate-judge-surface');
    const packageOf = (name: string, text: string) => {
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, 'index.ts'), text);
      return join(dir, name);
    };
    const before = packageOf('before', 'export const kept = 1;\nexport function dropped(name: string): number {\n  return name.length;\n}\n');
    const after = packageOf('after', 'export const kept = 1;\nexport const added = 2;\n');
    writeFileSync(join(dir, 'api-surface.d.ts'), checkSurface(before, join(dir, 'no-baseline-yet.d.ts')).text);
    const document = documentOf('unchanged');
    const hash = sha256(canonicalText(document));
    // No snapshot holds the document: a generator change needs none.
    const { judge } = judgeOver({}, join(dir, 'api-surface.d.ts'));
    const judged = await judge({ packageDir: after, document, documentHash: hash, previous: release('2.3.1', hash) });
    expect(judged).toMatchObject({ bump: 'major', reasons: ['api-surface-break (1)'], documentDate: null, edition: 'live' });
    expect(judged.changes.map((change) => `${change.group} ${change.id} ${change.location}`)).toEqual(['breaking api-surface-break dropped: removed; old code importing it no longer compiles', 'added api-surface-addition added: added']);
    const reference = await judge({ packageDir: before, document, documentHash: hash, previous: release('0.4.0', hash) });
    expect(reference).toMatchObject({ bump: 'patch', changes: [], edition: 'reference' });
  }, 120_000);

  it("finds the previous document re-serialised, and judges the drift since it with the surface of the package, in the previous release's edition", async () => {
    const operation = (id: string) => ({ get: { operationId: id, responses: { '200': { description: 'OK' } } } });
    const previous = { ...documentOf('things'), paths: { '/v2/things': operation('Things V2#List') } } as OpenApiDocument;
    const next = { ...previous, paths: { ...previous.paths, '/v2/things/{id}': { get: { ...operation('Things V2#Show').get, parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] } } } } as OpenApiDocument;
    // Stored compact, as an older tool wrote it: found by the hash of its canonical form. The
    // committed package against its committed baseline: no surface change.
    const { judge } = judgeOver({ '2026-01-01T000000Z.json': JSON.stringify(previous), '2026-02-01T000000Z.json': canonicalText(next) }, join(PROJECT_ROOT, 'spec/api-surface.d.ts'));
    const judged = await judge({ packageDir: join(PROJECT_ROOT, 'generated'), document: next, documentHash: sha256(canonicalText(next)), previous: release('1.4.0', sha256(canonicalText(previous))) });
    expect(judged).toMatchObject({ bump: 'minor', reasons: ['operation-added (1)'], documentDate: '2026-02-01T00:00:00.000Z', edition: 'live' });
    expect(judged.changes.map((change) => `${change.group} ${change.id} ${change.operations.join(',')}`)).toEqual(['added operation-added GET /v2/things/{id}']);
  }, 120_000);

  it("judges a removal at the landed document's date, by its snapshot: a deprecated operation removed a month after its deprecation is a break, however late the newest snapshot", async () => {
    const deprecated = things('things', 'deprecated');
    const removed = things('things', 'removed');
    // A newer document, fetched but not landed, does not move the removal to September.
    const later = { '2026-09-01T000000Z.json': canonicalText(things('things, later', 'removed')) };
    // Offered undeprecated in December: the snapshots saw the deprecation begin on 1 January.
    const offered = { '2025-12-01T000000Z.json': canonicalText(documentWith('things, offered', { '/v2/things': operation('Things V2#List'), '/v2/legacy': operation('Legacy V2#List') })) };
    const early = await landed({ ...offered, '2026-01-01T000000Z.json': canonicalText(deprecated), '2026-02-01T000000Z.json': canonicalText(removed), ...later }, { version: '1.4.0', document: deprecated }, removed);
    expect(early).toMatchObject({ version: '2.0.0', bump: 'major', reasons: ['operation-removed-before-deprecation-window (1)'], documentDate: '2026-02-01T00:00:00.000Z', summary: '1 breaking change' });
    expect(early.changes).toEqual(['breaking operation-removed-before-deprecation-window GET /v2/legacy']);
    // Removed in May, past the three-month window: a minor, the removal listed as another change.
    const late = await landed({ ...offered, '2026-01-01T000000Z.json': canonicalText(deprecated), '2026-05-01T000000Z.json': canonicalText(removed), ...later }, { version: '1.4.0', document: deprecated }, removed);
    expect(late).toMatchObject({ version: '1.5.0', bump: 'minor', reasons: ['operation-removed-after-deprecation-window (1)'], documentDate: '2026-05-01T00:00:00.000Z' });
    expect(late.changes).toEqual(['other operation-removed-after-deprecation-window GET /v2/legacy']);
  }, 120_000);

  it('judges a removal in a document no snapshot holds (edited by hand) at the newest snapshot, its earliest possible date, never at an unknown one', async () => {
    const deprecated = things('things', 'deprecated');
    const stillDeprecated = things('things, reworded', 'deprecated');
    const edited = things('things, edited', 'removed');
    // Offered in December, deprecated on 1 January, still there on 20 January (the previous
    // release's, stored compact as an older tool wrote it): removed 19 days in at the earliest.
    const offered = documentWith('things, offered', { '/v2/things': operation('Things V2#List'), '/v2/legacy': operation('Legacy V2#List') });
    const history = { '2025-12-01T000000Z.json': canonicalText(offered), '2026-01-01T000000Z.json': canonicalText(deprecated), '2026-01-20T000000Z.json': JSON.stringify(stillDeprecated) };
    const soon = await landed(history, { version: '1.4.0', document: stillDeprecated }, edited);
    expect(soon).toMatchObject({ version: '2.0.0', bump: 'major', reasons: ['operation-removed-before-deprecation-window (1)'], documentDate: null });
    expect(soon.changes).toEqual(['breaking operation-removed-before-deprecation-window GET /v2/legacy']);
    // Still there on 1 June: removed after the window.
    const after = await landed({ '2026-01-01T000000Z.json': canonicalText(deprecated), '2026-06-01T000000Z.json': canonicalText(stillDeprecated) }, { version: '1.4.0', document: stillDeprecated }, edited);
    expect(after).toMatchObject({ version: '1.5.0', bump: 'minor', reasons: ['operation-removed-after-deprecation-window (1)'], documentDate: null });
  }, 120_000);
});
