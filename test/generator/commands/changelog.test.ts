import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { changelogCommand } from '../../../generator/commands/changelog.ts';
import { InputError, UsageError } from '../../../generator/load/errors.ts';
import { object, runCommand, scheduleSpec } from '../drift/fixtures.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

const changelog = (...argv: string[]) => runCommand(changelogCommand, argv);

describe('changelog command', () => {
  it('prints the dated history of a snapshot folder, newest first, as markdown or JSON', async () => {
    const dir = tempDir('changelog-cli');
    writeFileSync(join(dir, '2026-01-01T000000Z.json'), JSON.stringify(scheduleSpec(object({ id: { type: 'string' }, layer_id: { type: 'string' } }))));
    writeFileSync(join(dir, '2026-02-01T000000Z.json.gz'), gzipSync(JSON.stringify(scheduleSpec(object({ id: { type: 'string' } })))));
    const markdown = await changelog('--dir', dir);
    expect(markdown.status).toBe(0);
    expect(markdown.stdout.indexOf('## 2026-02-01 (2026-02-01T000000Z)')).toBeLessThan(markdown.stdout.indexOf('## 2026-01-01 (2026-01-01T000000Z)'));
    expect(markdown.stdout).toContain('- **error** `ScheduleEntryV2.layer_id`: schedule_entries[].layer_id: removed from the response (at 2 operations and events)');
    const json = JSON.parse((await changelog('--dir', dir, '--format', 'json')).stdout);
    expect(json.map((entry: { snapshot: string }) => entry.snapshot)).toEqual(['2026-02-01T000000Z', '2026-01-01T000000Z']);
  });

  it('reads spec/snapshots as markdown when given neither --dir nor --format', async () => {
    const { status, stdout } = await changelog();
    expect(status).toBe(0);
    expect(stdout).toBe((await changelog('--dir', 'spec/snapshots', '--format', 'markdown')).stdout);
    expect(stdout).toMatch(/^## \d{4}-\d{2}-\d{2} \(/m);
  });

  it('reads only the names regen writes: any other .json file is skipped and named in one line on stderr', async () => {
    const dir = tempDir('changelog-stray');
    const document = JSON.stringify(scheduleSpec(object({ id: { type: 'string' } })));
    const strays = ['latest.json', '2026-01-01.json', 'x2026-03-01T000000Z.json', '2026-03-01T000000Z.json.bak', '2026-03-01T000000Z.report.json', 'notes\u001b[2J.json', '2026-13-01T000000Z.json.gz'];
    for (const name of [...strays, '2026-01-01T000000Z.json', 'README.md']) writeFileSync(join(dir, name), document);
    writeFileSync(join(dir, '2026-02-01T000000Z.json.gz'), gzipSync(document));
    const result = await changelog('--dir', dir, '--format', 'json');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).map((entry: { snapshot: string }) => entry.snapshot)).toEqual(['2026-02-01T000000Z', '2026-01-01T000000Z']);
    // Sorted: the first five by name, the rest counted; `.bak` and `.md` are no JSON at all, so not named.
    expect(result.stderr).toBe(
      'changelog: skipped 6 files not named like a snapshot (2026-07-30T091251Z.json): "2026-01-01.json", "2026-03-01T000000Z.report.json", "2026-13-01T000000Z.json.gz", "latest.json", "notes\\u001b[2J.json" and 1 more\n',
    );
  });

  it('a folder of strays alone is bad input naming the folder, after the skipped line', async () => {
    const dir = tempDir('changelog-strays-only');
    writeFileSync(join(dir, 'latest.json'), '{}');
    await expect(changelog('--dir', dir)).rejects.toThrow(new InputError(dir, 'no snapshots named like 2026-07-30T091251Z.json (.json or .json.gz) in this folder'));
  });

  it('a missing folder or a bad format is bad input', async () => {
    await expect(changelog('--dir', '/no/such/dir')).rejects.toThrow(new InputError('/no/such/dir', 'no such folder'));
    await expect(changelog('--format', 'html')).rejects.toThrow(new UsageError('--format must be markdown or json, not "html"'));
    await expect(changelog('--since', '2026')).rejects.toThrow(new UsageError("Unknown option '--since' (see 'incident-gen changelog --help')"));
  });
});
