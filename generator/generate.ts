/**
 * The generator as one call: load and validate the spec, build the model, emit every file, format,
 * write atomically. A re-run whose inputs (spec text, generator sources) are unchanged and whose
 * output is intact writes nothing. The CLI and the regen pipeline both call this.
 */
import { resolve } from 'node:path';
import { loadSpecText, type OpenApiDocument } from './load/index.ts';
import { readSource } from './load/read.ts';
import { DEFAULTS } from './context.ts';
import { notice } from './emit/files.ts';
import type { ApiModel } from './model/types.ts';
import { checkWritableFolder } from './write/atomic.ts';
import { FINGERPRINT_FILE, firstChangedFile, inputsHash, readFingerprint, sha256, type Fingerprint } from './write/fingerprint.ts';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');
/** The hand-written runtime, copied into every package and read for its exports' names. */
export const RUNTIME_DIR = resolve(PROJECT_ROOT, 'generator/runtime');

export interface GenerateOptions {
  specPath: string;
  outDir: string;
  /** Compare only: report whether outDir is up to date, write nothing. */
  check?: boolean;
  /** Where prettier's output is kept between runs, or false for none; default DEFAULTS.formatCacheDir below the project. */
  formatCacheDir?: string | false;
}

export interface GenerationCounts {
  operationsPerVersion: Record<string, number>;
  operations: number;
  enums: number;
  paginatedOperations: number;
  deprecatedOperations: number;
  webhookEvents: number;
  auditLogEvents: number;
  files: number;
}

export interface GenerateSummary {
  /** written: new output swapped in; unchanged: inputs and output as recorded; stale: --check found a difference. */
  status: 'written' | 'unchanged' | 'stale';
  /** One line saying why, for `stale`. */
  reason?: string;
  counts?: GenerationCounts;
  outDir: string;
  elapsedMs: number;
}

interface GenerationRecord extends Fingerprint {
  counts: GenerationCounts;
}

export async function generate(options: GenerateOptions): Promise<GenerateSummary> {
  const started = performance.now();
  const outDir = resolve(options.outDir);
  if (!options.check) checkWritableFolder(options.outDir, FINGERPRINT_FILE);
  const { text, origin } = await readSource(options.specPath, { timeoutMs: DEFAULTS.fetchTimeoutMs });
  const inputs = inputsHash(text, PROJECT_ROOT);
  const previous = readFingerprint<GenerationRecord>(outDir);
  const staleReason = whyStale(outDir, previous, inputs);
  const done = (status: GenerateSummary['status'], counts?: GenerationCounts, reason?: string): GenerateSummary => ({
    status,
    ...(reason && { reason }),
    ...(counts && { counts }),
    outDir,
    elapsedMs: performance.now() - started,
  });
  if (staleReason === undefined) return done('unchanged', previous!.counts);
  // Validate even when only checking: a broken spec must fail the check as bad input, not as "stale".
  const { document } = loadSpecText(text, origin);
  if (options.check) return done('stale', previous?.counts, staleReason);
  const formatCacheDir = options.formatCacheDir ?? resolve(PROJECT_ROOT, DEFAULTS.formatCacheDir);
  return done('written', await writePackage(document, outDir, inputs, formatCacheDir));
}

/** Model -> emitters -> one atomic write of the package and its fingerprint. */
async function writePackage(document: OpenApiDocument, outDir: string, inputs: string, formatCacheDir: string | false): Promise<GenerationCounts> {
  // Loaded only now: ts-morph and openapi-typescript take most of a second to load, which a
  // no-op run, a --check and bad input never need. The emitter starts first (see emit/index.ts).
  const { startPackageEmitter } = await import('./emit/index.ts');
  const emitter = startPackageEmitter({ formatCacheDir });
  const [{ buildModel }, { readPackageModel }, { readRuntimeFiles }, { writeFolderAtomically }] = await Promise.all([
    import('./model/index.ts'),
    import('./model/package-info.ts'),
    import('./model/runtime.ts'),
    import('./write/atomic.ts'),
  ]);
  const model = buildModel(document, { runtimeFiles: readRuntimeFiles(RUNTIME_DIR), package: readPackageModel(PROJECT_ROOT) });
  const files = await emitter.emit(model);
  const counts = countsOf(model, files.length + 1);
  const record: GenerationRecord = { inputs, counts, files: Object.fromEntries(files.map((file) => [file.path, sha256(file.content)])) };
  const recordFile = { path: FINGERPRINT_FILE, content: `${JSON.stringify({ '//': notice('generator/generate.ts'), ...record }, null, 2)}\n` };
  await writeFolderAtomically(outDir, [...files, recordFile], FINGERPRINT_FILE);
  return counts;
}

function whyStale(outDir: string, previous: GenerationRecord | undefined, inputs: string): string | undefined {
  if (!previous) return `${outDir} has no ${FINGERPRINT_FILE}: it was never generated`;
  if (previous.inputs !== inputs) return `${outDir} is stale: the spec or the generator changed since it was generated`;
  const changed = firstChangedFile(outDir, previous);
  return changed ? `${outDir}/${changed} differs from what the generator wrote (edited by hand?)` : undefined;
}

function countsOf(model: ApiModel, files: number): GenerationCounts {
  const operationsPerVersion = Object.fromEntries(model.versions.map((version) => [version, model.operations.filter((operation) => operation.version === version).length]));
  return {
    operationsPerVersion,
    operations: model.operations.length,
    enums: model.enums.length,
    paginatedOperations: model.pagination.length,
    deprecatedOperations: model.operations.filter((operation) => operation.deprecated).length,
    webhookEvents: model.events.filter((event) => event.kind === 'webhook').length,
    auditLogEvents: model.events.filter((event) => event.kind === 'audit-log').length,
    files,
  };
}
