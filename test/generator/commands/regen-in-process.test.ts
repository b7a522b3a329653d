/**
 * `regen` run in-process, as cli.ts runs it: statuses.test.ts checks the same statuses through the
 * CLI as a process; only code in the test's own process can be mutated (make mutation), so the
 * command's flags, verdict lines and statuses are pinned here as well.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOptions, regenCommand, regenVerdict } from '../../../generator/commands/regen.ts';
import { DEFAULTS } from '../../../generator/context.ts';
import { UsageError } from '../../../generator/load/errors.ts';
import { realCollaborators } from '../../../generator/regen/adapters.ts';
import type { StagedChecks } from '../../../generator/regen/checks/index.ts';
import { resultOf } from '../../../generator/regen/checks/result.ts';
import { canonicalText } from '../../../generator/text/canonical-json.ts';
import { regen as regenPipeline } from '../../../generator/regen/pipeline.ts';
import { sha256 } from '../../../generator/write/fingerprint.ts';
import { runCommand } from '../drift/fixtures.ts';
import { scratchProject, treeDigest } from '../regen/scratch-project.ts';
import { BASE, BROKEN, GROWN, WARNED } from './regen-documents.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A scratch project whose spec/openapiV3.json is `current`, and the next document in a file beside it. */
function project(current: unknown, next: unknown): { root: string; next: string } {
  const root = scratchProject();
  roots.push(root);
  writeFileSync(join(root, 'spec/openapiV3.json'), canonicalText(current as Record<string, unknown>));
  writeFileSync(join(root, 'next.json'), JSON.stringify(next));
  return { root, next: join(root, 'next.json') };
}
const regen = (root: string, next: string, ...argv: string[]) => runCommand(regenCommand, ['--root', root, '--spec-file', next, '--min-paths', '1', '--no-verify', ...argv]);

describe('regen, in-process', () => {
  it('0 and "unchanged" with the hash of the spec it kept', async () => {
    const { root, next } = project(BASE, BASE);
    // Unchanged means landed: BASE lands first, with its snapshot, package and record.
    rmSync(join(root, 'spec/openapiV3.json'));
    expect((await regen(root, next)).status).toBe(0);
    const result = await regen(root, next);
    const hash = sha256(readFileSync(join(root, 'spec/openapiV3.json'), 'utf8')).slice(0, 12);
    expect(result).toMatchObject({ status: 0, stdout: `unchanged: the live spec matches spec/openapiV3.json (sha256 ${hash})\n` });
  });

  it('1 and "blocked" with the count of breaking changes, leaving the tree alone', async () => {
    const { root, next } = project(BASE, BROKEN);
    const before = treeDigest(root);
    const result = await regen(root, next);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(new RegExp(`^blocked: 2 breaking drift change\\(s\\), 0 API-surface break\\(s\\); spec/ and generated/ unchanged; see ${root}/\\.tmp/regen/\\S+\\.md\\n$`));
    expect(treeDigest(root)).toEqual(before);
  });

  it('--fail-on lowers the bar: a warning blocks at warning, an addition at info', async () => {
    const warned = project(WARNED[0], WARNED[1]);
    expect((await regen(warned.root, warned.next)).status).toBe(0);
    const blocked = project(WARNED[0], WARNED[1]);
    const result = await regen(blocked.root, blocked.next, '--fail-on', 'warning');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^blocked: 1 breaking drift change\(s\)/);
    const grown = project(BASE, GROWN);
    expect((await regen(grown.root, grown.next, '--fail-on', 'info')).stdout).toMatch(/^blocked: 2 breaking drift change\(s\)/);
  });

  it('0 and "landed" with the stamp, the summary and the report path', async () => {
    const { root, next } = project(BASE, GROWN);
    const result = await regen(root, next);
    expect(result.status).toBe(0);
    const [, stamp, report] = /^landed (\S+): \d+\.\d+\.\d+ \(\w+\), 0 error, 0 warning, 2 info; report (\S+)\n$/.exec(result.stdout) ?? [];
    expect(report).toBe(join(root, 'spec/reports', `${stamp}.md`));
    expect(readFileSync(join(root, 'spec/openapiV3.json'), 'utf8')).toBe(canonicalText(GROWN));
  });

  it('bad flags are usage errors, before anything is read', async () => {
    const { root, next } = project(BASE, GROWN);
    const usage = (...argv: string[]) => expect(regen(root, next, ...argv)).rejects.toThrow(UsageError);
    await expect(regen(root, next, '--fail-on', 'fatal')).rejects.toThrow(new UsageError('--fail-on must be error, warning or info, not "fatal"'));
    await expect(regen(root, next, '--base-url', 'http://127.0.0.1:9')).rejects.toThrow(new UsageError('give --base-url or --spec-file, not both'));
    await expect(regen(root, next, '--min-paths', '2x')).rejects.toThrow(new UsageError('--min-paths takes a whole number, not "2x"'));
    await usage('--timeout-ms', '-1');
    await usage('--retries', 'many');
    await expect(regen(root, next, '--accept-breaking', '  ')).rejects.toThrow(new UsageError('--accept-breaking needs a reason: --accept-breaking "first import of the live spec"'));
    await expect(regen(root, next, '--verbose')).rejects.toThrow(new UsageError("Unknown option '--verbose' (see 'incident-gen regen --help')"));
    expect(readFileSync(join(root, 'spec/openapiV3.json'), 'utf8')).toBe(canonicalText(BASE));
  });

  it('0 and "landed" without a version when the new document makes the same package: nothing new is released', async () => {
    const { root, next } = project(BASE, GROWN);
    expect((await regen(root, next)).status).toBe(0);
    // A vendor extension the generator does not read: a new document, the same package.
    writeFileSync(next, JSON.stringify({ ...GROWN, 'x-published-by': 'api-docs-bot' }));
    const result = await regen(root, next);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^landed \S+: 0 error, 0 warning, 0 info; report \S+\.md\n$/);
  });

  it('1 and "failed" naming each failed check with its first lines, the full log kept and named last, everything left as it was', { timeout: 600_000 }, async () => {
    const { root, next } = project(BASE, GROWN);
    const before = treeDigest(root);
    const failing = (name: string, lines: number) => resultOf(name, false, Array.from({ length: lines }, (_, index) => `${name} says ${index + 1}`).join('\n'), 1);
    const stagedChecks: StagedChecks = async () => [resultOf('fine check', true, 'all good', 1), failing('first check', 2), failing('second check', 9)];
    const options = { ...buildOptions({ root, 'spec-file': next, 'min-paths': '1' }), stagedChecks, progress: () => {} };
    const outcome = await regenPipeline(options, realCollaborators);
    const logFile = join(root, '.tmp/regen', `${outcome.status === 'verify-failed' ? outcome.stamp : 'none'}-verify.log`);
    expect(regenVerdict(outcome).split('\n')).toEqual([
      'failed: 2 landing check(s) did not pass; spec/ and generated/ unchanged',
      '  first check:',
      '    first check says 1',
      '    first check says 2',
      '  second check:',
      ...Array.from({ length: DEFAULTS.landingChecks.firstLines }, (_, index) => `    second check says ${index + 1}`),
      `full log: ${logFile}`,
    ]);
    expect(readFileSync(logFile, 'utf8')).toContain('== second check: FAILED (0.0 s)\nsecond check says 1\n');
    expect(readFileSync(logFile, 'utf8')).toContain('second check says 9\n');
    expect(readFileSync(logFile, 'utf8')).toContain('== fine check: passed (0.0 s)\nall good\n');
    expect(treeDigest(root)).toEqual(before);
  });
});

