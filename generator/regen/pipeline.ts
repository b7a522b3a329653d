import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { consumerBreaks, type Level } from '../drift/index.ts';
import type { OpenApiDocument } from '../load/index.ts';
import type { Collaborators, DriftResult } from './collaborators.ts';
import { sha256 } from '../write/fingerprint.ts';
import { canonicalText } from '../text/canonical-json.ts';
import { readCurrentSpec, whyOutOfStep } from './current-spec.ts';
import { InputError } from '../load/errors.ts';
import { landingFiles, openLanding } from '../write/landing-site.ts';
import { fetchSpec, type FetchOptions } from './fetch.ts';
import { assertPlausible } from './plausible.ts';
import type { Progress } from './progress.ts';
import { clearLatestReport, NO_SURFACE_BREAKS, regenMarkdown, writeLatestReport, type SurfaceSection } from './report.ts';
import { dateFromName } from '../drift/snapshots.ts';
import { appendedHistory } from './history.ts';
import { nextSnapshotStamp, snapshotPath } from './snapshots.ts';
import { displaySource } from '../text/shown-source.ts';
import { Staging } from './staging.ts';
import type { StagedSurface } from './surface-gate.ts';
import { regenJudge } from './release-judge.ts';
import type { ReleaseSettings } from '../generate.ts';
import { readReleaseRecord, type Release } from '../release/record.ts';
import { verifyLandedPackage, verifyStagedPackage, type FailedCheck, type LandingChecks } from './landing-checks.ts';

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
  /** spec/history.md: one line per landing. */
  historyFile: string;
  /** spec/releases.json: the release record a landing appends its version to. */
  releasesFile: string;
}

/** The landing-check commands (documented in landing-checks.ts) are regen options as they are. */
export interface RegenOptions extends Omit<LandingChecks, 'spec' | 'outDir' | 'releasesFile'> {
  /** `{base_url}/v1/openapiV3.json` or a local file. */
  source: string;
  paths: RegenPaths;
  minPaths: number;
  fetch: Omit<FetchOptions, 'onRetry'>;
  failOn: Level;
  /** Run landing-checks.ts before the update counts as landed (off: `--no-verify`). */
  verify: boolean;
  acceptSurface: boolean;
  /** `--accept-breaking REASON`: land this run despite its breaking changes, recording why. */
  acceptBreaking: string | undefined;
  /** `--consumer DIR`s: a line of theirs that stops compiling blocks the landing, whatever is accepted. */
  consumers: readonly string[];
  /** How long a second run waits for the project's lock (write/project-lock.ts) before refusing, and how often it looks. */
  lock: { waitMs: number; pollMs: number };
  now: () => Date;
}

export type RegenOutcome =
  | { status: 'unchanged'; hash: string }
  | { status: 'landed'; stamp: string; drift: DriftResult; reportPath: string; release: Release | undefined }
  | { status: 'blocked'; stamp: string; drift: DriftResult; reportPath: string; surfaceBreaks: string[] }
  | ({ status: 'verify-failed'; stamp: string } & FailedCheck);

/** What an empty history is compared against: every path of the first document is an addition. */
const NO_PREVIOUS_DOCUMENT = { openapi: '3.0.3', info: { title: 'none', version: '0' }, paths: {} } as unknown as OpenApiDocument;

/**
 * fetch -> refuse implausible -> stop if unchanged -> diff -> gate -> generate -> surface gate ->
 * the landing checks (checks/) -> swap in -> generate --check (swap back on failure). Nothing
 * under spec/ or generated/ changes until the swap, and a failure after it restores both byte for byte.
 */
export async function regen(options: RegenOptions, collaborators: Collaborators): Promise<RegenOutcome> {
  // One run at a time; what a killed run left is completed or rolled back before anything else.
  const lock = await openLanding(options.paths.outDir, { ...options.lock, command: 'regen', say: options.progress });
  try {
    removeLeftoverRuns(options.paths.scratchDir);
    return await regenLocked(options, collaborators);
  } finally {
    lock.release();
  }
}

