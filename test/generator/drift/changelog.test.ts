import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChangelog } from '../../../generator/drift/changelog.ts';
import { listSnapshots } from '../../../generator/drift/snapshots.ts';
import { ok, spec } from './fixtures.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

const op = (operationId: string, deprecated = false) => ({ get: { operationId, deprecated, responses: ok({ type: 'string' }) } });

describe('buildChangelog', () => {
  it('sorts each step into removed, deprecated, added and changed, judging removals with the history so far', async () => {
    const dir = tempDir('changelog');
    const write = (name: string, paths: Record<string, unknown>) => writeFileSync(join(dir, `${name}.json`), JSON.stringify(spec({ paths })));
    write('2026-01-01T000000Z', { '/v1/a': op('A V1#List'), '/v1/b': op('B V1#List') });
    write('2026-02-01T000000Z', { '/v1/a': op('A V1#List', true), '/v1/b': op('B V1#List'), '/v2/a': op('A V2#List') });
    write('2026-06-01T000000Z', { '/v2/a': op('A V2#List'), '/v1/b': op('B V1#List') });
    const entries = await buildChangelog(listSnapshots(dir), 1000);
    expect(entries.map((e) => e.snapshot)).toEqual(['2026-06-01T000000Z', '2026-02-01T000000Z', '2026-01-01T000000Z']);
    expect(entries[2]!.initial).toEqual({ operations: 2, events: 0 });
    expect(entries[1]!.added.map((i) => i.subject)).toEqual(['GET /v2/a']);
    expect(entries[1]!.deprecated).toMatchObject([{ id: 'operation-deprecated', subject: 'GET /v1/a' }]);
    expect(entries[0]!.removed).toMatchObject([{ id: 'operation-removed-after-deprecation-window', level: 'info', subject: 'GET /v1/a' }]);
    expect(entries[0]!.date).toBe('2026-06-01T00:00:00.000Z');
  });

  it('no snapshots, no entries (the command refuses an empty folder)', async () => {
    expect(await buildChangelog(listSnapshots(tempDir('changelog-empty')), 1000)).toEqual([]);
  });
});
