/**
 * `drift --consumer` and `drift --observed` run in-process, as cli.ts runs them: the tests of
 * impact/ and drift/observed/ run the CLI as a child process, which mutation cannot see.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { driftCommand } from '../../../generator/commands/drift.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { runCommand } from '../drift/fixtures.ts';
import { CONSUMERS, newDocument, oldDocument, writeConsumer } from '../impact/fixtures.ts';
import { BASE, BROKEN } from './regen-documents.ts';

const tempDir = systemTempDirs();
const documents = (before: unknown, after: unknown) => {
  const dir = tempDir('drift-inputs');
  writeFileSync(join(dir, 'old.json'), JSON.stringify(before));
  writeFileSync(join(dir, 'new.json'), JSON.stringify(after));
  return { dir, oldFile: join(dir, 'old.json'), newFile: join(dir, 'new.json') };
};

describe('drift, in-process, with what it is given beside the documents', () => {
  it('--consumer: type-checks each consumer against both packages, listing the line that breaks and exiting 1', { timeout: 900_000 }, async () => {
    const { dir, oldFile, newFile } = documents(oldDocument(), newDocument());
    const reader = writeConsumer(join(dir, 'reader'), CONSUMERS.reader);
    const unaffected = writeConsumer(join(dir, 'unaffected'), CONSUMERS.unaffected);
    // The packages the consumers are compiled against are scratch folders in the temp directory: removed after.
    const scratch = tempDir('drift-inputs-tmpdir');
    const ignoreFile = join(dir, 'drift-ignore.txt');
    writeFileSync(ignoreFile, '* operation-removed-without-deprecation # the gadgets were never used\n');
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = scratch;
    let result: Awaited<ReturnType<typeof runCommand>>;
    try {
      result = await runCommand(driftCommand, [oldFile, newFile, '--consumer', reader, '--consumer', unaffected, '--format', 'json', '--ignore', ignoreFile]);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
    expect(readdirSync(scratch).filter((name) => name.startsWith('incident-gen-impact-'))).toEqual([]);
    expect(result.status).toBe(1);
    const report = JSON.parse(result.stdout) as { consumers: Array<{ breaks: unknown[] }>; changes: Array<{ id: string }> };
    expect(report.consumers.map((consumer) => consumer.breaks.length)).toEqual([1, 0]);
    // The flags still apply beside --consumer: the ignore file took its change out of the list.
    expect(report.changes.map((change) => change.id)).not.toContain('operation-removed-without-deprecation');
    expect(report.changes.map((change) => change.id)).toContain('response-property-removed');
    expect(JSON.stringify(report.consumers[0]!.breaks[0])).toContain('read.ts');
  });

  it('without --consumer: no consumer section, and no package generated for one', async () => {
    const { oldFile, newFile } = documents(oldDocument(), newDocument());
    const result = await runCommand(driftCommand, [oldFile, newFile, '--format', 'json']);
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout)).not.toHaveProperty('consumers');
    expect(result.stdout).not.toContain('consumer');
  });

  it('--observed: lists each finding beside the changes, marked explained by the new document or not', async () => {
    const { dir, oldFile, newFile } = documents(BASE, BROKEN);
    const finding = (location: string, rule: string) => JSON.stringify({ operation: 'GET /v2/schedule_entries', location, rule, expected: 'present', found: 'missing', requestId: 'req_1', message: 'answered outside its spec' });
    writeFileSync(join(dir, 'observed.jsonl'), `${finding('ScheduleEntryV2.layer_id', 'response-property-removed')}\n${finding('ScheduleEntryV2.team_id', 'response-property-removed')}\n`);
    const result = await runCommand(driftCommand, [oldFile, newFile, '--observed', join(dir, 'observed.jsonl')]);
    expect(result.status).toBe(1);
    expect(result.stdout.split('\n').filter((line) => line.startsWith('observed'))).toEqual([
      expect.stringMatching(/^observed unexplained GET \/v2\/schedule_entries -> ScheduleEntryV2\.team_id: /),
      expect.stringMatching(/^observed explained +GET \/v2\/schedule_entries -> ScheduleEntryV2\.layer_id: /),
      'observed: 2 seen in production: 1 explained by the new document, 1 not',
    ]);
  });
});