async function regenLocked(options: RegenOptions, collaborators: Collaborators): Promise<RegenOutcome> {
  const { paths, progress } = options;
  clearLatestReport(paths.scratchDir);
  const next = await fetchCandidate(options);
  const previous = readCurrentSpec(paths.spec);
  if (previous?.hash === next.hash) {
    const outOfStep = await whyOutOfStep(next, paths.snapshotsDir, () => collaborators.staleness(paths.spec, paths.outDir, paths.releasesFile));
    if (outOfStep !== undefined) throw new InputError(relativeTo(paths.root, paths.spec), `unchanged, but the project is out of step with it: ${outOfStep}; run \`incident-gen generate\` (or restore spec/ from git)`);
    progress(`unchanged (sha256 ${next.hash.slice(0, 12)}): nothing to do`);
    return { status: 'unchanged', hash: next.hash };
  }
  const stamp = nextSnapshotStamp(paths.snapshotsDir, options.now());
  progress(`changed (sha256 ${previous?.hash.slice(0, 12) ?? 'none'} -> ${next.hash.slice(0, 12)}): snapshot ${stamp}`);

  progress('comparing with the previous spec');
  let drift = await collaborators.compare(previous?.document ?? NO_PREVIOUS_DOCUMENT, next.document, {
    ignoreFile: existsSync(paths.ignoreFile) ? paths.ignoreFile : undefined,
    severityFile: paths.severityFile,
    snapshotsDir: paths.snapshotsDir,
    comparedAt: dateFromName(stamp)!,
    failOn: options.failOn,
    acceptBreaking: options.acceptBreaking,
  });
  const header = {
    stamp,
    source: displaySource(options.source),
    previousHash: previous?.hash,
    nextHash: next.hash,
    ignoreFile: relativeTo(paths.root, paths.ignoreFile),
    acceptBreaking: options.acceptBreaking,
  };
  const report = (surface: SurfaceSection, release?: Release) => writeLatestReport(paths.scratchDir, regenMarkdown({ ...header, release }, drift, surface), drift, surface);
  const blockedByDrift = () => {
    progress(`${drift.failing.length} breaking change(s) not accepted by ${header.ignoreFile}: spec/ and generated/ left as they were`);
    return { status: 'blocked' as const, stamp, drift, reportPath: report(NO_SURFACE_BREAKS).markdown, surfaceBreaks: [] };
  };
  // With consumers the package is generated even so: the report then lists their lines to change too.
  if (drift.failing.length > 0 && options.consumers.length === 0) return blockedByDrift();

  const staging = new Staging(paths.scratchDir, landingFiles(paths.outDir).journal);
  try {
    // Breaks the drift checker flagged and the ignore file accepted show in the surface as well.
    const surfaceAccepted = options.acceptSurface || options.acceptBreaking !== undefined || drift.accepted > 0;
    // The surface check loads TypeScript (~130 MB): only once a package is staged, never for a refused or unchanged download.
    const { checkStagedSurface } = await import('./surface-gate.ts');
    let staged: StagedSurface | undefined;
    // Asked once: by the release judge on the staged package when a release lands, else here.
    const surfaceOf = (packageDir: string) => (staged ??= checkStagedSurface(packageDir, paths.surfaceFile, surfaceAccepted));
    const releases = { file: staging.scratchPath('releases.json'), judge: regenJudge(drift, dateFromName(stamp)!, surfaceOf) };
    // Read from spec/ rather than only from the copy, so a broken record is named where it lives, not as a scratch file the run deletes.
    if (existsSync(paths.releasesFile)) writeFileSync(releases.file, readReleaseRecord(paths.releasesFile).text);
    const generated = await generateStaged(staging, next.text, releases, collaborators, progress);
    const { outDir } = generated;
    if (options.consumers.length > 0) {
      progress(`type-checking ${options.consumers.length} consumer(s) against the current and the staged package`);
      drift = await collaborators.checkConsumers(options.consumers, { document: previous?.document ?? NO_PREVIOUS_DOCUMENT, packageDir: paths.outDir }, { document: next.document, packageDir: outDir }, drift);
      const breaks = consumerBreaks(drift.report);
      if (breaks > 0) progress(`${breaks} consumer line(s) no longer compile: an ignore line does not accept them`);
      if (drift.failing.length > 0) return blockedByDrift();
      if (breaks > 0) return { status: 'blocked', stamp, drift, reportPath: report(NO_SURFACE_BREAKS).markdown, surfaceBreaks: [] };
    }
    // A new document whose package is the same keeps its version: nothing new is released.
    const release = generated.release?.landed ? generated.release : undefined;
    progress('checking the API surface');
    const surface = surfaceOf(outDir);
    const latest = report(surface, surface.blocking ? undefined : release);
    if (surface.blocking) {
      progress(`${surface.breaks.length} breaking API-surface change(s): spec/ and generated/ left as they were`);
      return { status: 'blocked', stamp, drift, reportPath: latest.markdown, surfaceBreaks: surface.breaks };
    }
    const checks = landingChecks(options);
    // One log for the run's checks, kept when one fails (the verdict's last line names it).
    const verifyLog = join(paths.scratchDir, `${stamp}-verify.log`);
    const stagedPackage = { packageDir: outDir, specFile: generated.specFile, workDir: staging.scratchPath('checks') };
    const failedStaged = options.verify ? await verifyStagedPackage(stagedPackage, checks, verifyLog) : undefined;
    if (failedStaged) return { status: 'verify-failed', stamp, ...failedStaged };
    const reportPath = join(paths.reportsDir, `${stamp}.md`);
    staging.writeFile(snapshotPath(paths.snapshotsDir, stamp), next.text);
    staging.writeFile(paths.spec, next.text);
    staging.writeFile(reportPath, readFileSync(latest.markdown, 'utf8'));
    staging.writeFile(join(paths.reportsDir, `${stamp}.json`), readFileSync(latest.json, 'utf8'));
    if (surface.updated !== undefined) staging.writeFile(paths.surfaceFile, surface.updated);
    if (release) staging.writeFile(paths.releasesFile, readFileSync(releases.file, 'utf8'));
    staging.writeFile(paths.historyFile, appendedHistory(paths.historyFile, { ...header, drift, surfaceBreaks: surface.breaks.length, acceptedBreakingReason: options.acceptBreaking, release }));
    staging.replaceDir(paths.outDir, outDir);
    const failed = await swapInAndVerify(staging, options, () => verifyLandedPackage(checks, collaborators, verifyLog));
    if (failed) return { status: 'verify-failed', stamp, ...failed };
    progress(`landed ${stamp}${release ? `: ${release.version} (${release.bump})` : ''}`);
    return { status: 'landed', stamp, drift, reportPath, release };
  } finally {
    staging.discard();
  }
}

