import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffDocuments, parseIgnore, renderReport } from '../../../generator/drift/index.ts';
import { findIgnore } from '../../../generator/drift/ignore.ts';
import type { OpenApiDocument } from '../../../generator/load/index.ts';
import type { DriftResult } from '../../../generator/regen/collaborators.ts';
import { clearLatestReport, NO_SURFACE_BREAKS, regenMarkdown, suggestedIgnoreLine, writeLatestReport } from '../../../generator/regen/report.ts';
import { classifyLanding } from '../../../generator/release/classify.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

const document = (properties: Record<string, unknown>) =>
  ({
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    paths: {
      '/v2/things': {
        get: {
          operationId: 'Things V2#List',
          responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties } } } } },
        },
      },
    },
  }) as unknown as OpenApiDocument;

function drift(before: OpenApiDocument, after: OpenApiDocument): DriftResult {
  const report = diffDocuments(before, after);
  return { report, markdown: renderReport(report, 'markdown'), json: renderReport(report, 'json'), failing: report.changes.filter((change) => change.level === 'error'), accepted: 0 };
}

const header = { stamp: '2026-11-22T100000Z', source: 'https://api.example/v1/openapiV3.json', previousHash: 'a'.repeat(64), nextHash: 'b'.repeat(64), ignoreFile: 'spec/drift-ignore.txt', acceptBreaking: undefined };

describe('regenMarkdown', () => {
  it('is titled by the release it lands (the pull request takes its first line as title), and says why', () => {
    const result = drift(document({ id: { type: 'string' } }), document({ id: { type: 'string' }, name: { type: 'string' } }));
    const { changes, reasons } = classifyLanding(result.report.changes, { breaking: [], added: [] });
    const release = { version: '1.5.0', bump: 'minor' as const, reasons, documentDate: null, document: 'b'.repeat(64), fingerprint: 'c'.repeat(64), changes };
    const lines = regenMarkdown({ ...header, release }, result, NO_SURFACE_BREAKS).split('\n');
    expect(lines[0]).toBe('# incident-api-client 1.5.0 (minor): 1 property added');
    expect(lines[4]).toBe('Release: 1.5.0, minor (API spec update 2026-11-22T100000Z). Why: response-property-added (1).');
  });

  it('says a compatible update may merge, then carries the drift report verbatim', () => {
    const result = drift(document({ id: { type: 'string' } }), document({ id: { type: 'string' }, name: { type: 'string' } }));
    const markdown = regenMarkdown(header, result, NO_SURFACE_BREAKS);
    expect(markdown.split('\n').slice(0, 6)).toEqual([
      '# API spec update 2026-11-22T100000Z',
      '',
      'Fetched from `https://api.example/v1/openapiV3.json`: `aaaaaaaaaaaa` -> `bbbbbbbbbbbb`.',
      `Drift: 0 error, 0 warning, ${result.report.summary.info} info.`,
      '',
      'No breaking changes: merging this updates `spec/` and `generated/`.',
    ]);
    expect(markdown).toContain(result.markdown.trimEnd());
  });

  it('says a blocked update is blocked, why, and how to accept it', () => {
    const result = drift(document({ id: { type: 'string' }, layer_id: { type: 'string' } }), document({ id: { type: 'string' } }));
    expect(result.failing.length).toBeGreaterThan(0);
    const markdown = regenMarkdown(header, result, { breaks: ['removed v2.Thing'], blocking: true });
    expect(markdown).toContain('## This update is blocked');
    expect(markdown).toContain('add one line per change to `spec/drift-ignore.txt`');
    expect(markdown).toContain('- `removed v2.Thing`');
    expect(markdown).toContain('--accept-surface');
    expect(markdown).toContain(`\n${suggestedIgnoreLine(result.failing[0]!)}\n`);
  });

  it('suggests ignore lines the drift checker parses back into entries that match each change', () => {
    const change = { id: 'response-property-removed', level: 'error' as const, operation: 'GET /v2/things', location: 'Thing.layer_id', message: 'm', symbols: [] };
    const line = suggestedIgnoreLine(change);
    expect(line).toBe('GET /v2/things response-property-removed Thing.layer_id # TODO: why this break is accepted');
    expect(findIgnore(parseIgnore(line, 'suggested'), change)).toBeDefined();
    expect(suggestedIgnoreLine({ ...change, operation: null, location: 'has space' })).toBe('* response-property-removed * # TODO: why this break is accepted');
  });
});

describe('the latest report', () => {
  it('is written where CI picks it up, with the ready-made ignore lines alone, and cleared for a run that has none', () => {
    const dir = join(tempDir('report'), 'regen');
    const result = drift(document({ id: { type: 'string' }, layer_id: { type: 'string' } }), document({ id: { type: 'string' } }));
    const files = writeLatestReport(dir, '# md\n', result);
    expect([readFileSync(files.markdown, 'utf8'), readFileSync(files.json, 'utf8')]).toEqual(['# md\n', result.json]);
    expect(readFileSync(files.ignoreLines, 'utf8')).toBe(result.failing.map((change) => `${suggestedIgnoreLine(change)}\n`).join(''));
    expect(result.failing.length).toBeGreaterThan(0);
    clearLatestReport(dir);
    expect(Object.values(files).map((file) => existsSync(file))).toEqual([false, false, false]);
  });
});
