/**
 * regen's decisions, in process, on small documents built here and read from a file: what each
 * outcome writes, leaves alone, reports and says. The scenario (pipeline.test.ts) lands real
 * published versions through a live endpoint; these pin every branch of pipeline.ts at the cost
 * of one small generation per landing (none for a run that stops before generating), so a broken
 * decision is caught here first. The landing checks are an option (a test gives its own, which
 * can fail), and generate --check a collaborator: each can be made to fail.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOptions } from '../../../generator/commands/regen.ts';
import { InputError } from '../../../generator/load/errors.ts';
import type { OpenApiDocument } from '../../../generator/load/index.ts';
import { realCollaborators } from '../../../generator/regen/adapters.ts';
import type { CheckResult, StagedChecks } from '../../../generator/regen/checks/index.ts';
import { resultOf } from '../../../generator/regen/checks/result.ts';
import type { Collaborators } from '../../../generator/regen/collaborators.ts';
import { canonicalText } from '../../../generator/text/canonical-json.ts';
import { regen, type RegenOptions, type RegenOutcome } from '../../../generator/regen/pipeline.ts';
import { sha256 } from '../../../generator/write/fingerprint.ts';
import { startLoopbackServer } from '../../support/loopback.ts';
import { BASE, BROKEN, GROWN } from '../commands/regen-documents.ts';
import { object } from '../drift/fixtures.ts';
import { scratchProject, treeDigest } from './scratch-project.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** BASE with one more component schema no operation uses: the package exports it, the drift checker does not look at it. */
const WITH_SPARE = { ...BASE, components: { schemas: { ...BASE.components!.schemas, SpareV2: object({ note: { type: 'string' } }) } } } as OpenApiDocument;

/**
 * A scratch project (spec/openapiV3.json is `current` when given) and regen options for it, as
 * `regen --root ROOT --spec-file next.json --min-paths 1 --no-verify` builds them, with a clock
 * one hour further at each run and the progress lines kept.
 */
function project(current?: OpenApiDocument) {
  const root = scratchProject();
  roots.push(root);
  if (current) writeFileSync(join(root, 'spec/openapiV3.json'), canonicalText(current));
  const progress: string[] = [];
  let clock = Date.parse('2026-11-22T10:00:00Z');
  const run = (next: unknown, overrides: Partial<RegenOptions> = {}, collaborators: Collaborators = realCollaborators): Promise<RegenOutcome> => {
    writeFileSync(join(root, 'next.json'), JSON.stringify(next));
    progress.length = 0;
    const options = buildOptions({ root, 'spec-file': join(root, 'next.json'), 'min-paths': '1', 'no-verify': true });
    return regen({ ...options, progress: (line) => progress.push(line), now: () => new Date((clock += 3_600_000)), ...overrides }, collaborators);
  };
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  /** What regen leaves in its scratch folder: the latest report, never a run's staging folder. */
  const scratch = () => (existsSync(join(root, '.tmp/regen')) ? readdirSync(join(root, '.tmp/regen')).sort() : []);
  return { root, run, read, progress, scratch, digest: () => treeDigest(root) };
}

const hashOf = (document: unknown) => sha256(canonicalText(document));
/**
 * For the steps before a landing, in a project holding only a spec: as if generated/ agreed with it
 * (pipeline-landing.test.ts attacks the agreement itself, with the real generator).
 */
const PACKAGE_AGREES: Collaborators = { ...realCollaborators, staleness: async () => undefined };

