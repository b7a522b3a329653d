/**
 * Every option's default lives here, once. Commands build one context from their flags and
 * pass it down; nothing below the command layer reads process.env or knows a default.
 */
import { resolve } from 'node:path';

/** The toolchain's own folder (this file's parent's parent, in the sources and in dist/ alike): defaults below it resolve against it. */
export const PROJECT_ROOT = resolve(import.meta.dirname, '..');
/** The hand-written runtime, copied into every package and read for its exports' names. */
export const RUNTIME_DIR = resolve(PROJECT_ROOT, 'generator/runtime');

export const DEFAULTS = {
  /**
   * load: the deepest nesting a spec may have, in JSON levels (the real documents reach 27). It
   * bounds every recursion after loading (openapi-typescript, structured clone, drift's diff).
   */
  maxSpecNesting: 256,
  /**
   * load: the deepest a spec may nest once its `$ref`s are followed, in JSON levels with each ref
   * counted as one (load/ref-depth.ts). The real documents reach 47 (12 refs deep); 256 is five
   * times that, and keeps every walk that follows refs well inside the stack: the model's
   * validators, drift's diff, openapi-typescript, and TypeScript itself, which `surface` runs
   * in-process on the generated package and which overflows on an alias chain of 350. A deeper
   * chain, of any shape, is refused.
   */
  maxRefDepth: 256,
  /**
   * load: the most megabytes a spec may take, read from a file or a download and again after gzip
   * expansion (the real documents are about 4 MB expanded); past it a read stops at once.
   */
  maxSpecMegabytes: 64,
  /** generate */
  specPath: 'spec/openapiV3.json',
  outDir: 'generated',
  /**
   * The package's npm name, from which its factory, error classes and base URL derive
   * (model/package-names.ts); undefined: the incident platform's own package, the runtime's
   * names (incident-api-client, createIncidentClient, IncidentApiError, https://api.incident.io).
   */
  packageName: undefined as string | undefined,
  /** generate: the project's config file, read from the folder the command runs in when it exists (commands/config-file.ts). */
  configFile: 'incident-gen.config.json',
  /**
   * prettier's output kept between generations for the files format/layout/ leaves to prettier,
   * below the toolchain's own folder (format/cache.ts); a cache, never an input: losing it costs
   * time only.
   */
  formatCacheDir: 'node_modules/.cache/incident-gen/prettier',
  /**
   * V8's compiled code for the big libraries a generation loads (compile-cache/code-cache.mjs);
   * a cache of code, never of output: losing it costs time only.
   */
  codeCacheDir: 'node_modules/.cache/incident-gen/v8-code',
  /**
   * The release record the package's version and CHANGELOG.md come from (generator/release/):
   * used by `generate` when it writes the project's own package (no --out), and by regen.
   */
  releasesFile: 'spec/releases.json',
  /** drift / changelog */
  snapshotsDir: 'spec/snapshots',
  failOn: 'error' as 'error' | 'warning' | 'info',
  driftFormat: 'text' as 'text' | 'markdown' | 'json' | 'junit' | 'github',
  /** The reference's deprecation upgrade window. */
  deprecationWindowDays: 91,
  /** regen */
  baseUrl: 'https://api.incident.io',
  specUrlPath: '/v1/openapiV3.json',
  fetchTimeoutMs: 30_000,
  fetchRetries: 3,
  minPaths: 20,
  ignoreFile: 'spec/drift-ignore.txt',
  severityFile: undefined as string | undefined,
  /** Wait before retry n (1-based) is n times this: the live endpoint gets a moment to recover. */
  fetchRetryDelayMs: 1_000,
  /** Where a landed run's markdown and JSON drift reports go, named like its snapshot. */
  reportsDir: 'spec/reports',
  /**
   * Scratch space for staging. It may be on another file system: a landing moves (or copies) each
   * staged file beside its target first, so the swap is always a rename (write/landing-journal.ts).
   */
  scratchDir: '.tmp/regen',
  /**
   * regen and generate (into the project): how long a run waits for another one's lock on the
   * project (write/project-lock.ts) before refusing with exit 2, and how often it looks again.
   */
  landingLockWaitMs: 10_000,
  landingLockPollMs: 200,
  /**
   * A verified landing's checks (generator/regen/checks/): the TypeScript packages of the
   * toolchain's own dependencies they compile with, how many lines of a failing check's output the
   * verdict quotes (the log keeps all), and the contract check's limit for one list operation.
   */
  landingChecks: {
    typescript: 'typescript',
    typescript7: 'typescript7',
    firstLines: 6,
    contractTimeoutMs: 20_000,
  },
  /** Where a landing's one-line record goes: the spec history's dated log, newest last. */
  historyFile: 'spec/history.md',
  /** publish: the environment variable holding the registry token, and each registry request's limit. */
  tokenVariable: 'NPM_TOKEN',
  registryTimeoutMs: 60_000,
  /** surface */
  surfaceFile: 'spec/api-surface.d.ts',
  packageEntry: 'index.ts',
  /**
   * spec-diff (generator/pull-request/): the action's defaults. The GitHub API is waited on for at
   * most rateLimitWaitMs in all when it asks for patience (a secondary rate limit); a shallow
   * checkout is deepened deepenBy commits at a time, at most deepenSteps times, before it is
   * unshallowed; GitHub keeps 10 annotations per level per step and 50 per job, and a job summary
   * of at most 1 MiB per step.
   */
  specDiff: {
    specGlob: 'spec/openapiV3.json',
    tokenVariable: 'GITHUB_TOKEN',
    apiUrl: 'https://api.github.com',
    serverUrl: 'https://github.com',
    reportDir: 'spec-diff-report',
    artifactName: 'spec-diff-report',
    comment: true,
    apiTimeoutMs: 30_000,
    rateLimitWaitMs: 120_000,
    deepenBy: 50,
    deepenSteps: 4,
    /** One git command's limit (a fetch from a remote that stops answering): past it, bad input naming the command. */
    gitTimeoutMs: 300_000,
    annotationsPerLevel: 10,
    annotationsPerJob: 50,
    summaryMaxBytes: 1024 * 1024,
  },
} as const;

export type Defaults = typeof DEFAULTS;
