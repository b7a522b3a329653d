/**
 * The generator as one call: load and validate the spec, build the model, emit every file, format,
 * write atomically. A re-run whose inputs (spec text, generator sources) are unchanged and whose
 * output is intact writes nothing. The CLI and the regen pipeline both call this.
 */
import { resolve } from 'node:path';
import { loadSpecText, type OpenApiDocument } from './load/index.ts';
import { readSource } from './load/read.ts';
import { DEFAULTS, PROJECT_ROOT, RUNTIME_DIR } from './context.ts';
import { notice } from './emit/files.ts';
import type { SchemaEmitter } from './emit/schema.ts';
import type { ApiModel } from './model/types.ts';
import type { LandingJudge } from './release/landing.ts';
import { EMPTY_RECORD, readReleaseRecord, type Release, type ReleaseRecord } from './release/record.ts';
import { checkWritableFolder } from './write/atomic.ts';
import { FINGERPRINT_FILE, firstChangedFile, inputsHash, readFingerprint, sha256, type Fingerprint } from './write/fingerprint.ts';

export interface GenerateOptions {
  specPath: string;
  outDir: string;
  /** Compare only: report whether outDir is up to date, write nothing. */
  check?: boolean;
  /** The cap on the spec read and on its gzip expansion; default DEFAULTS.maxSpecMegabytes (load/read.ts). */
  maxSpecBytes?: number | undefined;
  /** Where prettier's output is kept between runs, or false for none; default DEFAULTS.formatCacheDir below the project. */
  formatCacheDir?: string | false;
  /** Where V8's compiled code for the libraries is kept between runs, or false for none; default DEFAULTS.codeCacheDir below the project. */
  codeCacheDir?: string | false;
  /**
   * The release record the version and CHANGELOG.md come from (README, "Releases"). Without it
   * the package is unreleased: version 0.0.0, no entries.
   */
  releases?: ReleaseSettings;
  /**
   * The package's npm name, from which its factory and error names derive, its base URL from the
   * document's servers (model/package-names.ts); absent: the platform's own package.
   */
  packageName?: string | undefined;
}

export interface ReleaseSettings {
  /** spec/releases.json: read, and rewritten (after the package) when this run lands a release. */
  file: string;
  /** Classifies a landing (the package's content differs from the newest release's); `--check` never asks. */
  judge?: LandingJudge;
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
  /** The package's release, when generated with a record; `landed` when this run appended it. */
  release?: Release & { landed: boolean };
}

interface GenerationRecord extends Fingerprint {
  counts: GenerationCounts;
}

export async function generate(options: GenerateOptions): Promise<GenerateSummary> {
  const started = performance.now();
  const outDir = resolve(options.outDir);
  if (!options.check) checkWritableFolder(options.outDir, FINGERPRINT_FILE);
  const { text, origin } = await readSource(options.specPath, { timeoutMs: DEFAULTS.fetchTimeoutMs, maxBytes: options.maxSpecBytes });
  const releases = options.releases ? readReleaseRecord(options.releases.file) : { record: EMPTY_RECORD, text: '' };
  // The name is an input too: the same document under another name is another package.
  const specInputs = options.packageName === undefined ? inputsHash(text, PROJECT_ROOT) : sha256(`${inputsHash(text, PROJECT_ROOT)}\0name\0${options.packageName}`);
  const previous = readFingerprint<GenerationRecord>(outDir);
  const staleReason = whyStale(outDir, previous, withReleases(specInputs, releases.text));
  const done = (status: GenerateSummary['status'], counts?: GenerationCounts, reason?: string, release?: GenerateSummary['release']): GenerateSummary => ({
    status,
    ...(reason && { reason }),
    ...(counts && { counts }),
    outDir,
    elapsedMs: performance.now() - started,
    ...(release && { release }),
  });
  const newest = releases.record.releases.at(-1);
  if (staleReason === undefined) return done('unchanged', previous!.counts, undefined, newest && { ...newest, landed: false });
  if (options.check) {
    // Validate even when only checking: a broken spec must fail the check as bad input, not as "stale".
    loadSpecText(text, origin);
    return done('stale', previous?.counts, staleReason);
  }
  // openapi-typescript's worker starts before anything else, loading its libraries while this
  // thread validates, builds the model and loads ts-morph.
  const codeCacheDir = options.codeCacheDir ?? resolve(PROJECT_ROOT, DEFAULTS.codeCacheDir);
  const schemaEmitter = (await import('./emit/schema.ts')).startSchemaEmitter({ codeCacheDir });
  const { document } = loadSpecText(text, origin);
  const formatCacheDir = options.formatCacheDir ?? resolve(PROJECT_ROOT, DEFAULTS.formatCacheDir);
  const written = await writePackage({ document, specText: text, origin, packageName: options.packageName, outDir, specInputs, formatCacheDir, codeCacheDir, schemaEmitter, releases: options.releases && { ...options.releases, ...releases } });
  return done('written', written.counts, undefined, written.release);
}