describe('regen, step by step', () => {
  it('stops at a document it already holds, however indented, and clears an older report rather than pass it off as this run', async () => {
    const { root, run, progress, scratch, digest } = project(BASE);
    mkdirSync(join(root, '.tmp/regen'), { recursive: true });
    for (const name of ['last-report.md', 'last-report.json', 'last-ignore-lines.txt']) writeFileSync(join(root, '.tmp/regen', name), 'from an older run');
    const before = digest();
    const outcome = await run(BASE, {}, PACKAGE_AGREES);
    expect(outcome).toEqual({ status: 'unchanged', hash: hashOf(BASE) });
    expect(progress).toEqual([`fetching ${join(root, 'next.json')}`, `unchanged (sha256 ${hashOf(BASE).slice(0, 12)}): nothing to do`]);
    expect(digest()).toEqual(before);
    expect(scratch()).toEqual([]);
  });

  it('retries a flaky endpoint with the fetch options given, saying so, and never shows the key in the URL', async () => {
    const { run, progress, digest } = project(BASE);
    let requests = 0;
    const server = await startLoopbackServer((_request, response) => void (++requests < 3 ? response.writeHead(503).end('busy') : response.end(JSON.stringify(BASE))));
    try {
      const before = digest();
      const source = `${server.url}/v1/openapiV3.json?api_key=inc_live_key_0123456789`;
      const outcome = await run(BASE, { source, fetch: { timeoutMs: 5_000, retries: 2, retryDelayMs: 1 } }, PACKAGE_AGREES);
      expect(outcome).toEqual({ status: 'unchanged', hash: hashOf(BASE) });
      expect(requests).toBe(3);
      expect(progress).toEqual([
        `fetching ${server.url}/v1/openapiV3.json?[redacted]`,
        'retry 1/2 after: download failed: HTTP 503',
        'retry 2/2 after: download failed: HTTP 503',
        `unchanged (sha256 ${hashOf(BASE).slice(0, 12)}): nothing to do`,
      ]);
      expect(digest()).toEqual(before);
    } finally {
      await server.close();
    }
  });

  it('blocks breaking drift before generating anything: the report says how to accept it, spec/ and generated/ stay as they were', async () => {
    const { root, run, read, progress, scratch, digest } = project(BASE);
    const before = digest();
    const outcome = await run(BROKEN);
    expect(outcome.status).toBe('blocked');
    if (outcome.status !== 'blocked') return;
    expect(outcome.stamp).toBe('2026-11-22T110000Z');
    expect(outcome.drift.failing.map((change) => change.id)).toEqual(['response-property-removed', 'response-property-removed']);
    expect(outcome.surfaceBreaks).toEqual([]);
    expect(outcome.reportPath).toBe(join(root, '.tmp/regen/last-report.md'));
    expect(progress).toEqual([
      `fetching ${join(root, 'next.json')}`,
      `changed (sha256 ${hashOf(BASE).slice(0, 12)} -> ${hashOf(BROKEN).slice(0, 12)}): snapshot 2026-11-22T110000Z`,
      'comparing with the previous spec',
      '2 breaking change(s) not accepted by spec/drift-ignore.txt: spec/ and generated/ left as they were',
    ]);
    const report = read('.tmp/regen/last-report.md');
    expect(report.split('\n').slice(0, 3)).toEqual([
      '# API spec update 2026-11-22T110000Z',
      '',
      `Fetched from \`${join(root, 'next.json')}\`: \`${hashOf(BASE).slice(0, 12)}\` -> \`${hashOf(BROKEN).slice(0, 12)}\`.`,
    ]);
    expect(report).toContain('add one line per change to `spec/drift-ignore.txt`');
    // The drift checker's JSON, with the one count of breaking changes (no surface part: the check never ran).
    expect(JSON.parse(read('.tmp/regen/last-report.json'))).toEqual({ ...JSON.parse(outcome.drift.json), breakingChanges: 2 });
    expect(read('.tmp/regen/last-ignore-lines.txt').trimEnd().split('\n')).toHaveLength(2);
    expect(digest()).toEqual(before);
    expect(scratch()).toEqual(['last-ignore-lines.txt', 'last-report.json', 'last-report.md']);
  });

  it('refuses a broken release record as bad input naming spec/releases.json, not the scratch copy it deletes, and changes nothing', async () => {
    const { root, run, digest, scratch } = project(BASE);
    writeFileSync(join(root, 'spec/releases.json'), '{ "releases": [ <<<<<<< HEAD');
    const before = digest();
    const refused = await run(GROWN).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(InputError);
    expect((refused as InputError).where).toBe(join(root, 'spec/releases.json'));
    expect((refused as InputError).what).toMatch(/^not valid JSON \(/);
    expect(digest()).toEqual(before);
    expect(scratch().filter((name) => name.startsWith('run-'))).toEqual([]);
  });

  it('names an ignore file outside the project as given, and blocks at --fail-on', async () => {
    const { root, run, read } = project(BASE);
    const options = buildOptions({ root, 'spec-file': join(root, 'next.json'), 'ignore-file': '/nowhere/accepted.txt' });
    const outcome = await run(GROWN, { paths: options.paths, failOn: 'info' });
    expect(outcome.status === 'blocked' && outcome.drift.failing.map((change) => change.level)).toEqual(['info', 'info']);
    expect(read('.tmp/regen/last-report.md')).toContain('add one line per change to `/nowhere/accepted.txt`');
  });

  it('lands a first document: spec, snapshot, both reports, history, release record and surface baseline in one swap', { timeout: 300_000 }, async () => {
    const { root, run, read, progress, scratch } = project();
    const outcome = await run(BASE);
    expect(outcome.status).toBe('landed');
    if (outcome.status !== 'landed') return;
    const stamp = '2026-11-22T110000Z';
    expect(outcome).toMatchObject({ stamp, reportPath: join(root, `spec/reports/${stamp}.md`), release: { version: '1.0.0', bump: 'initial' } });
    expect(read('spec/openapiV3.json')).toBe(canonicalText(BASE));
    expect(read(`spec/snapshots/${stamp}.json`)).toBe(canonicalText(BASE));
    expect(read(`spec/reports/${stamp}.md`)).toBe(read('.tmp/regen/last-report.md'));
    expect(read(`spec/reports/${stamp}.md`)).toMatch(/^# incident-api-client 1\.0\.0 \(initial\)/);
    expect(read(`spec/reports/${stamp}.json`)).toBe(read('.tmp/regen/last-report.json'));
    expect(JSON.parse(read(`spec/reports/${stamp}.json`))).toEqual({ ...JSON.parse(outcome.drift.json), breakingChanges: 0, apiSurface: { breaks: [] } });
    expect(read('spec/history.md')).toMatch(new RegExp(`\\n- ${stamp}: sha256 ${hashOf(BASE).slice(0, 12)} \\(first snapshot\\) fetched from \\S+next\\.json; drift 0 error, 0 warning, \\d+ info; released 1\\.0\\.0 \\(initial\\)\\n$`));
    expect((JSON.parse(read('spec/releases.json')) as { releases: Array<{ version: string }> }).releases.map((release) => release.version)).toEqual(['1.0.0']);
    expect(read('spec/api-surface.d.ts')).toMatch(/^declare module "incident-api-client" \{$/m);
    expect((JSON.parse(read('generated/package.json')) as { version: string }).version).toBe('1.0.0');
    expect(progress).toEqual([
      `fetching ${join(root, 'next.json')}`,
      `changed (sha256 none -> ${hashOf(BASE).slice(0, 12)}): snapshot ${stamp}`,
      'comparing with the previous spec',
      'generating the package',
      'checking the API surface',
      'swapping in spec/ and generated/',
      `landed ${stamp}: 1.0.0 (initial)`,
    ]);
    expect(scratch()).toEqual(['last-ignore-lines.txt', 'last-report.json', 'last-report.md']);

    // A vendor extension the generator does not read: a new document, the same package, no release.
    const releases = read('spec/releases.json');
    const surface = read('spec/api-surface.d.ts');
    const same = await run({ ...BASE, 'x-published-by': 'api-docs-bot' });
    expect(same).toMatchObject({ status: 'landed', stamp: '2026-11-22T120000Z', release: undefined });
    expect(progress.at(-1)).toBe('landed 2026-11-22T120000Z');
    expect(read('spec/releases.json')).toBe(releases);
    expect(read('spec/api-surface.d.ts')).toBe(surface);
    expect(read('spec/reports/2026-11-22T120000Z.md')).toMatch(/^# API spec update 2026-11-22T120000Z\n/);
    expect(read('spec/history.md').trimEnd().split('\n').at(-1)).toMatch(/^- 2026-11-22T120000Z: sha256 \w{12} \(from \w{12}\) fetched from \S+; drift 0 error, 0 warning, 0 info$/);
  });

  it('blocks a surface break the drift checker does not see until accepted, by --accept-surface or --accept-breaking', { timeout: 600_000 }, async () => {
    const { run, read, progress, digest } = project();
    expect((await run(WITH_SPARE)).status).toBe('landed');
    const before = digest();
    const gone = ['SpareV2: removed; old code importing it no longer compiles', 'components.schemas.SpareV2: removed; old code reading it no longer compiles'];

    const blocked = await run(BASE);
    expect(blocked).toMatchObject({ status: 'blocked', surfaceBreaks: gone, drift: { failing: [] } });
    expect(progress.slice(-1)).toEqual(['2 breaking API-surface change(s): spec/ and generated/ left as they were']);
    // Blocked: the report is titled by the update, not by a release that did not happen.
    expect(read('.tmp/regen/last-report.md')).toMatch(/^# API spec update 2026-11-22T120000Z\n/);
    expect(read('.tmp/regen/last-report.md')).toContain(gone.map((line) => `- \`${line}\``).join('\n'));
    expect(digest()).toEqual(before);

    const breaking = await run(BASE, { acceptBreaking: 'the spare type was never used' });
    expect(breaking).toMatchObject({ status: 'landed', release: { version: '2.0.0', bump: 'major' } });
    expect(read('spec/api-surface.d.ts')).not.toContain('SpareV2');
    // Nothing the drift checker flagged was accepted: the history records no accepted breaking change, only the surface's, counted apart.
    expect(read('spec/history.md').trimEnd().split('\n').at(-1)).toMatch(/; released 2\.0\.0 \(major\); 2 API-surface break\(s\) accepted$/);

    const surface = await run(WITH_SPARE);
    expect(surface).toMatchObject({ status: 'landed', release: { bump: 'minor' } });
    expect((await run(BASE, { acceptSurface: true })).status).toBe('landed');
  });

  it('lands breaking drift the ignore file accepts, its surface break with it, and records who accepted it', { timeout: 600_000 }, async () => {
    const { root, run, read } = project();
    expect((await run(BASE)).status).toBe('landed');
    writeFileSync(join(root, 'spec/drift-ignore.txt'), '* response-property-removed * # layer ids are gone upstream\n');
    const landed = await run(BROKEN);
    expect(landed).toMatchObject({ status: 'landed', release: { version: '2.0.0', bump: 'major' }, drift: { accepted: 2, failing: [] } });
    expect(read('spec/history.md').trimEnd().split('\n').at(-1)).toMatch(/; drift 2 error, 0 warning, 0 info; released 2\.0\.0 \(major\); [1-9]\d* API-surface break\(s\) accepted; 2 breaking change\(s\) accepted in spec\/drift-ignore\.txt$/);
    expect(read('spec/api-surface.d.ts')).not.toContain('layer_id');

    const reasoned = await run(BASE, { acceptBreaking: 'restored upstream' });
    expect(reasoned.status).toBe('landed');
    // Additions only: nothing was accepted, so the reason is not recorded as accepting anything.
    expect(read('spec/history.md').trimEnd().split('\n').at(-1)).not.toContain('accepted');

    // Without the ignore line, --accept-breaking is what lets the same break through: the history names it and its reason.
    rmSync(join(root, 'spec/drift-ignore.txt'));
    const forced = await run(BROKEN, { acceptBreaking: 'layer ids are gone\nfor good' });
    expect(forced).toMatchObject({ status: 'landed', release: { version: '3.0.0', bump: 'major' }, drift: { accepted: 2, failing: [] } });
    expect(read('spec/history.md').trimEnd().split('\n').at(-1)).toMatch(/; released 3\.0\.0 \(major\); [1-9]\d* API-surface break\(s\) accepted; 2 breaking change\(s\) accepted with --accept-breaking: layer ids are gone for good$/);
  });

  it('runs the landing checks on the staged package before the swap, generate --check after it, and swaps back when one fails', { timeout: 600_000 }, async () => {
    const { root, run, read, progress, digest, scratch } = project(BASE);
    const before = digest();
    const seen: Array<{ spec: string; manifest: boolean }> = [];
    const checksSaying =
      (...results: CheckResult[]): StagedChecks =>
      async (staged) => {
        seen.push({ spec: read(staged.specFile.slice(root.length + 1)), manifest: existsSync(join(staged.packageDir, 'package.json')) });
        return results;
      };
    const passing = resultOf('always passes', true, 'fine', 1);
    const failing = resultOf('always fails', false, 'first line\nsecond line', 1);
    const logOf = (stamp: string) => join(root, `.tmp/regen/${stamp}-verify.log`);

    const staged = await run(GROWN, { verify: true, stagedChecks: checksSaying(passing, failing) });
    expect(staged).toEqual({ status: 'verify-failed', stamp: '2026-11-22T110000Z', failed: [failing], logFile: logOf('2026-11-22T110000Z') });
    expect(seen).toEqual([{ spec: canonicalText(GROWN), manifest: true }]);
    expect(readFileSync(logOf('2026-11-22T110000Z'), 'utf8')).toBe('== always passes: passed (0.0 s)\nfine\n\n== always fails: FAILED (0.0 s)\nfirst line\nsecond line\n');
    expect(progress.at(-1)).toBe('checking the API surface');
    expect(digest()).toEqual(before);

    const stale = await run(GROWN, { verify: true, stagedChecks: checksSaying(passing) }, { ...realCollaborators, staleness: async () => 'generated/index.ts was edited' });
    expect(stale).toEqual({
      status: 'verify-failed',
      stamp: '2026-11-22T120000Z',
      failed: [{ name: 'generate --check', ok: false, firstLines: ['generated/index.ts was edited'], log: 'generated/index.ts was edited', ms: expect.any(Number) }],
      logFile: logOf('2026-11-22T120000Z'),
    });
    expect(progress.slice(-3)).toEqual(['swapping in spec/ and generated/', 'checking generated/ against spec/openapiV3.json (generate --check)', 'generate --check failed: spec/ and generated/ restored']);
    expect(digest()).toEqual(before);
    expect(read('spec/openapiV3.json')).toBe(canonicalText(BASE));
    expect(scratch().filter((name) => name.startsWith('run-'))).toEqual([]);
    expect(existsSync(join(root, 'generated'))).toBe(false);

    // Every check passing: the landing stays, after generate --check found generated/ to be what the generator makes of the landed spec; no log is kept.
    const passed = await run(GROWN, { verify: true, stagedChecks: checksSaying(passing) });
    expect(passed).toMatchObject({ status: 'landed', stamp: '2026-11-22T130000Z' });
    expect(progress.slice(-3)).toEqual(['swapping in spec/ and generated/', 'checking generated/ against spec/openapiV3.json (generate --check)', expect.stringMatching(/^landed 2026-11-22T130000Z: /)]);
    expect(existsSync(logOf('2026-11-22T130000Z'))).toBe(false);
    expect(read('spec/openapiV3.json')).toBe(canonicalText(GROWN));
    expect(existsSync(join(root, 'generated/package.json'))).toBe(true);
  });
});
