/**
 * The two parts regen orchestrates, behind the narrow shapes it needs: the pipeline's steps stay
 * testable on their own, and adapters.ts is the one place bound to the real generator and drift.
 */
import type { DriftChange, DriftReport, Level } from '../drift/index.ts';
import type { GenerateSummary, ReleaseSettings } from '../generate.ts';
import type { OpenApiDocument } from '../load/index.ts';

export interface DriftSettings {
  ignoreFile: string | undefined;
  severityFile: string | undefined;
  /** Snapshot history, for telling a removal after the deprecation window from one without notice. */
  snapshotsDir: string;
  /** When the new document was fetched: the date its snapshot is named by. */
  comparedAt: Date;
  failOn: Level;
  /**
   * `--accept-breaking REASON`: accept, for this run only, every change at or above `failOn` the
   * ignore file left, as if the file had one exact line for each with this reason.
   */
  acceptBreaking: string | undefined;
}

export interface DriftResult {
  report: DriftReport;
  /** Exactly what `drift --format markdown` / `--format json` print for the same pair. */
  markdown: string;
  json: string;
  /** Changes at or above `failOn`, after the ignore file: a landing needs none. */
  failing: DriftChange[];
  /** Changes at or above `failOn` that were accepted (the ignore file, `--accept-breaking`): a knowingly breaking update. */
  accepted: number;
  /** How many of those only `--accept-breaking` accepted: the ignore file accepted the rest. */
  acceptedWithFlag: number;
}

/** A document and the package generated from it, for the consumer check. */
export interface PackageOf {
  document: OpenApiDocument;
  packageDir: string;
}

export interface Collaborators {
  compare(previous: OpenApiDocument, next: OpenApiDocument, settings: DriftSettings): Promise<DriftResult>;
  /**
   * Writes the package for `specPath` into `outDir` (a fresh scratch folder), its version from the
   * release record `releases.file` (which it rewrites when a release lands); returns that release.
   */
  generate(specPath: string, outDir: string, releases: ReleaseSettings): Promise<GenerateSummary['release']>;
  /** `generate --check` with the record `releasesFile`: why `outDir` is not exactly what the generator makes of `specPath`, or undefined. */
  staleness(specPath: string, outDir: string, releasesFile: string): Promise<string | undefined>;
  /**
   * `--consumer` folders type-checked against the current and the staged package: the result's
   * report (and its markdown and JSON) gains `consumers`. A folder that is not a consumer, or does
   * not compile against the current package, is bad input.
   */
  checkConsumers(consumerDirs: readonly string[], previous: PackageOf, next: PackageOf, drift: DriftResult): Promise<DriftResult>;
}