/** The record's text is an input too: the version and CHANGELOG.md are emitted from it. */
const withReleases = (specInputs: string, recordText: string) => sha256(`${specInputs}\0releases\0${recordText}`);

interface PackageWrite {
  document: OpenApiDocument;
  specText: string;
  /** Where the document came from: a relative server URL is resolved against a URL. */
  origin: string;
  packageName: string | undefined;
  outDir: string;
  specInputs: string;
  formatCacheDir: string | false;
  codeCacheDir: string | false;
  schemaEmitter: SchemaEmitter;
  releases: (ReleaseSettings & { record: ReleaseRecord; text: string }) | undefined;
}

/**
 * Model -> emitters -> the package staged beside outDir -> its release (a judge reads the staged
 * package) -> the version-bearing files -> one swap; then the record, when a release landed.
 */
async function writePackage(job: PackageWrite): Promise<{ counts: GenerationCounts; release?: GenerateSummary['release'] }> {
  const [{ buildModel }, { readPackageModel }, { ownPackageNaming }, { readRuntimeFiles }, atomic, versioned] = await Promise.all([
    import('./model/index.ts'),
    import('./model/package-info.ts'),
    import('./model/package-names.ts'),
    import('./model/runtime.ts'),
    import('./write/atomic.ts'),
    import('./release/package-release.ts'),
  ]);
  const model = buildModel(job.document, { runtimeFiles: readRuntimeFiles(RUNTIME_DIR), package: readPackageModel(PROJECT_ROOT, job.packageName === undefined ? undefined : ownPackageNaming(job.packageName, '--name', job.document, job.origin)) });
  // The worker gets its job before ts-morph loads here: both threads work from now on.
  const schema = job.schemaEmitter.emit(model);
  schema.catch(() => undefined); // observed by emitPackageAround; never an unhandled rejection while ts-morph loads
  // Loaded only now: ts-morph takes a good part of a second to load, which a no-op run, a --check
  // and bad input never need; its code comes from the code cache when an earlier run left it.
  const { installCodeCache } = await import('./compile-cache/code-cache.mjs');
  const codeCache = installCodeCache(job.codeCacheDir);
  const { emitPackageAround } = await import('./emit/index.ts');
  const unversioned = await emitPackageAround(model, schema, { formatCacheDir: job.formatCacheDir });
  codeCache.save();
  const staged = await atomic.stageFolder(job.outDir, FINGERPRINT_FILE);
  try {
    await staged.write(unversioned);
    const resolved = job.releases ? await versioned.releasePackage(unversioned, { packageDir: staged.dir, specText: job.specText, document: job.document }, job.releases) : undefined;
    const files = versioned.withVersion(unversioned, model, resolved?.record ?? EMPTY_RECORD);
    const recordText = resolved?.landed ? resolved.text : (job.releases?.text ?? '');
    const counts = countsOf(model, files.length + 1);
    const record: GenerationRecord = { inputs: withReleases(job.specInputs, recordText), counts, files: Object.fromEntries(files.map((file) => [file.path, sha256(file.content)])) };
    const recordFile = { path: FINGERPRINT_FILE, content: `${JSON.stringify({ '//': notice('generator/generate.ts'), ...record }, null, 2)}\n` };
    await staged.write([...files, recordFile]);
    // The record lands with the package, in one journaled landing: never one without the other.
    await staged.commit(resolved?.landed ? [{ path: job.releases!.file, content: recordText }] : []);
    return { counts, ...(resolved && { release: { ...resolved.release, landed: resolved.landed } }) };
  } finally {
    await staged.discard();
  }
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
