/**
 * Consumer impact: which lines of a team's own code stop compiling when the package moves from
 * the old document to the new one, and which of the drift report's changes explain each.
 *
 *     const consumers = readConsumerProjects(['../billing']);        // bad input throws first
 *     const packages = await writeScratchPackages({ old: oldModel, new: newModel });
 *     try { report.consumers = checkConsumers(consumers, packages, report); } finally { packages.remove(); }
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { DEFAULTS, PROJECT_ROOT } from '../context.ts';
import type { ConsumerBreak, ConsumerReport, DriftReport } from '../drift/report.ts';
import { InputError } from '../load/errors.ts';
import { GENERATED_PACKAGE_NAME } from '../model/package-info.ts';
import type { ApiModel } from '../model/types.ts';
import { byPosition, compileError, onlyInNew, type CompileError } from './breaks.ts';
import { consumerErrors, createConsumerProgram, readConsumerProject, type ConsumerProject, type SourceFileCache } from './consumer-project.ts';
import { explainingChanges } from './explain.ts';
import { PackageIndex } from './package-index.ts';
import { operationKeys, reachOf, type PackageProgram } from './reach.ts';

export { readConsumerProject, type ConsumerProject };

/** Every --consumer folder read before any work: one bad folder is bad input, whatever the others. */
export const readConsumerProjects = (dirs: readonly string[]): ConsumerProject[] => dirs.map(readConsumerProject);

export interface PackageSide {
  /** The package's folder: its entry is `index.ts`. */
  dir: string;
  model: ApiModel;
}

export interface ScratchPackages {
  old: PackageSide;
  new: PackageSide;
  remove(): void;
}

/**
 * Both packages written by the generator's emitters from the models the report was named from,
 * into one temporary folder. Nothing is fingerprinted or swapped: the folder lives for one check.
 */
export async function writeScratchPackages(models: { old: ApiModel; new: ApiModel }, options: { formatCacheDir?: string | false } = {}): Promise<ScratchPackages> {
  const root = mkdtempSync(join(tmpdir(), 'incident-gen-impact-'));
  try {
    const { startPackageEmitter } = await import('../emit/index.ts');
    const formatCacheDir = options.formatCacheDir ?? join(PROJECT_ROOT, DEFAULTS.formatCacheDir);
    const write = async (name: string, model: ApiModel): Promise<PackageSide> => {
      const dir = join(root, name, GENERATED_PACKAGE_NAME);
      for (const file of await startPackageEmitter({ formatCacheDir }).emit(model)) {
        mkdirSync(dirname(join(dir, file.path)), { recursive: true });
        writeFileSync(join(dir, file.path), file.content);
      }
      return { dir, model };
    };
    const [oldSide, newSide] = await Promise.all([write('old', models.old), write('new', models.new)]);
    return { old: oldSide, new: newSide, remove: () => rmSync(root, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Each consumer compiled against the old package, then the new: the errors only the new one gives
 * are its breaks. A consumer that fails to compile against the old one is bad input: it cannot
 * tell anything about the change.
 */
export function checkConsumers(consumers: readonly ConsumerProject[], packages: Pick<ScratchPackages, 'old' | 'new'>, report: Pick<DriftReport, 'changes' | 'ignored'>): ConsumerReport[] {
  // Consumers with the same settings parse the default libraries and shared files once.
  const caches = new Map<string, SourceFileCache>();
  return consumers.map((consumer) => {
    const settings = JSON.stringify(consumer.options);
    if (!caches.has(settings)) caches.set(settings, new Map());
    return checkConsumer(consumer, packages, report, caches.get(settings)!);
  });
}

function checkConsumer(consumer: ConsumerProject, packages: Pick<ScratchPackages, 'old' | 'new'>, report: Pick<DriftReport, 'changes' | 'ignored'>, cache: SourceFileCache): ConsumerReport {
  const shown = relative(process.cwd(), consumer.dir) || '.';
  const compile = (side: PackageSide) => compileConsumer(consumer, side, cache);
  const before = compile(packages.old);
  const first = [...before.errors].sort(byPosition)[0];
  if (first) throw new InputError(`--consumer ${shown}`, `does not compile against the old package: ${first.file}:${first.line}:${first.column} TS${first.code} ${first.message}`);
  const after = compile(packages.new);
  const breaks = onlyInNew(before.errors, after.errors)
    .sort(byPosition)
    .map(({ diagnostic, ...error }): ConsumerBreak => {
      const reach = diagnostic.file && diagnostic.start !== undefined ? reachOf(diagnostic.file.fileName, diagnostic.start, diagnostic.length ?? 0, diagnostic.relatedInformation ?? [], [after, before]) : undefined;
      // Ignored changes explain too: an ignore line accepts a change, not the consumer's line it breaks.
      const explaining = reach ? explainingChanges([...report.changes, ...report.ignored], reach) : [];
      const ignored = explaining.filter((index) => index >= report.changes.length).map((index) => index - report.changes.length);
      return { ...error, changes: explaining.filter((index) => index < report.changes.length), ...(ignored.length > 0 && { ignored }) };
    });
  return { dir: shown, breaks };
}

/** The consumer compiled against one side's package: its errors, and the program and index its breaks are read back with. */
export function compileConsumer(consumer: ConsumerProject, side: PackageSide, cache: SourceFileCache): PackageProgram & { errors: CompileError[] } {
  const program = createConsumerProgram(consumer, side.dir, cache, PROJECT_ROOT);
  const errors = consumerErrors(program, consumer).map((diagnostic) => compileError(diagnostic, consumer.dir, side.dir));
  const routes = new Map(side.model.operations.map((operation) => [`${operation.method} ${operation.path}`, operation.operationId]));
  const keys = operationKeys(program.getSourceFile(join(side.dir, 'schema.ts')), (method, path) => routes.get(`${method} ${path}`));
  return { program, packageDir: side.dir, index: new PackageIndex(side.model, keys), errors };
}