describe('regen: the blocked line', () => {
  it('counts the consumer lines that no longer compile when consumers were checked, and says nothing of them when none were', () => {
    const consumerBreak = (line: number) => ({ file: 'src/read.ts', line, column: 3, code: 2339, message: "Property 'legacy_code' does not exist on type 'Widget'.", changes: [0] });
    const report = { summary: { error: 0, warning: 0, info: 0 }, changes: [], ignored: [] };
    const blocked = (consumers?: Array<{ dir: string; breaks: ReturnType<typeof consumerBreak>[] }>) =>
      regenVerdict({ status: 'blocked', stamp: 's', reportPath: '/p/report.md', surfaceBreaks: ['Widget: removed'], drift: { report: { ...report, ...(consumers && { consumers }) }, markdown: '', json: '', failing: [], accepted: 0, acceptedWithFlag: 0 } });
    expect(blocked([{ dir: '/c/reader', breaks: [consumerBreak(3), consumerBreak(9)] }, { dir: '/c/other', breaks: [consumerBreak(4)] }])).toBe(
      'blocked: 0 breaking drift change(s), 1 API-surface break(s), 3 consumer line(s) that no longer compile; spec/ and generated/ unchanged; see /p/report.md',
    );
    expect(blocked()).toBe('blocked: 0 breaking drift change(s), 1 API-surface break(s); spec/ and generated/ unchanged; see /p/report.md');
  });
});

describe('regen: the landed line', () => {
  it("gives the report's one count of breaking changes and the drift with accepted changes in, never '0 error' for an accepted break", () => {
    const change = { id: 'response-property-removed' as const, level: 'error' as const, operation: 'GET /v2/a', location: 'A.b', message: 'm', symbols: [] };
    const report = { summary: { error: 0, warning: 1, info: 2 }, changes: [], ignored: [{ ...change, reason: 'first import' }, { ...change, operation: 'GET /v2/b', reason: 'first import' }] };
    const drift = { report, markdown: '', json: '', failing: [], accepted: 2, acceptedWithFlag: 2 };
    expect(regenVerdict({ status: 'landed', stamp: 's', reportPath: '/p/report.md', drift } as never)).toBe('landed s: 2 error, 1 warning, 2 info, 2 breaking change(s) accepted; report /p/report.md');
  });
});