/** The new document, validated, plausible, in the stored form with its hash. */
async function fetchCandidate(options: RegenOptions): Promise<{ document: OpenApiDocument; text: string; hash: string }> {
  options.progress(`fetching ${displaySource(options.source)}`);
  const onRetry = (attempt: number, why: string) => options.progress(`retry ${attempt}/${options.fetch.retries} after: ${why}`);
  const spec = await fetchSpec(options.source, { ...options.fetch, onRetry });
  assertPlausible(spec, options.minPaths);
  const text = canonicalText(spec.document);
  return { document: spec.document, text, hash: sha256(text) };
}

/** Generates the package for `specText` into a fresh scratch folder; returns that folder and the package's release. */
async function generateStaged(staging: Staging, specText: string, releases: ReleaseSettings, collaborators: Collaborators, progress: Progress) {
  const specCopy = staging.scratchPath('openapiV3.json');
  writeFileSync(specCopy, specText);
  const outDir = staging.scratchPath('generated');
  progress('generating the package');
  const release = await collaborators.generate(specCopy, outDir, releases);
  return { outDir, release, specFile: specCopy };
}

/** Swaps the staged files in; with verification on, runs `verify` and swaps back when it fails. */
async function swapInAndVerify(staging: Staging, options: RegenOptions, verify: () => Promise<FailedCheck | undefined>): Promise<FailedCheck | undefined> {
  options.progress('swapping in spec/ and generated/');
  staging.commit();
  const failed = options.verify ? await verify() : undefined;
  if (!failed) {
    staging.confirm();
    return undefined;
  }
  staging.rollback();
  options.progress(`${failed.failed.map((check) => check.name).join(', ')} failed: spec/ and generated/ restored`);
  return failed;
}

const landingChecks = (options: RegenOptions): LandingChecks => ({
  ...options,
  spec: options.paths.spec,
  outDir: options.paths.outDir,
  releasesFile: options.paths.releasesFile,
});

/** Scratch folders of runs killed before they could remove them (the lock says none is running). */
function removeLeftoverRuns(scratchDir: string): void {
  if (!existsSync(scratchDir)) return;
  for (const name of readdirSync(scratchDir)) if (name.startsWith('run-')) rmSync(join(scratchDir, name), { recursive: true, force: true });
}

const relativeTo = (root: string, path: string) => (path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path);
