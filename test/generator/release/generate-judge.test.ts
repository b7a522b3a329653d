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
import { canonicalText } from '../../../generator/regen/content.ts';
import { generateJudge } from '../../../generator/release/judge.ts';
import { checkSurface } from '../../../generator/surface/check.ts';
import type { Release } from '../../../generator/release/record.ts';
import { sha256 } from '../../../generator/write/fingerprint.ts';
import { PROJECT_ROOT } from '../../support/project.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();
const documentOf = (title: string) => ({ openapi: '3.0.3', info: { title }, paths: {} }) as unknown as OpenApiDocument;
const release = (version: string, document: string): Release => ({ version, bump: 'minor', reasons: [], documentDate: null, document, fingerprint: 'f', changes: [] });

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
});
