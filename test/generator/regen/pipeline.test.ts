/**
 * regen end to end, offline: a loopback server plays the live endpoint, serving real published
 * versions one after another; every run works on a scratch copy of the project layout.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driftCommand } from '../../../generator/commands/drift.ts';
import { generate } from '../../../generator/generate.ts';
import { realCollaborators } from '../../../generator/regen/adapters.ts';
import { canonicalText } from '../../../generator/text/canonical-json.ts';
import { regen, type RegenOutcome } from '../../../generator/regen/pipeline.ts';
import { startLoopbackServer, type LoopbackServer } from '../../support/loopback.ts';
import { readRealSpecText, realSpecPaths, snapshotName } from '../../support/real-specs.ts';
import { runCommand } from '../drift/fixtures.ts';
import { scratchOptions, scratchProject, treeDigest } from './scratch-project.ts';

/** Four small consecutive versions: three that only add things, then one that removes response fields. */
const VERSIONS = ['2023-03-10T141334Z', '2023-03-23T175121Z', '2023-04-04T174806Z', '2023-04-19T095628Z'].map((name) => {
  const path = realSpecPaths().find((candidate) => snapshotName(candidate) === name);
  if (!path) throw new Error(`real spec ${name} is missing`);
  return readRealSpecText(path);
});

/** Generation and type-checks on two shared cores: generous, as this file has no time target (make bench has). */
const GENERATING_MS = 240_000;

let serve: { status: number; body: string; type: string } = { status: 500, body: '', type: 'text/plain' };
let server: LoopbackServer;
let baseUrl: string;
let root: string;
let clock = Date.parse('2026-11-22T10:00:00Z');
const progress: string[] = [];

const options = (overrides = {}, at = root) =>
  scratchOptions(at, baseUrl, { now: () => new Date((clock += 3_600_000)), progress: (line: string) => progress.push(line), ...overrides });
const regenNow = (overrides = {}, at = root): Promise<RegenOutcome> => regen(options(overrides, at), realCollaborators);
/**
 * A project of its own holding `document` as its current spec, written as a landing stores it:
 * for the runs that stop before generating, which need no landing first.
 */
const holding = (document: string) => {
  const own = scratchProject();
  ownRoots.push(own);
  writeFileSync(join(own, 'spec/openapiV3.json'), canonicalText(JSON.parse(document)));
  return own;
};
const ownRoots: string[] = [];
/** A project of its own as the first test landed the scenario's: VERSIONS[0] with its snapshot, package and release record. */
const landedCopy = () => {
  const own = scratchProject();
  ownRoots.push(own);
  cpSync(root, own, { recursive: true });
  return own;
};
const serveJson = (body: string) => (serve = { status: 200, body, type: 'application/json' });
/** What `incident-gen drift OLD NEW --format FORMAT --history spec/snapshots` prints, run in process. */
const driftCli = async (format: 'json' | 'markdown', older: string, newer: string) =>
  (await runCommand(driftCommand, [older, newer, '--format', format, '--history', join(root, 'spec/snapshots')])).stdout;
const snapshots = () => readdirSync(join(root, 'spec/snapshots')).sort();
const packageVersion = () => (JSON.parse(readFileSync(join(root, 'generated/package.json'), 'utf8')) as { version: string }).version;

/** Accepts a blocked run's breaking changes in spec/drift-ignore.txt, as a maintainer would. */
const acceptBreaks = (blocked: Extract<RegenOutcome, { status: 'blocked' }>) => {
  const errors = blocked.drift.report.changes.filter((change) => change.level === 'error');
  writeFileSync(join(root, 'spec/drift-ignore.txt'), errors.map((change) => `${change.operation} ${change.id} ${change.location ?? '*'} # removed upstream, accepted in test\n`).join(''));
  return errors;
};

/**
 * The scenario lands VERSIONS one after another, each test starting where the one before it left
 * the project. A test brings the project there itself when the tests before it did not run (the
 * mutation run runs only the tests that reach a mutant): otherwise it would fail on correct code.
 */
