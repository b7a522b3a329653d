import { basename, dirname, join, relative } from 'node:path';
import { DEFAULTS } from '../context.ts';
import { generate, type GenerateOptions, type GenerateSummary } from '../generate.ts';
import type { LandingJudge } from '../release/landing.ts';
import type { Command } from './types.ts';
import { parseCommandLine } from './args.ts';
import { openLanding, recoverIfIdle } from '../write/landing-site.ts';
import { maxSpecBytes } from './spec-size.ts';
import { readProjectConfig } from './config-file.ts';
import { namesFromPackageName } from '../model/package-names.ts';

const USAGE = `usage: incident-gen generate [--spec FILE] [--out DIR] [--name NAME] [--config FILE] [--releases FILE] [--check] [--max-spec-mb N]

Generates the typed client package from an OpenAPI 3.0 or 3.1 document, JSON or YAML, plain or
gzip-compressed, read from a file or an http(s) URL.

  --spec FILE      the document's file or URL (default ${DEFAULTS.specPath})
  --out DIR        the package folder to write, replaced atomically (default ${DEFAULTS.outDir})
  --name NAME      the package's npm name; its client factory, error classes and client type are
                   named after it (petstore-client: createPetstoreClient, PetstoreApiError,
                   PetstoreClient) and its DEFAULT_BASE_URL is the document's first server, its
                   variables' defaults filled in (none: baseUrl is required). Without a name: the
                   incident platform's package (incident-api-client, createIncidentClient)
  --config FILE    a JSON file whose "generate": { "name": ... } stands in for --name
                   (default ${DEFAULTS.configFile}, when it exists)
  --releases FILE  the release record the version and CHANGELOG.md come from; a package whose
                   content changed lands the next version in it, judged by the drift from the
                   previous release's document (found in snapshots/ beside FILE) and the API
                   surface (against api-surface.d.ts beside FILE); default ${DEFAULTS.releasesFile}
                   when --out is not given, none otherwise (version 0.0.0)
  --check          write nothing; exit 1 when DIR is stale against the spec or was edited
                   (the API surface has its own command: incident-gen surface --check)
  --max-spec-mb N  refuse a document past N MB, read or after gzip expansion (default ${DEFAULTS.maxSpecMegabytes})
  --help           show this text`;

export const generateCommand: Command = {
  name: 'generate',
  usage: USAGE,
  run: async (argv) => {
    const summary = await landedAlone(generateOptions(parseFlags(argv)));
    if (summary.status === 'stale') {
      process.stderr.write(`stale: ${summary.reason}; run \`make generate\`\n`);
      return 1;
    }
    process.stdout.write(`${describeGeneration(summary)}\n`);
    return 0;
  },
};

/**
 * Writing: one run at a time per package folder (the lock beside it), after recovering what a
 * killed run left. Checking: recovers first when no run is under way, so a check sees a whole state.
 */
async function landedAlone(options: GenerateOptions): Promise<GenerateSummary> {
  const say = (line: string) => process.stderr.write(`${line}\n`);
  if (options.check) {
    recoverIfIdle(options.outDir, 'generate --check', say);
    return generate(options);
  }
  const lock = await openLanding(options.outDir, { waitMs: DEFAULTS.landingLockWaitMs, pollMs: DEFAULTS.landingLockPollMs, command: 'generate', say });
  try {
    return await generate(options);
  } finally {
    lock.release();
  }
}

export type GenerateFlags = Partial<ReturnType<typeof parseFlags>>;

/** Flags -> options, every default from context.ts (as regen's buildOptions). */
export function generateOptions(flags: GenerateFlags): GenerateOptions {
  // The record belongs to the project's own package: a package written elsewhere is a build of
  // its own unless a record is named.
  const releasesFile = flags.releases ?? (flags.out === undefined ? DEFAULTS.releasesFile : undefined);
  const releases = releasesFile === undefined ? undefined : { file: releasesFile, judge: judgeFor(releasesFile) };
  const packageName = packageNameOf(flags);
  return {
    specPath: flags.spec ?? DEFAULTS.specPath,
    outDir: flags.out ?? DEFAULTS.outDir,
    check: flags.check ?? false,
    maxSpecBytes: maxSpecBytes(flags['max-spec-mb']),
    ...(releases && { releases }),
    ...(packageName !== undefined && { packageName }),
  };
}

/**
 * The record's folder holds what judges a landing: the snapshots and the surface baseline
 * (spec/releases.json beside spec/snapshots/ and spec/api-surface.d.ts). Loaded only when a release
 * lands: the drift checker and the surface check (TypeScript) take a while to load.
 */
function judgeFor(recordFile: string): LandingJudge {
  const beside = (path: string) => join(dirname(recordFile), basename(path));
  const settings = { recordFile, snapshotsDir: beside(DEFAULTS.snapshotsDir), surfaceFile: beside(DEFAULTS.surfaceFile), packageEntry: DEFAULTS.packageEntry, timeoutMs: DEFAULTS.fetchTimeoutMs };
  return async (context) => (await import('../release/judge.ts')).generateJudge(settings)(context);
}

/** --name, else the config file's `generate.name`, else none (the platform's package); checked here, before anything is read. */
function packageNameOf(flags: GenerateFlags): string | undefined {
  if (flags.name !== undefined) return namesFromPackageName(flags.name, '--name').name;
  const configFile = flags.config ?? DEFAULTS.configFile;
  const name = readProjectConfig(configFile, flags.config !== undefined).generate?.name;
  return name === undefined ? DEFAULTS.packageName : namesFromPackageName(name, `${configFile}: generate.name`).name;
}

function parseFlags(argv: string[]) {
  return parseCommandLine('generate', argv, { spec: { type: 'string' }, out: { type: 'string' }, name: { type: 'string' }, config: { type: 'string' }, releases: { type: 'string' }, check: { type: 'boolean' }, 'max-spec-mb': { type: 'string' } }).values;
}

/** The summary the command prints: what was written (or found up to date) where, and what it holds. */
export function describeGeneration({ status, counts, outDir: absolute, elapsedMs, release }: GenerateSummary): string {
  const outDir = relative(process.cwd(), absolute) || '.';
  const verb = status === 'written' ? 'generated' : 'up to date:';
  const time = `${Math.round(elapsedMs)} ms`;
  if (!counts) return `${verb} ${outDir} in ${time}`;
  const version = release === undefined ? [] : [`  version     ${release.version}${release.landed ? ` (${release.bump}, new: ${release.reasons.join('; ')})` : ''}`];
  const versions = Object.entries(counts.operationsPerVersion).map(([version, count]) => `${version} ${count}`).join(', ');
  return [
    `${verb} ${outDir} in ${time}`,
    `  operations  ${counts.operations} (${versions})`,
    `  enums       ${counts.enums}`,
    `  paginated   ${counts.paginatedOperations}`,
    `  deprecated  ${counts.deprecatedOperations}`,
    `  events      ${counts.webhookEvents} webhook, ${counts.auditLogEvents} audit-log`,
    ...version,
  ].join('\n');
}
