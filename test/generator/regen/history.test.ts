import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffDocuments, parseIgnore, renderReport } from '../../../generator/drift/index.ts';
import type { OpenApiDocument } from '../../../generator/load/index.ts';
import type { DriftResult } from '../../../generator/regen/collaborators.ts';
import { appendedHistory, historyLine, type Landing } from '../../../generator/regen/history.ts';
import { projectScratchDir, removeScratchDirs } from '../../support/generator-runs.ts';

const document = (paths: string[]) =>
  ({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: Object.fromEntries(paths.map((path) => [path, { get: { operationId: `${path} V2#List`, responses: {} } }])) }) as unknown as OpenApiDocument;

function result(accepted: number, acceptedWithFlag = 0): DriftResult {
  const report = diffDocuments(document(['/v2/a']), document(['/v2/a', '/v2/b']));
  return { report, markdown: renderReport(report, 'markdown'), json: renderReport(report, 'json'), failing: [], accepted, acceptedWithFlag };
}

const landing = (overrides: Partial<Landing> = {}): Landing => ({
  stamp: '2026-11-23T100000Z',
  source: 'https://api.example/v1/openapiV3.json',
  previousHash: 'a'.repeat(64),
  nextHash: 'b'.repeat(64),
  drift: result(0),
  acceptedBreakingReason: undefined,
  ignoreFile: 'spec/drift-ignore.txt',
  ...overrides,
});

describe('spec/history.md', () => {
  afterAll(removeScratchDirs);
  it('gets one line per landing: what it was, where from, what drift found', () => {
    expect(historyLine(landing())).toBe('- 2026-11-23T100000Z: sha256 bbbbbbbbbbbb (from aaaaaaaaaaaa) fetched from https://api.example/v1/openapiV3.json; drift 0 error, 0 warning, 1 info\n');
    expect(historyLine(landing({ previousHash: undefined }))).toContain('(first snapshot)');
  });

  it('names the release the landing made', () => {
    const release = { version: '1.5.0', bump: 'minor' as const, reasons: ['operation-added (3)'], documentDate: null, document: 'b'.repeat(64), fingerprint: 'c'.repeat(64), changes: [] };
    expect(historyLine(landing({ release }))).toMatch(/; drift 0 error, 0 warning, 1 info; released 1\.5\.0 \(minor\)\n$/);
  });

  it('says how breaking changes were accepted, keeping a multi-line reason on its one line', () => {
    expect(historyLine(landing({ drift: result(3) }))).toMatch(/; 3 breaking change\(s\) accepted in spec\/drift-ignore\.txt\n$/);
    const line = historyLine(landing({ drift: result(2, 2), acceptedBreakingReason: 'first import\n- 2099-01-01T000000Z: forged line' }));
    expect(line).toMatch(/; 2 breaking change\(s\) accepted with --accept-breaking: first import - 2099-01-01T000000Z: forged line\n$/);
    expect(line.split('\n')).toHaveLength(2);
    // Given --accept-breaking, the ignore file may still have accepted some, or all: each way is credited with its own.
    expect(historyLine(landing({ drift: result(3, 1), acceptedBreakingReason: 'first import' }))).toMatch(/; 3 breaking change\(s\) accepted: 2 in spec\/drift-ignore\.txt, 1 with --accept-breaking: first import\n$/);
    expect(historyLine(landing({ drift: result(2, 0), acceptedBreakingReason: 'not needed' }))).toMatch(/; 2 breaking change\(s\) accepted in spec\/drift-ignore\.txt\n$/);
    // A run given --accept-breaking that had nothing to accept records no acceptance.
    expect(historyLine(landing({ drift: result(0), acceptedBreakingReason: 'not needed' }))).toMatch(/ info\n$/);
  });

  it('counts the drift with the accepted changes in, the breaking changes once (blocking ones too), and the surface breaks apart', () => {
    const report = diffDocuments(document(['/v2/a', '/v2/b', '/v2/c']), document(['/v2/c']), { ignore: parseIgnore('* operation-removed-without-deprecation * # gone upstream', 'ignore') });
    expect(report.summary.error).toBe(0);
    const drift: DriftResult = { report, markdown: '', json: '', failing: [], accepted: 2, acceptedWithFlag: 0 };
    expect(historyLine(landing({ drift, surfaceBreaks: 5 }))).toMatch(/; drift 2 error, 0 warning, 0 info; 5 API-surface break\(s\) accepted; 2 breaking change\(s\) accepted in spec\/drift-ignore\.txt\n$/);
    expect(historyLine(landing({ drift, surfaceBreaks: 0 }))).not.toContain('API-surface');
  });

  it('starts the file with a header, then appends', () => {
    const file = join(projectScratchDir('history'), 'history.md');
    const first = appendedHistory(file, landing());
    expect(first).toMatch(/^# Spec history\n\n.*\n\n- 2026-11-23T100000Z: /);
    writeFileSync(file, first);
    const second = appendedHistory(file, landing({ stamp: '2026-11-23T110000Z' }));
    expect(second.startsWith(first)).toBe(true);
    expect(second.slice(first.length)).toMatch(/^- 2026-11-23T110000Z: [^\n]*\n$/);
  });

  it('starts a line of its own after a hand-edited file that lost its final newline, and writes no header into an emptied one', () => {
    const file = join(projectScratchDir('history'), 'history.md');
    writeFileSync(file, '# Spec history\n\n- 2026-11-22T100000Z: by hand');
    expect(appendedHistory(file, landing())).toBe(`# Spec history\n\n- 2026-11-22T100000Z: by hand\n${historyLine(landing())}`);
    writeFileSync(file, '');
    expect(appendedHistory(file, landing())).toBe(historyLine(landing()));
  });
});