const LANDINGS: ReadonlyArray<() => Promise<RegenOutcome>> = [
  () => (serveJson(VERSIONS[0]!), regenNow()),
  () => (serveJson(VERSIONS[1]!), regenNow()),
  () => (serveJson(VERSIONS[2]!), regenNow({ acceptSurface: true })),
  async () => {
    serveJson(VERSIONS[3]!);
    const blocked = await regenNow();
    if (blocked.status === 'blocked') acceptBreaks(blocked);
    return regenNow();
  },
];
let landedVersions = 0;
async function landedThrough(count: number): Promise<void> {
  for (; landedVersions < count; landedVersions++) {
    const outcome = await LANDINGS[landedVersions]!();
    if (outcome.status !== 'landed') throw new Error(`setting up: landing version ${landedVersions} ended ${outcome.status}`);
  }
}

beforeAll(async () => {
  root = scratchProject();
  server = await startLoopbackServer((request, response) => {
    if (request.url !== '/v1/openapiV3.json') return void response.writeHead(404).end();
    response.writeHead(serve.status, { 'content-type': serve.type }).end(serve.body);
  });
  baseUrl = server.url;
});
afterAll(async () => {
  await server.close();
  for (const dir of [root, ...ownRoots]) rmSync(dir, { recursive: true, force: true });
});

