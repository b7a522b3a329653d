import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../load/errors.ts';
import type { OpenApiDocument } from '../load/index.ts';
import type { Collaborators, DriftResult } from './collaborators.ts';
import { canonicalText, contentHash } from './content.ts';
import { fetchSpec, type FetchOptions } from './fetch.ts';
import { assertPlausible } from './plausible.ts';
import type { Progress } from './progress.ts';
import { NO_SURFACE_BREAKS, regenMarkdown, type SurfaceSection } from './report.ts';
import { nextSnapshotStamp, snapshotPath, stampDate } from './snapshots.ts';
import { Staging } from './staging.ts';
import { checkStagedSurface } from './surface-gate.ts';
import { runCommand } from './verify.ts';

/** Every location regen reads or writes, already resolved against the project root. */
export interface RegenPaths {
  root: string;
  spec: string;
  snapshotsDir: string;
  reportsDir: string;
  outDir: string;
  scratchDir: string;
  ignoreFile: string;
  severityFile: string | undefined;
  surfaceFile: string;
}

export interface RegenOptions {
  /** `{base_url}/v1/openapiV3.json` or a local file. */
  source: string;
  paths: RegenPaths;
  minPaths: number;
  fetch: Omit<FetchOptions, 'onRetry'>;
  failOn: 'error' | 'warning' | 'info';
  /** Type-check the staged package and run the tests before the update counts as landed. */
  verify: boolean;
  acceptSurface: boolean;
  typecheckCommand: readonly string[];
  testCommand: readonly string[];
  now: () => Date;
  progress: Progress;
}

export type RegenOutcome =
  | { status: 'unchanged'; hash: string }
  | { status: 'landed'; stamp: string; drift: DriftResult; reportPath: string }
  | { status: 'blocked'; stamp: string; drift: DriftResult; reportPath: string; surfaceBreaks: string[] }
  | { status: 'verify-failed'; stamp: string; step: 'type-check' | 'tests'; output: string };

/** What an empty history is compared against: every path of the first document is an addition. */
const NO_PREVIOUS_DOCUMENT = { openapi: '3.0.3', info: { title: 'none', version: '0' }, paths: {} } as unknown as OpenApiDocument;

/**
 * fetch -> refuse implausible -> stop if unchanged -> diff -> gate -> generate -> surface gate ->
 * type-check -> swap in -> tests (swap back on failure). Nothing under spec/ or generated/ changes
 * until the swap, and a failure after it restores both byte for byte.
 */
export async function regen(options: RegenOptions, collaborators: Collaborators): Promise<RegenOutcome> {
  const { paths, progress } = options;
  progress(`fetching ${options.source}`);
  const next = await fetchSpec(options.source, { ...options.fetch, onRetry: (attempt, why) => progress(`retry ${attempt}/${options.fetch.retries} after: ${why}`) });
  assertPlausible(next, options.minPaths);
  const nextText = canonicalText(next.document);
  const nextHash = contentHash(nextText);
  const previous = readCurrentSpec(paths.spec);
  if (previous?.hash === nextHash) {
    progress(`unchanged (sha256 ${nextHash.slice(0, 12)}): nothing to do`);
    return { status: 'unchanged', hash: nextHash };
  }
  const stamp = nextSnapshotStamp(paths.snapshotsDir, options.now());
  progress(`changed (sha256 ${previous?.hash.slice(0, 12) ?? 'none'} -> ${nextHash.slice(0, 12)}): snapshot ${stamp}`);

  progress('comparing with the previous spec');
  const drift = await collaborators.compare(previous?.document ?? NO_PREVIOUS_DOCUMENT, next.document, {
    ignoreFile: existsSync(paths.ignoreFile) ? paths.ignoreFile : undefined,
    severityFile: paths.severityFile,
    snapshotsDir: paths.snapshotsDir,
    comparedAt: stampDate(stamp),
    failOn: options.failOn,
  });
  const header = { stamp, source: options.source, previousHash: previous?.hash, nextHash, ignoreFile: relativeTo(paths.root, paths.ignoreFile) };
  const writeReports = (surface: SurfaceSection) => writeLatestReport(paths.scratchDir, regenMarkdown(header, drift, surface), drift.json);
  if (drift.failing > 0) {
    progress(`${drift.failing} breaking change(s) not accepted by ${header.ignoreFile}: spec/ and generated/ left as they were`);
    return { status: 'blocked', stamp, drift, reportPath: writeReports(NO_SURFACE_BREAKS).markdown, surfaceBreaks: [] };
  }

  const staging = new Staging(paths.scratchDir);
  try {
    const specCopy = staging.scratchPath('openapiV3.json');
    writeFileSync(specCopy, nextText);
    const outDir = staging.scratchPath('generated');
    progress('generating the package');
    await collaborators.generate(specCopy, outDir);

    progress('checking the API surface');
    // Breaks the drift checker flagged and the ignore file accepted show in the surface as well.
    const surface = checkStagedSurface(outDir, paths.surfaceFile, options.acceptSurface || drift.accepted > 0);
    if (surface.blocking) {
      progress(`${surface.breaks.length} breaking API-surface change(s): spec/ and generated/ left as they were`);
      return { status: 'blocked', stamp, drift, reportPath: writeReports(surface).markdown, surfaceBreaks: surface.breaks };
    }
    if (options.verify) {
      progress('type-checking the generated package');
      const typecheck = await runCommand([...options.typecheckCommand, join(outDir, 'tsconfig.json')], paths.root);
      if (!typecheck.ok) return { status: 'verify-failed', stamp, step: 'type-check', output: typecheck.tail };
    }

    const reports = writeReports(surface);
    const reportPath = join(paths.reportsDir, `${stamp}.md`);
    staging.writeFile(snapshotPath(paths.snapshotsDir, stamp), nextText);
    staging.writeFile(paths.spec, nextText);
    staging.writeFile(reportPath, readFileSync(reports.markdown, 'utf8'));
    staging.writeFile(join(paths.reportsDir, `${stamp}.json`), drift.json);
    if (surface.updated !== undefined) staging.writeFile(paths.surfaceFile, surface.updated);
    staging.replaceDir(paths.outDir, outDir);
    progress('swapping in spec/ and generated/');
    staging.commit();

    if (options.verify) {
      progress('running the tests');
      const tests = await runCommand(options.testCommand, paths.root);
      if (!tests.ok) {
        staging.rollback();
        progress('tests failed: spec/ and generated/ restored');
        return { status: 'verify-failed', stamp, step: 'tests', output: tests.tail };
      }
    }
    progress(`landed ${stamp}`);
    return { status: 'landed', stamp, drift, reportPath };
  } finally {
    staging.discard();
  }
}

function readCurrentSpec(path: string): { document: OpenApiDocument; hash: string } | undefined {
  if (!existsSync(path)) return undefined;
  let document: OpenApiDocument;
  try {
    document = JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
  } catch (error) {
    throw new InputError(path, `the current spec is not valid JSON (${(error as Error).message}); restore it before regenerating`);
  }
  return { document, hash: contentHash(canonicalText(document)) };
}

/** `.tmp/regen/last-report.{md,json}`: what CI turns into the pull-request body, landed or not. */
function writeLatestReport(scratchDir: string, markdown: string, json: string): { markdown: string; json: string } {
  mkdirSync(scratchDir, { recursive: true });
  const files = { markdown: join(scratchDir, 'last-report.md'), json: join(scratchDir, 'last-report.json') };
  writeFileSync(files.markdown, markdown);
  writeFileSync(files.json, json);
  return files;
}

const relativeTo = (root: string, path: string) => (path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path);
