/**
 * The real collaborators' drift comparison as regen asks for it: the same report `drift` prints
 * for the pair, what fails at the threshold, what the ignore file or `--accept-breaking` accepted.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { driftCommand } from '../../../generator/commands/drift.ts';
import type { Level } from '../../../generator/drift/index.ts';
import { InputError } from '../../../generator/load/errors.ts';
import { realCollaborators } from '../../../generator/regen/adapters.ts';
import { PLACEHOLDER_REASON } from '../../../generator/regen/report.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { BASE, BROKEN, WARNED } from '../commands/regen-documents.ts';
import { object, ok, runCommand, scheduleSpec } from '../drift/fixtures.ts';

const tempDir = systemTempDirs();
const settings = (overrides: { ignoreFile?: string; failOn?: Level; acceptBreaking?: string; snapshotsDir?: string } = {}) => ({
  ignoreFile: overrides.ignoreFile,
  severityFile: undefined,
  snapshotsDir: overrides.snapshotsDir ?? join(tempDir('adapters-none'), 'snapshots'),
  comparedAt: new Date('2026-11-24T03:00:00Z'),
  failOn: overrides.failOn ?? 'error',
  acceptBreaking: overrides.acceptBreaking,
});

/** What `incident-gen drift OLD NEW --format FORMAT [--ignore FILE]` prints for the same pair. */
async function driftPrints(before: unknown, after: unknown, format: 'markdown' | 'json', ignoreFile?: string): Promise<string> {
  const dir = tempDir('adapters-pair');
  writeFileSync(join(dir, 'old.json'), JSON.stringify(before));
  writeFileSync(join(dir, 'new.json'), JSON.stringify(after));
  const printed = (await runCommand(driftCommand, [join(dir, 'old.json'), join(dir, 'new.json'), '--format', format, ...(ignoreFile ? ['--ignore', ignoreFile] : [])])).stdout;
  // Regen's pull-request body names the two documents in its own header: its report leaves out drift's line naming them.
  return printed.replace(/^(## API drift\n\n)Compared `[^\n]*`\.\n\n/, '$1');
}

describe('realCollaborators.compare', () => {
  it('reports what drift prints for the pair, and fails on the changes at or above the threshold', async () => {
    const result = await realCollaborators.compare(BASE, BROKEN, settings());
    expect(result.markdown).toBe(await driftPrints(BASE, BROKEN, 'markdown'));
    expect(result.json).toBe(await driftPrints(BASE, BROKEN, 'json'));
    expect(result.failing.map((change) => change.level)).toEqual(['error', 'error']);
    expect(result.failing).toEqual(result.report.changes.filter((change) => change.level === 'error'));
    expect(result.accepted).toBe(0);
    const [before, after] = WARNED;
    expect((await realCollaborators.compare(before, after, settings())).failing).toEqual([]);
    expect((await realCollaborators.compare(before, after, settings({ failOn: 'warning' }))).failing.map((change) => change.level)).toEqual(['warning']);
  });

  it('counts what the ignore file accepted at the threshold as accepted, the rest as failing', async () => {
    const whole = await realCollaborators.compare(BASE, BROKEN, settings());
    const [first] = whole.failing;
    const ignoreFile = join(tempDir('adapters-ignore'), 'drift-ignore.txt');
    writeFileSync(ignoreFile, `${first!.operation} ${first!.id} ${first!.location} # removed upstream, accepted\n`);
    const result = await realCollaborators.compare(BASE, BROKEN, settings({ ignoreFile }));
    expect(result.accepted).toBe(1);
    expect(result.failing).toEqual(whole.failing.slice(1));
    expect(result.markdown).toBe(await driftPrints(BASE, BROKEN, 'markdown', ignoreFile));
  });

  it('dates a removal by the snapshot history and the fetch time: a deprecated operation removed after the window is no warning', async () => {
    const deprecated = { '/v2/legacy': { get: { operationId: 'Legacy V2#List', deprecated: true, responses: ok(object({ id: { type: 'string' } })) } } };
    const before = scheduleSpec(object({ id: { type: 'string' } }), undefined, deprecated);
    const after = scheduleSpec(object({ id: { type: 'string' } }));
    const snapshotsDir = join(tempDir('adapters-history'), 'snapshots');
    mkdirSync(snapshotsDir);
    writeFileSync(join(snapshotsDir, '2026-01-05T100000Z.json'), JSON.stringify(before));
    const removal = async (dir: string) => (await realCollaborators.compare(before, after, settings({ snapshotsDir: dir }))).report.changes.map((change) => [change.id, change.level]);
    // Deprecated since January, removed in November: past the three-month window.
    expect(await removal(snapshotsDir)).toEqual([['operation-removed-after-deprecation-window', 'info']]);
    // Without a history the deprecation's start is unknown.
    expect(await removal(join(snapshotsDir, 'none'))).toEqual([['operation-removed-deprecated', 'warning']]);
  });

  it('counts as accepted only what the ignore file accepted at the threshold, not an ignored warning', async () => {
    const [before, after] = WARNED;
    const warning = (await realCollaborators.compare(before, after, settings())).report.changes.find((change) => change.level === 'warning')!;
    const ignoreFile = join(tempDir('adapters-ignore'), 'drift-ignore.txt');
    writeFileSync(ignoreFile, `${warning.operation} ${warning.id} ${warning.location} # a warning, accepted\n`);
    const result = await realCollaborators.compare(before, after, settings({ ignoreFile }));
    expect(result.report.ignored.map((change) => change.id)).toEqual([warning.id]);
    expect(result).toMatchObject({ accepted: 0, acceptedWithFlag: 0 });
  });

  it('refuses an ignore line whose reason is still the placeholder, naming its line', async () => {
    const ignoreFile = join(tempDir('adapters-ignore'), 'drift-ignore.txt');
    writeFileSync(ignoreFile, `# accepted changes\n* response-property-removed * # ${PLACEHOLDER_REASON}\n`);
    const refused = realCollaborators.compare(BASE, BROKEN, settings({ ignoreFile }));
    await expect(refused).rejects.toThrow(new InputError(`${ignoreFile}:2`, 'the reason is still the TODO placeholder; write why this break is accepted'));
  });

  it('with --accept-breaking, accepts exactly what still fails at the threshold, each with the reason on one line', async () => {
    const result = await realCollaborators.compare(BASE, BROKEN, settings({ acceptBreaking: 'first import\nof the live API' }));
    expect(result.failing).toEqual([]);
    expect(result).toMatchObject({ accepted: 2, acceptedWithFlag: 2 });
    expect(result.report.ignored.map((change) => change.level)).toEqual(['error', 'error']);
    expect(result.markdown).toContain('accepted with --accept-breaking: first import of the live API');
    const [before, after] = WARNED;
    // Below the threshold nothing needs accepting: the warning stays a change.
    const warned = await realCollaborators.compare(before, after, settings({ acceptBreaking: 'not needed' }));
    expect(warned.report.ignored).toEqual([]);
    expect(warned).toMatchObject({ accepted: 0, acceptedWithFlag: 0 });
    expect(warned.report.changes.map((change) => change.level)).toContain('warning');
  });

  it('with --accept-breaking beside an ignore file, credits the flag only with what the file left failing', async () => {
    const [first] = (await realCollaborators.compare(BASE, BROKEN, settings())).failing;
    const ignoreFile = join(tempDir('adapters-ignore'), 'drift-ignore.txt');
    writeFileSync(ignoreFile, `${first!.operation} ${first!.id} ${first!.location} # renamed upstream\n`);
    const result = await realCollaborators.compare(BASE, BROKEN, settings({ ignoreFile, acceptBreaking: 'first import' }));
    expect(result).toMatchObject({ failing: [], accepted: 2, acceptedWithFlag: 1 });
    expect(result.report.ignored.map((change) => change.reason).sort()).toEqual(['accepted with --accept-breaking: first import', 'renamed upstream']);
  });

  it('with --accept-breaking, accepts a change to an operation as a whole too, which has no location', async () => {
    const legacy = { '/v2/legacy': { get: { operationId: 'Legacy V2#List', responses: ok(object({ id: { type: 'string' } })) } } };
    const before = scheduleSpec(object({ id: { type: 'string' } }), undefined, legacy);
    const after = scheduleSpec(object({ id: { type: 'string' } }));
    const removed = (await realCollaborators.compare(before, after, settings())).failing;
    expect(removed.map((change) => [change.id, change.operation, change.location])).toEqual([['operation-removed-without-deprecation', 'GET /v2/legacy', null]]);
    const accepted = await realCollaborators.compare(before, after, settings({ acceptBreaking: 'the legacy list is gone' }));
    expect(accepted.failing).toEqual([]);
    expect(accepted.accepted).toBe(1);
    expect(accepted.report.ignored.map((change) => [change.id, change.location, change.reason])).toEqual([['operation-removed-without-deprecation', null, 'accepted with --accept-breaking: the legacy list is gone']]);
  });
});
