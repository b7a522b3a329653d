import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDiffOptions } from '../../../generator/drift/settings.ts';
import { ok, spec } from './fixtures.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { startLoopbackServer } from '../../support/loopback.ts';

const tempDir = systemTempDirs();

describe('loadDiffOptions', () => {
  it('reads the severity, ignore and history files a comparison is configured by', async () => {
    const dir = tempDir('drift-settings');
    writeFileSync(join(dir, 'severity.txt'), 'operation-added warning\n');
    writeFileSync(join(dir, 'ignore.txt'), 'GET /a operation-added # known\n');
    const snapshots = join(dir, 'snapshots');
    mkdirSync(snapshots);
    writeFileSync(join(snapshots, '2026-01-01T000000Z.json'), JSON.stringify(spec({ paths: { '/a': { get: { operationId: 'A', deprecated: true, responses: ok({}) } } } })));
    const options = await loadDiffOptions({
      severityFile: join(dir, 'severity.txt'),
      ignoreFile: join(dir, 'ignore.txt'),
      historyDir: snapshots,
      comparedAt: new Date('2026-06-01T00:00:00Z'),
      timeoutMs: 1000,
    });
    expect([...options.severity!]).toEqual([['operation-added', 'warning']]);
    expect(options.ignore).toMatchObject([{ operation: 'GET /a', rule: 'operation-added', reason: 'known' }]);
    expect(options.history!.deprecationStart('GET /a', options.comparedAt!)?.since.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('passes the deprecation window on, and sets nothing that was not given', async () => {
    expect(await loadDiffOptions({ deprecationWindowDays: 30, timeoutMs: 1000 })).toEqual({ deprecationWindowDays: 30 });
    expect(Object.keys(await loadDiffOptions({ timeoutMs: 1000 }))).toEqual([]);
  });

  it('reads severity and ignore files from a URL, within the download timeout', async () => {
    const served: Record<string, string> = { '/severity.txt': 'operation-added warning\n', '/ignore.txt': 'GET /a operation-added # known\n' };
    const server = await startLoopbackServer((request, response) => {
      if (request.url === '/slow.txt') return; // never answers
      response.end(served[request.url ?? ''] ?? '');
    });
    try {
      const options = await loadDiffOptions({ severityFile: `${server.url}/severity.txt`, ignoreFile: `${server.url}/ignore.txt`, timeoutMs: 2000 });
      expect([...options.severity!]).toEqual([['operation-added', 'warning']]);
      expect(options.ignore).toMatchObject([{ operation: 'GET /a', rule: 'operation-added', reason: 'known' }]);
      await expect(loadDiffOptions({ ignoreFile: `${server.url}/slow.txt`, timeoutMs: 200 })).rejects.toThrow(`${server.url}/slow.txt: download failed: no answer within 200 ms`);
    } finally {
      await server.close();
    }
  });

  it('a missing file is an InputError naming it', async () => {
    await expect(loadDiffOptions({ ignoreFile: '/no/such/ignore.txt', timeoutMs: 1000 })).rejects.toThrow('/no/such/ignore.txt: no such file');
  });
});