describe('regen against a live endpoint, offline', () => {
  it('lands the first version into an empty project: spec, snapshot, reports, package, surface baseline', async () => {
    serveJson(VERSIONS[0]!);
    const outcome = await regenNow();
    expect(outcome.status).toBe('landed');
    expect(readFileSync(join(root, 'spec/openapiV3.json'), 'utf8')).toBe(canonicalText(JSON.parse(VERSIONS[0]!)));
    expect(snapshots()).toEqual(['2026-11-22T110000Z.json']);
    expect(readdirSync(join(root, 'spec/reports')).sort()).toEqual(['2026-11-22T110000Z.json', '2026-11-22T110000Z.md']);
    expect(existsSync(join(root, 'generated/index.ts'))).toBe(true);
    // The factory is declared in the client module (issue #37), and the entry re-exports it from there.
    const surface = readFileSync(join(root, 'spec/api-surface.d.ts'), 'utf8');
    expect(surface).toMatch(/^declare module "incident-api-client\/client" \{\n(?: {4}.*\n)*? {4}export const createIncidentClient: typeof boundClient\.createIncidentClient;$/m);
    expect(surface).toMatch(/^declare module "incident-api-client" \{\n(?: {4}.*\n)*? {4}export \{[^}]*\bcreateIncidentClient\b[^}]*\} from "incident-api-client\/client";$/m);
    expect(progress.join('\n')).toMatch(/fetching .*\n.*changed .*\n.*comparing[\s\S]*generating[\s\S]*swapping[\s\S]*landed/);
    // What `make check` asks: the landed package is exactly what generate makes of the landed spec.
    const check = await generate({ specPath: join(root, 'spec/openapiV3.json'), outDir: join(root, 'generated'), check: true, releases: { file: join(root, 'spec/releases.json') } });
    expect(check.status).toBe('unchanged');
    // The first document fetched from the platform is the live API's first release.
    expect(outcome.status === 'landed' && outcome.release).toMatchObject({ version: '1.0.0', bump: 'initial' });
    expect(packageVersion()).toBe('1.0.0');
    landedVersions = 1;
  }, GENERATING_MS);

  it('stops without touching anything when the document is unchanged, even re-indented', async () => {
    // Unchanged means landed: the spec with its snapshot, package and record, as the first test left them.
    const own = landedCopy();
    const before = treeDigest(own);
    serveJson(JSON.stringify(JSON.parse(VERSIONS[0]!)));
    progress.length = 0;
    const outcome = await regenNow({}, own);
    expect(outcome.status).toBe('unchanged');
    expect(progress.at(-1)).toMatch(/unchanged \(sha256 [0-9a-f]{12}\): nothing to do/);
    expect(treeDigest(own)).toEqual(before);
  }, GENERATING_MS);

  /** The report regen wrote for `stamp` is byte for byte what `drift OLD NEW --format json` prints. */
  async function expectDriftReport(stamp: string, previous: string): Promise<void> {
    const [older, newer] = [join(root, 'spec/snapshots', previous), join(root, 'spec/snapshots', `${stamp}.json`)];
    // The drift checker's JSON for the pair, with the landing's count of breaking changes and its API-surface breaks.
    const { breakingChanges, apiSurface, ...drift } = JSON.parse(readFileSync(join(root, 'spec/reports', `${stamp}.json`), 'utf8')) as Record<string, unknown>;
    expect(`${JSON.stringify(drift, null, 2)}\n`).toBe(await driftCli('json', older, newer));
    expect([typeof breakingChanges, apiSurface]).toEqual(['number', expect.objectContaining({ breaks: expect.any(Array) })]);
  }

  it('picks up a change, and its reports are what the drift checker says about the same pair', async () => {
    await landedThrough(1);
    const previous = snapshots().at(-1)!;
    serveJson(VERSIONS[1]!);
    const outcome = await regenNow();
    expect(outcome.status).toBe('landed');
    if (outcome.status !== 'landed') return;
    expect(readFileSync(join(root, 'spec/openapiV3.json'), 'utf8')).toBe(canonicalText(JSON.parse(VERSIONS[1]!)));
    expect(outcome.drift.report.summary).toMatchObject({ error: 0, warning: 0 });
    expect(outcome.drift.report.summary.info).toBeGreaterThan(0);
    await expectDriftReport(outcome.stamp, previous);
    const [older, newer] = [previous, `${outcome.stamp}.json`].map((name) => join(root, 'spec/snapshots', name)) as [string, string];
    const report = readFileSync(join(root, 'spec/reports', `${outcome.stamp}.md`), 'utf8');
    // The pull request's title is the report's first line: the new version, the bump and what it adds.
    expect(report).toMatch(/^# incident-api-client 1\.1\.0 \(minor\): \d+ operations? added.*\n[\s\S]*Release: 1\.1\.0, minor \(API spec update 2026-11-22T120000Z\)[\s\S]*No breaking changes/);
    expect(packageVersion()).toBe('1.1.0');
    // Regen's body names the two documents in its own header: its report leaves out drift's line naming them.
    expect(report).toContain((await driftCli('markdown', older, newer)).replace(/^(## API drift\n\n)Compared `[^\n]*`\.\n\n/, '$1').trimEnd());
    landedVersions = 2;
  }, GENERATING_MS);

  it('blocks a surface break the drift checker calls compatible (a component schema gone) until accepted', async () => {
    // 2023-04-04 drops the UpdateTypeRequestBody component (the operation inlines it): no drift
    // error, but code that named the type no longer compiles.
    await landedThrough(2);
    const before = treeDigest(root);
    const previous = snapshots().at(-1)!;
    serveJson(VERSIONS[2]!);
    const blocked = await regenNow();
    expect(blocked.status).toBe('blocked');
    if (blocked.status !== 'blocked') return;
    expect(blocked.drift.failing).toEqual([]);
    const gone = 'components.schemas.UpdateTypeRequestBody: removed; old code reading it no longer compiles';
    expect(blocked.surfaceBreaks).toContain(gone);
    expect(readFileSync(blocked.reportPath, 'utf8')).toContain(`- \`${gone}\``);
    const namedInSchemas = /^ {12}UpdateTypeRequestBody: UpdateTypeRequestBody;$/m;
    expect(readFileSync(join(root, 'spec/api-surface.d.ts'), 'utf8')).toMatch(namedInSchemas);
    expect(treeDigest(root)).toEqual(before);

    const accepted = await regenNow({ acceptSurface: true });
    expect(accepted.status).toBe('landed');
    if (accepted.status !== 'landed') return;
    expect(readFileSync(join(root, 'spec/api-surface.d.ts'), 'utf8')).not.toMatch(namedInSchemas);
    await expectDriftReport(accepted.stamp, previous);
    // No drift error, but a surface break: a major release, its reason the surface line.
    expect(accepted.release).toMatchObject({ version: '2.0.0', bump: 'major' });
    expect(accepted.release?.reasons).toEqual([expect.stringMatching(/^api-surface-break \(\d+\)$/)]);
    landedVersions = 3;
  }, GENERATING_MS);

  it('blocks a breaking version, leaving spec/ and generated/ as they were, until the ignore file accepts it', async () => {
    await landedThrough(3);
    const before = treeDigest(root);
    serveJson(VERSIONS[3]!);
    const blocked = await regenNow();
    expect(blocked.status).toBe('blocked');
    expect(treeDigest(root)).toEqual(before);
    if (blocked.status !== 'blocked') return;
    const errors = acceptBreaks(blocked);
    expect(errors.map((change) => change.id)).toContain('response-property-removed');
    const report = readFileSync(blocked.reportPath, 'utf8');
    expect(report).toContain('## This update is blocked');
    expect(report).toContain('spec/drift-ignore.txt');

    const landed = await regenNow();
    expect(landed.status).toBe('landed');
    if (landed.status !== 'landed') return;
    expect(landed.drift.report.ignored.length).toBe(errors.length);
    expect(readFileSync(landed.reportPath, 'utf8')).toContain('**Breaking update, accepted**');
    // Accepted breaks still break consumers: the next major, its reasons the rules that broke.
    expect(landed.release).toMatchObject({ version: '3.0.0', bump: 'major' });
    expect(landed.release?.reasons.some((reason) => reason.startsWith('response-property-removed ('))).toBe(true);
    expect(readFileSync(join(root, 'generated/CHANGELOG.md'), 'utf8')).toMatch(/## 3\.0\.0 \(major\): \d+ breaking changes?[\s\S]*- Why: [^\n]*response-property-removed \(\d+\)[\s\S]*## 2\.0\.0 \(major\)[\s\S]*## 1\.1\.0 \(minor\)[\s\S]*## 1\.0\.0 \(initial\)/);
    landedVersions = 4;
  }, GENERATING_MS);

  it('refuses a bad download before touching anything: empty, truncated, HTML, a 500, too few paths', async () => {
    const own = holding(VERSIONS[0]!);
    // A report an earlier run left: a refused download must not leave it to pass for its own.
    mkdirSync(join(own, '.tmp/regen'), { recursive: true });
    writeFileSync(join(own, '.tmp/regen/last-report.md'), '# an earlier run\n');
    const before = treeDigest(own);
    const tiny = JSON.stringify({ openapi: '3.0.3', info: {}, paths: { '/v1/a': { get: { operationId: 'A V1#List', responses: {} } }, '/v1/b': { get: { operationId: 'B V1#List', responses: {} } } } });
    const cases: Array<[typeof serve, RegExp]> = [
      [{ status: 200, body: '', type: 'application/json' }, /: empty document$/],
      [{ status: 200, body: VERSIONS[2]!.slice(0, 100_000), type: 'application/json' }, /: truncated JSON/],
      [{ status: 200, body: '<!doctype html><title>Service unavailable</title>', type: 'text/html' }, /looks like an HTML/],
      [{ status: 500, body: 'internal error', type: 'text/plain' }, /download failed: HTTP 500$/],
      [{ status: 200, body: tiny, type: 'application/json' }, /only 2 paths, expected at least 20/],
    ];
    for (const [response, message] of cases) {
      serve = response;
      await expect(regenNow({}, own)).rejects.toThrow(message);
      expect(treeDigest(own)).toEqual(before);
    }
    // A 500 is worth one more attempt (--retries 1), and the progress says so.
    serve = { status: 500, body: 'internal error', type: 'text/plain' };
    progress.length = 0;
    await expect(regenNow({}, own)).rejects.toThrow(/HTTP 500$/);
    expect(progress).toEqual([`fetching ${baseUrl}/v1/openapiV3.json`, 'retry 1/1 after: download failed: HTTP 500']);
    expect(readdirSync(join(own, '.tmp/regen')).filter((name) => name.startsWith('run-') || name.startsWith('last-report'))).toEqual([]);
  }, GENERATING_MS);

  it('lands a real version into a project with no package yet after every landing check passed on the staged package', async () => {
    // A project holding the last version's spec, its package not generated yet: the checks need nothing but the staged package.
    const own = holding(VERSIONS[3]!);
    const document = JSON.parse(VERSIONS[3]!) as { paths: Record<string, unknown> };
    document.paths['/v2/regen_test_only'] = { get: { operationId: 'Regen Test V2#List', responses: { 200: { description: 'ok' } } } };
    serveJson(JSON.stringify(document));
    progress.length = 0;
    const outcome = await regenNow({ verify: true }, own);
    expect(outcome.status, progress.join('\n')).toBe('landed');
    const passed = progress.filter((line) => line.startsWith('passed: ')).map((line) => line.replace(/ \(\d+\.\d s\)$/, ''));
    expect(passed.sort()).toEqual(['passed: consumer example (TypeScript 5.9)', 'passed: contract (the built client against the staged document, on loopback)', 'passed: type-check (TypeScript 7.0)', 'passed: type-check and build (TypeScript 5.9)']);
    expect(progress.join('\n')).toMatch(/checking the staged package[\s\S]*checking the built package[\s\S]*swapping[\s\S]*generate --check[\s\S]*landed/);
    expect(existsSync(join(own, 'generated/package.json'))).toBe(true);
  }, GENERATING_MS);
});
