/**
 * The two parts regen orchestrates, behind the narrow shapes it needs. The adapters at the
 * bottom bind them to the real generator and drift checker; nothing else in regen imports those.
 */
import type { OpenApiDocument } from '../load/index.ts';

/** The drift checker's stable JSON report (documented in the README). */
export interface DriftJson {
  summary: { error: number; warning: number; info: number };
  changes: Array<{ id: string; level: 'error' | 'warning' | 'info'; operation: string | null; location: string | null; message: string; symbols: string[] }>;
}

export interface DriftSettings {
  ignoreFile: string | undefined;
  severityFile: string | undefined;
  /** Snapshot history, for telling a removal after the deprecation window from one without notice. */
  snapshotsDir: string;
  failOn: 'error' | 'warning' | 'info';
}

export interface DriftResult {
  report: DriftJson;
  /** Exactly what `drift --format markdown` / `--format json` print for the same pair. */
  markdown: string;
  json: string;
  /** Changes at or above `failOn`, after the ignore file: a landing needs zero. */
  failing: number;
}

export interface Collaborators {
  compare(previous: OpenApiDocument, next: OpenApiDocument, settings: DriftSettings): Promise<DriftResult>;
  /** Writes the package for `specPath` into `outDir` (a fresh scratch folder). */
  generate(specPath: string, outDir: string): Promise<void>;
}
